import {
  HIRES_MAX,
  HIRING_REQUEST_MUST_HAVE_MAX,
  HIRING_REQUEST_MUST_HAVES_MAX,
  HIRING_REQUEST_TEXT_LIMITS,
} from './hiring-request.js';
import { SCREENING_PRESETS } from './screening.js';
import { JOB_TYPE_VALUES, SALARY_PERIOD_VALUES, WORKPLACE_VALUES } from './job.js';
import { countryCode, currencyCode, optionalChoice, salaryAmount, salaryProblems } from './job-schema.js';
import { cleanedText, emailField, languageField, optionalPhone, requiredText } from './fields.js';
import { APPLICANT_LOCATIONS_MAX } from './limits.js';
import { z } from './zod.js';

/**
 * A hiring request as an employer sends it from /hire (issue 22 "Hiring requests", docs/024-employers.md): company,
 * contact name, work e-mail and role title required; phone optional; number of hires (1 to `HIRES_MAX`, 1 when not
 * given); where the work is (`workplace`: on-site, hybrid or remote; the country for on-site and hybrid, the countries
 * the hire may live in for remote; a city optional); employment type (the job's types); the salary budget as a job's
 * structured salary (optional; `salaryProblems` as for a job); a wished start date (`YYYY-MM-DD`, optional); the
 * requirements (required, several lines). Problems of the whole request are `custom` issues with
 * `params.problem` naming them (`location_country`, `location_remote`, `salary_range`, `salary_currency`).
 */
export const hiringRequestInputSchema = z
  .object({
    company: requiredText('company'),
    contactName: requiredText('fullName'),
    email: emailField,
    phone: optionalPhone,
    roleTitle: cleanedText(HIRING_REQUEST_TEXT_LIMITS.roleTitle).min(1, { abort: true }),
    hires: z.number().int().min(1).max(HIRES_MAX).default(1),
    workplace: z.enum(WORKPLACE_VALUES),
    country: z.union([z.literal(''), countryCode]).default(''),
    city: cleanedText(HIRING_REQUEST_TEXT_LIMITS.city).default(''),
    applicantLocations: z.array(countryCode).max(APPLICANT_LOCATIONS_MAX).default([]),
    employmentType: z.enum(JOB_TYPE_VALUES),
    salaryMin: salaryAmount,
    salaryMax: salaryAmount,
    salaryCurrency: currencyCode,
    salaryPeriod: optionalChoice(SALARY_PERIOD_VALUES),
    startDate: z.union([z.literal(''), z.iso.date()]).default(''),
    requirements: cleanedText(HIRING_REQUEST_TEXT_LIMITS.requirements, true).min(1, { abort: true }),
    /**
     * What every hire must have, one a line (a form's text, or a list): each becomes a yes-or-no knockout question of
     * the job it is converted to (`screeningQuestionsOfRequest`).
     */
    mustHaves: z
      .preprocess(
        (value) =>
          typeof value === 'string'
            ? value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean)
            : value,
        z.array(cleanedText(HIRING_REQUEST_MUST_HAVE_MAX).min(1)).max(HIRING_REQUEST_MUST_HAVES_MAX),
      )
      .default([]),
    /** The ready-made questions applicants should answer (`SCREENING_PRESETS` ids), asked by the job it becomes. */
    screeningPresets: z
      .array(z.enum(SCREENING_PRESETS.map((preset) => preset.id) as [string, ...string[]]))
      .max(SCREENING_PRESETS.length)
      .default([]),
    /** The language of the page it was sent from (`languageField`): the acknowledgement e-mail's. */
    language: languageField,
  })
  .superRefine((request, context) => {
    for (const problem of hiringRequestProblems(request)) {
      context.addIssue({ code: 'custom', path: problem.path, params: { problem: problem.code } });
    }
  });

export type HiringRequestInput = z.output<typeof hiringRequestInputSchema>;

/** A problem of a whole hiring request, on the field it names. */
export type HiringRequestProblem = {
  path: [string];
  code: 'location_country' | 'location_remote' | 'salary_range' | 'salary_currency';
};

/**
 * What is wrong with a hiring request beyond its single fields: on-site or hybrid work without its country, remote work
 * without the countries the hire may live in, and the salary's problems (`salaryProblems`). Empty when none.
 */
export function hiringRequestProblems(
  request: Pick<HiringRequestInput, 'workplace' | 'country' | 'applicantLocations'> &
    Parameters<typeof salaryProblems>[0],
): HiringRequestProblem[] {
  const problems: HiringRequestProblem[] = [];
  if (request.workplace === 'remote') {
    if (request.applicantLocations.length === 0)
      problems.push({ path: ['applicantLocations'], code: 'location_remote' });
  } else if (!request.country) {
    problems.push({ path: ['country'], code: 'location_country' });
  }
  problems.push(...salaryProblems(request));
  return problems;
}
