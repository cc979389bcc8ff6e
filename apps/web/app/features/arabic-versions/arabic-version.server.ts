import { data } from 'react-router';
import { z } from '@agency/contract';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import { failureMessage } from '~/lib/reported-failure.server';
import { parseArabicVersion, type ArabicText, type ArabicVersionKind } from './arabic-version';

/**
 * The editors' "Arabic version" on the server (docs/026-languages.md "Arabic content on the site"): the CMS's
 * `/{collection}/:documentId/arabic` routes (GET, PUT, DELETE; staff with the collection's permission) and what the
 * editor pages' loaders and actions do with them. The `description` field is rich text, sanitized before it is saved.
 * @throws ApiError for a failed CMS call, where not said otherwise.
 */

/** The form intents of the Arabic version: save (PUT) and delete (DELETE). */
const ARABIC_INTENTS = new Set(['arabic-save', 'arabic-delete']);

/** Whether the form posted to an editor's action is the Arabic version's (`intent=arabic-save|arabic-delete`). */
export function isArabicVersionIntent(formData: FormData): boolean {
  const intent = formData.get('intent');
  return typeof intent === 'string' && ARABIC_INTENTS.has(intent);
}

const versionPath = (kind: ArabicVersionKind<string, unknown>, documentId: string) =>
  `/${kind.collection}/${encodeURIComponent(documentId)}/arabic`;

/**
 * `GET /{collection}/{documentId}/arabic`: the record's Arabic version (each field a string, the description
 * sanitized as the English one is for the editor), or null (404).
 */
export async function getArabicVersion<F extends string>(
  token: string,
  kind: ArabicVersionKind<F, unknown>,
  documentId: string,
): Promise<ArabicText<F> | null> {
  // The CMS's `{ data: { documentId, …fields } }` (`parse` unwraps `data`); a field it leaves out is ''.
  const answer = z.record(z.string(), z.unknown()).transform(
    (fields) =>
      Object.fromEntries(
        kind.fields.map((field) => {
          const value = typeof fields[field] === 'string' ? fields[field] : '';
          return [field, field === 'description' ? (sanitizeStoredHtml(value) ?? '') : value];
        }),
      ) as ArabicText<F>,
  );
  try {
    return parse(answer, await cmsRequest(versionPath(kind, documentId), { token }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What an editor page's loader adds for `?arabic=<documentId>` (the editor's "Arabic version" loading it):
 * `{ arabic }`, the version or null when there is none; `{}` without the parameter.
 */
export async function loadArabicVersion<F extends string>(
  token: string,
  kind: ArabicVersionKind<F, unknown>,
  params: URLSearchParams,
): Promise<{ arabic?: ArabicText<F> | null }> {
  const documentId = params.get('arabic');
  return documentId ? { arabic: await getArabicVersion(token, kind, documentId) } : {};
}

/**
 * An editor's Arabic version action: `intent=arabic-save` checks the fields (`parseArabicVersion`, the contract's
 * schema; the description sanitized) and saves them with `PUT /{collection}/:id/arabic`; `intent=arabic-delete`
 * deletes the version. Answers `{ ok, message, fieldErrors }`: 400 for fields the editor or the CMS refuses (a
 * confidential job's company named), 403 for a record the staff member may not change (a Recruiter and another's
 * job), 404 when the record or the version is gone, 502 for another failure; a failed CMS call is logged.
 */
export async function handleArabicVersion<F extends string>(
  token: string,
  kind: ArabicVersionKind<F, { description?: string }>,
  documentId: string,
  formData: FormData,
) {
  const saving = formData.get('intent') === 'arabic-save';
  let parsed: ReturnType<typeof parseArabicVersion<F, { description?: string }>> | null = null;
  if (saving) {
    parsed = parseArabicVersion(kind, formData);
    if (!parsed.ok) return data(parsed.answer, { status: 400 });
  }
  try {
    if (parsed?.ok) {
      const { description } = parsed.value;
      const body = { ...parsed.value, description: description ? sanitizeHtml(description) : '' };
      await cmsRequest(versionPath(kind, documentId), { method: 'PUT', token, body: { data: body } });
      return { ok: true, message: 'Arabic version saved' } satisfies ActionAnswer;
    }
    await cmsRequest(versionPath(kind, documentId), { method: 'DELETE', token });
    return { ok: true, message: 'Arabic version deleted' } satisfies ActionAnswer;
  } catch (error) {
    const refused = error instanceof ApiError && [400, 403, 404].includes(error.status ?? 0);
    const status = refused && error instanceof ApiError ? (error.status ?? 502) : 502;
    const answer: ActionAnswer = {
      ok: false,
      message: failureMessage(
        error,
        saving ? 'Failed to save the Arabic version.' : 'Failed to delete the Arabic version.',
      ),
      fieldErrors: error instanceof ApiError ? bodyFieldErrors(error.body) : undefined,
    };
    return data(answer, { status });
  }
}
