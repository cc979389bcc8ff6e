import type { SubmissionResult } from '@conform-to/react';
import { ApiError } from './api-error';
import { APPLY_FALLBACK_MESSAGE, applicationSchema, RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE } from './application-schema';
import { submitApplication } from './cms.server';
import { handlePublicForm } from './public-form.server';

/** What the apply form gets back, from the page action (no JavaScript) and from the upload endpoint alike. */
export interface ApplyResponse {
  result: SubmissionResult<string[]>;
  success: boolean;
}

/** Multipart overhead allowed on top of the resume before the body is read at all. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/**
 * Validates an apply-form POST with the shared schema and forwards it to the CMS as one request
 * (`handlePublicForm` does the common steps). The CMS's message is shown when it gives one (spec §8 "backend
 * message"); a CMS that cannot be reached gives the spec's fallback message.
 */
export async function handleApplication(
  request: Request,
  clientIp: string,
): Promise<{ response: ApplyResponse; status: number }> {
  const { status, ...response } = await handlePublicForm(request, clientIp, {
    schema: applicationSchema,
    maxBytes: MAX_BODY_BYTES,
    tooLargeMessage: RESUME_SIZE_MESSAGE,
    unreadableMessage: APPLY_FALLBACK_MESSAGE,
    send: async ({ website: _website, agreement: _agreement, ...application }) => {
      await submitApplication(application);
    },
    failure: (error) => {
      if (error instanceof ApiError && error.status !== undefined) {
        return { message: error.message, status: error.status < 500 ? error.status : 502 };
      }
      console.error('Application could not reach the CMS:', error);
      return { message: APPLY_FALLBACK_MESSAGE, status: 502 };
    },
  });
  return { response, status };
}
