import { errorMessage, isAuthError } from '~/lib/api-error';
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
