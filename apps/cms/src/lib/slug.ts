/**
 * URL slugs for job postings (spec §5 "Job editor"): lowercase, punctuation stripped, whitespace, underscores
 * and runs of dashes to one hyphen, no hyphen at either end. Letters with accents keep their base letter.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `slugify(title)`, made unique with `-2`, `-3`, … where `isTaken` says a slug is used.
 * Falls back to `fallback` when the title has no letters or digits.
 */
export async function uniqueSlug(
  title: string,
  isTaken: (slug: string) => Promise<boolean>,
  fallback = 'item',
): Promise<string> {
  const base = slugify(title) || fallback;
  let candidate = base;
  for (let n = 2; await isTaken(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
