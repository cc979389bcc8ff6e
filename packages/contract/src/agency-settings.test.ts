import { describe, expect, it } from 'vitest';
import {
  agencySettingsOf,
  agencySettingsSchema,
  CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES,
  CANDIDATE_UPDATE_DELAY_MESSAGE,
} from './agency-settings.js';

describe("the agency's settings", () => {
  it('take a whole number of minutes from 0 to a week, from a form too', () => {
    expect(agencySettingsSchema.parse({ candidateUpdateDelayMinutes: 0 })).toEqual({ candidateUpdateDelayMinutes: 0 });
    expect(agencySettingsSchema.parse({ candidateUpdateDelayMinutes: '10080' }).candidateUpdateDelayMinutes).toBe(
      10_080,
    );
    for (const wrong of [-1, 10_081, 2.5, '', ' ', 'an hour', null, true, undefined]) {
      const result = agencySettingsSchema.safeParse({ candidateUpdateDelayMinutes: wrong });
      expect(result.success, String(wrong)).toBe(false);
      expect(result.error!.issues[0].message).toBe(CANDIDATE_UPDATE_DELAY_MESSAGE);
    }
    expect(agencySettingsSchema.safeParse({ candidateUpdateDelayMinutes: 5, extra: 1 }).success).toBe(false);
  });

  it('read the default where nothing valid is stored', () => {
    expect(agencySettingsOf(null).candidateUpdateDelayMinutes).toBe(CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES);
    expect(agencySettingsOf({ candidateUpdateDelayMinutes: -3 }).candidateUpdateDelayMinutes).toBe(60);
    expect(agencySettingsOf({ candidateUpdateDelayMinutes: 15 }).candidateUpdateDelayMinutes).toBe(15);
  });
});
