import type { SubmissionResult } from '@conform-to/react';
import { ApiError, bodyMessage } from './api-error';
import { APPLY_FALLBACK_MESSAGE, APPLY_REFUSED_MESSAGE, applicationSchema } from './application-schema';
import { submitApplication } from './cms.server';
import { handlePublicForm } from './public-form.server';

/** What the apply form gets back, from the page action (no JavaScript) and from the upload endpoint alike. */
export interface ApplyResponse {
  result: SubmissionResult<string[]>;
  success: boolean;
}

/**
 * Validates an apply-form POST with the shared schema and forwards it to the CMS as one request
 * (`handlePublicForm` does the common steps). Spec §8 "Application submit": the CMS's message when it gives one,
 * else 'Failed to create application'; a CMS that cannot be reached gives 'Failed to submit application. Please
 * try again.'.
 */
export async function handleApplication(
  request: Request,
  clientIp: string,
): Promise<{ response: ApplyResponse; status: number }> {
  const { status, ...response } = await handlePublicForm(request, clientIp, {
    schema: applicationSchema,
    unreadableMessage: APPLY_FALLBACK_MESSAGE,
    send: async ({ website: _website, agreement: _agreement, ...application }) => {
      await submitApplication(application);
    },
    failure: (error) => {
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
