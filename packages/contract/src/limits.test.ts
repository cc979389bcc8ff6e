import { describe, expect, it } from 'vitest';
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  applicationRetentionDays,
  ENQUIRY_RETENTION_DAYS_DEFAULT,
  enquiryRetentionDays,
} from './limits.js';

describe.each([
  ['applicationRetentionDays', applicationRetentionDays, APPLICATION_RETENTION_DAYS_DEFAULT, 365],
  ['enquiryRetentionDays', enquiryRetentionDays, ENQUIRY_RETENTION_DAYS_DEFAULT, 730],
] as const)('%s', (_name, retention, fallback, expected) => {
  it('takes a whole number of days of at least 1, and the default otherwise', () => {
    expect(fallback).toBe(expected);
    expect(retention('30')).toBe(30);
    expect(retention('1')).toBe(1);
    for (const value of [undefined, '', '0', '-5', '1.5', 'a year', ' ']) {
      expect(retention(value)).toBe(expected);
    }
  });
});
