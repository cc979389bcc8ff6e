/**
 * The page numbers a pager shows: all of them when there are few, otherwise the first, the last and a window
 * around the current page, with `null` where pages are skipped ("1 … 4 5 6 … 20").
 */
export function pageItems(current: number, pageCount: number, maxButtons = 7): Array<number | null> {
  if (pageCount <= maxButtons) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const inner = maxButtons - 2; // first and last are always shown
  let start = Math.max(2, current - Math.floor((inner - 1) / 2));
  const end = Math.min(pageCount - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const items: Array<number | null> = [1];
  if (start > 2) items.push(null);
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pageCount - 1) items.push(null);
  items.push(pageCount);
  return items.map((item, index) => {
    // A gap of a single page shows that page instead of an ellipsis.
    if (item !== null) return item;
    const before = items[index - 1] as number;
    const after = items[index + 1] as number;
    return after - before === 2 ? before + 1 : null;
  });
}

/** `?page=` as a page number: a positive integer, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Page sizes of the applications and articles lists (docs/000-product.md §9): options and default. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Admin jobs page size (docs/000-product.md §9). */
export const JOBS_PAGE_SIZE = 10;

/** `?pageSize=` as one of PAGE_SIZES, else the default. */
export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * Page buttons of the applications list (docs/000-product.md §9 "up to 5 page buttons plus the last page"): a window of
 * at most five pages around the current one, then a gap (`null`) and the last page when the window does not reach it.
 */
export function pageWindow(current: number, pageCount: number, size = 5): Array<number | null> {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: Array<number | null> = [];
  for (let number = start; number <= end; number += 1) pages.push(number);
  if (end < pageCount) {
    if (end < pageCount - 1) pages.push(null);
    pages.push(pageCount);
  }
  return pages;
}
