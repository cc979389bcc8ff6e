import { JOB_OWNER_ONLY_MESSAGE, PLACEMENT_LOCKED_MESSAGE } from '@agency/contract';
import { ApiError, errorMessage, isAuthError } from '~/lib/api-error';
import { log } from './log.server';

/**
 * For staff loaders and actions that show a fixed message instead of throwing a failure (docs/000-product.md §8's staff
 * messages): rethrows what must end the request (a redirect Response, a CMS refusal of the token, which the staff
 * feature's `withStaff` turns into signing out), logs the failure under `message`, and returns `message`. Shared by
 * every back-office feature, so it lives below them.
 * @throws Response, or the ApiError of a 401/403 from the CMS.
 */
export function reportedFailure(error: unknown, message: string): string {
  if (error instanceof Response || isAuthError(error)) throw error;
  log.error({ err: error }, message);
  return message;
}

/** `reportedFailure`, but showing the failure's own message (the CMS's), `fallback` when it has none. */
export function failureMessage(error: unknown, fallback: string): string {
  reportedFailure(error, fallback);
  return errorMessage(error, fallback);
}

/**
 * Whether `error` is the CMS's 403 refusing one record rather than the session (in the contract's words: a locked
 * placement, another member's job), which the staff member reads in place and stays signed in.
 */
export function isRecordRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.message === PLACEMENT_LOCKED_MESSAGE || error.message === JOB_OWNER_ONLY_MESSAGE)
  );
}

/**
 * The message of a back-office form the CMS refused or could not take: the CMS's own words for a refusal of what was
 * sent (a 4xx but 401 and 403) or of this record (`isRecordRefusal`), else `failureMessage`'s (logged, `fallback`
 * when it has none; any other 401/403 is rethrown, so the session lost its right and `withStaff` signs out).
 * @throws Response, or the ApiError of a 401/403 that is not a record's refusal.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (isRecordRefusal(error) || (status !== undefined && status < 500 && !isAuthError(error))) {
    return errorMessage(error, fallback);
  }
  return failureMessage(error, fallback);
}
