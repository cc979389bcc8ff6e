import { parseWithZod } from '@conform-to/zod/v4';
import {
  cannotOpenMessage,
  JOB_PROBLEM_MESSAGES,
  jobInputSchema,
  jobPostingProblems,
  NEEDED_TO_OPEN_MESSAGE,
  REQUIRED_TO_OPEN,
  SALARY_MAX_AMOUNT,
  SCREENING_LABEL_MAX,
  SCREENING_OPTION_MAX,
  SCREENING_PROBLEM_MESSAGES,
  SCREENING_QUESTIONS_MAX,
  screeningQuestionsSchema,
  z,
  type JobPostingFacts,
  type RequiredToOpen,
  type StructuredSalary,
} from '@agency/contract';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { postedClosingDate } from './closing-date';

type JobProblem = ReturnType<typeof jobPostingProblems>[number];

/** A JSON text read as what it holds (a form's hidden field); anything else, or text that is no JSON, as it is. */
function jsonOrNone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The job editor: the contract's job posting (the rules the CMS checks again) and the record's documentId when
 * editing; the CMS makes the slug when it is empty. Any field may be empty (docs/000-product.md §5), but the whole job
 * must pass `jobPostingProblems` (docs/004-staff-back-office.md "Job editor"): an open job has what Google requires, a
 * salary range is the right way up and has its currency. Each problem is an issue on its field, worded by the error map
 * below.
 */
const jobSchema = jobInputSchema
  .extend({
    documentId: z.string().optional(),
    /** The screening questions as the editor's hidden field carries them: JSON (components/screening-fields.tsx). */
    screeningQuestions: z.preprocess(jsonOrNone, screeningQuestionsSchema),
  })
  .superRefine((job, context) => {
    for (const problem of jobPostingProblems(job)) {
      context.addIssue({ code: 'custom', path: problem.path, params: { problem: problem.code } });
    }
  });

const amountWords = `a whole number from 0 to ${SALARY_MAX_AMOUNT.toLocaleString('en')}`;

/** The editor's words for the contract's rules: the problems of a whole job in the contract's messages. */
const jobErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '');
  const problem = (issue.params as { problem?: JobProblem['code'] } | undefined)?.problem;
  if (issue.code === 'custom' && problem) return JOB_PROBLEM_MESSAGES[problem];
  if (issue.code === 'too_big' && issue.origin === 'string' && field === 'title') {
    return `Title must be at most ${String(issue.maximum)} characters`;
  }
  if (field === 'posted') return 'Posted date must be a date';
  if (field === 'country') return 'Choose a country from the list.';
  if (field === 'applicantLocations') return 'Choose countries from the list.';
  if (field === 'salaryCurrency') return 'Choose a currency from the list.';
  if (field === 'salaryMin') return `The minimum salary must be ${amountWords}.`;
  if (field === 'salaryMax') return `The maximum salary must be ${amountWords}.`;
  if (field === 'validThrough') return 'The closing date must be a date and time.';
  if (field === 'screeningQuestions') return screeningWords(issue);
  return undefined;
};

/** The editor's words for a screening question's field (its problems carry the contract's own words). */
function screeningWords(issue: Parameters<z.core.$ZodErrorMap>[0]): string {
  const part = String(issue.path?.[2] ?? '');
  if (part === 'label') {
    return issue.code === 'too_big'
      ? `A question must be at most ${SCREENING_LABEL_MAX} characters.`
      : 'Write the question.';
  }
  if (part === 'options') return `Each option must be 1 to ${SCREENING_OPTION_MAX} characters.`;
  if (part === 'knockout') return SCREENING_PROBLEM_MESSAGES.knockout_range;
  if (issue.path?.length === 1 && issue.code === 'too_big') {
    return `A job can ask at most ${SCREENING_QUESTIONS_MAX} questions.`;
  }
  return 'Check this question.';
}

/**
 * Conform's submission of the job editor, with the editor's words. The closing date is the instant the form means
 * (`postedClosingDate`: the picked date and time read in `timeZone`, the staff member's). The browser runs the same
 * check before it posts.
 */
export function parseJob(formData: FormData, timeZone: string) {
  const form = new FormData();
  for (const [name, value] of formData) if (name !== 'validThrough') form.append(name, value);
  form.set('validThrough', postedClosingDate(formData, timeZone));
  return parseWithZod(form, { schema: jobSchema, error: jobErrorMap });
}

/** The field of a job posting problem on the thing an open job needs (`location` is the country or, remote, the
 * applicant countries). */
function neededThing(field: string): RequiredToOpen | undefined {
  if (field === 'country' || field === 'applicantLocations') return 'location';
  return (REQUIRED_TO_OPEN as readonly string[]).includes(field) ? (field as RequiredToOpen) : undefined;
}

/**
 * A refused save as the jobs page answers it: the messages by field and one message for the toast, which names
 * everything an open job lacks (`cannotOpenMessage`, as the CMS says it) when that is the reason, else the first
 * field's message.
 */
export function refusedJobAnswer(fieldErrors: Record<string, string[]>): ActionAnswer {
  const missing = REQUIRED_TO_OPEN.filter((thing) =>
    Object.entries(fieldErrors).some(
      ([field, messages]) => neededThing(field) === thing && messages.includes(NEEDED_TO_OPEN_MESSAGE),
    ),
  );
  const message = missing.length > 0 ? cannotOpenMessage(missing) : (Object.values(fieldErrors).flat()[0] ?? '');
  return { ok: false, message: message || 'Invalid job', fieldErrors };
}

/** The messages by field of an editor submission that did not pass; none for one that did. */
export function jobFieldErrors(submission: ReturnType<typeof parseJob>): Record<string, string[]> {
  if (submission.status === 'success') return {};
  // Conform also keys messages of the whole form (none here) and fields without one (null).
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

/** What the editor knows of the job as staff type: the facts the contract's rules and display text read. */
export type JobFormFacts = JobPostingFacts &
  StructuredSalary & { city?: string | null; location?: string | null; salary?: string | null };

const amountOf = (value: FormDataEntryValue | null): number | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  const amount = text === '' ? NaN : Number(text);
  return Number.isFinite(amount) ? amount : null;
};

/**
 * The editor's form as it stands, read leniently (nothing refused: an amount that is no number counts as none), for
 * the live "what is missing to open" message and the derived salary and location previews.
 */
export function jobFormFacts(formData: FormData): JobFormFacts {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    title: text('title'),
    description: text('description'),
    company: text('company'),
    status: text('status'),
    country: text('country'),
    city: text('city'),
    workplace: text('workplace'),
    applicantLocations: formData.getAll('applicantLocations').filter((code) => typeof code === 'string'),
    location: text('location'),
    salary: text('salary'),
    salaryMin: amountOf(formData.get('salaryMin')),
    salaryMax: amountOf(formData.get('salaryMax')),
    salaryCurrency: text('salaryCurrency'),
    salaryPeriod: text('salaryPeriod'),
  };
}

/** The problems of a job as the editor shows them: the contract's message on each field. */
export function problemsByField(job: JobFormFacts): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const problem of jobPostingProblems(job))
    (byField[problem.path[0]] ??= []).push(JOB_PROBLEM_MESSAGES[problem.code]);
  return byField;
}
