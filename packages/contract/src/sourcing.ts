import { applicationBulkFilterSchema, APPLICATION_BULK_MAX } from './application-bulk.js';
import { CANDIDATE_TAG_MAX_LENGTH, normaliseTag } from './candidate.js';
import { z } from './zod.js';

/**
 * Sourcing (docs/023-talent-pool.md "Sourcing"): staff add a candidate of the pool to a job as a *sourced* application,
 * one at a time, in bulk from the applications list, or from a job's suggested candidates; and tag the candidates of
 * several applications at once. The requests, the answers and the sentences staff read, shared by the CMS and the web.
 */

/** A CMS documentId (letters and digits). */
const documentIdSchema = z.string().regex(/^[a-z0-9]{1,64}$/i);

/** The note written on a sourced application, naming the staff member who added it. */
export const sourcedNote = (actor: string): string => `Added from the talent pool by ${actor}.`;

/** `POST /api/candidates/:documentId/applications` `{ data: { job } }`: the job (documentId) to add the candidate to. */
export const sourcedApplicationSchema = z.strictObject({ job: documentIdSchema });
export type SourcedApplicationInput = z.infer<typeof sourcedApplicationSchema>;

/** Which applications a bulk request names: `documentIds` (1 to APPLICATION_BULK_MAX, each once) or the list's `filter`. */
const bulkTarget = {
  documentIds: z
    .array(documentIdSchema)
    .min(1)
    .max(APPLICATION_BULK_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each application may be named once.')
    .optional(),
  filter: applicationBulkFilterSchema.optional(),
};
const oneTarget = {
  message: 'Name the applications either by documentIds or by filter.',
};

/** A tag as the bulk form sends it: normalised (`normaliseTag`), 1 to CANDIDATE_TAG_MAX_LENGTH characters. */
const tagSchema = z
  .string()
  .transform(normaliseTag)
  .pipe(
    z
      .string()
      .min(1, 'Type a tag.')
      .max(CANDIDATE_TAG_MAX_LENGTH, `A tag has at most ${CANDIDATE_TAG_MAX_LENGTH} characters.`),
  );

/** `POST /api/job-applications/bulk-tag` `{ data: { tag, documentIds | filter } }`: the tag goes on each one's candidate. */
export const applicationBulkTagSchema = z
  .strictObject({ tag: tagSchema, ...bulkTarget })
  .refine((value) => (value.documentIds === undefined) !== (value.filter === undefined), oneTarget);
export type ApplicationBulkTagInput = z.infer<typeof applicationBulkTagSchema>;

/** `POST /api/job-applications/bulk-add-to-job` `{ data: { job, documentIds | filter } }`. */
export const applicationBulkAddToJobSchema = z
  .strictObject({ job: documentIdSchema, ...bulkTarget })
  .refine((value) => (value.documentIds === undefined) !== (value.filter === undefined), oneTarget);
export type ApplicationBulkAddToJobInput = z.infer<typeof applicationBulkAddToJobSchema>;

/** A candidate a sourcing request left alone, and why. */
export interface SourcingRefusal {
  /** The candidate's name as staff see it (never logged); null when the application was not found. */
  fullName: string | null;
  reason: string;
}

/** The answer of a bulk tag: how many candidates got it, how many had it already, and what was refused. */
export interface BulkTagResult {
  tag: string;
  tagged: number;
  already: number;
  refused: SourcingRefusal[];
}

/** The answer of a bulk add to a job (and of the single add, with one candidate). */
export interface BulkAddToJobResult {
  job: { documentId: string; title: string };
  added: Array<{ documentId: string; fullName: string }>;
  /** Candidates with an application to this job already: reported, not added. */
  alreadyApplied: SourcingRefusal[];
  refused: SourcingRefusal[];
}

const NAMED = 5;

/** "Ada; Bo; …" with "and N more" past five names. */
function names(refusals: readonly SourcingRefusal[], withReason: boolean): string {
  const named = refusals
    .slice(0, NAMED)
    .map((refusal) => {
      const name = refusal.fullName || 'Unknown application';
      return withReason ? `${name} (${refusal.reason.replace(/\.$/, '')})` : name;
    })
    .join('; ');
  return refusals.length > NAMED ? `${named} and ${refusals.length - NAMED} more` : named;
}

/**
 * The sentence staff read after a bulk tag, true to the answer: "3 tagged “React”; 1 had it already; 1 could not be
 * tagged: Ada (already has 20 tags)." Counts are of candidates (two applications of one person tag one candidate).
 */
export function bulkTagMessage({ tag, tagged, already, refused }: BulkTagResult): string {
  const parts = [`${tagged} tagged “${tag}”`];
  if (already > 0) parts.push(`${already} had it already`);
  if (refused.length > 0) parts.push(`${refused.length} could not be tagged: ${names(refused, true)}`);
  return `${parts.join('; ')}.`;
}

/**
 * The sentence staff read after adding candidates to a job: "3 added to Nurse, Dubai; 1 already applied: Ada; 1 not
 * added: Bo (marked do not contact)."
 */
export function bulkAddToJobMessage({ job, added, alreadyApplied, refused }: BulkAddToJobResult): string {
  const parts = [`${added.length} added to ${job.title}`];
  if (alreadyApplied.length > 0)
    parts.push(`${alreadyApplied.length} already applied: ${names(alreadyApplied, false)}`);
  if (refused.length > 0) parts.push(`${refused.length} not added: ${names(refused, true)}`);
  return `${parts.join('; ')}.`;
}

/** How many suggested candidates a job's view shows. */
export const SUGGESTED_CANDIDATES_MAX = 20;
