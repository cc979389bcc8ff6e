/**
 * `pathname?query` with `changes` applied to the current search params: `null` removes a key. Changing anything
 * but `page` goes back to page 1 (docs/000-product.md §4 "changing the status filter or the page size resets to page
 * 1").
 */
export function withParams(
  pathname: string,
  current: URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The form that signs out (POST /admin/logout, then home): the admin page header's and the user menu's Log out. */
export const LOGOUT_ACTION = '/admin/logout';
