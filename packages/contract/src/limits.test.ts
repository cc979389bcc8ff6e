import { describe, expect, it } from 'vitest';
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  applicationRetentionDays,
  cmsFormRateLimit,
  formatFileSize,
  formRateLimit,
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

describe('public form limits', () => {
  it("the web app's: FORM_RATE_LIMIT, 10 by default", () => {
    expect(formRateLimit(undefined)).toBe(10);
    expect(formRateLimit('25')).toBe(25);
    for (const value of ['', '0', '-1', '2.5', 'many', 'Infinity']) expect(formRateLimit(value)).toBe(10);
  });

  it("the CMS's: CMS_FORM_RATE_LIMIT, else three times the web app's", () => {
    expect(cmsFormRateLimit(undefined, undefined)).toBe(30);
    expect(cmsFormRateLimit(undefined, '100000')).toBe(300000);
    expect(cmsFormRateLimit('7', '100000')).toBe(7);
    expect(cmsFormRateLimit('nope', '20')).toBe(60);
  });
});

describe('formatFileSize', () => {
  it('says bytes below 1 KB, whole kilobytes below 1 MB, megabytes with one decimal from there', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(830)).toBe('830 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12_600)).toBe('12 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1023 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
