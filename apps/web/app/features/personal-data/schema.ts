import { PERSONAL_DATA_EMAIL_MESSAGES, PERSONAL_DATA_KINDS, personalDataRequestSchema, z } from '@agency/contract';
import type { PersonalDataCounts } from '@agency/contract';
import { parseWithZod } from '@conform-to/zod/v4';
import { formErrorMap } from '~/lib/form-error-map';

/**
 * The personal-data page's forms: Find (`email`) and the erasure (`email` and the address typed again as
 * its confirmation). The contract's rule for the address, the back-office's words; the same in the browser and on
 * the server.
 */
export const CONFIRMATION_MESSAGE = 'Type the e-mail address exactly as shown to confirm.';

export const findSchema = personalDataRequestSchema;

export const eraseSchema = personalDataRequestSchema
  .extend({ intent: z.literal('erase'), confirmation: z.string().trim().toLowerCase().optional() })
  .refine((value) => value.confirmation === value.email, { path: ['confirmation'], message: CONFIRMATION_MESSAGE });

const errorMap = formErrorMap({
  labels: { email: 'E-mail address' },
  missing: { email: PERSONAL_DATA_EMAIL_MESSAGES.missing },
  invalid: { email: PERSONAL_DATA_EMAIL_MESSAGES.invalid, confirmation: CONFIRMATION_MESSAGE },
});

/** Conform's submission of Find (a GET form: the URL's `?email=`). */
export function parseFind(data: FormData | URLSearchParams) {
  return parseWithZod(data, { schema: findSchema, error: errorMap });
}

/** Conform's submission of the erasure. */
export function parseErase(formData: FormData) {
  return parseWithZod(formData, { schema: eraseSchema, error: errorMap });
}

/** "2 applications, 2 resumes and 1 enquiry" (kinds with a count only), or "nothing". */
export function describeCounts(counts: PersonalDataCounts): string {
  const parts = PERSONAL_DATA_KINDS.filter(({ key }) => counts[key] > 0).map(
    ({ key, label }) => `${label.toLowerCase()}: ${counts[key]}`,
  );
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** Whether anything is stored. */
export const isEmpty = (counts: PersonalDataCounts) => PERSONAL_DATA_KINDS.every(({ key }) => counts[key] === 0);
