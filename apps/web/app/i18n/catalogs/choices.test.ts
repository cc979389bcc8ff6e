import {
  JOB_TYPE_LABELS,
  SALARY_PERIOD_LABELS,
  SCREENING_PRESET_LABELS,
  SERVICE_LABELS,
  WORKPLACE_LABELS,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
import arabicForms from './ar/forms';
import englishForms from './en/forms';

describe("the catalogs' words of the fixed choices", () => {
  it("are the contract's, which the CMS's e-mails say too (one list, not a copy per app)", () => {
    for (const [language, forms] of [
      ['en', englishForms],
      ['ar', arabicForms],
    ] as const) {
      expect(forms.services).toEqual(SERVICE_LABELS[language]);
      expect(forms.workplaces).toEqual(WORKPLACE_LABELS[language]);
      expect(forms.jobTypes).toEqual(JOB_TYPE_LABELS[language]);
      expect(forms.periods).toEqual(SALARY_PERIOD_LABELS[language]);
      expect(forms.screeningPresets).toEqual(SCREENING_PRESET_LABELS[language]);
    }
  });
});
