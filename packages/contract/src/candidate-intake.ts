import { optionalCountryField } from './application-schema.js';
import { candidateTagsSchema } from './candidate.js';
import { cleanedText, emailField, optionalPhone, requiredText } from './fields.js';
import { z } from './zod.js';

/**
 * A candidate added by staff ("Add candidate", docs/023-talent-pool.md "Consent and retention" → "Added by staff"):
 * the legal basis staff record, the fields of `POST /api/candidates` (the resume travels beside them as a file, checked
 * like the apply form's: ./files.ts and `RESUME_MAX_BYTES`), and the signed link the person is e-mailed (GDPR Art. 14)
 * to see or erase their data. No wording of field errors here: each app passes its own error map when it parses.
 */

/**
 * Why the agency may hold the data of a person who did not apply (GDPR Art. 6(1)): `legitimate-interest` (Art. 6(1)(f):
 * a recruiter found a public profile or was handed a CV and the agency's interest in placing people is balanced
 * against theirs) or `consent` (Art. 6(1)(a): the person agreed, in writing or in person, to be kept in the pool).
 */
export const CANDIDATE_LEGAL_BASES = ['legitimate-interest', 'consent'] as const;
export type CandidateLegalBasis = (typeof CANDIDATE_LEGAL_BASES)[number];

/** The words staff choose between in "Add candidate". */
export const CANDIDATE_LEGAL_BASIS_LABELS: Record<CandidateLegalBasis, string> = {
  'legitimate-interest': 'Legitimate interest (a public profile or a CV passed to us; they have not agreed yet)',
  consent: 'Consent (they agreed to be kept in our talent pool)',
};

/** The short words of the candidate page ("Legal basis: …"). */
export const CANDIDATE_LEGAL_BASIS_SHORT: Record<CandidateLegalBasis, string> = {
  'legitimate-interest': 'Legitimate interest',
  consent: 'Consent',
};

/** The words the person reads in the e-mail and on their data page (GDPR Art. 14(1)(c)). */
export const CANDIDATE_LEGAL_BASIS_FOR_PERSON: Record<CandidateLegalBasis, string> = {
  'legitimate-interest':
    'our legitimate interest in matching people with suitable jobs (GDPR Article 6(1)(f)); you may object at any time',
  consent: 'your consent to be kept in our talent pool (GDPR Article 6(1)(a)); you may withdraw it at any time',
};

/** The most characters of staff's note of where the data came from ("LinkedIn profile", "CV handed in at a fair"). */
export const CANDIDATE_SOURCE_NOTE_MAX = 200;

/** What staff tell for a missing or unknown legal basis (both apps). */
export const LEGAL_BASIS_REQUIRED_MESSAGE = 'Choose the legal basis for keeping this person’s data.';

/**
 * The fields of `POST /api/candidates` (multipart `data`, or the web form's fields): the person's name and address
 * (the apply form's rules), an optional phone and country, tags (an array, or one text of comma-separated tags as the
 * form sends them; the candidate's tag rules), the required legal basis and an optional note of where the data came
 * from. The resume is the request's `resume` file.
 */
export const candidateIntakeSchema = z.object({
  fullName: requiredText('fullName'),
  email: emailField,
  phone: optionalPhone,
  country: optionalCountryField,
  tags: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : value),
      candidateTagsSchema,
    )
    .optional()
    .transform((tags) => tags ?? []),
  legalBasis: z.enum(CANDIDATE_LEGAL_BASES),
  sourceNote: cleanedText(CANDIDATE_SOURCE_NOTE_MAX)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CandidateIntake = z.output<typeof candidateIntakeSchema>;

/**
 * How long the e-mailed "see or erase your data" link works, in days: 90. Long enough for a person who reads the
 * notice late (after a holiday, in a folder they rarely open) to use it; short enough that an old message in a mailbox
 * someone else gets into does not open the person's data for ever. After it the person writes to the agency (the
 * privacy page's contact), and the link's page says so.
 */
export const MY_DATA_LINK_DAYS = 90;

/**
 * The token of the link (`/my-data?token=…`): base64url of a small JSON body (the candidate's documentId and the
 * expiry, no personal data), a dot, and the 43 base64url characters of its HMAC-SHA256 signature. Anything else is
 * refused before the CMS is asked.
 */
export const MY_DATA_TOKEN_PATTERN = /^[\w-]{16,200}\.[\w-]{43}$/;

/** The body of the public `POST /api/my-data/export` and `POST /api/my-data/erase`. */
export const myDataRequestSchema = z.object({ token: z.string().regex(MY_DATA_TOKEN_PATTERN) }).strict();

/** What `GET /api/my-data?token=` answers of a person whose data is held. */
export const myDataHeldSchema = z.object({
  status: z.literal('held'),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  tags: z.array(z.string()),
  /** How many resumes are held (the file itself is in the download). */
  resumes: z.number(),
  /** Where the data came from, in staff's words, or null. */
  source: z.string().nullable(),
  legalBasis: z.enum(CANDIDATE_LEGAL_BASES).nullable(),
  addedAt: z.string().nullable(),
  /** When the link stops working. */
  linkExpiresAt: z.string(),
});
export type MyDataHeld = z.infer<typeof myDataHeldSchema>;

/** What it answers once the data is gone (erased through the link, by staff, or by the retention task). */
export const myDataGoneSchema = z.object({ status: z.literal('gone') });
export type MyDataGone = z.infer<typeof myDataGoneSchema>;

/** The whole answer of `GET /api/my-data?token=`, as the web app reads it. */
export const myDataAnswerSchema = z.object({
  data: z.discriminatedUnion('status', [myDataHeldSchema, myDataGoneSchema]),
});
