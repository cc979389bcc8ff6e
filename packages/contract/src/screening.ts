import { choices, type ChoiceLabels } from './choices.js';
import { countryName } from './countries.js';
import { displaySalary } from './job-display.js';

/**
 * Screening questions (docs/024-employers.md "Screening questions"; issue 22): a job posting carries up to
 * `SCREENING_QUESTIONS_MAX` questions the apply form asks. A question may be a **knockout**: an answer outside what the
 * client requires marks the application "does not meet requirements" for staff; the applicant is told nothing different
 * and the application is stored all the same (Workable's practice).
 *
 * A job stores its questions (`screeningQuestions`, what the apply form shows: public) apart from their knockout rules
 * (`screeningRules`, private to staff: an applicant who could read them could answer to pass). An application stores a
 * copy of each question with its answer (`screeningAnswers`), so that a question changed later does not change what was
 * asked, and whether it met every knockout rule (`meetsRequirements`: null when the job had none).
 */

/** The kinds of question, with the editor's words. The last three are those of the ready-made questions. */
const SCREENING_KIND = choices({
  'yes-no': 'Yes or no',
  choice: 'One choice of several',
  number: 'A number',
  text: 'Short text',
  country: 'A country',
  phone: 'A phone number',
  salary: 'A salary',
});
export const SCREENING_KINDS = SCREENING_KIND.options;
export const SCREENING_KIND_VALUES = SCREENING_KIND.values;
export type ScreeningKind = (typeof SCREENING_KIND_VALUES)[number];

/** The kinds staff write a question of themselves (the four); the others come with a ready-made question. */
export const CUSTOM_SCREENING_KINDS: readonly ScreeningKind[] = ['yes-no', 'choice', 'number', 'text'];

/** The kinds a knockout rule can be set on: a required answer (yes-no), accepted options (choice), a range (number). */
export const KNOCKOUT_KINDS: readonly ScreeningKind[] = ['yes-no', 'choice', 'number'];

/** At most this many questions on one job. */
export const SCREENING_QUESTIONS_MAX = 10;
/** A question's words, at most this many characters. */
export const SCREENING_LABEL_MAX = 200;
/** A choice question has 2 to this many options… */
export const SCREENING_OPTIONS_MAX = 10;
/** …each at most this many characters. */
export const SCREENING_OPTION_MAX = 100;
/** A short text answer, at most this many characters. */
export const SCREENING_TEXT_ANSWER_MAX = 300;
/** A number answer (and a knockout's bounds) lies between 0 and this. */
export const SCREENING_NUMBER_MAX = 1_000_000_000;
/** A question's id: lower-case letters, digits and hyphens, starting with a letter (a ready-made one's is its name). */
export const SCREENING_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** The words of a screening question's problems (the API's and the job editor's alike). */
export const SCREENING_PROBLEM_MESSAGES = {
  too_few_options: 'A choice question needs at least two options.',
  repeated_option: 'Each option must be different.',
  options_not_allowed: 'Only a choice question has options.',
  knockout_not_allowed: 'Only a yes-or-no, choice or number question can be a knockout.',
  knockout_accepted: 'Choose the answers the client accepts from the question’s own answers.',
  knockout_range: 'Give the lowest or the highest number the client accepts, the lowest first.',
  repeated_question: 'A job cannot ask the same question twice.',
} as const;

/** A question as the apply form shows it (a job's public `screeningQuestions`). `options` is empty unless `choice`. */
export interface ScreeningQuestion {
  id: string;
  kind: ScreeningKind;
  label: string;
  required: boolean;
  options: string[];
}

/**
 * What a knockout question requires: the accepted answers of a yes-no question (`['yes']` or `['no']`) or of a choice
 * question (some of its options), or the range of a number (either bound may be null, not both).
 */
export type KnockoutRule = { accepted: string[] } | { min: number | null; max: number | null };

/** A question with its knockout rule (null for none): what staff write and read. */
export interface ScreeningQuestionWithRule extends ScreeningQuestion {
  knockout: KnockoutRule | null;
}

/** An expected salary as answered: the job's structured salary, one amount. */
export interface SalaryAnswer {
  amount: number;
  currency: string;
  period: string;
}

/** One answer as the contract's schema gives it: yes-no `'yes' | 'no'`, a choice's option, a number, text, a country code, a phone, a salary. */
export type ScreeningAnswerValue = string | number | SalaryAnswer;

/**
 * One question with its answer as an application stores it (`screeningAnswers`): the question's id, kind and words as
 * they were asked, the answer (null when an optional question was left empty), whether it was a knockout question and,
 * when it was, whether the answer met its rule.
 */
export interface StoredScreeningAnswer {
  id: string;
  kind: ScreeningKind;
  label: string;
  value: ScreeningAnswerValue | null;
  knockout: boolean;
  meets: boolean | null;
}

const YES_NO_WORDS = { yes: 'Yes', no: 'No' } as const;
/** The yes-no answers, with their words. */
export const YES_NO = choices(YES_NO_WORDS);
/** The yes-no answers' words in each language (the apply form's radio buttons; staff read the English). */
export const YES_NO_LABELS: ChoiceLabels<(typeof YES_NO.values)[number]> = {
  en: YES_NO_WORDS,
  ar: { yes: 'نعم', no: 'لا' },
};

/** The ids of the ready-made questions (`SCREENING_PRESETS`). */
export type ScreeningPresetId = 'nationality' | 'visa-status' | 'notice-period' | 'expected-salary' | 'whatsapp';

/**
 * The ready-made questions' words in each language, by id: what the hire form offers and the hiring request's e-mail
 * lists. (A job asks the English words it stores: `SCREENING_PRESETS`' labels.)
 */
export const SCREENING_PRESET_LABELS: ChoiceLabels<ScreeningPresetId> = {
  en: {
    nationality: 'What is your nationality?',
    'visa-status': 'What is your visa status in the country of this job?',
    'notice-period': 'What is your notice period?',
    'expected-salary': 'What is your expected salary?',
    whatsapp: 'What is your WhatsApp number?',
  },
  ar: {
    nationality: 'ما جنسيتك؟',
    'visa-status': 'ما وضع تأشيرتك في دولة هذه الوظيفة؟',
    'notice-period': 'ما مدة فترة الإشعار لديك؟',
    'expected-salary': 'ما الراتب الذي تتوقعه؟',
    whatsapp: 'ما رقم واتساب الخاص بك؟',
  },
};

/**
 * Ready-made questions that Gulf employers ask and Gulf job sites (Bayt) collect: nationality, visa status, notice
 * period, expected salary, WhatsApp number. Their ids are their names, so that a job has each at most once.
 */
export const SCREENING_PRESETS: readonly (ScreeningQuestion & { id: ScreeningPresetId })[] = [
  { id: 'nationality', kind: 'country', label: SCREENING_PRESET_LABELS.en.nationality, required: true, options: [] },
  {
    id: 'visa-status',
    kind: 'choice',
    label: SCREENING_PRESET_LABELS.en['visa-status'],
    required: true,
    options: [
      'Citizen of this country',
      'Residence visa (employment)',
      'Residence visa (family sponsored)',
      'Golden or long-term visa',
      'Visit visa',
      'No visa: I need sponsorship',
    ],
  },
  {
    id: 'notice-period',
    kind: 'choice',
    label: SCREENING_PRESET_LABELS.en['notice-period'],
    required: true,
    options: ['Available now', '1 week', '2 weeks', '1 month', '2 months', '3 months or more'],
  },
  {
    id: 'expected-salary',
    kind: 'salary',
    label: SCREENING_PRESET_LABELS.en['expected-salary'],
    required: true,
    options: [],
  },
  { id: 'whatsapp', kind: 'phone', label: SCREENING_PRESET_LABELS.en.whatsapp, required: false, options: [] },
];

/** Whether `answer` meets `rule` (a question's knockout rule). An empty answer never does. */
export function meetsRule(rule: KnockoutRule, answer: ScreeningAnswerValue | null | undefined): boolean {
  if (answer === null || answer === undefined || answer === '') return false;
  if ('accepted' in rule) return typeof answer === 'string' && rule.accepted.includes(answer);
  if (typeof answer !== 'number') return false;
  return (rule.min === null || answer >= rule.min) && (rule.max === null || answer <= rule.max);
}

/**
 * What an application stores of its screening: each of the job's `questions` (in their order) with its answer from
 * `answers` and, for a question with a rule in `rules`, whether the answer met it; `meetsRequirements` is whether every
 * rule was met, null when the job has no rule.
 */
export function screeningRecord(
  questions: readonly ScreeningQuestion[],
  rules: Readonly<Record<string, KnockoutRule>>,
  answers: Readonly<Record<string, ScreeningAnswerValue | undefined>>,
): { screeningAnswers: StoredScreeningAnswer[]; meetsRequirements: boolean | null } {
  const screeningAnswers = questions.map((question): StoredScreeningAnswer => {
    const value = answers[question.id] ?? null;
    const rule = rules[question.id];
    return {
      id: question.id,
      kind: question.kind,
      label: question.label,
      value,
      knockout: Boolean(rule),
      meets: rule ? meetsRule(rule, value) : null,
    };
  });
  const ruled = screeningAnswers.filter((answer) => answer.knockout);
  return {
    screeningAnswers,
    meetsRequirements: ruled.length === 0 ? null : ruled.every((answer) => answer.meets === true),
  };
}

/** A job's questions with their rules (staff's view) split into what is public and the private rules. */
export function splitScreening(questions: readonly ScreeningQuestionWithRule[]): {
  screeningQuestions: ScreeningQuestion[];
  screeningRules: Record<string, KnockoutRule>;
} {
  return {
    screeningQuestions: questions.map(({ knockout: _knockout, ...question }) => question),
    screeningRules: Object.fromEntries(
      questions.flatMap((question) => (question.knockout ? [[question.id, question.knockout]] : [])),
    ),
  };
}

/** The inverse of `splitScreening`: a job's stored questions with their rules. Tolerates a null from the database. */
export function joinScreening(
  questions: readonly ScreeningQuestion[] | null | undefined,
  rules: Readonly<Record<string, KnockoutRule>> | null | undefined,
): ScreeningQuestionWithRule[] {
  return (questions ?? []).map((question) => ({ ...question, knockout: rules?.[question.id] ?? null }));
}

/** An answer in words, for staff's pages, the CSV and the client ("Yes", "United Arab Emirates", "AED 12,000 a month"); '' for none. */
export function screeningAnswerText(answer: Pick<StoredScreeningAnswer, 'kind' | 'value'>): string {
  const { kind, value } = answer;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object') {
    return displaySalary({
      salaryMin: value.amount,
      salaryMax: value.amount,
      salaryCurrency: value.currency,
      salaryPeriod: value.period,
    });
  }
  if (kind === 'yes-no') return YES_NO.options.find((option) => option.value === value)?.label ?? String(value);
  if (kind === 'country') return countryName(String(value));
  if (typeof value === 'number') return new Intl.NumberFormat('en').format(value);
  return value;
}

/** The words of a knockout rule for staff ("Requires: Yes", "Requires: 3 to 10", "Requires one of: A, B"). */
export function knockoutRuleText(question: Pick<ScreeningQuestionWithRule, 'kind' | 'knockout'>): string {
  const rule = question.knockout;
  if (!rule) return '';
  if ('accepted' in rule) {
    const words = rule.accepted.map((value) => screeningAnswerText({ kind: question.kind, value }));
    return words.length === 1 ? `Requires: ${words[0]}` : `Requires one of: ${words.join(', ')}`;
  }
  const number = (value: number) => new Intl.NumberFormat('en').format(value);
  if (rule.min !== null && rule.max !== null) return `Requires: ${number(rule.min)} to ${number(rule.max)}`;
  return rule.min !== null ? `Requires: at least ${number(rule.min)}` : `Requires: at most ${number(rule.max!)}`;
}

/**
 * The screening answers of a form sent as flat fields (`screening.<id>`, a salary as `screening.<id>.amount`,
 * `.currency`, `.period`), gathered as the contract's schema reads them (`{ [id]: value }`); `data.screening` itself when
 * it is there already (a JSON request). What the CMS reads the apply form's own encoding with; Conform does the same in
 * the web app.
 */
export function screeningFieldsOf(data: Record<string, unknown>): unknown {
  if (data.screening !== undefined) return data.screening;
  const gathered: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const match = /^screening\.([a-z][a-z0-9-]*)(?:\.(amount|currency|period))?$/.exec(name);
    if (!match) continue;
    const [, id, part] = match;
    if (part) {
      const salary = (typeof gathered[id] === 'object' && gathered[id] !== null ? gathered[id] : {}) as Record<
        string,
        unknown
      >;
      gathered[id] = { ...salary, [part]: value };
    } else gathered[id] = value;
  }
  return Object.keys(gathered).length > 0 ? gathered : undefined;
}
