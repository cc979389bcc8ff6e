import {
  COVER_MAX_BYTES,
  formatMegabytes,
  JOB_DESCRIPTION_SIZE_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
} from '@agency/contract';

/**
 * The largest request body each route reads (README "Limits"), enforced on the stream by server/body-limit.ts
 * before React Router runs. The first entry whose `path` matches applies; the last one matches everything.
 */
export interface BodyLimit {
  /** Route paths it applies to (single-fetch `.data` suffixes already removed). */
  path: RegExp;
  /** Largest body, in bytes. */
  bytes: number;
  /** What the client is told when the body is larger. */
  message: string;
}

/** What staff are told of a cover image over the contract's limit (the CMS checks it again). */
const COVER_SIZE_MESSAGE = `The image is too large: the limit is ${formatMegabytes(COVER_MAX_BYTES)}.`;

/** Sign-in, sign-out and the contact form: a few text fields at their limits, with room to spare. */
const SMALL_FORM_BYTES = 64 * 1024;
const SMALL_FORM_MESSAGE = 'The form is too large: the limit is 64 KB.';

/** Room for the multipart boundaries and the text fields sent beside a file. */
const MULTIPART_OVERHEAD = 256 * 1024;

export const BODY_LIMITS: BodyLimit[] = [
  {
    // The apply form: the job page's action (no JavaScript) and the upload endpoint (XHR).
    path: /^\/(?:resources\/job-applications|jobs\/[^/]+)$/,
    bytes: RESUME_MAX_BYTES + MULTIPART_OVERHEAD,
    message: RESUME_SIZE_MESSAGE,
  },
  {
    // "Add candidate": the resume and a few fields (docs/023-talent-pool.md "Added by staff").
    path: /^\/admin\/candidates\/new$/,
    bytes: RESUME_MAX_BYTES + MULTIPART_OVERHEAD,
    message: RESUME_SIZE_MESSAGE,
  },
  {
    // The hiring request form with its job description file (docs/024-employers.md), the resume's limit.
    path: /^\/hire$/,
    bytes: RESUME_MAX_BYTES + MULTIPART_OVERHEAD,
    message: JOB_DESCRIPTION_SIZE_MESSAGE,
  },
  { path: /^\/admin\/covers$/, bytes: COVER_MAX_BYTES + MULTIPART_OVERHEAD, message: COVER_SIZE_MESSAGE },
  { path: /^\/admin\/log(?:in|out)$/, bytes: SMALL_FORM_BYTES, message: SMALL_FORM_MESSAGE },
  {
    // Staff forms: a job or an article with its HTML.
    path: /^\/(?:blog\/)?admin(?:\/|$)/,
    bytes: 1024 * 1024,
    message: 'The form is too large: the limit is 1 MB.',
  },
  {
    // Everything else: the contact form.
    path: /^/,
    bytes: SMALL_FORM_BYTES,
    message: SMALL_FORM_MESSAGE,
  },
];
