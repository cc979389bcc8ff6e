/**
 * Size limits of everything a client can send (README "Limits" lists them). Text limits are in characters, file
 * limits in bytes. The content-type schemas (apps/cms/src/api/*\/content-types/*\/schema.json) repeat the text limits
 * as `maxLength` because Strapi needs them there; a unit test of the CMS checks that they are these.
 */

/** Longest accepted value of each public form field (docs/000-product.md §5 "Apply form", "Public contact form"). */
export const TEXT_LIMITS = {
  fullName: 100,
  email: 254, // RFC 5321 path limit
  phone: 30,
  company: 120,
  coverLetter: 5000,
  message: 5000,
} as const;

/** Longest note staff may add to an application, in characters: a phone screen's summary fits. */
export const APPLICATION_NOTE_MAX = 2000;

/** Longest applicant search text of the staff applications list (name or e-mail), in characters. */
export const APPLICATION_SEARCH_MAX = 100;

/** Longest accepted value of each job posting text field (docs/000-product.md §5 "Job editor"). */
export const JOB_TEXT_LIMITS = {
  title: 200,
  slug: 200,
  company: 200,
  location: 200,
  salary: 120,
  type: 60,
  experience: 120,
  city: 100,
} as const;

/** Most countries a remote job may name as where its applicants may live. */
export const APPLICANT_LOCATIONS_MAX = 50;

/** Largest salary amount staff may enter, in any currency and period. */
export const SALARY_MAX_AMOUNT = 1_000_000_000;

/**
 * Longest accepted article title and slug (docs/000-product.md §5 "Article editor"), and summary: the plain text of a
 * card and of search results, about two sentences (docs/010-articles.md).
 */
export const ARTICLE_TEXT_LIMITS = { title: 200, slug: 200, summary: 300 } as const;

/** Largest resume accepted with an application (docs/000-product.md §5: "at most 5 MB"). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Largest cover image staff may upload, and so the largest file any multipart request may carry. */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What one multipart request may carry at most (the CMS's parser options, checked while the body streams): files (a
 * resume, or covers through the media library), text fields, and the total size of the text fields.
 */
export const MULTIPART_LIMITS = { files: 10, fields: 50, fieldsBytes: 1024 * 1024 } as const;

/** "5 MB" for 5 * 1024 * 1024: the unit a person reads in a message. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * The size of a file as a person reads it beside its name: "830 bytes", "12 KB" (whole kilobytes, at least 1), "1.5 MB"
 * (`formatMegabytes`) from 1 MB on; units of 1,024.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.min(1023, Math.round(bytes / 1024))} KB`;
  return formatMegabytes(bytes);
}

/**
 * How long applications and their resumes are kept after their job closed, in days
 * (docs/015-recruiter-workflow.md "Retention"), when `APPLICATION_RETENTION_DAYS` does not say otherwise. The CMS
 * deletes them after it; the privacy page states it.
 */
export const APPLICATION_RETENTION_DAYS_DEFAULT = 365;

/**
 * How long a contact enquiry is kept after its last change (its arrival, or staff marking it handled), in days, when
 * `ENQUIRY_RETENTION_DAYS` does not say otherwise: the 24 months the privacy policy promised before the CMS applied it.
 */
export const ENQUIRY_RETENTION_DAYS_DEFAULT = 730;

/**
 * How long the outbox keeps a message after it was sent or given up on, in days. Its body holds an applicant's or a
 * visitor's data and nothing reads it afterwards; staff see failed messages in that time.
 */
export const OUTBOX_RETENTION_DAYS = 30;

/** A retention setting's value in days: a whole number of at least 1, else (absent, empty, not a number) `fallback`. */
function retentionDays(value: string | undefined, fallback: number): number {
  const days = Number(value);
  return value && Number.isInteger(days) && days >= 1 ? days : fallback;
}

/**
 * The retention period of applications in days from the value of `APPLICATION_RETENTION_DAYS`. Both apps read the
 * setting through this, so they state and apply one period.
 */
export function applicationRetentionDays(value: string | undefined): number {
  return retentionDays(value, APPLICATION_RETENTION_DAYS_DEFAULT);
}

/** The retention period of contact enquiries in days from the value of `ENQUIRY_RETENTION_DAYS` (as above). */
export function enquiryRetentionDays(value: string | undefined): number {
  return retentionDays(value, ENQUIRY_RETENTION_DAYS_DEFAULT);
}

/**
 * Public form submissions (applications, enquiries, job-alert subscriptions) per client in a window of
 * `FORM_RATE_WINDOW_SECONDS` (docs/000-product.md §15): the web app's limit, `FORM_RATE_LIMIT`, default 10 per 10
 * minutes.
 */
export const FORM_RATE_WINDOW_SECONDS = 10 * 60;
export const FORM_RATE_LIMIT_DEFAULT = 10;

/**
 * A limit of attempts per client or account from the environment (`FORM_RATE_LIMIT`, `LOGIN_RATE_LIMIT`…): a whole
 * number from 1, else `fallback`. Every such limit is read through this, because rate-limiter-flexible (since its
 * version 10) takes any finite number of points as given: 0 or a negative count would refuse every attempt, locking
 * everybody out, and a count that is not finite throws when the limit is made (version 7 replaced a negative count
 * with 4).
 */
export function attemptLimit(value: string | undefined, fallback: number): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 ? limit : fallback;
}

/** The web app's limit of public form submissions per client and window, from `FORM_RATE_LIMIT`. */
export function formRateLimit(value: string | undefined): number {
  return attemptLimit(value, FORM_RATE_LIMIT_DEFAULT);
}

/**
 * The CMS's own limit of public creates per client and window (`CMS_FORM_RATE_LIMIT`; default three times the web
 * app's, from `FORM_RATE_LIMIT`: 30). It must never refuse what the web app accepted, so it sits above the web app's:
 * the two count in windows that start at different moments, so within one window of the CMS a client can pass two of
 * the web app's windows (2×); and the web app sends an application again, with the same idempotency key, while the CMS
 * is unavailable, and an attempt counted here and then lost counts twice (the third ×). Direct callers of the CMS
 * meet this limit; visitors meet the web app's first.
 */
export function cmsFormRateLimit(cmsValue: string | undefined, webValue: string | undefined): number {
  return attemptLimit(cmsValue, 3 * formRateLimit(webValue));
}
