import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

const TONES = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-950 text-white',
} as const;

/**
 * A page section: a labelled landmark-free <section> with an optional eyebrow, an h2 and an intro, then content.
 * `tone` sets the background; `brand` is the dark band (white text).
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  align = 'center',
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  align?: 'center' | 'start';
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const dark = tone === 'brand';
  return (
    <section id={id} aria-labelledby={headingId} className={cn(TONES[tone], 'scroll-mt-20 py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
          {eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold uppercase tracking-wide',
                dark ? 'text-accent-300' : 'text-brand-700',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-slate-900')}
          >
            {title}
          </h2>
          {intro ? <p className={cn('mt-4 text-lg', dark ? 'text-brand-100' : 'text-slate-600')}>{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
