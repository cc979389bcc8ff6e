import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_SOURCES, SOURCE_FIGURE_DAYS, UTM_VALUE_MAX } from '@agency/contract';
import {
  api,
  createJob,
  flatApplicationForm,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  pdfResume,
  submitApplication,
  unique,
  validApplication,
} from './helpers';

/**
 * Where an application came from (docs/023-talent-pool.md "Sources"): the CMS stores the landing's values as the
 * contract cleans them and classifies the source itself, whatever a client sent as `source`; the referrer is kept as its
 * host only; the dashboard counts the last 30 days by source for the roles with `applications`.
 */

let admin: string;
let job: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
  job = (await createJob({ title: unique('Sources target') })).documentId;
});

/** The stored application as staff read it. */
async function stored(documentId: string) {
  const response = await api('GET', `/job-applications/${documentId}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Record<string, unknown>;
}

/** Sends an application as a visitor (docs/000-product.md §14's encoding) with `fields` added; asserts the 201. */
async function apply(fields: Record<string, unknown>): Promise<string> {
  const email = `${unique('source').replace(' ', '-')}@example.com`;
  const response = await submitApplication(validApplication(job, { email, ...fields }), pdfResume());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** The dashboard's figure as `token`'s role gets it. */
async function bySource(token: string) {
  const response = await api('GET', '/dashboard/applications-by-source', { token });
  return response;
}

describe('POST /api/job-applications: the source', () => {
  it('is classified by the CMS: a client-sent `sourced` without a landing is direct', async () => {
    const documentId = await apply({ source: 'sourced' });
    expect(await stored(documentId)).toMatchObject({
      source: 'direct',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
    });
  });

  it("is the landing's, not the client's: `sourced` with Indeed's tags is Indeed, a forged value is never stored", async () => {
    const indeed = await apply({ source: 'sourced', utmSource: 'Indeed', utmMedium: 'organic', utmCampaign: 'Indeed' });
    expect(await stored(indeed)).toMatchObject({
      source: 'indeed',
      utmSource: 'Indeed',
      utmMedium: 'organic',
      utmCampaign: 'Indeed',
    });
    const forged = await apply({ source: 'hacker', utmSource: 'newsletter' });
    expect(await stored(forged)).toMatchObject({ source: 'other', utmSource: 'newsletter' });
    const notText = await apply({ source: { $ne: null }, utmSource: ['indeed'], referrerHost: { host: 'x' } });
    expect(await stored(notText)).toMatchObject({ source: 'direct', utmSource: null, referrerHost: null });
  });

  it('keeps only the host of the referrer, whatever URL was sent, and cuts long tags', async () => {
    const documentId = await apply({
      referrerHost: 'https://ada:secret@www.LinkedIn.com:443/in/ada-lovelace?email=ada.lovelace@example.com#x',
      utmCampaign: 'c'.repeat(UTM_VALUE_MAX + 400),
    });
    const application = await stored(documentId);
    expect(application).toMatchObject({
      source: 'linkedin',
      referrerHost: 'www.linkedin.com',
      utmCampaign: 'c'.repeat(UTM_VALUE_MAX),
    });
    expect(JSON.stringify(application)).not.toMatch(/ada-lovelace|secret|email=/);
  });

  it('is classified the same from the apply form’s own encoding (the fields flat)', async () => {
    const email = `${unique('source-flat').replace(' ', '-')}@example.com`;
    const form = flatApplicationForm(
      {
        ...(validApplication(job, { email }) as Record<string, string>),
        consent: 'true',
        source: 'sourced',
        utmSource: 'google_jobs_apply',
        utmMedium: 'organic',
        utmCampaign: 'google_jobs_apply',
        referrerHost: 'www.google.com',
      },
      pdfResume(),
    );
    const response = await api('POST', '/job-applications', { form });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await stored(response.body.data.documentId as string)).toMatchObject({
      source: 'google-jobs',
      referrerHost: 'www.google.com',
    });
  });

  it('cannot be changed by staff afterwards: only the status moves', async () => {
    const documentId = await apply({ utmSource: 'job-alert' });
    const response = await api('PUT', `/job-applications/${documentId}`, {
      token: admin,
      json: { data: { source: 'sourced' } },
    });
    expect(response.status).toBe(400);
    expect(await stored(documentId)).toMatchObject({ source: 'job-alert' });
  });
});

describe('GET /api/dashboard/applications-by-source', () => {
  it('counts the applications of the last 30 days by source, each source once, and follows a new application', async () => {
    const before = await bySource(admin);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.days).toBe(SOURCE_FIGURE_DAYS);
    const since = Date.parse(before.body.since as string);
    expect(Date.now() - since).toBeGreaterThanOrEqual(SOURCE_FIGURE_DAYS * 24 * 3600 * 1000 - 60_000);
    expect((before.body.counts as Array<{ source: string | null }>).map(({ source }) => source)).toEqual([
      ...APPLICATION_SOURCES,
      null,
    ]);
    const countOf = (body: { counts: Array<{ source: string | null; count: number }> }, source: string) =>
      body.counts.find((entry) => entry.source === source)!.count;

    await apply({ utmSource: 'Indeed', utmMedium: 'organic' });
    const after = await bySource(await loginAsRecruiter());
    expect(after.status).toBe(200);
    // Other files of the suite apply at the same time: at least this one more.
    expect(countOf(after.body, 'indeed')).toBeGreaterThanOrEqual(countOf(before.body, 'indeed') + 1);
  });

  it('is not for an Editor, who never sees application figures', async () => {
    const response = await bySource(await loginAsEditor());
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toMatch(/count|indeed/);
  });
});
