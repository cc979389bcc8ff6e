import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CONSENT_TEXT } from '@agency/contract';
import { docBytes, docxBytes, exeBytes, htmlBytes, pdfBytes, pdfOfSize, plainZipBytes, textBytes } from './fixtures';
import {
  api,
  applicationForm,
  createApplication,
  createJob,
  expectError,
  flatApplicationForm,
  loginAsAdmin,
  pdfResume,
  resumeFiles,
  storedApplications,
  submitApplication,
  unique,
  validApplication,
  type FilePart,
} from './helpers';

/**
 * Job applications (docs/000-product.md §14, §15): the public atomic multipart create with its validation and resume
 * checks, and the staff side: list, read, status changes, delete and resume download.
 */

const MB = 1024 * 1024;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let admin: string;
let openJob: string;
let closedJob: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
  openJob = (await createJob({ title: unique('Applications target') })).documentId;
  closedJob = (await createJob({ title: unique('Closed applications target') })).documentId;
  const closing = await api('PUT', `/jobs/${closedJob}`, { token: admin, json: { data: { status: 'closed' } } });
  expect(closing.status).toBe(200);
});

/** The application as staff see it (`populate=*`). */
async function adminView(documentId: string) {
  const response = await api('GET', `/job-applications/${documentId}?populate=*`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('POST /api/job-applications: a complete application', () => {
  it('is stored with trimmed values and a lowercased e-mail, status Pending and the server time', async () => {
    const resume = pdfResume('Grace Hopper CV.pdf');
    const before = Date.now();
    const response = await submitApplication(
      validApplication(openJob, {
        fullName: '  Grace Hopper  ',
        email: '  Grace.Hopper@Example.COM ',
        phone: ' +1 212 555 0100 ',
        coverLetter: '\n  Thirty years of compilers.  \n',
        job_status: 'Accepted',
        appliedAt: '2001-01-01T00:00:00.000Z',
      }),
      resume,
    );
    const after = Date.now();

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      id: expect.any(Number),
      documentId: expect.any(String),
      job_status: 'Pending',
    });
    expect(JSON.stringify(response.body)).not.toContain('storageKey');

    const stored = await adminView(response.body.data.documentId);
    expect(stored).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      phone: '+1 212 555 0100',
      coverLetter: 'Thirty years of compilers.',
      job_status: 'Pending',
      consent: true,
      consentText: APPLICATION_CONSENT_TEXT,
      job: { documentId: openJob },
      resume: { name: 'Grace Hopper CV.pdf', mime: 'application/pdf', size: resume.bytes.length },
    });
    expect(stored.resume).not.toHaveProperty('storageKey');
    const appliedAt = Date.parse(stored.appliedAt);
    expect(stored.consentAt).toBe(stored.appliedAt);
    expect(appliedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(appliedAt).toBeLessThanOrEqual(after + 1000);
  });

  it.each<[string, FilePart, string]>([
    ['a PDF', { bytes: pdfBytes(unique('pdf')), name: 'resume.pdf' }, 'application/pdf'],
    ['a Word .doc', { bytes: docBytes(), name: 'resume.doc' }, 'application/msword'],
    ['a Word .docx', { bytes: docxBytes(unique('docx')), name: 'resume.docx' }, DOCX_MIME],
  ])('accepts %s, keeps one file and gives back exactly its bytes', async (_label, resume, mime) => {
    const filesBefore = await resumeFiles();
    const response = await submitApplication(validApplication(openJob), resume);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await resumeFiles()).length).toBe(filesBefore.length + 1);

    const stored = await adminView(response.body.data.documentId);
    expect(stored.resume).toEqual({ id: expect.any(Number), name: resume.name, mime, size: resume.bytes.length });

    const download = await api('GET', `/job-applications/${response.body.data.documentId}/resume`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(mime);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${resume.name}"`);
    expect(download.bytes.equals(Buffer.from(resume.bytes))).toBe(true);
  });

  it('is accepted with a job given by its numeric id', async () => {
    const job = await createJob();
    const response = await submitApplication(validApplication(String(job.id)), pdfResume());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await adminView(response.body.data.documentId)).job.documentId).toBe(job.documentId);
  });
});

describe("POST /api/job-applications: the apply form's own encoding (flat fields, the file in `resume`)", () => {
  /** The apply form's fields as a browser sends them: the box ticked ('on'), the honeypot empty. */
  const formFields = (overrides: Record<string, string> = {}) => ({
    idempotencyKey: `form-${unique('key').replace(/\s/g, '-')}-0123456789`,
    job: openJob,
    fullName: ' Katherine Johnson ',
    email: `${unique('katherine').replace(/\s/g, '.')}@Example.com`,
    phone: '+1 757 555 0100',
    coverLetter: 'Orbital mechanics, by hand.',
    consent: 'on',
    website: '',
    ...overrides,
  });

  it('is stored with its resume (201), once for its idempotency key', async () => {
    const fields = formFields();
    const resume = pdfResume('Katherine Johnson CV.pdf');
    const before = await storedApplications();
    const response = await api('POST', '/job-applications', { form: flatApplicationForm(fields, resume) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);

    const stored = await adminView(response.body.data.documentId);
    expect(stored).toMatchObject({
      fullName: 'Katherine Johnson',
      email: fields.email.toLowerCase(),
      phone: '+1 757 555 0100',
      coverLetter: 'Orbital mechanics, by hand.',
      job_status: 'Pending',
      consent: true,
      job: { documentId: openJob },
      resume: { name: 'Katherine Johnson CV.pdf', mime: 'application/pdf', size: resume.bytes.length },
    });
    expect(stored).not.toHaveProperty('website');
    const download = await api('GET', `/job-applications/${response.body.data.documentId}/resume`, { token: admin });
    expect(download.bytes.equals(Buffer.from(resume.bytes))).toBe(true);

    const again = await api('POST', '/job-applications', { form: flatApplicationForm(fields, pdfResume()) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual(response.body.data);
    const after = await storedApplications();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.resumeFiles).toHaveLength(before.resumeFiles.length + 1);
  });

  it('is refused like the documented encoding, naming the unticked box and the missing resume, keeping nothing', async () => {
    const { consent: _consent, ...fields } = formFields();
    const before = await storedApplications();
    expectError(
      await api('POST', '/job-applications', { form: flatApplicationForm(fields) }),
      400,
      'Missing or invalid fields: consent, resume.',
    );
    expectError(
      await api('POST', '/job-applications', { form: flatApplicationForm(formFields(), pdfResume(), pdfResume()) }),
      400,
      'Send one file in "resume".',
    );
    expect(await storedApplications()).toEqual(before);
  });
});

describe('POST /api/job-applications: a refused application keeps nothing', () => {
  const missing = (field: string) => {
    const data = validApplication('placeholder');
    delete data[field];
    return data;
  };

  /** Each case: what is sent, the status and a pattern of the message. `job` is filled in when the case runs. */
  const cases: Array<{
    name: string;
    data: () => unknown;
    resumes: () => FilePart[];
    status: number;
    message: RegExp | string;
  }> = [
    {
      name: 'nothing at all',
      data: () => ({}),
      resumes: () => [],
      status: 400,
      message: 'Missing or invalid fields: fullName, email, phone, coverLetter, job, consent, resume.',
    },
    ...['fullName', 'email', 'phone', 'coverLetter', 'job', 'consent'].map((field) => ({
      name: `no ${field}`,
      data: () => ({ ...missing(field), ...(field === 'job' ? {} : { job: openJob }) }),
      resumes: () => [pdfResume()],
      status: 400,
      message: `Missing or invalid fields: ${field}.`,
    })),
    {
      name: 'no resume',
      data: () => validApplication(openJob),
      resumes: () => [],
      status: 400,
      message: 'Missing or invalid fields: resume.',
    },
    {
      name: 'consent false',
      data: () => validApplication(openJob, { consent: false }),
      resumes: () => [pdfResume()],
      status: 400,
      message: 'Missing or invalid fields: consent.',
    },
    {
      name: 'an invalid e-mail and an empty name',
      data: () => validApplication(openJob, { email: 'grace@', fullName: '   ' }),
      resumes: () => [pdfResume()],
      status: 400,
      message: 'Missing or invalid fields: fullName, email.',
    },
    {
      name: 'a .txt resume',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: textBytes(), name: 'resume.txt', type: 'text/plain' }],
      status: 400,
      message: 'The resume must be a .pdf, .doc or .docx file.',
    },
    {
      name: 'an HTML page renamed .pdf',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: htmlBytes(), name: 'resume.pdf', type: 'application/pdf' }],
      status: 400,
      message: "The resume's content does not match a .pdf file.",
    },
    {
      name: 'an executable renamed .pdf',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: exeBytes(), name: 'resume.pdf', type: 'application/pdf' }],
      status: 400,
      message: "The resume's content does not match a .pdf file.",
    },
    {
      name: 'a plain zip renamed .docx',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: plainZipBytes(), name: 'resume.docx', type: DOCX_MIME }],
      status: 400,
      message: "The resume's content does not match a .docx file.",
    },
    {
      name: 'an empty resume',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: new Uint8Array(0), name: 'resume.pdf', type: 'application/pdf' }],
      status: 400,
      message: 'The resume file is empty.',
    },
    {
      name: 'a 6 MB resume',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: pdfOfSize(6 * MB), name: 'resume.pdf', type: 'application/pdf' }],
      status: 413,
      message: /5 MB/,
    },
    {
      name: 'an 11 MB resume (over the body parser limit)',
      data: () => validApplication(openJob),
      resumes: () => [{ bytes: pdfOfSize(11 * MB), name: 'resume.pdf', type: 'application/pdf' }],
      status: 413,
      message: /5 MB/,
    },
    {
      name: 'two resumes',
      data: () => validApplication(openJob),
      resumes: () => [pdfResume('one.pdf'), pdfResume('two.pdf')],
      status: 400,
      message: 'Send one file in "files.resume".',
    },
    {
      name: 'a job that does not exist',
      data: () => validApplication('doesnotexist0000000000000'),
      resumes: () => [pdfResume()],
      status: 400,
      message: 'The job you are applying to does not exist.',
    },
    {
      name: 'a closed job',
      data: () => validApplication(closedJob),
      resumes: () => [pdfResume()],
      status: 400,
      message: 'This job is closed and no longer accepts applications.',
    },
    {
      name: 'a data field that is not JSON',
      data: () => '{"fullName": "Grace"',
      resumes: () => [pdfResume()],
      status: 400,
      message: 'The "data" field must be a JSON object.',
    },
  ];

  it.each(cases)('$name → $status', async ({ data, resumes, status, message }) => {
    const before = await storedApplications();
    const response = await submitApplication(data(), ...resumes());
    expectError(response, status, message);
    expect(await storedApplications()).toEqual(before);
  });

  it('a JSON request without multipart is refused for its missing resume', async () => {
    const before = await storedApplications();
    expectError(
      await api('POST', '/job-applications', { json: { data: validApplication(openJob) } }),
      400,
      'Missing or invalid fields: resume.',
    );
    expect(await storedApplications()).toEqual(before);
  });
});

describe('POST /api/job-applications: one application per submission', () => {
  const key = () => `key-${unique('k').replace(/\s/g, '-')}-0123456789`;

  it('a repeated submission (a retry, a second click) returns the first application and stores nothing more', async () => {
    const data = validApplication(openJob, {
      email: `${unique('retry').replace(/\s/g, '.')}@example.com`,
      idempotencyKey: key(),
    });
    const before = await storedApplications();
    const first = await submitApplication(data, pdfResume());
    const again = await submitApplication(data, pdfResume());
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const after = await storedApplications();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.resumeFiles).toHaveLength(before.resumeFiles.length + 1);
  });

  it('two submissions with the same key at the same moment store one application', async () => {
    const data = validApplication(openJob, {
      email: `${unique('twice').replace(/\s/g, '.')}@example.com`,
      idempotencyKey: key(),
    });
    const before = await storedApplications();
    const answers = await Promise.all([1, 2, 3].map(() => submitApplication(data, pdfResume())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.documentId)).size).toBe(1);
    const after = await storedApplications();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.resumeFiles).toHaveLength(before.resumeFiles.length + 1);
  });

  it('the same key from two applicants (a page served from a cache) stores two applications', async () => {
    const shared = key();
    const one = await submitApplication(
      validApplication(openJob, { email: 'first.applicant@example.com', idempotencyKey: shared }),
      pdfResume(),
    );
    const two = await submitApplication(
      validApplication(openJob, { email: 'second.applicant@example.com', idempotencyKey: shared }),
      pdfResume(),
    );
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body.data.documentId).not.toBe(one.body.data.documentId);
  });

  it('refuses a key that is not one, and never shows the key to staff', async () => {
    expectError(
      await submitApplication(validApplication(openJob, { idempotencyKey: 'short' }), pdfResume()),
      400,
      'idempotencyKey',
    );
    const documentId = await createApplication(openJob, { idempotencyKey: key() });
    expect(await adminView(documentId)).not.toHaveProperty('idempotencyKey');
  });
});

describe('GET /api/job-applications (admin)', () => {
  it('lists applications newest first with their job and resume, paginated, never showing the storage key', async () => {
    const newest = await createApplication(openJob, { fullName: unique('Newest applicant') });
    const response = await api(
      'GET',
      '/job-applications?populate=*&sort=appliedAt:desc&pagination[page]=1&pagination[pageSize]=5',
      {
        token: admin,
      },
    );
    expect(response.status).toBe(200);
    const { data, meta } = response.body;
    expect(data).toHaveLength(5);
    expect(data[0].documentId).toBe(newest);
    const times = data.map((application: { appliedAt: string }) => Date.parse(application.appliedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const application of data) {
      expect(application.job).toMatchObject({ documentId: expect.any(String), title: expect.any(String) });
      expect(application.resume).toMatchObject({
        name: expect.any(String),
        mime: expect.any(String),
        size: expect.any(Number),
      });
    }
    expect(meta.pagination).toMatchObject({ page: 1, pageSize: 5 });
    expect(meta.pagination.total).toBeGreaterThanOrEqual(9);
    expect(meta.pagination.pageCount).toBe(Math.ceil(meta.pagination.total / 5));
    expect(JSON.stringify(response.body)).not.toContain('storageKey');
  });

  it('filters by status', async () => {
    // Every application, page by page: other suites' applications are in the same database (more than a page of them).
    const all: { body: { data: { job_status: string }[] } } = { body: { data: [] } };
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const response = await api('GET', `/job-applications?pagination[pageSize]=100&pagination[page]=${page}`, {
        token: admin,
      });
      all.body.data.push(...response.body.data);
      pageCount = response.body.meta.pagination.pageCount;
    }
    for (const status of ['Pending', 'Reviewed', 'Accepted', 'Rejected']) {
      const response = await api(
        'GET',
        `/job-applications?filters[job_status][$eq]=${status}&pagination[pageSize]=100`,
        { token: admin },
      );
      expect(response.status).toBe(200);
      const expected = all.body.data.filter(
        (application: { job_status: string }) => application.job_status === status,
      ).length;
      expect(expected, `seeded ${status} applications`).toBeGreaterThan(0);
      expect(response.body.meta.pagination.total).toBe(expected);
      expect(response.body.data.every((application: { job_status: string }) => application.job_status === status)).toBe(
        true,
      );
    }
  });

  it('refuses to filter on the private storage key', async () => {
    expectError(
      await api('GET', '/job-applications?filters[resume][storageKey][$startsWith]=a', { token: admin }),
      400,
    );
  });

  it('answers 404 for an unknown documentId', async () => {
    expectError(await api('GET', '/job-applications/doesnotexist0000000000000', { token: admin }), 404);
    expectError(await api('GET', '/job-applications/doesnotexist0000000000000/resume', { token: admin }), 404);
  });
});

describe('PUT /api/job-applications/:documentId (admin): status changes', () => {
  const STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
  type Status = (typeof STATUSES)[number];
  const ALLOWED: Record<Status, Status[]> = {
    Pending: ['Reviewed', 'Accepted', 'Rejected'],
    Reviewed: ['Accepted', 'Rejected'],
    Accepted: [],
    Rejected: [],
  };
  /** Allowed moves that bring a new (Pending) application to each status. */
  const PATH_TO: Record<Status, Status[]> = {
    Pending: [],
    Reviewed: ['Reviewed'],
    Accepted: ['Reviewed', 'Accepted'],
    Rejected: ['Rejected'],
  };

  const changeStatus = (documentId: string, data: unknown) =>
    api('PUT', `/job-applications/${documentId}`, { token: admin, json: { data } });

  /** A new application moved to `status` through allowed steps. */
  async function applicationIn(status: Status): Promise<string> {
    const documentId = await createApplication(openJob);
    for (const step of PATH_TO[status]) expect((await changeStatus(documentId, { job_status: step })).status).toBe(200);
    return documentId;
  }

  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to })));

  it.each(pairs.filter(({ from, to }) => ALLOWED[from].includes(to)))('allows $from → $to', async ({ from, to }) => {
    const documentId = await applicationIn(from);
    const response = await changeStatus(documentId, { job_status: to });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ documentId, job_status: to });
    expect(JSON.stringify(response.body)).not.toContain('storageKey');
    expect((await adminView(documentId)).job_status).toBe(to);
  });

  it.each(pairs.filter(({ from, to }) => !ALLOWED[from].includes(to)))(
    'refuses $from → $to with a 400 naming both',
    async ({ from, to }) => {
      const documentId = await applicationIn(from);
      const response = await changeStatus(documentId, { job_status: to });
      expectError(response, 400);
      expect(response.body.error.message).toContain(from);
      expect(response.body.error.message).toContain(to);
      expect((await adminView(documentId)).job_status).toBe(from);
    },
  );

  it('refuses an unknown status, naming it', async () => {
    const documentId = await applicationIn('Pending');
    expectError(await changeStatus(documentId, { job_status: 'Hired' }), 400, 'Unknown status "Hired"');
    expect((await adminView(documentId)).job_status).toBe('Pending');
  });

  it('refuses any other field, alone or with the status, and changes nothing', async () => {
    const documentId = await applicationIn('Pending');
    const before = await adminView(documentId);
    expectError(
      await changeStatus(documentId, { job_status: 'Reviewed', fullName: 'Someone Else' }),
      400,
      'Only job_status can be changed',
    );
    expectError(
      await changeStatus(documentId, { email: 'someone@example.com' }),
      400,
      'Only job_status can be changed',
    );
    expectError(await changeStatus(documentId, {}), 400);
    // Its resume's text may have been extracted meanwhile, in the background (docs/023-talent-pool.md "Resume text").
    expect(await adminView(documentId)).toEqual({ ...before, resumeText: expect.any(Object) });
  });

  it('answers 404 for an unknown documentId', async () => {
    expectError(await changeStatus('doesnotexist0000000000000', { job_status: 'Reviewed' }), 404);
  });
});

describe('DELETE /api/job-applications/:documentId (admin)', () => {
  it('removes the application and its resume file', async () => {
    const filesBefore = await resumeFiles();
    const documentId = await createApplication(openJob);
    const filesWith = await resumeFiles();
    const added = filesWith.filter((name) => !filesBefore.includes(name));
    expect(added).toHaveLength(1);
    const countWith = (await storedApplications()).applications;

    const response = await api('DELETE', `/job-applications/${documentId}`, { token: admin });
    expect(response.status).toBe(204);

    expect(await resumeFiles()).toEqual(filesBefore);
    expect((await storedApplications()).applications).toBe(countWith - 1);
    expectError(await api('GET', `/job-applications/${documentId}`, { token: admin }), 404);
    expectError(await api('GET', `/job-applications/${documentId}/resume`, { token: admin }), 404);
  });

  it('answers 404 for an unknown documentId and removes nothing', async () => {
    const before = await storedApplications();
    expectError(await api('DELETE', '/job-applications/doesnotexist0000000000000', { token: admin }), 404);
    expect(await storedApplications()).toEqual(before);
  });
});

describe('GET /api/job-applications/:documentId/resume (admin)', () => {
  it('sends a seeded resume as a private PDF attachment', async () => {
    const list = await api('GET', '/job-applications?populate=resume&sort=appliedAt:asc&pagination[pageSize]=1', {
      token: admin,
    });
    const first = list.body.data[0];
    const response = await api('GET', `/job-applications/${first.documentId}/resume`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${first.resume.name}"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(response.bytes.length).toBe(first.resume.size);
  });

  it('keeps only the base name of a file name that looks like a path, and encodes other characters', async () => {
    const bytes = pdfBytes(unique('path'));
    const response = await api('POST', '/job-applications', {
      form: applicationForm(validApplication(openJob), {
        bytes,
        name: '../../../etc/Łukasz Żak CV.pdf',
        type: 'application/pdf',
      }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await adminView(response.body.data.documentId)).resume.name).toBe('Łukasz Żak CV.pdf');
    const download = await api('GET', `/job-applications/${response.body.data.documentId}/resume`, { token: admin });
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition.startsWith('attachment;')).toBe(true);
    // Not ISO-8859-1: an ASCII fallback plus the UTF-8 name of RFC 5987.
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Łukasz Żak CV.pdf')}`);
    expect(download.bytes.equals(bytes)).toBe(true);
  });

  it('drops the bidirectional control characters of a name: in the staff list, the download and the personal-data ZIP', async () => {
    // U+202E (right-to-left override) makes "cv\u202Efdp.exe.pdf" show its end reversed; the others embed, isolate, mark.
    const email = `bidi.${Date.now().toString(36)}@example.com`;
    const response = await api('POST', '/job-applications', {
      form: applicationForm(validApplication(openJob, { email }), {
        bytes: pdfBytes(unique('bidi')),
        name: '\u2067cv\u202Efdp.exe\u200F\u2069.pdf',
        type: 'application/pdf',
      }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { documentId } = response.body.data as { documentId: string };

    const list = await api(
      'GET',
      `/job-applications?filters[email][$eq]=${encodeURIComponent(email)}&populate=resume`,
      {
        token: admin,
      },
    );
    expect(list.body.data.map((row: { resume: { name: string } }) => row.resume.name)).toEqual(['cvfdp.exe.pdf']);
    const download = await api('GET', `/job-applications/${documentId}/resume`, { token: admin });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="cvfdp.exe.pdf"');
    const zip = await api('POST', '/personal-data/export', { token: admin, json: { data: { email } } });
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes))).filter((name) => name.startsWith('resumes/'))).toEqual([
      `resumes/${documentId}-cvfdp.exe.pdf`,
    ]);
  });
});
