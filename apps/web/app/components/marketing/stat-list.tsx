import type { Stat } from '~/content/stats';
import { cn } from '~/lib/cn';

/**
 * Figures as a description list: the value large, the label under it. `tone="dark"` for blue bands. A value is a
 * left-to-right figure ("500+", "100,000+") isolated from the page's direction (`<bdi dir="ltr">`).
 * The longest figure ("100,000+") fits its card from 320 px (smaller type below 360, 400 and 640 px, less side
 * padding below 640 px).
 * The grid fits 2 figures a row on phones and all of them in one row from 1024 px, or 2 a row always (`narrow`: in a
 * page hero's side column).
 */
export function StatList({
  stats,
  tone = 'light',
  narrow = false,
  className,
}: {
  stats: Stat[];
  tone?: 'light' | 'dark';
  narrow?: boolean;
  className?: string;
}) {
  const dark = tone === 'dark';
  const wide = stats.length === 5 ? 'md:grid-cols-3 lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <dl className={cn('grid grid-cols-2 gap-4 sm:gap-6', !narrow && wide, className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col-reverse rounded-2xl px-3 py-5 text-center sm:p-5',
            dark ? 'bg-white/10 ring-1 ring-white/15' : 'border border-slate-200 bg-white shadow-sm',
          )}
        >
          <dt className={cn('mt-1 text-sm', dark ? 'text-brand-100' : 'text-slate-600')}>{stat.label}</dt>
          <dd
            className={cn(
              'text-xl font-bold tracking-tight min-[360px]:text-2xl min-[400px]:text-3xl sm:text-4xl',
              dark ? 'text-white' : 'text-brand-700',
            )}
          >
            {/* "500+", "95%" read left to right in an Arabic page too (else its "+" goes to the number's other side). */}
            <bdi dir="ltr">{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
