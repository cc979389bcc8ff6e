import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES, RESUME_MAX_BYTES } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { docxBytes, htmlBytes, pdfBytes, pdfOfSize } from './fixtures';
import {
  api,
  cmsUrl,
  expectError,
  hiringRequestForm,
  loginAsAdmin,
  loginAsAuthenticatedUser,
  loginAsEditor,
  loginAsRecruiter,
  resumeFileExists,
  resumeFiles,
  totalOf,
  unique,
  uniqueAddress,
  type FilePart,
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

  it('asks the job’s applicants the ready-made questions the employer ticked and each must-have as a knockout', async () => {
    const documentId = await created({
      mustHaves: 'A UAE driving licence.\nArabic and English',
      screeningPresets: ['notice-period'],
    });
    expect((await staffView(documentId)).mustHaves).toEqual(['A UAE driving licence.', 'Arabic and English']);
    const jobId = (await convert(documentId)).body.data.job.documentId as string;
    const job = await api('GET', `/jobs/${jobId}`, { token: admin });
    expect(job.body.data.screeningQuestions).toEqual([
      expect.objectContaining({ id: 'notice-period', kind: 'choice', knockout: null }),
      expect.objectContaining({
        id: 'must-have-1',
        label: 'Do you meet this requirement: A UAE driving licence?',
        knockout: { accepted: ['yes'] },
      }),
      expect.objectContaining({ id: 'must-have-2', knockout: { accepted: ['yes'] } }),
    ]);
    expectError(await sendRequest(hiringRequest({ mustHaves: 'a\nb\nc\nd\ne\nf' })), 400);
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

describe('the job description file (docs/024-employers.md "The form at /hire")', () => {
  const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  /** Sends a request as a visitor in multipart: `data` and the files under `files.jobDescription`. */
  const sendWithFiles = (data: unknown, ...files: FilePart[]) =>
    api('POST', '/hiring-requests', { form: hiringRequestForm(data, ...files) });

  /** What a refused request may have left behind: requests, stored files, e-mails naming its company. */
  async function leftovers(company: string) {
    return {
      requests: await totalOf('/hiring-requests', admin),
      files: await resumeFiles(),
      emails: (await database(OUTBOX_TABLE).where('text', 'like', `%${company}%`)).length,
    };
  }

  /** Sends a request with `file` and asserts the 201. @returns its documentId and the storage key of its file. */
  async function createdWithFile(file: FilePart, overrides: Record<string, unknown> = {}) {
    const before = await resumeFiles();
    const response = await sendWithFiles(hiringRequest(overrides), file);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const added = (await resumeFiles()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    return { documentId: response.body.data.documentId as string, storageKey: added[0] };
  }

  it('stores a PDF sent with the request, shows staff its name, type and size, and gives it back byte for byte', async () => {
    const file = {
      bytes: pdfBytes(unique('Job description')),
      name: 'Site Engineer brief.pdf',
      type: 'application/pdf',
    };
    const sent = hiringRequest();
    const { documentId, storageKey } = await createdWithFile(file, sent);

    const stored = await staffView(documentId);
    expect(stored).toMatchObject({ company: sent.company, roleTitle: 'Site Engineer', status: 'new' });
    expect(stored.jobDescription).toEqual({
      id: expect.any(Number),
      name: 'Site Engineer brief.pdf',
      mime: 'application/pdf',
      size: file.bytes.length,
    });
    expect(JSON.stringify(stored)).not.toContain(storageKey);

    for (const token of [admin, await loginAsRecruiter()]) {
      const download = await api('GET', `/hiring-requests/${documentId}/job-description`, { token });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="Site Engineer brief.pdf"');
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(download.bytes.equals(file.bytes)).toBe(true);
    }

    // The staff alert and the employer's copy name the file and its size; the file is never attached.
    for (const kind of ['hiring-request-alert', 'hiring-request-acknowledgement']) {
      const rows = await outboxRows(kind, sent.company);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.text).toMatch(/Job description file: Site Engineer brief\.pdf \(\d+ bytes\)/);
        expect(row.text).not.toContain('%PDF');
      }
    }
  });

  it('takes a .docx, and a multipart request without a file (JSON stays as it was)', async () => {
    const { documentId } = await createdWithFile({ bytes: docxBytes(unique('brief')), name: 'brief.docx' });
    expect((await staffView(documentId)).jobDescription).toMatchObject({ name: 'brief.docx', mime: DOCX_MIME });

    const without = await sendWithFiles(hiringRequest());
    expect(without.status, JSON.stringify(without.body)).toBe(201);
    expect((await staffView(without.body.data.documentId)).jobDescription).toBeNull();
    expectError(
      await api('GET', `/hiring-requests/${without.body.data.documentId}/job-description`, { token: admin }),
      404,
      'This hiring request has no job description file.',
    );
  });

  it('is never readable by a visitor, a user without a staff role or an Editor, through any door', async () => {
    const { documentId, storageKey } = await createdWithFile({
      bytes: pdfBytes(unique('secret brief')),
      name: 'secret brief.pdf',
    });
    const editor = await loginAsEditor();
    const outsider = await loginAsAuthenticatedUser();
    for (const token of [undefined, outsider, editor]) {
      expectError(await api('GET', `/hiring-requests/${documentId}/job-description`, { token }), 403);
      expectError(await api('GET', `/hiring-requests/${documentId}?populate=*`, { token }), 403);
      expectError(await api('GET', '/hiring-requests?populate[jobDescription]=true', { token }), 403);
      const library = await api('GET', '/upload/files', { token });
      expect([401, 403], `upload library: ${library.status}`).toContain(library.status);
      expect(JSON.stringify(library.body)).not.toContain('secret brief');
    }
    // Not in the media library even for staff: the file lives in the private storage, which no static route serves.
    expect(JSON.stringify((await api('GET', '/upload/files', { token: admin })).body)).not.toContain('secret brief');
    for (const path of [
      `/uploads/${storageKey}`,
      `/${storageKey}`,
      `/resumes/${storageKey}`,
      `/.private/resumes/${storageKey}`,
    ]) {
      const response = await fetch(`${cmsUrl()}${path}`);
      expect(response.status, path).toBe(404);
    }
    // Nor through the job it became, once that job is public.
    const jobId = (await convert(documentId)).body.data.job.documentId as string;
    const opened = await api('PUT', `/jobs/${jobId}`, { token: admin, json: { data: { status: 'open' } } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const slug = opened.body.data.slug as string;
    const visible = await api(
      'GET',
      `/jobs?filters[slug][$eq]=${slug}&populate[hiringRequest][populate][jobDescription]=true`,
    );
    expect(JSON.stringify(visible.body)).not.toContain('secret brief');
  });

  it.each<[string, () => FilePart, number, string | RegExp]>([
    [
      'a .pdf whose content is an HTML page',
      () => ({ bytes: htmlBytes(), name: 'brief.pdf' }),
      400,
      "The job description's content does not match a .pdf file.",
    ],
    [
      'a text file',
      () => ({ bytes: Buffer.from('Just text.'), name: 'brief.txt' }),
      400,
      'The job description must be a .pdf, .doc or .docx file.',
    ],
    [
      'an empty file',
      () => ({ bytes: new Uint8Array(0), name: 'brief.pdf' }),
      400,
      'The job description file is empty.',
    ],
    [
      'a PDF one byte over 5 MB',
      () => ({ bytes: pdfOfSize(RESUME_MAX_BYTES + 1), name: 'big.pdf' }),
      413,
      'The job description is too large: the limit is 5 MB.',
    ],
    [
      'a PDF over the upload limit',
      () => ({ bytes: pdfOfSize(COVER_MAX_BYTES + 1), name: 'huge.pdf' }),
      413,
      'The job description is too large: the limit is 5 MB.',
    ],
  ])('refuses %s, and keeps nothing: no request, no file, no e-mail', async (_label, file, status, message) => {
    const sent = hiringRequest();
    const before = await leftovers(sent.company);
    const response = await sendWithFiles(sent, file());
    expectError(response, status, message);
    if (status === 400) {
      expect(response.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'))).toEqual([
        'jobDescription',
      ]);
    }
    expect(await leftovers(sent.company)).toEqual(before);
  });

  it('refuses two files, and bad fields before looking at the file, keeping nothing', async () => {
    const sent = hiringRequest();
    const before = await leftovers(sent.company);
    const pdf = () => ({ bytes: pdfBytes(unique('twice')), name: 'brief.pdf' });
    expectError(await sendWithFiles(sent, pdf(), pdf()), 400, 'Send one file in "files.jobDescription".');
    expectError(await sendWithFiles({ ...sent, roleTitle: '' }, pdf()), 400, 'Missing or invalid fields: roleTitle.');
    expectError(await sendWithFiles('{"company": "Broken', pdf()), 400, 'The "data" field must be a JSON object.');
    expect(await leftovers(sent.company)).toEqual(before);
  });

  it('goes with its request: DELETE removes the row, its file record and the stored file; the job stays', async () => {
    const { documentId, storageKey } = await createdWithFile({
      bytes: pdfBytes(unique('deleted brief')),
      name: 'brief.pdf',
    });
    const jobId = (await convert(documentId)).body.data.job.documentId as string;
    expect(await resumeFileExists(storageKey)).toBe(true);
    expect((await api('DELETE', `/hiring-requests/${documentId}`, { token: admin })).status).toBe(204);
    expect(await resumeFileExists(storageKey)).toBe(false);
    expect(await database('components_application_resumes').where('storage_key', storageKey)).toEqual([]);
    expectError(await api('GET', `/hiring-requests/${documentId}/job-description`, { token: admin }), 404);
    expect((await api('GET', `/jobs/${jobId}`, { token: admin })).status).toBe(200);
    expectError(await api('DELETE', `/hiring-requests/${documentId}`, { token: admin }), 404);
  });
});
