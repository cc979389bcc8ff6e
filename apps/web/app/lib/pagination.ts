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
