import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  HIRE_LOCATION_MESSAGES,
  HIRES_MAX,
  HIRING_REQUEST_MUST_HAVES_MAX,
  hiringRequestInputSchema,
  JOB_DESCRIPTION_SIZE_MESSAGE,
  JOB_DESCRIPTION_TYPE_MESSAGE,
  JOB_PROBLEM_MESSAGES,
  PHONE_FORMAT_MESSAGE,
  RESUME_MAX_BYTES,
  resumeExtension,
  SALARY_MAX_AMOUNT,
  z,
  type HiringRequestProblem,
} from '@agency/contract';
import { formErrorMap } from '~/lib/form-error-map';
import messages from '~/i18n/catalogs/en/messages';
import { englishMessage } from '~/i18n/messages';

/**
 * The hiring request form at /hire (docs/024-employers.md): the contract's hiring request (the rules the CMS checks
 * again) with what only the form has — the optional job description file, the honeypot — and the form's words for
 * each field. One schema for the browser and the page's action.
 */
export const hireSchema = hiringRequestInputSchema.and(
  z.object({
    /**
     * The employer's job description file, optional (no file chosen is no file): the resume's types and size limit,
     * checked by name and size as the apply form checks a resume (the CMS checks the content too).
     */
    jobDescription: z
      .instanceof(File)
      .refine((file) => resumeExtension(file.name) !== null, JOB_DESCRIPTION_TYPE_MESSAGE)
      .refine((file) => file.size <= RESUME_MAX_BYTES, JOB_DESCRIPTION_SIZE_MESSAGE)
      .optional(),
    /** Honeypot: hidden from people, filled in by bots. */
    website: z.string().optional(),
  }),
);

export type HireValues = z.input<typeof hireSchema>;

const amountMax = { max: SALARY_MAX_AMOUNT.toLocaleString('en') };
const { labels, hire } = messages;

/** The messages of the contract's problems of a whole request (`hiringRequestProblems`). */
const PROBLEM_MESSAGES: Record<HiringRequestProblem['code'], string> = {
  location_country: HIRE_LOCATION_MESSAGES.country,
  location_remote: HIRE_LOCATION_MESSAGES.applicantLocations,
  salary_range: JOB_PROBLEM_MESSAGES.salary_range,
  salary_currency: JOB_PROBLEM_MESSAGES.salary_currency,
};

/** The form's words, in English (the catalog's `messages`; `useMessage` says them in the page's language). */
const fieldWords = formErrorMap({
  labels: {
    company: labels.company,
    contactName: labels.yourName,
    email: labels.workEmail,
    roleTitle: labels.roleTitle,
    city: labels.city,
    requirements: labels.requirements,
    mustHaves: labels.mustHave,
  },
  missing: {
    company: hire.companyMissing,
    contactName: hire.contactNameMissing,
    email: hire.emailMissing,
    roleTitle: hire.roleTitleMissing,
    workplace: hire.workplaceMissing,
    employmentType: hire.employmentTypeMissing,
    requirements: hire.requirementsMissing,
  },
  invalid: {
    email: hire.emailInvalid,
    phone: PHONE_FORMAT_MESSAGE,
    hires: englishMessage(hire.hiresInvalid, { max: HIRES_MAX }),
    workplace: hire.workplaceMissing,
    employmentType: hire.employmentTypeMissing,
    country: hire.countryInvalid,
    applicantLocations: hire.applicantLocationsInvalid,
    salaryMin: englishMessage(hire.salaryMinInvalid, amountMax),
    salaryMax: englishMessage(hire.salaryMaxInvalid, amountMax),
    salaryCurrency: hire.salaryCurrencyInvalid,
    salaryPeriod: hire.salaryPeriodInvalid,
    startDate: hire.startDateInvalid,
    mustHaves: englishMessage(hire.mustHavesInvalid, { max: HIRING_REQUEST_MUST_HAVES_MAX }),
    screeningPresets: hire.screeningPresetsInvalid,
  },
});

/** The form's words: a problem of the whole request by its code, anything else by its field. */
const hireErrorMap: z.core.$ZodErrorMap = (issue) => {
  const problem = (issue.params as { problem?: HiringRequestProblem['code'] } | undefined)?.problem;
  if (issue.code === 'custom' && problem) return PROBLEM_MESSAGES[problem];
  return fieldWords(issue);
};

/** Conform's submission of the hiring request form, with the form's words; the same in the browser and on the server. */
export function parseHire(formData: FormData) {
  return parseWithZod(formData, { schema: hireSchema, error: hireErrorMap });
}

/** The HTML constraints of the form's fields (required, lengths, ranges), for the page's loader to hand to the form. */
export function hireConstraint() {
  return getZodConstraint(hireSchema);
}
