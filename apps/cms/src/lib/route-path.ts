/**
 * A request path as Strapi's router matches it, for middlewares that run before routing: Strapi's routes (koa-router,
 * path-to-regexp) ignore case and a trailing slash, so `/API/Contacts/` reaches the same handler as `/api/contacts`.
 * Percent-escapes are decoded too (a path that cannot be decoded is kept as sent), so that no spelling of a path
 * routes where its check does not look.
 * @returns the path lowercased, decoded, without trailing slashes (`/` stays `/`).
 */
export function routePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router cannot decode it either
  }
  return decoded.toLowerCase().replace(/(.)\/+$/, '$1');
}
