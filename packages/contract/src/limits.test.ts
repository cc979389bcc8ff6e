import { describe, expect, it } from 'vitest';
import { APPLICATION_RETENTION_DAYS_DEFAULT, applicationRetentionDays } from './limits.js';

describe('applicationRetentionDays', () => {
  it('takes a whole number of days of at least 1, and the default otherwise', () => {
    expect(APPLICATION_RETENTION_DAYS_DEFAULT).toBe(365);
    expect(applicationRetentionDays('30')).toBe(30);
    expect(applicationRetentionDays('1')).toBe(1);
    for (const value of [undefined, '', '0', '-5', '1.5', 'a year', ' ']) {
      expect(applicationRetentionDays(value)).toBe(365);
    }
  });
});
