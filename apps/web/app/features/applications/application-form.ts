/**
 * The apply form's words and file rules (spec §5 "Apply form", §8), without zod: the form renders from these, and
 * loads its schema (./application-schema.ts) only when a visitor starts to fill it in.
 */
export const REQUIRED_MESSAGE = 'Please fill in all required fields and agree to the terms.';
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = 'Resume must be a .pdf, .doc or .docx file.';
export const RESUME_SIZE_MESSAGE = 'Resume must be 5 MB or smaller.';
export const APPLY_SUCCESS_MESSAGE = 'Your application has been submitted successfully!';
export const APPLY_FALLBACK_MESSAGE = 'Failed to submit application. Please try again.';
/** spec §8: shown when the CMS refuses an application without saying why. */
export const APPLY_REFUSED_MESSAGE = 'Failed to create application';
/**
 * Shown instead of the failure message when nobody can say whether the application arrived (issue 7: "a failure
 * only when nothing was kept"); sending the same form again is safe, its idempotency key makes it one application.
 */
export const APPLY_UNCONFIRMED_MESSAGE =
  'We could not confirm that your application arrived. Please send it again: if it did arrive, it will not be stored twice.';
