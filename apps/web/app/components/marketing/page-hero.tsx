import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * The blue band at the top of an inner page: eyebrow, the page's one h1, an intro, optional actions and an
 * optional aside (figures or an illustration) beside the text from 1024 px, under it below.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  aside,
  asideOnMobile = true,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  /** False for a decorative aside that only shows from 1024 px. */
  asideOnMobile?: boolean;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div
        className={cn(
          'mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20',
          aside && 'lg:grid-cols-2 lg:items-center',
        )}
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{eyebrow}</p>
          <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">{intro}</p>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className={cn(!asideOnMobile && 'hidden lg:block')}>{aside}</div> : null}
      </div>
    </section>
  );
}
