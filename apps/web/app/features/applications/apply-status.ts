import type { SubmissionResult } from '@conform-to/react';

/**
 * What the apply form gets back, from the page action (no JavaScript) and from the upload endpoint alike: Conform's
 * submission result (field errors, or the form's message) and whether the application was stored.
 */
export interface ApplyResponse {
  result: SubmissionResult<string[]>;
  success: boolean;
}

/** The id of the apply form's success or error message; a page answering a submit without JavaScript lands on it. */
export const APPLY_STATUS_ID = 'apply-form-status';

/** What the apply form shows on the page a successful submit without JavaScript was redirected to. */
export const APPLIED: ApplyResponse = { success: true, result: { status: 'success' } };
