import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '~/components/seo/json-ld';
import { jsonLdPage, unexpectedIssues, validateStructuredData } from '../../../test/structured-data';
import { toJobPosting, type CmsJob } from './jobs';
import { employmentType, SITE_NAME } from '@agency/contract';
import { baseSalary, jobPostingJsonLd, parseLocation } from './structured-data';

const job = toJobPosting({
  id: 1,
  documentId: 'doc123',
  slug: 'go-developer',
  title: 'Go Developer',
  company: 'Desert Logistics',
  location: 'Dubai, UAE',
  type: 'Contract',
  posted: '2026-11-01',
});

describe('JobPosting structured data', () => {
  it('has the properties Google requires, with an ISO 8601 date', () => {
    const ld = jobPostingJsonLd(job, 'https://jobs.example', '<p>Build things</p>');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Go Developer',
      description: '<p>Build things</p>',
      datePosted: '2026-11-01',
      hiringOrganization: { '@type': 'Organization', name: 'Desert Logistics' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Dubai', addressCountry: 'UAE' } },
      employmentType: 'CONTRACTOR',
      identifier: { '@type': 'PropertyValue', value: 'doc123' },
      url: 'https://jobs.example/jobs/go-developer',
    });
  });

  it("is in the Arabic page's text and points at the Arabic page when shown there (docs/026-languages.md)", async () => {
    const arabic = structuredJob({ title: 'مهندس أنظمة خلفية', language: 'ar' });
    const ld = jobPostingJsonLd(arabic, 'https://jobs.example', '<p>بناء الأنظمة</p>', 'ar');
    expect(ld).toMatchObject({
      title: 'مهندس أنظمة خلفية',
      description: '<p>بناء الأنظمة</p>',
      url: 'https://jobs.example/ar/jobs/backend-engineer',
    });
    const issues = await validateStructuredData(jsonLdPage(ld));
    expect(unexpectedIssues(issues, { remote: false, closes: true, paid: true })).toEqual([]);
    // An English page of the same job keeps the English address.
    expect(jobPostingJsonLd(arabic, 'https://jobs.example', '<p>x</p>').url).toBe(
      'https://jobs.example/jobs/backend-engineer',
    );
  });

  it('marks remote jobs as TELECOMMUTE with the applicant region', () => {
    const remote = jobPostingJsonLd({ ...job, location: 'Remote (US)' }, 'https://jobs.example', '<p>x</p>');
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'US' } });
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('maps job types to employment types', () => {
    expect(employmentType('Full-time')).toBe('FULL_TIME');
    expect(employmentType('part-time')).toBe('PART_TIME');
    expect(employmentType('Internship')).toBe('INTERN');
    expect(employmentType('Temporary')).toBe('TEMPORARY');
    expect(employmentType('Seasonal')).toBe('OTHER');
  });

  it('reads city and country from "City, Country"', () => {
    expect(parseLocation('Abu Dhabi, UAE')).toEqual({ remote: false, locality: 'Abu Dhabi', country: 'UAE' });
    expect(parseLocation('Remote')).toEqual({ remote: true, region: undefined });
  });
});

/** A complete job as staff save it (its structured fields filled in), with `changes`. */
function structuredJob(changes: Partial<CmsJob> = {}) {
  return toJobPosting({
    id: 2,
    documentId: 'doc456',
    slug: 'backend-engineer',
    title: 'Backend Engineer',
    company: 'Northwind Fintech',
    type: 'Full-time',
    posted: '2026-11-01',
    status: 'open',
    country: 'GB',
    city: 'London',
    workplace: 'onsite',
    salaryMin: 85000,
    salaryMax: 100000,
    salaryCurrency: 'GBP',
    salaryPeriod: 'YEAR',
    validThrough: '2099-01-31T23:59:00.000Z',
    ...changes,
  });
}

/** What Google's rules (the validator) say of the JobPosting of `job` beyond what `unexpectedIssues` allows. */
async function googleIssues(job: ReturnType<typeof toJobPosting>) {
  const issues = await validateStructuredData(jsonLdPage(jobPostingJsonLd(job, 'https://jobs.example', '<p>Work</p>')));
  return unexpectedIssues(issues, {
    remote: job.structured.workplace === 'remote',
    closes: !!job.structured.validThrough,
    paid: job.structured.salaryMin != null || job.structured.salaryMax != null,
  });
}

describe('JobPosting from the structured fields', () => {
  it('on-site: address with country code and city, salary range, closing date, identifier, direct apply', async () => {
    const job = structuredJob();
    expect(jobPostingJsonLd(job, 'https://jobs.example', '<p>Work</p>')).toMatchObject({
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', minValue: 85000, maxValue: 100000, unitText: 'YEAR' },
      },
      validThrough: '2099-01-31T23:59:00.000Z',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Northstar Talent', value: 'doc456' },
      directApply: true,
    });
    expect(await googleIssues(job)).toEqual([]);
    // The only warnings left are the remote-only properties.
    const all = await validateStructuredData(jsonLdPage(jobPostingJsonLd(job, 'https://jobs.example', '<p>x</p>')));
    expect(all.map((issue) => issue.fieldNames.join())).toEqual(['applicantLocationRequirements', 'jobLocationType']);
  });

  it('remote: TELECOMMUTE with every country applicants may live in, and no address', async () => {
    const job = structuredJob({ workplace: 'remote', country: null, city: null, applicantLocations: ['DE', 'FR'] });
    const ld = jobPostingJsonLd(job, 'https://jobs.example', '<p>x</p>');
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Germany' },
        { '@type': 'Country', name: 'France' },
      ],
    });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(await validateStructuredData(jsonLdPage(ld))).toEqual([]);
  });

  it('remote with an office: TELECOMMUTE and the office address', async () => {
    const job = structuredJob({ workplace: 'remote', applicantLocations: ['GB'] });
    expect(jobPostingJsonLd(job, 'https://jobs.example', '<p>x</p>')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ name: 'United Kingdom' }],
      jobLocation: { address: { addressCountry: 'GB', addressLocality: 'London' } },
    });
    expect(await googleIssues(job)).toEqual([]);
  });

  it('hybrid: an address, not TELECOMMUTE (which means 100% remote for Google)', async () => {
    const job = structuredJob({ workplace: 'hybrid', country: 'AE', city: 'Dubai' });
    const ld = jobPostingJsonLd(job, 'https://jobs.example', '<p>x</p>');
    expect(ld).toMatchObject({ jobLocation: { address: { addressCountry: 'AE', addressLocality: 'Dubai' } } });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(await googleIssues(job)).toEqual([]);
  });

  it('confidential: the agency, with its home page and logo, is the hiring organisation; the client is never named', async () => {
    // The record as a visitor's read gives it (the CMS names the agency), and one that still holds the client's name.
    for (const company of [SITE_NAME, 'Meridian Bank']) {
      const job = structuredJob({ company, confidential: true, description: '<p>Payments.</p>' });
      const ld = jobPostingJsonLd(job, 'https://jobs.example', '<p>Payments.</p>');
      expect(ld.hiringOrganization).toEqual({
        '@type': 'Organization',
        name: SITE_NAME,
        url: 'https://jobs.example/',
        logo: 'https://jobs.example/images/logo.svg',
      });
      expect(JSON.stringify(ld)).not.toContain('Meridian');
      expect(await googleIssues(job)).toEqual([]);
    }
  });

  it('a country without a city is enough', async () => {
    const job = structuredJob({ city: null });
    expect(jobPostingJsonLd(job, 'https://jobs.example', '<p>x</p>')).toMatchObject({
      jobLocation: { address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
    });
    expect(await googleIssues(job)).toEqual([]);
  });

  it('salary variants: one amount, from, up to, a monthly or hourly rate; none without an amount or currency', async () => {
    const salary = (changes: Partial<CmsJob>) => baseSalary(structuredJob(changes));
    expect(salary({ salaryMin: 1800, salaryMax: 1800, salaryCurrency: 'SAR', salaryPeriod: 'DAY' })).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'SAR',
      value: { '@type': 'QuantitativeValue', value: 1800, unitText: 'DAY' },
    });
    expect(salary({ salaryMax: null })).toMatchObject({ value: { minValue: 85000, unitText: 'YEAR' } });
    expect(salary({ salaryMin: null, salaryPeriod: 'HOUR', salaryMax: 95 })).toMatchObject({
      value: { maxValue: 95, unitText: 'HOUR' },
    });
    expect(salary({ salaryMin: 35000, salaryMax: 28000, salaryPeriod: 'MONTH', salaryCurrency: 'AED' })).toMatchObject({
      currency: 'AED',
      value: { minValue: 28000, maxValue: 35000, unitText: 'MONTH' },
    });
    expect(salary({ salaryMin: null, salaryMax: null })).toBeUndefined();
    expect(salary({ salaryCurrency: null })).toBeUndefined();
    expect(salary({ salaryCurrency: 'XYZ' })).toBeUndefined();
    for (const changes of [{ salaryMax: null }, { salaryMin: 30, salaryMax: 30, salaryPeriod: 'HOUR' as const }]) {
      expect(await googleIssues(structuredJob(changes))).toEqual([]);
    }
  });

  it('without a salary or a closing date: no baseSalary and no validThrough, which Google only recommends', async () => {
    const job = structuredJob({ validThrough: null, salaryMin: null, salaryMax: null });
    const ld = jobPostingJsonLd(job, 'https://jobs.example', '<p>x</p>');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('baseSalary');
    const issues = await validateStructuredData(jsonLdPage(ld));
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    expect(issues.map((issue) => issue.fieldNames)).toContainEqual(['baseSalary']);
    expect(unexpectedIssues(issues, { remote: false, closes: false, paid: false })).toEqual([]);
    // A job with a salary whose JobPosting left it out would be reported.
    expect(
      unexpectedIssues(issues, { remote: false, closes: false, paid: true }).map((issue) => issue.fieldNames),
    ).toEqual([['baseSalary']]);
  });

  it('the validator reads the schema.org vocabulary: an unknown property is reported', async () => {
    const ld = { ...jobPostingJsonLd(structuredJob(), 'https://x.example', '<p>x</p>'), salaryText: '£85k' };
    const issues = await validateStructuredData(jsonLdPage(ld));
    expect(issues.map((issue) => issue.issueMessage)).toContain(
      'Property "salaryText" for type "JobPosting" is not supported by the schema.org specification',
    );
  });

  it('a remote job without applicant countries is the error Google reports (the CMS refuses to open one)', async () => {
    const job = structuredJob({ workplace: 'remote', country: null, applicantLocations: [] });
    const issues = await validateStructuredData(jsonLdPage(jobPostingJsonLd(job, 'https://x.example', '<p>x</p>')));
    expect(issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.fieldNames)).toEqual([
      ['applicantLocationRequirements'],
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by content', () => {
    const text = serializeJsonLd({ title: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & <!--' });
  });
});
