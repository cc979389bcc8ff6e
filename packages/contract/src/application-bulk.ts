import { APPLICATION_STATUSES, type ApplicationStatus } from './application.js';
import { applicationSearchSchema } from './candidate-search.js';
import { z } from './zod.js';

/**
 * Bulk actions on the staff applications list (docs/023-talent-pool.md "Bulk actions and the application dialog"):
 * the request of `POST /api/job-applications/bulk-status`, its cap and its answer, and the one sentence that tells
 * staff what happened. Whether each move is allowed is `statusTransitionProblem`'s (application.ts), the one rule.
 */

/** Most applications one bulk request may move; a selection or filter that names more is refused whole (400). */
export const APPLICATION_BULK_MAX = 200;

/** A CMS documentId as a bulk request names it (letters and digits). */
const documentIdSchema = z.string().regex(/^[a-z0-9]{1,64}$/i);

/**
 * The filters of "select all N matching": the same query the list sends to `GET /job-applications` — Strapi's
 * `filters` object, the CMS's own `owner` (mine, none or a user id) and the text search `q` — so that "all matching" is exactly the list.
 */
export const applicationBulkFilterSchema = z.strictObject({
  filters: z.record(z.string(), z.unknown()).optional(),
  owner: z.string().max(20).optional(),
  q: applicationSearchSchema.optional(),
});

/**
 * The body's `data` of a bulk status move: the status `to` and either `documentIds` (1 to APPLICATION_BULK_MAX, each
 * once) or `filter` (every application the list's query finds, refused when more than APPLICATION_BULK_MAX match).
 */
export const applicationBulkStatusSchema = z
  .strictObject({
    to: z.enum(APPLICATION_STATUSES),
    documentIds: z
      .array(documentIdSchema)
      .min(1)
      .max(APPLICATION_BULK_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'Each application may be named once.')
      .optional(),
    filter: applicationBulkFilterSchema.optional(),
  })
  .refine((value) => (value.documentIds === undefined) !== (value.filter === undefined), {
    message: 'Name the applications either by documentIds or by filter.',
  });
export type ApplicationBulkStatusInput = z.infer<typeof applicationBulkStatusSchema>;

/** One application a bulk move left where it was, and why (the transition rule's words, or "not found"). */
export interface BulkRefusal {
  documentId: string;
  /** The applicant's name as staff see it in the list (never logged). */
  fullName: string | null;
  from: ApplicationStatus | null;
  reason: string;
}

/** The answer's `data` of a bulk status move: what moved (each with a history entry), and what did not. */
export interface ApplicationBulkResult {
  to: ApplicationStatus;
  moved: Array<{ documentId: string; from: ApplicationStatus }>;
  refused: BulkRefusal[];
}

/** How many refusals the sentence names one by one; the others are counted. */
const NAMED_REFUSALS = 5;

/**
 * The sentence staff read after a bulk move, true to the answer: "12 moved to Reviewed; 3 could not move: Ada
 * Lovelace (Cannot change the status from Accepted to Reviewed (Accepted is final).), …", with "and N more" past five
 * names.
 */
export function bulkStatusMessage({ to, moved, refused }: ApplicationBulkResult): string {
  const movedPart = `${moved.length} moved to ${to}`;
  if (refused.length === 0) return `${movedPart}.`;
  const named = refused
    .slice(0, NAMED_REFUSALS)
    .map((refusal) => `${refusal.fullName || 'Unnamed applicant'} (${refusal.reason.replace(/\.$/, '')})`);
  const more = refused.length > NAMED_REFUSALS ? ` and ${refused.length - NAMED_REFUSALS} more` : '';
  return `${movedPart}; ${refused.length} could not move: ${named.join('; ')}${more}.`;
}
