import { slugify } from '@agency/contract/slug';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Data = Record<string, unknown> & { title?: unknown; slug?: unknown };
type SlugUid = 'api::job.job' | 'api::article.article';

/** What an entry is called in a message, and what its slug falls back to when the title has no letter or digit. */
const NOUN: Record<SlugUid, string> = { 'api::job.job': 'job', 'api::article.article': 'article' };

/**
 * `slugify(title)` (the contract's rule), made unique with `-2`, `-3`, … where `isTaken` says a slug is used.
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

/**
 * The slug a create or an update stores (docs/000-product.md §5: generated from the title "when creating or when the
 * slug is empty"; the CMS keeps slugs unique, docs/009-one-contract.md):
 * - no slug given, or the title's own slug (what the back-office suggests as staff type): the title's slug, made unique
 *   with `-2`, `-3`, … — a second "Registered Nurse" saves as `registered-nurse-2`;
 * - a slug typed by staff: written by the same rule (`My Job` → `my-job`), and refused with a 400 on the `slug` field
 *   that names it when another entry has it;
 * - an update that does not touch the slug or the title leaves the stored one alone.
 * @param current the entry being updated (its documentId and title), absent on create.
 * @throws ValidationError (400) with `details.errors[0].path = ['slug']` when a typed slug is taken.
 */
export async function withSlug(
  strapi: Core.Strapi,
  uid: SlugUid,
  data: Data,
  current?: { documentId: string; title?: string | null },
): Promise<Data> {
  const given = typeof data.slug === 'string' ? data.slug.trim() : '';
  if (!given && !('slug' in data) && current) return data;
  const title = typeof data.title === 'string' ? data.title : (current?.title ?? '');
  const isTaken = async (slug: string) =>
    (await strapi.db.query(uid).count({
      where: { slug, ...(current ? { documentId: { $ne: current.documentId } } : {}) },
    })) > 0;

  const typed = slugify(given);
  if (!typed || (!current && typed === slugify(title))) {
    return { ...data, slug: await uniqueSlug(title, isTaken, NOUN[uid]) };
  }
  if (await isTaken(typed)) {
    const message = `The slug "${typed}" is already used by another ${NOUN[uid]}. Choose another slug.`;
    throw new errors.ValidationError(message, { errors: [{ path: ['slug'], message, name: 'ValidationError' }] });
  }
  return { ...data, slug: typed };
}
