/**
 * `text` with every character a regular expression reads as syntax escaped, so that it matches itself (the set
 * MDN's "Regular expressions" guide gives; PostgreSQL's `~*` reads the same escapes).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
