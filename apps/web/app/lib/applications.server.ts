import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { ApiError } from './api-error';
import { APPLY_FALLBACK_MESSAGE, applicationSchema, RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE } from './application-schema';
import { submitApplication } from './cms.server';
import { allowSubmission, RATE_LIMIT_MESSAGE } from './rate-limit.server';

/** What the apply form gets back, from the page action (no JavaScript) and from the upload endpoint alike. */
export interface ApplyResponse {
  result: SubmissionResult<string[]>;
  success: boolean;
}

/** Multipart overhead allowed on top of the resume before the body is read at all. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/**
 * Validates an apply-form POST with the shared schema and forwards it to the CMS as one request.
 * Never throws: every outcome is an ApplyResponse with an HTTP status. The CMS's message is shown when it gives
 * one (spec §8 "backend message"); a CMS that cannot be reached gives the spec's fallback message.
 */
export async function handleApplication(
  request: Request,
  clientIp: string,
): Promise<{ response: ApplyResponse; status: number }> {
  const fail = (status: number, message: string) => ({
    response: { result: { status: 'error' as const, error: { '': [message] } }, success: false },
    status,
  });

  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return fail(413, RESUME_SIZE_MESSAGE);
  if (!(await allowSubmission(clientIp))) return fail(429, RATE_LIMIT_MESSAGE);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return fail(400, APPLY_FALLBACK_MESSAGE);
  }
  const submission = parseWithZod(formData, { schema: applicationSchema });
  if (submission.status !== 'success') {
    return { response: { result: submission.reply(), success: false }, status: 400 };
  }
  const { website, agreement: _agreement, ...application } = submission.value;
  // A filled honeypot is a bot: answer as if all went well, store nothing.
  if (website) return { response: { result: submission.reply({ resetForm: true }), success: true }, status: 200 };

  try {
    await submitApplication(application);
    return { response: { result: submission.reply({ resetForm: true }), success: true }, status: 201 };
  } catch (error) {
    const reachedCms = error instanceof ApiError && error.status !== undefined;
    const message = reachedCms ? error.message : APPLY_FALLBACK_MESSAGE;
    if (!reachedCms) console.error('Application could not reach the CMS:', error);
    const status = reachedCms && error.status! < 500 ? error.status! : 502;
    return { response: { result: submission.reply({ formErrors: [message] }), success: false }, status };
  }
}
