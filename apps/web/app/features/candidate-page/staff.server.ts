import { data } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { cmsRequest } from '~/lib/cms-client.server';
import { failureMessage } from '~/lib/reported-failure.server';

/**
 * Staff's two actions on the candidate's page link of an application (docs/025-placements.md "The candidate's page"),
 * from the application's dialog: `candidate-link-send` e-mails the candidate a new link (`POST
 * /job-applications/:documentId/candidate-link`), `candidate-link-revoke` stops every link of the application (`POST
 * …/candidate-link/revoke`). The CMS checks the role (`applications`). Answers `{ ok, message }` as the dialog's other
 * intents; a failure carries the CMS's status (502 without one).
 */
export async function handleCandidateLinkIntent(token: string, formData: FormData) {
  const intent = formData.get('intent');
  const documentId = formData.get('documentId');
  if (typeof documentId !== 'string' || !documentId) {
    return data({ ok: false as const, message: 'Invalid request' }, { status: 400 });
  }
  const revoke = intent === 'candidate-link-revoke';
  const path = `/job-applications/${encodeURIComponent(documentId)}/candidate-link${revoke ? '/revoke' : ''}`;
  try {
    await cmsRequest(path, { method: 'POST', token });
    return {
      ok: true as const,
      message: revoke
        ? 'The candidate’s link is revoked: it no longer opens their page.'
        : 'A new link to their page was e-mailed to the candidate.',
    };
  } catch (error) {
    const prefix = revoke ? 'Not revoked' : 'Not sent';
    return data(
      { ok: false as const, message: `${prefix}: ${failureMessage(error, prefix)}` },
      { status: error instanceof ApiError && error.status ? error.status : 502 },
    );
  }
}

/** Whether a form's `intent` is one of `handleCandidateLinkIntent`'s. */
export const isCandidateLinkIntent = (intent: unknown): boolean =>
  intent === 'candidate-link-send' || intent === 'candidate-link-revoke';
