import { stripControlCharacters } from './control-characters.js';
import { cleanedText, emailField } from './fields.js';
import { z } from './zod.js';

/**
 * The candidate: one person of the talent pool (docs/023-talent-pool.md "Candidates"), keyed by their e-mail address
 * normalised as the apply form's e-mail field normalises it (`emailField` of ./fields.ts: trimmed, lowercased), so
 * that every application from one address belongs to one candidate. Staff keep tags and an availability on it.
 * No wording of errors here: each app passes its own error map when it parses.
 */

/**
 * Whether the person may be put forward: `available` (the default of a new candidate), `placed` (found a job through
 * the agency), `do-not-contact` (asked not to be approached).
 */
export const CANDIDATE_AVAILABILITIES = ['available', 'placed', 'do-not-contact'] as const;
export type CandidateAvailability = (typeof CANDIDATE_AVAILABILITIES)[number];

/** The availability of a candidate nobody has set one for. */
export const DEFAULT_CANDIDATE_AVAILABILITY: CandidateAvailability = 'available';

/** The words staff read for each availability. */
export const CANDIDATE_AVAILABILITY_LABELS: Record<CandidateAvailability, string> = {
  available: 'Available',
  placed: 'Placed',
  'do-not-contact': 'Do not contact',
};

/** The most characters of one tag. */
export const CANDIDATE_TAG_MAX_LENGTH = 40;
/** The most tags one candidate carries. */
export const CANDIDATE_TAGS_MAX = 20;

/**
 * A tag as it is stored: control characters removed, trimmed, every run of white space one space. The case is kept as
 * staff typed it; two tags that differ only in case are one tag (`uniqueTags`).
 */
export function normaliseTag(tag: string): string {
  return stripControlCharacters(tag, false).replace(/\s+/g, ' ').trim();
}

/** The key two tags are compared by: the normalised tag in lower case ("React " and "react" are one tag). */
export const tagKey = (tag: string): string => normaliseTag(tag).toLocaleLowerCase('en');

/**
 * `tags` normalised (`normaliseTag`), empty ones dropped, each kept once by its case-insensitive key (the first
 * spelling wins), in the order given. Does not check the limits; `candidateTagsSchema` does.
 */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map(normaliseTag)) {
    const key = tagKey(tag);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/**
 * A candidate's tags: each trimmed with its spaces collapsed (`normaliseTag`), empty ones dropped, unique without
 * regard to case (`uniqueTags`), each at most `CANDIDATE_TAG_MAX_LENGTH` (40) characters, at most
 * `CANDIDATE_TAGS_MAX` (20) of them. An issue of a too long tag has `code: 'too_big'` and `path: ['tags', index]`;
 * too many tags, `code: 'too_big'` and `path: ['tags']`.
 */
export const candidateTagsSchema = z
  .array(z.string())
  .transform(uniqueTags)
  .pipe(z.array(z.string().max(CANDIDATE_TAG_MAX_LENGTH)).max(CANDIDATE_TAGS_MAX));

/**
 * `PUT /api/candidates/:documentId` `{ data: { tags?, availability? } }`: what staff change on a candidate; at least
 * one of the two. Everything else about the person comes from their applications.
 */
export const candidateUpdateSchema = z
  .object({
    tags: candidateTagsSchema.optional(),
    availability: z.enum(CANDIDATE_AVAILABILITIES).optional(),
  })
  .strict()
  .refine((update) => update.tags !== undefined || update.availability !== undefined, {
    message: 'nothing to change',
  });
export type CandidateUpdate = z.output<typeof candidateUpdateSchema>;

/**
 * `POST /api/candidates/:documentId/merge` `{ from }`: the documentId of the candidate merged into this one (the same
 * person under another address). The back-office may name it by e-mail address instead (`candidateReferenceSchema`).
 */
export const candidateMergeSchema = z.object({ from: z.string().trim().min(1).max(64) }).strict();
export type CandidateMerge = z.output<typeof candidateMergeSchema>;

/**
 * How staff name a candidate in the merge form: an e-mail address (normalised as the apply form does, `emailField`)
 * or a documentId (letters and digits).
 */
export const candidateReferenceSchema = z.union([
  z.object({ kind: z.literal('email'), email: emailField }),
  z.object({ kind: z.literal('documentId'), documentId: z.string().regex(/^[a-z0-9]{1,64}$/) }),
]);

/** Reads what staff typed as a candidate's reference: an address when it holds `@`, else a documentId. */
export function candidateReference(typed: string) {
  const value = typed.trim();
  return candidateReferenceSchema.safeParse(
    value.includes('@') ? { kind: 'email', email: value } : { kind: 'documentId', documentId: value },
  );
}

/** The most a `q` of the candidate list holds (characters). */
export const CANDIDATE_QUERY_MAX = 200;

/** The candidate list's `q` (names and e-mail addresses for now): cleaned, at most `CANDIDATE_QUERY_MAX`. */
export const candidateQuerySchema = cleanedText(CANDIDATE_QUERY_MAX);

/** Candidates a page of the staff list shows, by default and at most. */
export const CANDIDATE_PAGE_SIZE = 25;
export const CANDIDATE_PAGE_SIZE_MAX = 100;

/** The most tag suggestions `GET /api/candidates/tags?prefix=` answers. */
export const CANDIDATE_TAG_SUGGESTIONS = 10;
