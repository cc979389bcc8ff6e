import { parseWithZod } from '@conform-to/zod/v4';
import { jobInputSchema, z } from '@agency/contract';

/**
 * The job editor (spec §5 "No required fields are enforced"): the contract's job posting (the rules the CMS checks
 * again) and the record's documentId when editing; the CMS makes the slug when it is empty.
 */
const jobSchema = jobInputSchema.extend({ documentId: z.string().optional() });

/** The editor's words for the contract's rules. */
const jobErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '');
  if (issue.code === 'too_big' && issue.origin === 'string' && field === 'title') {
    return `Title must be at most ${String(issue.maximum)} characters`;
  }
  if (field === 'posted') return 'Posted date must be a date';
  return undefined;
};

/** Conform's submission of the job editor, with the editor's words. */
export function parseJob(formData: FormData) {
  return parseWithZod(formData, { schema: jobSchema, error: jobErrorMap });
}
