import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { pageWindow } from '~/lib/admin-rules';

const item =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Pagination of the admin lists: Previous, up to five page buttons plus the last page (spec §9), Next — real
 * links, so a page can be reloaded and shared.
 */
export function ListPagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const edge = (target: number | null, children: React.ReactNode, rel: string) =>
    target ? (
      <Link
        to={hrefFor(target)}
        rel={rel}
        className={cn(item, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
      >
        {children}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(item, 'cursor-not-allowed border-slate-200 text-slate-500')}>
        {children}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {edge(
        page > 1 ? page - 1 : null,
        <>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </>,
        'prev',
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
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
      {edge(
        page < pageCount ? page + 1 : null,
        <>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </>,
        'next',
      )}
    </nav>
  );
}
