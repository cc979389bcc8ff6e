import type { z } from '@agency/contract';
import type { ActionAnswer } from '~/components/admin/admin-list';

/**
 * The editors' "Arabic version" of a job or an article (docs/026-languages.md "Arabic content on the site"), browser
 * and server alike: what one kind of record's Arabic version is (`ArabicVersionKind`) and the check of its form
 * (`parseArabicVersion`, the contract's schema: the CMS's own check). The back office is in English; the messages are
 * the editors'.
 */

/** One kind of record's Arabic version: where the CMS keeps it, its fields and their check. */
export interface ArabicVersionKind<F extends string, T> {
  /** The CMS collection: its routes are `/{collection}/:documentId/arabic` (GET, PUT, DELETE). */
  collection: 'jobs' | 'articles';
  /** The field names (the contract's `*_LOCALIZED_FIELDS`), in their order on the form: the first with an error takes the focus. */
  fields: readonly F[];
  /** The contract's schema of a save (`jobArabicSchema`, `articleArabicSchema`). */
  schema: z.ZodType<T>;
  /** The message of each required field when it is empty. */
  required: Partial<Record<F, string>>;
}

/** A saved Arabic version's text as the editor shows it: each field a string ('' for none). */
export type ArabicText<F extends string> = Record<F, string>;

/** What a refused Arabic save says when the fields are wrong. */
export const ARABIC_REFUSED_MESSAGE = 'The Arabic version was not saved: correct the fields marked.';

/** A field's message for a zod issue: the length limit, a required field's own message, or a general one. */
function issueMessage(required: Record<string, string | undefined>, issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return `At most ${issue.maximum} characters.`;
  return required[String(issue.path[0])] ?? 'Check this field.';
}

/**
 * The Arabic version as its form sends it (`FormData` with `kind.fields`; a missing field is ''): the checked input,
 * or the refusal `{ ok: false, message, fieldErrors }` naming each wrong field.
 */
export function parseArabicVersion<F extends string, T>(
  kind: ArabicVersionKind<F, T>,
  formData: FormData,
): { ok: true; value: T } | { ok: false; answer: ActionAnswer } {
  const raw = Object.fromEntries(
    kind.fields.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
  const result = kind.schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? kind.fields[0]);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issueMessage(kind.required, issue)];
  }
  return { ok: false, answer: { ok: false, message: ARABIC_REFUSED_MESSAGE, fieldErrors } };
}
