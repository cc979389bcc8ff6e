import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createJob,
  expectError,
  loginAsAdmin,
  pdfResume,
  submitApplication,
  totalOf,
  unique,
  validApplication,
} from './helpers';

/**
 * Job postings' structured data: what an open job must have, drafts, the closing date that closes a job
 * everywhere at once, the checked codes and amounts, and job categories kept apart from article categories.
 */

let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

const HOUR_MS = 60 * 60 * 1000;

/** The documentIds of the public job list (a visitor's read), first 100. */
async function publicJobIds(): Promise<unknown[]> {
  const response = await api('GET', '/jobs?pagination[pageSize]=100&sort=createdAt:desc');
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ documentId: string }>).map((job) => job.documentId);
}

describe('what an open job needs', () => {
  it('refuses to open a job without a description and a country, naming them on their fields', async () => {
    const response = await api('POST', '/jobs', {
      token: admin,
      json: { data: { title: unique('Incomplete'), company: 'Clinic' } },
    });
    expectError(response, 400, /cannot be open yet: add a description and a country/);
    expect(response.body.error.details.errors.map((error: { path: string[] }) => error.path[0])).toEqual([
      'description',
      'country',
    ]);
  });

  it('asks a remote job for the countries applicants may live in, not for a country', async () => {
    const base = {
      title: unique('Remote'),
      company: 'Acme',
      description: '<p>Work from home.</p>',
      workplace: 'remote',
    };
    const without = await api('POST', '/jobs', { token: admin, json: { data: base } });
    expectError(without, 400);
    expect(without.body.error.details.errors[0].path).toEqual(['applicantLocations']);
    const job = await createJob({ ...base, country: null, applicantLocations: ['de', 'FR'] });
    expect([job.workplace, job.applicantLocations, job.country]).toEqual(['remote', ['DE', 'FR'], null]);
  });

  it('saves an incomplete draft, never shows it to visitors, and opens it once complete', async () => {
    const draft = await createJob({ title: unique('Draft'), description: '', country: '', status: 'draft' });
    expect(await publicJobIds()).not.toContain(draft.documentId);
    const bySlug = await api('GET', `/jobs?filters[slug][$eq]=${draft.slug}`);
    expect(bySlug.body.data).toEqual([]);

    const opening = await api('PUT', `/jobs/${draft.documentId}`, { token: admin, json: { data: { status: 'open' } } });
    expectError(opening, 400, /add a description and a country/);
    const complete = await api('PUT', `/jobs/${draft.documentId}`, {
      token: admin,
      json: { data: { status: 'open', description: '<p>Now complete.</p>', country: 'ae' } },
    });
    expect(complete.status, JSON.stringify(complete.body)).toBe(200);
    expect(await publicJobIds()).toContain(draft.documentId);
  });
});

describe('the closing date', () => {
  it('closes a job everywhere once it has passed: lists, counts and applications', async () => {
    const before = await totalOf('/jobs');
    const expired = await createJob({
      title: unique('Expired'),
      validThrough: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    const open = await createJob({
      title: unique('Closing soon'),
      validThrough: new Date(Date.now() + HOUR_MS).toISOString(),
    });

    const ids = await publicJobIds();
    expect(ids).toContain(open.documentId);
    expect(ids).not.toContain(expired.documentId);
    expect(await totalOf('/jobs')).toBe(before + 1);
    // Its page is still found by slug, so that it can say that the job is closed.
    const page = await api('GET', `/jobs?filters[slug][$eq]=${expired.slug}`);
    expect(page.body.data.map((job: { documentId: string }) => job.documentId)).toEqual([expired.documentId]);

    const application = await submitApplication(validApplication(expired.documentId), pdfResume());
    expectError(application, 400, 'This job is closed and no longer accepts applications.');
  });

  it('takes a date and time with its offset, and refuses one without', async () => {
    const response = await api('POST', '/jobs', {
      token: admin,
      json: { data: { title: unique('Bad date'), status: 'draft', validThrough: '2026-12-31' } },
    });
    expectError(response, 400);
    expect(response.body.error.details.errors[0].path).toEqual(['validThrough']);
  });
});

describe('structured fields', () => {
  it('stores codes upper case and amounts as numbers, and refuses unknown codes and an upside-down range', async () => {
    const job = await createJob({
      title: unique('Nurse'),
      country: 'ae',
      city: ' Dubai ',
      salaryMin: 15000,
      salaryMax: 20000,
      salaryCurrency: 'aed',
      salaryPeriod: 'MONTH',
    });
    expect([job.country, job.city, job.salaryMin, job.salaryMax, job.salaryCurrency, job.salaryPeriod]).toEqual([
      'AE',
      'Dubai',
      15000,
      20000,
      'AED',
      'MONTH',
    ]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ country: 'XX' }, 'country'],
      [{ salaryCurrency: 'ABC', salaryMin: 1 }, 'salaryCurrency'],
      [{ salaryMin: 10, salaryMax: 5, salaryCurrency: 'USD' }, 'salaryMax'],
      [{ salaryCurrency: '' }, 'salaryCurrency'],
      [{ workplace: 'moon' }, 'workplace'],
      [{ salaryPeriod: 'FORTNIGHT' }, 'salaryPeriod'],
    ];
    for (const [data, field] of cases) {
      const response = await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data } });
      expectError(response, 400);
      expect(response.body.error.details.errors[0].path, JSON.stringify(data)).toEqual([field]);
    }
  });
});

describe('categories', () => {
  it('keeps job categories and article categories apart', async () => {
    const jobCategories = await api('GET', '/categories?filters[kind][$eq]=job&pagination[pageSize]=100', {
      token: admin,
    });
    const names = (jobCategories.body.data as Array<{ name: string }>).map((category) => category.name);
    expect(names).toContain('Healthcare');
    expect(names).not.toContain('Hiring Advice');
  });
});
