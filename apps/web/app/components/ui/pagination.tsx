import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { pageItems } from '~/lib/pagination';

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Previous, numbered pages and Next, as real links (`?page=N`) so that every page can be bookmarked, reloaded
 * and followed by crawlers. Rendered only when there is more than one page. `items` are the page numbers to show
 * (`null` for a gap): by default all pages or a window of seven (`pageItems`); the staff lists pass their own
 * window (docs/000-product.md §9: up to five page buttons plus the last page).
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
  items = pageItems(page, pageCount),
  className,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  items?: Array<number | null>;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label} className={cn('mt-10 flex flex-wrap items-center justify-center gap-2', className)}>
      {previous ? (
        <Link
          to={hrefFor(previous)}
          className={cn(item, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
          rel="prev"
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, 'cursor-not-allowed border-slate-200 bg-white text-slate-400')}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Previous
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {items.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefFor(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                className={cn(
                  item,
                  number === page
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ul>
      {next ? (
        <Link
          to={hrefFor(next)}
          className={cn(item, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
          rel="next"
        >
          Next <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, 'cursor-not-allowed border-slate-200 bg-white text-slate-400')}>
          Next <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </span>
      )}
    </nav>
  );
}
