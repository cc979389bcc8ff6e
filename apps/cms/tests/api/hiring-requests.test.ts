import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import {
  api,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  totalOf,
  unique,
  uniqueAddress,
} from './helpers';
import { openCmsDatabase } from './database';

/**
 * Hiring requests (docs/024-employers.md, issue 22) against the real CMS: the employers' public create with the
 * contract's rules and its two e-mails in the outbox, the staff's list and status moves, and Convert to job (a draft
 * job owned by whoever converts, linked both ways, once).
 */

const SITE = 'http://localhost:3000';

let admin: string;
let database: Connection;

beforeAll(async () => {
  admin = await loginAsAdmin();
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

/** Sends a hiring request as a visitor. */
const sendRequest = (data: unknown, query = '') => api('POST', `/hiring-requests${query}`, { json: { data } });

/** A complete on-site hiring request with a unique company and address, with `overrides` applied. */
const hiringRequest = (overrides: Record<string, unknown> = {}) => ({
  company: unique('Gulf Builders'),
  contactName: 'Mariam Saleh',
  email: uniqueAddress('employer'),
  phone: '+971 4 123 4567',
  roleTitle: 'Site Engineer',
  hires: 3,
  workplace: 'onsite',
  country: 'ae',
  city: 'Dubai',
  employmentType: 'Contract',
  salaryMin: 10000,
  salaryMax: 12000,
  salaryCurrency: 'aed',
  salaryPeriod: 'MONTH',
  startDate: '2027-02-01',
  requirements: 'Civil engineering degree.\nFive years on site.\n\nArabic & English <both>.',
  ...overrides,
});

/** Sends a request and asserts the 201. @returns its documentId. */
async function created(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await sendRequest(hiringRequest(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** The request as staff see it. */
async function staffView(documentId: string, token = admin) {
  const response = await api('GET', `/hiring-requests/${documentId}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const setStatus = (documentId: string, status: unknown, token = admin) =>
  api('PUT', `/hiring-requests/${documentId}`, { token, json: { data: { status } } });

const convert = (documentId: string, token = admin) => api('POST', `/hiring-requests/${documentId}/convert`, { token });

/** The outbox rows of one kind whose text mentions `text` (their recipients and text), oldest first. */
async function outboxRows(kind: string, text: string): Promise<Array<{ to: string; text: string; subject: string }>> {
  return database(OUTBOX_TABLE)
    .where('kind', kind)
    .andWhere('text', 'like', `%${text}%`)
    .orderBy('id')
    .select('to', 'text', 'subject');
}

describe('POST /api/hiring-requests', () => {
  it('stores a complete request as new, cleaned: 201 with its documentId only', async () => {
    const sent = hiringRequest({ email: ' Mariam.Saleh@Gulf.EXAMPLE ', company: ' Saleh Contracting ' });
    const response = await sendRequest(sent);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toEqual({ documentId: expect.any(String) });
    expect(await staffView(response.body.data.documentId)).toMatchObject({
      company: 'Saleh Contracting',
      contactName: 'Mariam Saleh',
      email: 'mariam.saleh@gulf.example',
      phone: '+971 4 123 4567',
      roleTitle: 'Site Engineer',
      hires: 3,
      workplace: 'onsite',
      country: 'AE',
      city: 'Dubai',
      applicantLocations: [],
      employmentType: 'Contract',
      salaryMin: 10000,
      salaryMax: 12000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
      startDate: '2027-02-01',
      requirements: sent.requirements,
      status: 'new',
      job: null,
    });
  });

  it('takes a remote request with the countries the hire may live in, one hire and no budget by default', async () => {
    const documentId = await created({
      workplace: 'remote',
      country: '',
      city: '',
      applicantLocations: ['de', 'fr'],
      hires: undefined,
      phone: '',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: '',
      salaryPeriod: '',
      startDate: '',
    });
    const stored = await staffView(documentId);
    expect(stored).toMatchObject({ workplace: 'remote', applicantLocations: ['DE', 'FR'], hires: 1 });
    for (const field of ['phone', 'country', 'city', 'salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod']) {
      expect(stored[field] ?? null, field).toBeNull();
    }
    expect(stored.startDate ?? null).toBeNull();
  });

  it('records the acknowledgement to the employer and the staff alert, to the enquiry alert’s people', async () => {
    const sent = hiringRequest();
    const documentId = await created(sent);
    const [acknowledgement, ...moreAcknowledgements] = await outboxRows('hiring-request-acknowledgement', sent.company);
    expect(moreAcknowledgements).toEqual([]);
    expect(acknowledgement.to).toBe(sent.email);
    expect(acknowledgement.subject).toContain('Site Engineer');
    for (const words of ['within 24 hours', 'Role: Site Engineer', 'Hires: 3', 'Dubai, United Arab Emirates']) {
      expect(acknowledgement.text).toContain(words);
    }
    expect(acknowledgement.text).toContain(sent.requirements);

    const alerts = await outboxRows('hiring-request-alert', sent.company);
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      expect(alert.text).toContain(`${SITE}/admin/hiring-requests/${documentId}`);
      expect(alert.text).toContain(sent.email);
    }
    // The same people as an enquiry's alert (`enquiryAlertRecipients`: staff who opted in, else STAFF_ALERT_TO).
    const visitor = unique('Alert twin');
    const enquiry = await api('POST', '/contacts', {
      json: { data: { fullName: visitor, email: uniqueAddress('twin'), message: 'Hello', service: 'other' } },
    });
    expect(enquiry.status).toBe(201);
    const enquiryAlerts = await outboxRows('enquiry-alert', visitor);
    expect(alerts.map((alert) => alert.to).sort()).toEqual(enquiryAlerts.map((alert) => alert.to).sort());
  });

  it.each([
    ['no company', { company: undefined }, 'company'],
    ['a blank contact name', { contactName: '  ' }, 'contactName'],
    ['an invalid e-mail', { email: 'mariam.example.com' }, 'email'],
    ['no role title', { roleTitle: '' }, 'roleTitle'],
    ['no requirements', { requirements: undefined }, 'requirements'],
    ['0 hires', { hires: 0 }, 'hires'],
    ['501 hires', { hires: 501 }, 'hires'],
    ['an unknown workplace', { workplace: 'moon' }, 'workplace'],
    ['an unknown employment type', { employmentType: 'Forever' }, 'employmentType'],
    ['on-site work without its country', { country: '' }, 'country'],
    [
      'remote work without the countries the hire may live in',
      { workplace: 'remote', country: '' },
      'applicantLocations',
    ],
    ['a salary range upside down', { salaryMin: 12000, salaryMax: 10000 }, 'salaryMax'],
    ['a budget without its currency', { salaryCurrency: '' }, 'salaryCurrency'],
    ['a start date that is not a date', { startDate: '1 March' }, 'startDate'],
  ])('refuses %s with a 400 naming the field and stores nothing, sends nothing', async (_label, overrides, field) => {
    const before = await totalOf('/hiring-requests', admin);
    const sent = hiringRequest(overrides);
    const response = await sendRequest(sent);
    expectError(response, 400, `Missing or invalid fields: ${field}.`);
    expect(response.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'))).toEqual([
      field,
    ]);
    expect(await totalOf('/hiring-requests', admin)).toBe(before);
    expect(await database(OUTBOX_TABLE).where('text', 'like', `%${sent.company}%`)).toEqual([]);
  });

  it('refuses a request without data with a 400 naming every required field', async () => {
    expectError(
      await api('POST', '/hiring-requests', { json: {} }),
      400,
      'Missing or invalid fields: company, contactName, email, roleTitle, workplace, employmentType, requirements.',
    );
  });

  it('refuses any query on the form (the contract’s PUBLIC_QUERIES), and stores nothing', async () => {
    const before = await totalOf('/hiring-requests', admin);
    expectError(
      await sendRequest(hiringRequest(), '?populate=*'),
      400,
      'This query is not allowed on the public API: populate.',
    );
    expectError(
      await sendRequest(hiringRequest(), '?fields[0]=email'),
      400,
      /This query is not allowed on the public API/,
    );
    expect(await totalOf('/hiring-requests', admin)).toBe(before);
  });

  it('is not readable by visitors', async () => {
    const documentId = await created();
    expectError(await api('GET', '/hiring-requests'), 403);
    expectError(await api('GET', `/hiring-requests/${documentId}`), 403);
  });
});

describe('GET /api/hiring-requests (staff)', () => {
  it('lists the requests newest first, filtered by status', async () => {
    const first = await created();
    const second = await created();
    const declined = await created();
    expect((await setStatus(declined, 'declined')).status).toBe(200);

    const newest = await api('GET', '/hiring-requests?sort[0]=createdAt:desc&sort[1]=id:desc&pagination[pageSize]=3', {
      token: admin,
    });
    expect(newest.status).toBe(200);
    expect(newest.body.data.map((row: { documentId: string }) => row.documentId)).toEqual([declined, second, first]);

    const listOf = async (status: string) => {
      const response = await api(
        'GET',
        `/hiring-requests?filters[status][$eq]=${status}&sort[0]=createdAt:desc&pagination[pageSize]=100`,
        { token: await loginAsRecruiter() },
      );
      expect(response.status).toBe(200);
      for (const row of response.body.data) expect(row.status).toBe(status);
      return response.body.data.map((row: { documentId: string }) => row.documentId);
    };
    expect(await listOf('new')).toEqual(expect.arrayContaining([first, second]));
    expect(await listOf('new')).not.toContain(declined);
    expect(await listOf('declined')).toContain(declined);
  });

  it('populates the converted job and nothing a query asks for', async () => {
    const documentId = await created();
    const job = (await convert(documentId)).body.data.job as { documentId: string };
    const response = await api('GET', `/hiring-requests/${documentId}?populate[job][populate]=*`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.data.job).toEqual({
      id: expect.any(Number),
      documentId: job.documentId,
      title: 'Site Engineer',
      status: 'draft',
    });
  });

  it('answers 404 for an unknown request', async () => {
    expectError(await api('GET', '/hiring-requests/nosuchrequest00000000000', { token: admin }), 404);
  });
});

describe('PUT /api/hiring-requests/:documentId (staff): the status', () => {
  it('moves by the contract’s transitions: new → in discussion → declined → in discussion → new', async () => {
    const documentId = await created();
    for (const status of ['in-discussion', 'declined', 'in-discussion', 'new']) {
      const response = await setStatus(documentId, status);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.status).toBe(status);
    }
    expect((await staffView(documentId)).status).toBe('new');
  });

  it('refuses converted by hand, a move the transitions do not allow, another field or status: 400, nothing changes', async () => {
    const documentId = await created();
    expectError(await setStatus(documentId, 'converted'), 400, /cannot move from New to Converted: use Convert to job/);
    expect((await setStatus(documentId, 'declined')).status).toBe(200);
    expectError(await setStatus(documentId, 'new'), 400, /cannot move from Declined to New/);
    const only = /Only the status of a hiring request can be changed/;
    expectError(await setStatus(documentId, 'closed'), 400, only);
    for (const data of [{ company: 'Changed' }, { status: 'in-discussion', company: 'Changed' }, {}]) {
      expectError(await api('PUT', `/hiring-requests/${documentId}`, { token: admin, json: { data } }), 400, only);
    }
    const stored = await staffView(documentId);
    expect(stored.status).toBe('declined');
    expect(stored.company).not.toBe('Changed');
    expectError(await setStatus('nosuchrequest00000000000', 'declined'), 404);
  });
});

describe('POST /api/hiring-requests/:documentId/convert', () => {
  it('makes a draft job with the request’s fields, owned by the caller, linked both ways, with an audit entry', async () => {
    const sent = hiringRequest();
    const documentId = await created(sent);
    expect((await setStatus(documentId, 'in-discussion')).status).toBe(200);
    const response = await convert(documentId);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toEqual({ job: { documentId: expect.any(String), title: 'Site Engineer' } });
    const jobId = response.body.data.job.documentId as string;

    const job = await api('GET', `/jobs/${jobId}?populate[hiringRequest][fields][0]=documentId`, { token: admin });
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    const me = await api('GET', '/users/me', { token: admin });
    expect(job.body.data).toMatchObject({
      title: 'Site Engineer',
      company: sent.company,
      status: 'draft',
      workplace: 'onsite',
      country: 'AE',
      city: 'Dubai',
      type: 'Contract',
      salaryMin: 10000,
      salaryMax: 12000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
      description: '<p>Civil engineering degree.<br>Five years on site.</p><p>Arabic &#38; English &#60;both&#62;.</p>',
      slug: expect.stringMatching(/^site-engineer/),
      owner: { id: me.body.id },
      hiringRequest: { documentId },
    });
    expect(job.body.data.applicantLocations ?? []).toEqual([]);
    expect(await staffView(documentId)).toMatchObject({
      status: 'converted',
      job: { documentId: jobId, title: 'Site Engineer', status: 'draft' },
    });

    const audit = await api('GET', `/audit-entries?filters[subjectId][$eq]=${documentId}`, { token: admin });
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'hiring-request-convert',
        subjectType: 'api::hiring-request.hiring-request',
        jobDocumentId: jobId,
      }),
    ]);
  });

  it('refuses a second conversion and a declined request with a 409, and makes no job', async () => {
    const documentId = await created();
    expect((await convert(documentId)).status).toBe(201);
    const jobs = await totalOf('/jobs?filters[title][$eq]=Site%20Engineer', admin);
    expectError(await convert(documentId), 409, /converted: only a new request or one in discussion/);

    const declined = await created();
    expect((await setStatus(declined, 'declined')).status).toBe(200);
    expectError(await convert(declined), 409, /declined/);
    expect((await staffView(declined)).status).toBe('declined');
    expect(await totalOf('/jobs?filters[title][$eq]=Site%20Engineer', admin)).toBe(jobs);
    expectError(await convert('nosuchrequest00000000000'), 404);
  });

  it('takes the applicant countries of a remote request', async () => {
    const documentId = await created({ workplace: 'remote', country: '', city: '', applicantLocations: ['de'] });
    const jobId = (await convert(documentId)).body.data.job.documentId as string;
    const job = await api('GET', `/jobs/${jobId}`, { token: admin });
    expect(job.body.data).toMatchObject({ workplace: 'remote', applicantLocations: ['DE'] });
    expect(job.body.data.country ?? null).toBeNull();
  });

  it('lets a Recruiter convert (the job is theirs); an Editor gets 403 and nothing changes', async () => {
    const recruiter = await loginAsRecruiter();
    const documentId = await created();
    const response = await convert(documentId, recruiter);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const job = await api('GET', `/jobs/${response.body.data.job.documentId as string}`, { token: admin });
    const me = await api('GET', '/users/me', { token: recruiter });
    expect(job.body.data.owner).toMatchObject({ id: me.body.id });

    const other = await created();
    const editor = await loginAsEditor();
    expectError(await convert(other, editor), 403);
    expectError(await api('GET', `/hiring-requests/${other}`, { token: editor }), 403);
    expect((await staffView(other)).status).toBe('new');
  });

  it('shows visitors no hiring request through the job once it is open', async () => {
    const employerEmail = uniqueAddress('probed');
    const documentId = await created({ email: employerEmail });
    const jobId = (await convert(documentId)).body.data.job.documentId as string;
    const opened = await api('PUT', `/jobs/${jobId}`, { token: admin, json: { data: { status: 'open' } } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const slug = opened.body.data.slug as string;
    const visible = await api('GET', `/jobs?filters[slug][$eq]=${slug}&populate=*`);
    expect(visible.status).toBe(200);
    expect(visible.body.data).toHaveLength(1);
    expect(visible.body.data[0]).not.toHaveProperty('hiringRequest');
    expect(JSON.stringify(visible.body)).not.toContain(documentId);
    // Filtering the jobs through the request's e-mail, as an attacker probing an address would, is refused.
    const probe = await api('GET', `/jobs?filters[hiringRequest][email][$eq]=${encodeURIComponent(employerEmail)}`);
    expect(probe.status).toBe(400);
    expect(JSON.stringify(probe.body)).not.toContain(slug);
  });
});

describe('DELETE /api/hiring-requests/:documentId (staff)', () => {
  it('removes a request; its converted job stays, without the link', async () => {
    const documentId = await created();
    const jobId = (await convert(documentId)).body.data.job.documentId as string;
    expect((await api('DELETE', `/hiring-requests/${documentId}`, { token: admin })).status).toBe(204);
    expectError(await api('GET', `/hiring-requests/${documentId}`, { token: admin }), 404);
    const job = await api('GET', `/jobs/${jobId}?populate[hiringRequest][fields][0]=documentId`, { token: admin });
    expect(job.status).toBe(200);
    expect(job.body.data.hiringRequest).toBeNull();
  });
});
