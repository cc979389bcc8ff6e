import { UNAVAILABLE_ERROR } from '@agency/contract';

/**
 * The generic API rule of docs/000-product.md §8, shared by the server's CMS client and the browser's upload request:
 * a non-OK response becomes an ApiError carrying the HTTP status and body, whose message is `error.message`
 * from the body, else `message`, else `HTTP {status}: {statusText}`; a network failure gives
 * `Network error: {message}` with no status.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message a response body carries (`error.message`, else `message`), if any. */
export function bodyMessage(body: unknown): string | undefined {
  const record = (body && typeof body === 'object' ? body : {}) as { error?: { message?: unknown }; message?: unknown };
  return (
    nonEmptyString(record.error && typeof record.error === 'object' ? record.error.message : undefined) ??
    nonEmptyString(record.message)
  );
}

/**
 * The field errors a CMS refusal carries (`error.details.errors[]`, each `{ path, message }`, docs/000-product.md §14),
 * by the field's name (the first element of its path); empty when there are none.
 */
export function bodyFieldErrors(body: unknown): Record<string, string[]> {
  const details = (body as { error?: { details?: { errors?: unknown } } } | null)?.error?.details?.errors;
  const fieldErrors: Record<string, string[]> = {};
  for (const item of Array.isArray(details) ? (details as unknown[]) : []) {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    const field: unknown = Array.isArray(path) ? (path as unknown[])[0] : undefined;
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    (fieldErrors[field] ??= []).push(message);
  }
  return fieldErrors;
}

/** The message of a non-OK response, by the rule above. */
export function apiErrorMessage(status: number, statusText: string, body: unknown): string {
  return bodyMessage(body) ?? `HTTP ${status}: ${statusText}`;
}

/** An ApiError for a response that was not OK. */
export function responseError(status: number, statusText: string, body: unknown): ApiError {
  return new ApiError(apiErrorMessage(status, statusText, body), { status, body });
}

/** An ApiError for a request that never got a response (refused connection, DNS, timeout, …). */
export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(`Network error: ${message}`, { cause });
}

/** The message to show for any thrown value, or `fallback` when it carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * True for the CMS's own 503 (the contract's `UNAVAILABLE_ERROR`): its database or its file storage was out of reach,
 * so it took nothing from this request; worth trying again later, never a reason to sign anybody out. A 503 of a proxy
 * in front of the CMS (no such error body) is not it.
 */
export function isCmsUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== UNAVAILABLE_ERROR.status) return false;
  const body = error.body as { error?: { name?: unknown } } | null | undefined;
  return body?.error?.name === UNAVAILABLE_ERROR.name;
}

/** True for the CMS's answers that mean "this token is not (or no longer) good for the back-office". */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
