import { stringify } from 'csv-stringify/sync';
import { applicationSourceLabel, screeningAnswerText } from '@agency/contract';
import type { AdminApplication } from './api.server';
import { APPLICATIONS_PATH, applicationFilterParams } from './rules';

/** The export's columns, in order (docs/015-recruiter-workflow.md). */
export const APPLICATION_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Job',
  'Company',
  'Status',
  'Applied at',
  'Duplicate',
  'Source',
  'Meets requirements',
  'Screening answers',
  'Back-office link',
] as const;

/** Byte order mark: spreadsheets (Excel) then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return, hide one), when a cell
 * begins with them: OWASP "CSV Injection" (https://owasp.org/www-community/attacks/CSV_Injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that no spreadsheet runs as a formula, as OWASP "CSV Injection" recommends: a value beginning with `=`, `+`,
 * `-`, `@`, tab or carriage return gets a single quote in front (`=HYPERLINK(…)` → `'=HYPERLINK(…)`), shown as text.
 * Quoting of separators, quotes and line breaks is the CSV writer's (csv-stringify). A phone number written `+44 …`
 * is prefixed too: the rule does not guess which values are harmless.
 */
export function neutraliseCell(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One application as a CSV row (the columns of APPLICATION_CSV_HEADER), every cell neutralised: `origin` is the site's
 * public origin, for the back-office link (the list searched for the applicant's e-mail in the application's job).
 */
export function applicationCsvRow(application: AdminApplication, origin: string): string[] {
  const job = application.job;
  const link = applicationFilterParams({
    status: 'all',
    q: application.email ?? '',
    job: job?.documentId ?? null,
    owner: null,
  });
  return [
    application.fullName,
    application.email,
    application.phone,
    job?.title ?? '',
    job?.company ?? '',
    application.job_status,
    application.appliedAt,
    application.duplicateOf ? 'yes' : 'no',
    // Where it came from, by name (docs/023-talent-pool.md "Sources").
    applicationSourceLabel(application.source),
    // The screening answers (docs/024-employers.md): against the knockout rules, and each as "question: answer".
    application.meetsRequirements == null ? '' : application.meetsRequirements ? 'yes' : 'no',
    (application.screeningAnswers ?? [])
      .map((answer) => `${answer.label}: ${screeningAnswerText(answer) || '—'}`)
      .join('\n'),
    `${origin}${APPLICATIONS_PATH}?${link.toString()}`,
  ].map(neutraliseCell);
}

/** The whole export: a BOM, the header and one row per application, CRLF line ends (RFC 4180). */
export function applicationsCsv(applications: readonly AdminApplication[], origin: string): string {
  const rows = [
    [...APPLICATION_CSV_HEADER],
    ...applications.map((application) => applicationCsvRow(application, origin)),
  ];
  return UTF8_BOM + stringify(rows, { record_delimiter: 'windows' });
}
