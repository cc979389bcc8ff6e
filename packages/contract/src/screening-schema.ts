import { cleanedText, PHONE_PATTERN, phoneText } from './fields.js';
import { SALARY_PERIOD_VALUES } from './job.js';
import { isCountryCode } from './countries.js';
import { isCurrencyCode } from './currencies.js';
import { SALARY_MAX_AMOUNT } from './limits.js';
import {
  KNOCKOUT_KINDS,
  SCREENING_ID_PATTERN,
  SCREENING_KIND_VALUES,
  SCREENING_LABEL_MAX,
  SCREENING_NUMBER_MAX,
  SCREENING_OPTION_MAX,
  SCREENING_OPTIONS_MAX,
  SCREENING_PROBLEM_MESSAGES,
  SCREENING_QUESTIONS_MAX,
  SCREENING_TEXT_ANSWER_MAX,
  YES_NO,
  type ScreeningQuestion,
} from './screening.js';
import { z } from './zod.js';

/** A number as a form sends it (text) or JSON does; '' and absent become undefined. */
const numberInput = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string') return /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    return value;
  }, schema);

/** A knockout range's bound: a number 0 to `SCREENING_NUMBER_MAX`, or null (absent, '') for none. */
const knockoutBound = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  numberInput(z.number().min(0).max(SCREENING_NUMBER_MAX)).nullable(),
);

/** A knockout rule as staff write it (./screening.ts `KnockoutRule`). */
const knockoutSchema = z.union([
  z.object({ accepted: z.array(z.string().trim().min(1).max(SCREENING_OPTION_MAX)).min(1).max(SCREENING_OPTIONS_MAX) }),
  z.object({
    min: knockoutBound,
    max: knockoutBound,
  }),
]);

/**
 * One screening question with its knockout rule, as staff save it on a job (docs/024-employers.md "Screening
 * questions"): an id (`SCREENING_ID_PATTERN`), a kind, its words (1 to `SCREENING_LABEL_MAX` characters), whether an
 * answer is required, the options of a choice question (2 to `SCREENING_OPTIONS_MAX`, each 1 to `SCREENING_OPTION_MAX`
 * characters, no two alike; none for the other kinds) and the knockout rule (null for none; only on `KNOCKOUT_KINDS`).
 * A knockout question is always required. Problems are `custom` issues with `params.problem` naming them and their
 * words (`SCREENING_PROBLEM_MESSAGES`) as the message.
 */
export const screeningQuestionSchema = z
  .object({
    id: z.string().regex(SCREENING_ID_PATTERN),
    kind: z.enum(SCREENING_KIND_VALUES),
    label: cleanedText(SCREENING_LABEL_MAX).min(1, { abort: true }),
    required: z.boolean().default(false),
    options: z.array(cleanedText(SCREENING_OPTION_MAX).min(1)).max(SCREENING_OPTIONS_MAX).default([]),
    knockout: knockoutSchema.nullable().default(null),
  })
  .superRefine((question, context) => {
    const problem = (path: string, name: keyof typeof SCREENING_PROBLEM_MESSAGES) =>
      context.addIssue({
        code: 'custom',
        path: [path],
        params: { problem: name },
        message: SCREENING_PROBLEM_MESSAGES[name],
      });
    if (question.kind === 'choice') {
      if (question.options.length < 2) problem('options', 'too_few_options');
      if (new Set(question.options).size !== question.options.length) problem('options', 'repeated_option');
    } else if (question.options.length > 0) problem('options', 'options_not_allowed');
    const rule = question.knockout;
    if (!rule) return;
    if (!KNOCKOUT_KINDS.includes(question.kind)) return problem('knockout', 'knockout_not_allowed');
    if (question.kind === 'number') {
      if (!('min' in rule)) return problem('knockout', 'knockout_range');
      if (rule.min === null && rule.max === null) problem('knockout', 'knockout_range');
      if (rule.min !== null && rule.max !== null && rule.min > rule.max) problem('knockout', 'knockout_range');
      return;
    }
    if (!('accepted' in rule)) return problem('knockout', 'knockout_accepted');
    const allowed: readonly string[] = question.kind === 'yes-no' ? YES_NO.values : question.options;
    if (rule.accepted.some((value) => !allowed.includes(value))) problem('knockout', 'knockout_accepted');
    if (question.kind === 'yes-no' && rule.accepted.length !== 1) problem('knockout', 'knockout_accepted');
  })
  .transform((question) => ({ ...question, required: question.required || question.knockout !== null }));

export type ScreeningQuestionInput = z.output<typeof screeningQuestionSchema>;

/** A job's screening questions: at most `SCREENING_QUESTIONS_MAX`, no two with the same id. */
export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema)
  .max(SCREENING_QUESTIONS_MAX)
  .default([])
  .superRefine((questions, context) => {
    const ids = questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({
        code: 'custom',
        path: [],
        params: { problem: 'repeated_question' },
        message: SCREENING_PROBLEM_MESSAGES.repeated_question,
      });
    }
  });

/** No answer: absent, null, '' or blanks, or a salary whose parts are all empty. */
function isNoAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return typeof value === 'object' && Object.values(value).every((part) => isNoAnswer(part));
}

/** The schema of one answer to `question`, required or not (no answer: `isNoAnswer`). */
function answerSchema(question: ScreeningQuestion) {
  const answer = (() => {
    switch (question.kind) {
      case 'yes-no':
        return z.enum(YES_NO.values);
      case 'choice':
        return z.string().refine((value) => question.options.includes(value));
      case 'number':
        return numberInput(z.number().min(0).max(SCREENING_NUMBER_MAX));
      case 'text':
        return cleanedText(SCREENING_TEXT_ANSWER_MAX);
      case 'country':
        return z.string().trim().toUpperCase().refine(isCountryCode);
      case 'phone':
        return phoneText().regex(PHONE_PATTERN);
      case 'salary':
        return z.object({
          amount: numberInput(z.number().int().min(0).max(SALARY_MAX_AMOUNT)),
          currency: z.string().trim().toUpperCase().refine(isCurrencyCode),
          period: z.enum(SALARY_PERIOD_VALUES),
        });
    }
  })();
  return z.preprocess(
    (value) => (isNoAnswer(value) ? undefined : value),
    question.required ? answer : answer.optional(),
  );
}

/**
 * The answers to a job's `questions` (public form of `screeningQuestions`) as an application carries them
 * (`screening: { [questionId]: answer }`): yes-no `'yes' | 'no'`, a choice one of its options, a number 0 to
 * `SCREENING_NUMBER_MAX`, text at most `SCREENING_TEXT_ANSWER_MAX` characters, a country's ISO 3166-1 code, a phone
 * (the phone rule of every form), a salary `{ amount, currency, period }` (the job's structured salary). A required
 * question must be answered; an issue's path is `['screening', id]` (a salary's part `['screening', id, part]`).
 * Answers to questions the job does not have are dropped.
 */
export function screeningAnswersSchema(questions: readonly ScreeningQuestion[]) {
  const shape = Object.fromEntries(questions.map((question) => [question.id, answerSchema(question)]));
  return z.preprocess((value) => (value === undefined || value === null ? {} : value), z.object(shape));
}
