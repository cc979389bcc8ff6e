/**
 * Size limits of everything the public can send (README "Limits" lists them).
 * Text limits are in characters, file limits in bytes.
 */

/** Largest resume accepted with an application (issue 2: "at most 5 MB"). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Largest file any multipart request may carry at all (cover images); checked while the body streams in. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * What one multipart request may carry at most (formidable's options in `strapi::body`, checked while it streams):
 * files (a resume, or covers through the media library), text fields, and the total size of the text fields.
 */
export const MULTIPART_LIMITS = { files: 10, fields: 50, fieldsBytes: 1024 * 1024 } as const;

/** Longest accepted value of each text field, in characters. */
export const TEXT_LIMITS = {
  fullName: 100,
  email: 254, // RFC 5321 path limit
  phone: 30,
  company: 120,
  coverLetter: 5000,
  message: 5000,
} as const;

/** "5 MB" for 5 * 1024 * 1024: the unit a person reads in a message. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
