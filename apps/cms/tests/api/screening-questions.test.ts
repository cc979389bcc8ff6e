import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_PRESETS } from '@agency/contract';
import {
  api,
  createJob,
  expectError,
  flatApplicationForm,
  loginAsAdmin,
  loginAsRecruiter,
  pdfResume,
  submitApplication,
  unique,
  uniqueAddress,
  validApplication,
} from './helpers';

/**
 * Screening questions (docs/024-employers.md "Screening questions", issue 22) against the real CMS: staff save a job's
 * questions with knockout rules, visitors read the questions and never the rules (through every door), applications
 * carry checked answers, and a knockout answer marks the application for staff without changing the applicant's answer.
 */

let admin: string;
let job: string;
let slug: string;

const QUESTIONS = [
  { ...SCREENING_PRESETS.find((preset) => preset.id === 'visa-status')!, knockout: null },
  { ...SCREENING_PRESETS.find((preset) => preset.id === 'expected-salary')!, knockout: null },
  {
    id: 'licence',
    kind: 'yes-no',
    label: 'Do you hold a UAE driving licence?',
    required: false,
    options: [],
    knockout: { accepted: ['yes'] },
  },
  {
    id: 'years',
    kind: 'number',
    label: 'How many years have you worked in treasury?',
    required: true,
    options: [],
    knockout: { min: 3, max: null },
  },
  { id: 'why', kind: 'text', label: 'Why this role?', required: false, options: [], knockout: null },
];

/** Answers that meet every rule. */
const GOOD_ANSWERS = {
  'visa-status': 'Residence visa (employment)',
  'expected-salary': { amount: 18000, currency: 'aed', period: 'MONTH' },
  licence: 'yes',
  years: 5,
};

beforeAll(async () => {
  admin = await loginAsAdmin();
  const created = await createJob({ title: unique('Treasury Analyst'), screeningQuestions: QUESTIONS });
  job = created.documentId;
  slug = created.slug;
});

/** The application as staff read it. */
async function staffView(documentId: string) {
  const response = await api('GET', `/job-applications/${documentId}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const apply = (screening: unknown, overrides: Record<string, unknown> = {}) =>
  submitApplication(validApplication(job, { email: uniqueAddress('applicant'), screening, ...overrides }), pdfResume());

describe('a job’s screening questions', () => {
  it('are read by staff with their knockout rules, and a knockout question becomes required', async () => {
    const response = await api('GET', `/jobs/${job}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.data.screeningQuestions).toHaveLength(QUESTIONS.length);
    expect(response.body.data.screeningQuestions[2]).toMatchObject({
      id: 'licence',
      required: true,
      knockout: { accepted: ['yes'] },
    });
    expect(response.body.data).not.toHaveProperty('screeningRules');
    const list = await api('GET', `/jobs?filters[documentId][$eq]=${job}`, { token: admin });
    expect(list.body.data[0].screeningQuestions[3].knockout).toEqual({ min: 3, max: null });
  });

  it('are read by visitors without the rules, through the list, the slug and the search', async () => {
    for (const path of [
      `/jobs?filters[slug][$eq]=${slug}`,
      `/jobs?filters[slug][$eq]=${slug}&populate=*`,
      `/jobs/search?q=${encodeURIComponent('Treasury Analyst')}`,
    ]) {
      const response = await api('GET', path);
      expect(response.status, path).toBe(200);
      const body = JSON.stringify(response.body);
      expect(body, path).toContain(
        path.includes('search') ? 'Treasury Analyst' : 'How many years have you worked in treasury?',
      );
      expect(body, path).not.toContain('knockout');
      expect(body, path).not.toContain('screeningRules');
      expect(body, path).not.toContain('"accepted"');
    }
  });

  it('cannot be probed by a visitor filtering or sorting on the private rules', async () => {
    for (const path of [
      `/jobs?filters[screeningRules][$notNull]=true`,
      `/jobs?filters[screeningRules][$containsi]=yes`,
      `/jobs?sort=screeningRules`,
      `/jobs?fields[0]=screeningRules`,
    ]) {
      const response = await api('GET', path);
      expect([400, 403], path).toContain(response.status);
    }
  });

  it('are refused with the contract’s words when they break its rules, and nothing is saved', async () => {
    const response = await api('PUT', `/jobs/${job}`, {
      token: admin,
      json: { data: { screeningQuestions: [{ ...QUESTIONS[0], kind: 'choice', options: ['Only one'] }] } },
    });
    expectError(response, 400);
    expect(JSON.stringify(response.body)).toContain('A choice question needs at least two options.');
    const text = await api('PUT', `/jobs/${job}`, {
      token: admin,
      json: { data: { screeningQuestions: [{ ...QUESTIONS[4], knockout: { accepted: ['x'] } }] } },
    });
    expectError(text, 400);
    expect((await api('GET', `/jobs/${job}`, { token: admin })).body.data.screeningQuestions).toHaveLength(5);
  });

  it('may be changed by a recruiter on their own job, and emptied', async () => {
    const recruiter = await loginAsRecruiter();
    const own = await api('POST', '/jobs', {
      token: recruiter,
      json: {
        data: {
          title: unique('Driver'),
          description: '<p>Drive.</p>',
          company: 'Test Company',
          country: 'AE',
          screeningQuestions: [QUESTIONS[2]],
        },
      },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const emptied = await api('PUT', `/jobs/${own.body.data.documentId}`, {
      token: recruiter,
      json: { data: { screeningQuestions: [] } },
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.screeningQuestions).toEqual([]);
  });
});

describe('an application’s screening answers', () => {
  it('are stored with the words of their questions; meeting every rule marks the application as meeting requirements', async () => {
    const response = await apply(GOOD_ANSWERS);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await staffView(response.body.data.documentId);
    expect(stored.meetsRequirements).toBe(true);
    expect(stored.screeningAnswers).toEqual([
      expect.objectContaining({
        id: 'visa-status',
        value: 'Residence visa (employment)',
        knockout: false,
        meets: null,
      }),
      expect.objectContaining({ id: 'expected-salary', value: { amount: 18000, currency: 'AED', period: 'MONTH' } }),
      expect.objectContaining({ id: 'licence', value: 'yes', knockout: true, meets: true }),
      expect.objectContaining({
        id: 'years',
        label: 'How many years have you worked in treasury?',
        value: 5,
        meets: true,
      }),
      expect.objectContaining({ id: 'why', value: null }),
    ]);
  });

  it('outside a knockout rule are stored all the same, the applicant told the same, and staff can filter them', async () => {
    const good = await apply(GOOD_ANSWERS);
    const knockedOut = await apply({ ...GOOD_ANSWERS, years: 1 });
    expect(knockedOut.status).toBe(good.status);
    expect(Object.keys(knockedOut.body.data).sort()).toEqual(Object.keys(good.body.data).sort());
    expect(knockedOut.body.data.job_status).toBe('Pending');
    expect(JSON.stringify(knockedOut.body)).not.toMatch(/meet|requirement|knockout/i);
    const documentId = knockedOut.body.data.documentId as string;
    expect((await staffView(documentId)).meetsRequirements).toBe(false);

    const notMet = await api(
      'GET',
      `/job-applications?filters[job][documentId][$eq]=${job}&filters[meetsRequirements][$eq]=false&pagination[pageSize]=100`,
      { token: admin },
    );
    expect(notMet.status).toBe(200);
    const ids = notMet.body.data.map((application: { documentId: string }) => application.documentId);
    expect(ids).toContain(documentId);
    expect(ids).not.toContain(good.body.data.documentId);
  });

  it('are refused on their fields when a required one is missing or one is not an allowed answer; nothing is stored', async () => {
    const before = await api('GET', `/job-applications?filters[job][documentId][$eq]=${job}&pagination[pageSize]=1`, {
      token: admin,
    });
    const response = await apply({
      'visa-status': 'On a boat',
      'expected-salary': { amount: 18000, currency: '', period: 'MONTH' },
      licence: 'maybe',
    });
    expectError(response, 400);
    const paths = (response.body.error.details.errors as { path: string[] }[]).map((error) => error.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'screening.visa-status',
        'screening.expected-salary.currency',
        'screening.licence',
        'screening.years',
      ]),
    );
    const after = await api('GET', `/job-applications?filters[job][documentId][$eq]=${job}&pagination[pageSize]=1`, {
      token: admin,
    });
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });

  it('come in the apply form’s flat fields as the web app forwards them', async () => {
    const form = flatApplicationForm(
      {
        fullName: 'Layla Haddad',
        email: uniqueAddress('flat'),
        phone: '+971 50 123 4567',
        coverLetter: 'Treasury for eight years.',
        job,
        consent: 'true',
        'screening.visa-status': 'Golden or long-term visa',
        'screening.expected-salary.amount': '20000',
        'screening.expected-salary.currency': 'AED',
        'screening.expected-salary.period': 'MONTH',
        'screening.licence': 'no',
        'screening.years': '8',
        'screening.why': 'The bank’s reputation.',
      },
      pdfResume(),
    );
    const response = await api('POST', '/job-applications', { form });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await staffView(response.body.data.documentId);
    expect(stored.meetsRequirements).toBe(false);
    expect(stored.screeningAnswers.find((answer: { id: string }) => answer.id === 'why').value).toBe(
      'The bank’s reputation.',
    );
  });

  it('are part of the applicant’s personal-data export', async () => {
    const email = uniqueAddress('export');
    const response = await apply(GOOD_ANSWERS, { email });
    expect(response.status).toBe(201);
    const exported = await api('POST', '/personal-data/export', { token: admin, json: { data: { email } } });
    expect(exported.status).toBe(200);
    const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.bytes))['personal-data.json']));
    expect(json.applications[0]).toMatchObject({
      meetsRequirements: true,
      screeningAnswers: expect.arrayContaining([
        expect.objectContaining({ label: 'How many years have you worked in treasury?', value: 5 }),
      ]),
    });
  });

  it('of a job without questions are none, and its applications are neither met nor missed', async () => {
    const plain = (await createJob()).documentId;
    const response = await submitApplication(
      validApplication(plain, { email: uniqueAddress('plain'), screening: { anything: 'dropped' } }),
      pdfResume(),
    );
    expect(response.status).toBe(201);
    const stored = await staffView(response.body.data.documentId);
    expect(stored.screeningAnswers).toEqual([]);
    expect(stored.meetsRequirements).toBeNull();
  });
});
