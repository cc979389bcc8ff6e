import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '~/components/seo/json-ld';
import { toJobPosting } from './jobs';
import { employmentType } from '@agency/contract';
import { jobPostingJsonLd, parseLocation } from './structured-data';

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

describe('serializeJsonLd', () => {
  it('cannot be broken out of by content', () => {
    const text = serializeJsonLd({ title: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & <!--' });
  });
});
