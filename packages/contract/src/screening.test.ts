import { describe, expect, it } from 'vitest';
import { apiErrorMap } from './api-errors.js';
import {
  joinScreening,
  knockoutRuleText,
  SCREENING_PRESETS,
  screeningAnswerText,
  screeningFieldsOf,
  screeningRecord,
  splitScreening,
  type ScreeningQuestion,
} from './screening.js';
import { screeningAnswersSchema, screeningQuestionsSchema } from './screening-schema.js';

const question = (fields: Partial<ScreeningQuestion> & { knockout?: unknown }) => ({
  id: 'q-1',
  kind: 'yes-no',
  label: 'Do you hold a UAE driving licence?',
  required: false,
  options: [],
  knockout: null,
  ...fields,
});

const problemsOf = (questions: unknown) =>
  (screeningQuestionsSchema.safeParse(questions, { error: apiErrorMap }).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('screening questions', () => {
  it('take the ready-made questions as they are', () => {
    expect(problemsOf(SCREENING_PRESETS.map((preset) => ({ ...preset, knockout: null })))).toEqual([]);
  });

  it('refuse a choice question without two different options, options on other kinds, and the same id twice', () => {
    expect(problemsOf([question({ kind: 'choice', options: ['Yes'] })])).toEqual([
      { path: '0.options', message: 'A choice question needs at least two options.' },
    ]);
    expect(problemsOf([question({ kind: 'choice', options: ['A', 'A'] })])[0]?.message).toBe(
      'Each option must be different.',
    );
    expect(problemsOf([question({ options: ['A', 'B'] })])[0]?.path).toBe('0.options');
    expect(problemsOf([question({}), question({})])[0]?.message).toBe('A job cannot ask the same question twice.');
    expect(problemsOf(Array.from({ length: 11 }, (_, index) => question({ id: `q-${index}` })))).toHaveLength(1);
  });

  it('check a knockout rule against its kind, and make a knockout question required', () => {
    expect(problemsOf([question({ kind: 'text', knockout: { accepted: ['x'] } })])[0]?.path).toBe('0.knockout');
    expect(problemsOf([question({ knockout: { accepted: ['maybe'] } })])[0]?.path).toBe('0.knockout');
    expect(problemsOf([question({ knockout: { accepted: ['yes', 'no'] } })])[0]?.path).toBe('0.knockout');
    expect(problemsOf([question({ kind: 'number', knockout: { min: 5, max: 2 } })])[0]?.path).toBe('0.knockout');
    expect(problemsOf([question({ kind: 'number', knockout: { min: null, max: null } })])[0]?.path).toBe('0.knockout');
    const parsed = screeningQuestionsSchema.parse([question({ knockout: { accepted: ['yes'] } })]);
    expect(parsed[0]).toMatchObject({ required: true, knockout: { accepted: ['yes'] } });
  });

  it('are stored apart from their rules and joined back for staff', () => {
    const questions = screeningQuestionsSchema.parse([
      question({ knockout: { accepted: ['yes'] } }),
      question({ id: 'years', kind: 'number', label: 'Years in banking?', knockout: { min: '3', max: '' } }),
      question({ id: 'why', kind: 'text', label: 'Why us?' }),
    ]);
    const { screeningQuestions, screeningRules } = splitScreening(questions);
    expect(JSON.stringify(screeningQuestions)).not.toContain('knockout');
    expect(screeningRules).toEqual({ 'q-1': { accepted: ['yes'] }, years: { min: 3, max: null } });
    expect(joinScreening(screeningQuestions, screeningRules)).toEqual(questions);
    expect(knockoutRuleText(questions[1])).toBe('Requires: at least 3');
    expect(knockoutRuleText(questions[0])).toBe('Requires: Yes');
  });
});

describe('screening answers', () => {
  const questions: ScreeningQuestion[] = [
    ...SCREENING_PRESETS,
    { id: 'licence', kind: 'yes-no', label: 'Driving licence?', required: true, options: [] },
    { id: 'years', kind: 'number', label: 'Years in banking?', required: false, options: [] },
  ];
  const schema = screeningAnswersSchema(questions);
  const pathsOf = (answers: unknown) =>
    (schema.safeParse(answers).error?.issues ?? []).map((issue) => issue.path.join('.'));

  it('are read from a form’s flat fields as from JSON', () => {
    expect(
      screeningFieldsOf({
        fullName: 'x',
        'screening.licence': 'yes',
        'screening.expected-salary.amount': '12000',
        'screening.expected-salary.currency': 'aed',
        'screening.expected-salary.period': 'MONTH',
      }),
    ).toEqual({ licence: 'yes', 'expected-salary': { amount: '12000', currency: 'aed', period: 'MONTH' } });
    expect(screeningFieldsOf({ screening: { licence: 'no' } })).toEqual({ licence: 'no' });
    expect(screeningFieldsOf({ fullName: 'x' })).toBeUndefined();
  });

  it('must answer the required questions, each by its kind', () => {
    expect(pathsOf({})).toEqual(['nationality', 'visa-status', 'notice-period', 'expected-salary', 'licence']);
    const answers = {
      nationality: 'pk',
      'visa-status': 'Visit visa',
      'notice-period': '1 month',
      'expected-salary': { amount: '12000', currency: 'aed', period: 'MONTH' },
      whatsapp: '',
      licence: 'yes',
      years: '4',
      unknown: 'dropped',
    };
    expect(schema.parse(answers)).toEqual({
      nationality: 'PK',
      'visa-status': 'Visit visa',
      'notice-period': '1 month',
      'expected-salary': { amount: 12000, currency: 'AED', period: 'MONTH' },
      licence: 'yes',
      years: 4,
    });
    expect(
      pathsOf({
        ...answers,
        nationality: 'XX',
        'visa-status': 'On a boat',
        'expected-salary': { amount: '12000', currency: '', period: 'MONTH' },
        whatsapp: 'call me',
        licence: 'maybe',
        years: '-1',
      }),
    ).toEqual(['nationality', 'visa-status', 'expected-salary.currency', 'whatsapp', 'licence', 'years']);
  });

  it('meet the knockout rules or not, and are stored with the words of their questions', () => {
    const rules = { licence: { accepted: ['yes'] }, years: { min: 3, max: null } };
    const met = screeningRecord(questions, rules, { licence: 'yes', years: 5 });
    expect(met.meetsRequirements).toBe(true);
    const missed = screeningRecord(questions, rules, { licence: 'yes', years: 2 });
    expect(missed.meetsRequirements).toBe(false);
    expect(missed.screeningAnswers.find((answer) => answer.id === 'years')).toEqual({
      id: 'years',
      kind: 'number',
      label: 'Years in banking?',
      value: 2,
      knockout: true,
      meets: false,
    });
    expect(screeningRecord(questions, {}, {}).meetsRequirements).toBeNull();
  });

  it('read in words', () => {
    expect(screeningAnswerText({ kind: 'country', value: 'AE' })).toBe('United Arab Emirates');
    expect(screeningAnswerText({ kind: 'yes-no', value: 'no' })).toBe('No');
    expect(screeningAnswerText({ kind: 'salary', value: { amount: 12000, currency: 'AED', period: 'MONTH' } })).toMatch(
      /^AED\s12,000 a month$/,
    );
    expect(screeningAnswerText({ kind: 'number', value: 1500 })).toBe('1,500');
    expect(screeningAnswerText({ kind: 'text', value: null })).toBe('');
  });
});
