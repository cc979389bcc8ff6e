/**
 * The spec's words for the forms (docs/000-product.md §5 "Apply form", "Sign-in", "Article editor", §8 "Errors"), word
 * for word, and the product's own words for the rules the spec leaves unworded (resume type and size, the unconfirmed
 * answer of docs/007-honest-application-intake.md). The web app shows them; the CMS's API words are in ./api-errors.ts.
 */
import { RESUME_EXTENSIONS } from './files.js';
import { formatMegabytes, RESUME_MAX_BYTES } from './limits.js';

/** The apply form's one message for any missing field or an unticked agreement (docs/000-product.md §5). */
export const REQUIRED_MESSAGE = 'Please fill in all required fields and agree to the terms.';
export const APPLY_SUCCESS_MESSAGE = 'Your application has been submitted successfully!';
/** docs/000-product.md §8: the fallback when an application fails and nothing was kept. */
export const APPLY_FALLBACK_MESSAGE = 'Failed to submit application. Please try again.';
/** docs/000-product.md §8: when the CMS refuses an application without saying why. */
export const APPLY_REFUSED_MESSAGE = 'Failed to create application';
/**
 * Shown instead of the failure message when nobody can say whether the application arrived
 * (docs/007-honest-application-intake.md: a failure only when nothing was kept); sending the same form again is safe,
 * its idempotency key makes it one.
 */
export const APPLY_UNCONFIRMED_MESSAGE =
  'We could not confirm that your application arrived. Please send it again: if it did arrive, it will not be stored twice.';
/**
 * The apply and contact forms' word on a phone number the contract's rule refuses (fields.ts `PHONE_PATTERN`), with an
 * example of what it takes (WCAG 2.2 3.3.3 "Error Suggestion").
 */
export const PHONE_FORMAT_MESSAGE =
  'Please enter a valid phone number, for example +971 4 123 4567 (at least 6 digits).';
/** The apply form's agreement box, under the box while it is unticked (the summary above says REQUIRED_MESSAGE). */
export const CONSENT_REQUIRED_MESSAGE = 'Please tick this box to agree to the privacy policy.';
/**
 * When the web app is taking as many applications as it can and the line of those waiting is full, or the wait too
 * long (docs/017-security-audit.md): nothing was sent on, and the form keeps what was typed.
 */
export const APPLY_BUSY_MESSAGE =
  'We are receiving a lot of applications right now and yours was not sent. Please send it again in a minute.';
/**
 * What a document of the resume's kind (files.ts `RESUME_TYPES`: a resume, a hiring request's job description) is told
 * when its name is not one of those types: "<subject> must be a .pdf, .doc or .docx file.".
 */
export function documentTypeMessage(subject: string): string {
  const names = RESUME_EXTENSIONS.join(', ').replace(/, ([^,]+)$/, ' or $1');
  return `${subject} must be a ${names} file.`;
}

/** What such a document is told when it is over `RESUME_MAX_BYTES`: "<subject> must be 5 MB or smaller.". */
export function documentSizeMessage(subject: string): string {
  return `${subject} must be ${formatMegabytes(RESUME_MAX_BYTES)} or smaller.`;
}

export const RESUME_TYPE_MESSAGE = documentTypeMessage('Resume');
export const RESUME_SIZE_MESSAGE = documentSizeMessage('Resume');

/** A public form refused by the per-client limit (the web app's, or the CMS's own: `cmsFormRateLimit`). */
export const FORM_RATE_LIMIT_MESSAGE =
  'Too many submissions from your connection. Please wait a few minutes and try again.';

/** docs/000-product.md §8 "Contact submit" and "Contact success". */
export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

/** docs/000-product.md §5 "Sign-in". */
export const LOGIN_REQUIRED_MESSAGE = 'Please enter both identifier and password';

/** docs/000-product.md §5 "Article editor". */
export const TITLE_REQUIRED_MESSAGE = 'Title is required';
export const CONTENT_REQUIRED_MESSAGE = 'Content is required';

/** What each thing an open job needs is called in a sentence (`missingToOpen`'s names). */
const NEEDED_TO_OPEN = {
  title: 'a title',
  description: 'a description',
  company: 'a company',
  location: 'a country (for a remote job, the countries applicants may live in)',
} as const;

/** Shown on each field an open job lacks (the staff form and the CMS's answer alike). */
export const NEEDED_TO_OPEN_MESSAGE = 'Needed before the job can be open.';

/** Why a job cannot be open yet, naming what it lacks: "This job cannot be open yet: add a description and a company. …" */
export function cannotOpenMessage(missing: readonly (keyof typeof NEEDED_TO_OPEN)[]): string {
  const names = missing.map((field) => NEEDED_TO_OPEN[field]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `This job cannot be open yet: add ${list}. You can save it as a draft meanwhile.`;
}

/** A salary range whose minimum is above its maximum. */
export const SALARY_RANGE_MESSAGE = 'The maximum salary must be at least the minimum.';

/** A salary amount without its currency. */
export const SALARY_CURRENCY_MESSAGE = 'Choose the currency of the salary.';

/** A field of a confidential job that names its company (docs/024-employers.md "Confidential jobs"). */
export const CONFIDENTIAL_NAMES_COMPANY_MESSAGE =
  'This job is confidential: take the company name out of this field, which visitors read.';

/** The message of each problem `jobPostingProblems` finds, shown on its field. */
export const JOB_PROBLEM_MESSAGES = {
  missing_to_open: NEEDED_TO_OPEN_MESSAGE,
  salary_range: SALARY_RANGE_MESSAGE,
  salary_currency: SALARY_CURRENCY_MESSAGE,
} as const;
