import { jobArabicSchema, JOB_LOCALIZED_FIELDS, type JobArabicInput } from '@agency/contract';
import type { ActionAnswer } from '~/components/admin/admin-list';

/**
 * The job editor's "Arabic version" form (docs/026-languages.md "Arabic content on the site"), browser and server
 * alike: its fields are the contract's `JOB_LOCALIZED_FIELDS`, checked by `jobArabicSchema` (the CMS's own check).
 * The back office is in English; the messages are the editor's.
 */

/** The form's field names, in their order on the form (the first with an error takes the focus). */
export const JOB_ARABIC_FIELDS = JOB_LOCALIZED_FIELDS;

/** What a refused Arabic save says when the fields are wrong. */
export const ARABIC_REFUSED_MESSAGE = 'The Arabic version was not saved: correct the fields marked.';

/** A field's message for a zod issue: the required title, or the length limit. */
function issueMessage(issue: { code: string; path: PropertyKey[]; maximum?: unknown }): string {
  if (issue.path[0] === 'title' && issue.code === 'too_small') return 'Enter the Arabic title.';
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return `At most ${issue.maximum} characters.`;
  return 'Check this field.';
}

/**
 * The Arabic version as the form sends it (`FormData` with the field names above): the checked input, or the refusal
 * `{ ok: false, message, fieldErrors }` naming each wrong field.
 */
export function parseJobArabic(
  formData: FormData,
): { ok: true; value: JobArabicInput } | { ok: false; answer: ActionAnswer } {
  const raw = Object.fromEntries(
    JOB_ARABIC_FIELDS.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
  const result = jobArabicSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issueMessage(issue)];
  }
  return { ok: false, answer: { ok: false, message: ARABIC_REFUSED_MESSAGE, fieldErrors } };
}
