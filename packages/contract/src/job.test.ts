import { describe, expect, it } from 'vitest';
import { SITE_NAME } from './email.js';
import { isExpired, isJobOpen, missingToOpen, publicCompany } from './job.js';
import { displayLocation, displaySalary, salaryAmounts } from './job-display.js';
import { jobInputSchema, jobPostingProblems } from './job-schema.js';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('expiry', () => {
  it('closes a job at its closing date and time, not before', () => {
    const job = { status: 'open', validThrough: '2026-11-23T12:00:01Z' };
    expect(isJobOpen(job, NOW)).toBe(true);
    expect(isJobOpen(job, new Date('2026-11-23T12:00:01Z'))).toBe(false);
    expect(isExpired({ validThrough: '2026-11-22T00:00:00+04:00' }, NOW)).toBe(true);
  });

  it('keeps a job without a closing date open, and a draft or closed job never open', () => {
    expect(isJobOpen({ status: 'open', validThrough: null }, NOW)).toBe(true);
    expect(isJobOpen({ status: 'draft' }, NOW)).toBe(false);
    expect(isJobOpen({ status: 'closed' }, NOW)).toBe(false);
  });
});

describe('what an open job needs', () => {
  const complete = { title: 'Nurse', description: '<p>Care</p>', company: 'Cleveland Clinic', country: 'AE' };

  it('asks for title, description, company and a country', () => {
    expect(missingToOpen(complete)).toEqual([]);
    expect(missingToOpen({ ...complete, description: '<p> </p>', country: '' })).toEqual(['description', 'location']);
  });

  it('asks a remote job for the countries applicants may live in', () => {
    expect(missingToOpen({ ...complete, workplace: 'remote', applicantLocations: [] })).toEqual(['location']);
    expect(missingToOpen({ ...complete, workplace: 'remote', country: '', applicantLocations: ['DE'] })).toEqual([]);
  });

  it('reports the problems of a whole job on their fields; a draft may be incomplete', () => {
    expect(jobPostingProblems({ status: 'open', workplace: 'remote' }).map((p) => p.path[0])).toEqual([
      'title',
      'description',
      'company',
      'applicantLocations',
    ]);
    expect(jobPostingProblems({ status: 'draft' })).toEqual([]);
    expect(jobPostingProblems({ status: 'draft', salaryMin: 10, salaryMax: 5, salaryCurrency: 'USD' })).toEqual([
      { path: ['salaryMax'], code: 'salary_range' },
    ]);
    expect(jobPostingProblems({ status: 'draft', salaryMin: 10 })).toEqual([
      { path: ['salaryCurrency'], code: 'salary_currency' },
    ]);
  });
});

describe('structured fields', () => {
  it('takes country and currency codes in any case, and refuses unknown ones', () => {
    const parsed = jobInputSchema.parse({ country: 'ae', salaryCurrency: 'aed', applicantLocations: ['de', 'fr'] });
    expect([parsed.country, parsed.salaryCurrency, parsed.applicantLocations]).toEqual(['AE', 'AED', ['DE', 'FR']]);
    expect(jobInputSchema.safeParse({ country: 'XX' }).success).toBe(false);
    expect(jobInputSchema.safeParse({ salaryCurrency: 'ABC' }).success).toBe(false);
    expect(jobInputSchema.safeParse({ validThrough: '2026-12-01' }).success).toBe(false);
    expect(jobInputSchema.parse({ validThrough: '2026-12-01T17:00:00+04:00' }).validThrough).toBe(
      '2026-12-01T17:00:00+04:00',
    );
  });
});

describe('derived display text', () => {
  it('keeps what staff wrote', () => {
    expect(displaySalary({ salary: 'Competitive', salaryMin: 1, salaryCurrency: 'USD' })).toBe('Competitive');
    expect(displayLocation({ location: 'Dubai Marina', country: 'AE' })).toBe('Dubai Marina');
  });

  it('writes a salary from its range, currency and period', () => {
    expect(displaySalary({ salaryMin: 15000, salaryMax: 20000, salaryCurrency: 'AED', salaryPeriod: 'MONTH' })).toBe(
      'AED\u00a015,000–20,000 a month',
    );
    expect(displaySalary({ salaryMin: 90000, salaryCurrency: 'USD', salaryPeriod: 'YEAR' })).toBe(
      'From $90,000 a year',
    );
    expect(displaySalary({ salaryMax: 30, salaryCurrency: 'EUR', salaryPeriod: 'HOUR' })).toBe('Up to €30 an hour');
    expect(displaySalary({ salaryMin: 500, salaryMax: 500, salaryCurrency: 'GBP', salaryPeriod: 'DAY' })).toBe(
      '£500 a day',
    );
    expect(displaySalary({ salaryMin: 500 })).toBe('');
  });

  it('writes the amounts alone in Arabic too, with Latin digits and the Arabic words of an open end', () => {
    expect(salaryAmounts({ salaryMin: 5000, salaryCurrency: 'AED' }, 'ar')).toMatch(/^من .*5,000/);
    expect(salaryAmounts({ salaryMax: 30, salaryCurrency: 'EUR' }, 'ar')).toMatch(/^حتى .*30/);
    expect(salaryAmounts({ salaryMin: 90000, salaryCurrency: 'USD' }, 'en')).toBe('From $90,000');
    expect(salaryAmounts({ salaryMin: 500, salaryCurrency: 'XXY' }, 'ar')).toBe('');
  });

  it('writes a location from city, country, workplace and applicant countries', () => {
    expect(displayLocation({ city: 'Dubai', country: 'AE', workplace: 'onsite' })).toBe('Dubai, United Arab Emirates');
    expect(displayLocation({ city: 'London', country: 'GB', workplace: 'hybrid' })).toBe(
      'Hybrid · London, United Kingdom',
    );
    expect(displayLocation({ workplace: 'remote', applicantLocations: ['DE', 'FR'] })).toBe('Remote (Germany, France)');
    expect(displayLocation({ workplace: 'remote' })).toBe('Remote');
    expect(displayLocation({})).toBe('');
  });
});

describe('confidential jobs', () => {
  it('name the agency to the public, never the company; other jobs their own company', () => {
    expect(publicCompany({ company: 'Meridian Bank', confidential: true })).toBe(SITE_NAME);
    expect(publicCompany({ company: 'Meridian Bank', confidential: false })).toBe('Meridian Bank');
    expect(publicCompany({ company: 'Meridian Bank' })).toBe('Meridian Bank');
    expect(publicCompany({ company: null, confidential: null })).toBeNull();
  });

  it('are saved with a boolean, false when not given', () => {
    expect(jobInputSchema.parse({}).confidential).toBe(false);
    expect(jobInputSchema.parse({ confidential: true }).confidential).toBe(true);
    expect(jobInputSchema.safeParse({ confidential: 'yes' }).success).toBe(false);
  });
});
