import type { ApplyResponse } from './components/apply-form';

/** The id of the apply form's success or error message; a page answering a submit without JavaScript lands on it. */
export const APPLY_STATUS_ID = 'apply-form-status';

/** What the apply form shows on the page a successful submit without JavaScript was redirected to. */
export const APPLIED: ApplyResponse = { success: true, result: { status: 'success' } };
