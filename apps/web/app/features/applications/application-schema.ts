import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  applicationInputSchema,
  isMissing,
  PHONE_FORMAT_MESSAGE,
  REQUIRED_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  resumeExtension,
  SALARY_MAX_AMOUNT,
  SCREENING_NUMBER_MAX,
  screeningAnswersSchema,
  z,
  type ScreeningQuestion,
} from '@agency/contract';
import { formErrorMap } from '~/lib/form-error-map';
import messages from '~/i18n/catalogs/en/messages';
import { englishMessage } from '~/i18n/messages';

/**
 * The apply form (docs/000-product.md §5 "Apply form"): the contract's application (the rules the CMS checks again)
 * with what only the form has — the resume as a File, the honeypot — and the form's words: the spec's one message for
 * anything missing (the `consent` box included), a sentence for every other problem. One schema for the browser and the
 * server action; the browser loads this module only when a visitor starts to fill the form in. The field names are the
 * contract's, so that the server hands the typed fields on to the CMS under the same names.
 */
export const applicationSchema = applicationInputSchema.omit({ consent: true, job: true }).extend({
  job: z.string().min(1),
  resume: z
    .instanceof(File, { error: REQUIRED_MESSAGE })
    // An empty file control (a browser sends a nameless, empty file) is missing, no more: the spec's one message.
    .refine((file) => file.size > 0, { error: REQUIRED_MESSAGE, abort: true })
    .refine((file) => resumeExtension(file.name) !== null, RESUME_TYPE_MESSAGE)
    .refine((file) => file.size <= RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE),
  /** The agreement box: the contract's `consent` as Conform reads a checkbox, with the spec's message when unticked. */
  consent: z.boolean({ error: REQUIRED_MESSAGE }).refine((agreed) => agreed, REQUIRED_MESSAGE),
  /** The optional talent-pool box (the contract's `poolConsentField`), as Conform reads a checkbox. */
  poolConsent: z.boolean().optional(),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

/** The apply form's values; `screening` holds the answers to the job's questions (`{ [questionId]: answer }`). */
export type ApplicationForm = z.infer<typeof applicationSchema> & { screening?: Record<string, unknown> };

/**
 * The form's words for the contract's rules (docs/000-product.md §5, §8): one message for anything missing. English,
 * from the catalog's `messages` (the apply form says them in the page's language, docs/026-languages.md).
 */
const applyErrorMap = formErrorMap({
  labels: {
    fullName: messages.labels.fullName,
    email: messages.labels.email,
    phone: messages.labels.phone,
    coverLetter: messages.labels.coverLetter,
  },
  missing: {
    fullName: REQUIRED_MESSAGE,
    email: REQUIRED_MESSAGE,
    phone: REQUIRED_MESSAGE,
    coverLetter: REQUIRED_MESSAGE,
  },
  invalid: {
    job: messages.apply.jobUnavailable,
    email: messages.contact.emailInvalid,
    phone: PHONE_FORMAT_MESSAGE,
    country: messages.apply.countryInvalid,
  },
});

/**
 * The form's words for the answers to screening questions (the contract's `screeningAnswersSchema`): the spec's
 * message for a missing answer, else what the answer must be.
 */
const screeningErrorMap: z.core.$ZodErrorMap = (issue) => {
  // An unanswered choice is an enum's `invalid_value` of nothing.
  if (isMissing(issue) || issue.input === undefined) return REQUIRED_MESSAGE;
  if (issue.origin === 'string' && issue.code === 'too_big') {
    return englishMessage(messages.tooLong, { label: messages.labels.yourAnswer, max: String(issue.maximum) });
  }
  if (issue.code === 'invalid_format') return PHONE_FORMAT_MESSAGE;
  if (issue.path?.[2] === 'amount') {
    return englishMessage(messages.apply.amountInvalid, { max: SALARY_MAX_AMOUNT.toLocaleString('en') });
  }
  if (issue.origin === 'number' || (issue.code === 'invalid_type' && issue.expected === 'number')) {
    return englishMessage(messages.apply.numberInvalid, { max: SCREENING_NUMBER_MAX.toLocaleString('en') });
  }
  return messages.apply.choiceInvalid;
};

/**
 * Conform's submission of the apply form, with the form's words; the same in the browser and on the server. With the
 * job's screening `questions`, their answers are checked too (`screening.<id>` fields; docs/024-employers.md); without,
 * they are left to the CMS, which checks them against the job it stores the application for.
 */
export function parseApplication(formData: FormData, questions: readonly ScreeningQuestion[] = []) {
  const schema =
    questions.length > 0
      ? applicationSchema.extend({ screening: screeningAnswersSchema(questions) })
      : applicationSchema;
  return parseWithZod(formData, {
    schema,
    error: (issue) => (issue.path?.[0] === 'screening' ? screeningErrorMap(issue) : applyErrorMap(issue)),
  });
}

/** The HTML constraints of the form's fields (required, lengths), for the job page's loader to hand to the form. */
export function applicationConstraint() {
  return getZodConstraint(applicationSchema);
}
