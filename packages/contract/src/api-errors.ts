import type { z } from './zod.js';
import { SERVICE_VALUES } from './enquiry.js';
import { JOB_TYPE_VALUES } from './job.js';

/**
 * The CMS API's words for a refused field (docs/000-product.md §14 "Errors": `error.details.errors[].message`), named
 * after the field as the API spells it, so that a caller of the API knows what to fix: "fullName is required", "email
 * must be a valid e-mail address". Passed as the error map when the CMS parses a contract schema:
 * `schema.safeParse(input, { error: apiErrorMap })`.
 */
const FIELD_MESSAGES: Record<string, string> = {
  job: 'job is required',
  consent: 'consent is required: the applicant must agree to the terms',
  phone: 'phone must be a phone number (digits, spaces and + ( ) - . only)',
  service: `service must be empty or one of ${SERVICE_VALUES.join(', ')}`,
  idempotencyKey: 'idempotencyKey must be 16 to 100 letters, digits, - or _',
  type: `type must be empty or one of ${JOB_TYPE_VALUES.join(', ')}`,
  country: 'country must be empty or an ISO 3166-1 alpha-2 code such as AE',
  salaryCurrency: 'salaryCurrency must be empty or an ISO 4217 code such as AED',
  validThrough: 'validThrough must be null or an ISO 8601 date and time with its offset, such as 2026-12-31T17:00:00Z',
};

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** Whether the issue says that a value is missing (absent, null, or empty once trimmed). */
export function isMissing(issue: Issue): boolean {
  return (
    (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) ||
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
  );
}

export const apiErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.map(String).join('.') || 'data';
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `${field} must be at most ${String(issue.maximum)} characters`;
  }
  if (FIELD_MESSAGES[field]) return FIELD_MESSAGES[field];
  if (isMissing(issue)) return `${field} is required`;
  if (issue.code === 'invalid_format' && issue.format === 'email') return `${field} must be a valid e-mail address`;
  if (issue.code === 'invalid_type')
    return `${field} must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union')
    return `${field} has a value that is not allowed`;
  return `${field} is invalid`;
};

/**
 * The CMS's answer while a service it depends on cannot be reached: its database (PostgreSQL stopped, unreachable, or
 * refusing connections) or its file storage (the resume bucket). HTTP 503 with this error `name` and `message` in the
 * usual error body (docs/000-product.md §14 "Errors") and `Retry-After`, never a 401 (the visitor's credentials were
 * not the problem) nor a bare 500 (docs/021-operations.md "The cluster as production runs it"). The web app tells an
 * applicant that the application was not taken and to send it again (`APPLY_FALLBACK_MESSAGE`, with 503), and shows
 * staff this message instead of signing them out.
 */
export const UNAVAILABLE_ERROR = {
  status: 503,
  name: 'ServiceUnavailableError',
  message: 'The service is temporarily unavailable. Please try again in a few minutes.',
  retryAfterSeconds: 60,
} as const;
