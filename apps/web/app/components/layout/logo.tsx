import { Link } from 'react-router';
import { SITE } from '~/content/site';
import { cn } from '~/lib/cn';

/**
 * The agency's mark and name, linking home (docs/000-product.md §2: "The logo links to /"). `inverted` is the footer's,
 * on slate-900: a white focus ring there (brand-600 was 2.96:1, under WCAG 1.4.11's 3:1).
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold tracking-tight focus-visible:outline-2',
        inverted ? 'focus-visible:outline-white' : 'focus-visible:outline-brand-600',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-700'} />
        <path d="M16 5l2.9 7.6L27 13.5l-6.3 5 2.2 8L16 22l-6.9 4.5 2.2-8L5 13.5l8.1-.9z" className="fill-accent-400" />
      </svg>
      <span className={inverted ? 'text-white' : 'text-slate-900'}>{SITE.name}</span>
    </Link>
  );
}
