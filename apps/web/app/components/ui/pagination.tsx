import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { pageItems } from '~/lib/pagination';

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

/** The words of the page links: "Previous", "Next" and a page's accessible name ("Page 3"). */
export interface PaginationWords {
  previous: string;
  next: string;
  page: (page: number) => string;
}

const ENGLISH_WORDS: PaginationWords = { previous: 'Previous', next: 'Next', page: (page) => `Page ${page}` };

/**
 * Previous, numbered pages and Next, as real links (`?page=N`) so that every page can be bookmarked, reloaded
 * and followed by crawlers. Rendered only when there is more than one page. `items` are the page numbers to show
 * (`null` for a gap): by default all pages or a window of seven (`pageItems`); the staff lists pass their own
 * window (docs/000-product.md §9: up to five page buttons plus the last page). `words` says Previous, Next and
 * "Page 3" in the page's language (the job board's, from its catalog); English by default.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
  items = pageItems(page, pageCount),
  className,
  words = ENGLISH_WORDS,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  items?: Array<number | null>;
  className?: string;
  words?: PaginationWords;
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
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {words.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, 'cursor-not-allowed border-slate-200 bg-white text-slate-400')}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {words.previous}
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
                aria-label={words.page(number)}
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
          {words.next} <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, 'cursor-not-allowed border-slate-200 bg-white text-slate-400')}>
          {words.next} <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </span>
      )}
    </nav>
  );
}
