import { describe, expect, it } from 'vitest';
import { choiceLabel, type ChoiceLabels } from './choices.js';
import { CONTACT_SERVICES, SERVICE_LABELS, SERVICE_VALUES } from './enquiry.js';
import {
  JOB_TYPE_LABELS,
  JOB_TYPE_VALUES,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  WORKPLACE_LABELS,
  WORKPLACES,
} from './job.js';
import { LANGUAGES } from './language.js';
import { SCREENING_PRESET_LABELS, SCREENING_PRESETS, YES_NO, YES_NO_LABELS } from './screening.js';

/** Each enumeration with words in both languages, its values and the English words it had before. */
const ENUMS: Array<[string, ChoiceLabels<string>, ReadonlyArray<{ value: string; label: string }>]> = [
  ['services', SERVICE_LABELS, CONTACT_SERVICES],
  ['workplaces', WORKPLACE_LABELS, WORKPLACES],
  ['salary periods', SALARY_PERIOD_LABELS, SALARY_PERIODS],
  ['job types', JOB_TYPE_LABELS, JOB_TYPE_VALUES.map((value) => ({ value, label: value }))],
  ['screening presets', SCREENING_PRESET_LABELS, SCREENING_PRESETS.map(({ id, label }) => ({ value: id, label }))],
  ['yes-no answers', YES_NO_LABELS, YES_NO.options],
];

describe("the fixed choices' words in each language (one list for both apps)", () => {
  it.each(ENUMS)(
    '%s: every value has words in every language, English as the options say',
    (_name, labels, options) => {
      for (const language of LANGUAGES) {
        expect(Object.keys(labels[language]).sort()).toEqual(options.map((option) => option.value).sort());
        for (const words of Object.values(labels[language])) expect(words.trim()).not.toBe('');
      }
      expect(labels.en).toEqual(Object.fromEntries(options.map((option) => [option.value, option.label])));
      // Arabic words are Arabic.
      for (const words of Object.values(labels.ar)) expect(words).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('says a value in a language; an unknown value as it is, nothing for none', () => {
    expect(SERVICE_VALUES).toContain('it-staffing');
    expect(choiceLabel(SERVICE_LABELS, 'en', 'it-staffing')).toBe('IT Staffing');
    expect(choiceLabel(SERVICE_LABELS, 'ar', 'it-staffing')).toBe('توظيف الكفاءات التقنية');
    expect(choiceLabel(SERVICE_LABELS, 'ar', 'old-service')).toBe('old-service');
    expect(choiceLabel(SERVICE_LABELS, 'ar', 'toString')).toBe('toString');
    expect(choiceLabel(SERVICE_LABELS, 'ar', '')).toBeUndefined();
    expect(choiceLabel(SERVICE_LABELS, 'en', null)).toBeUndefined();
  });
});
