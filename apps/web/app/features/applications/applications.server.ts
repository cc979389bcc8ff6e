import type { SubmissionResult } from '@conform-to/react';
import { ApiError, bodyMessage } from '~/lib/api-error';
import { APPLY_FALLBACK_MESSAGE, APPLY_REFUSED_MESSAGE, APPLY_UNCONFIRMED_MESSAGE } from '@agency/contract';
import { parseApplication } from './application-schema';
import { submitApplication, UnconfirmedSubmissionError } from './api.server';
import { handlePublicForm } from '~/lib/public-form.server';

/** What the apply form gets back, from the page action (no JavaScript) and from the upload endpoint alike. */
export interface ApplyResponse {
  result: SubmissionResult<string[]>;
  success: boolean;
}

/**
 * Validates an apply-form POST with the shared schema and forwards its body, unchanged, to the CMS as one request
 * (`handlePublicForm` does the common steps; `submitApplication` keeps trying while the CMS is unavailable).
 * The applicant is told success only when the CMS stored the application, failure only when nothing was kept
 * (issue 7). Spec §8 "Application submit": the CMS's message when it refuses, else 'Failed to create application';
 * a CMS that could never be reached gives 'Failed to submit application. Please try again.'; when an attempt may
 * have arrived but none was confirmed, `APPLY_UNCONFIRMED_MESSAGE`. A failed answer carries the submitted values,
 * idempotency key included, so that sending the form again repeats the same submission.
 */
export async function handleApplication(
  request: Request,
  clientIp: string,
): Promise<{ response: ApplyResponse; status: number }> {
  const { status, ...response } = await handlePublicForm(request, clientIp, {
    parse: parseApplication,
    unreadableMessage: APPLY_FALLBACK_MESSAGE,
    // The checked form goes on as the browser sent it: its bytes, not the values decoded from them.
    send: (_application, body) => submitApplication(body, clientIp),
    failure: (error) => {
      if (error instanceof UnconfirmedSubmissionError) {
        console.error('Application not confirmed by the CMS:', error);
        return { message: APPLY_UNCONFIRMED_MESSAGE, status: 504 };
      }
      if (error instanceof ApiError && error.status !== undefined) {
        return {
          message: bodyMessage(error.body) ?? APPLY_REFUSED_MESSAGE,
          status: error.status < 500 ? error.status : 502,
        };
      }
      console.error('Application could not reach the CMS:', error);
      return { message: APPLY_FALLBACK_MESSAGE, status: 502 };
    },
  });
  return { response, status };
}
