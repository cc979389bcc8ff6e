import { createHmac, randomBytes } from 'crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfBytes } from './fixtures';
import {
  api,
  createJob,
  erasureLogLines,
  expectError,
  hiringRequestForm,
  loginAsAdmin,
  removeResumeFile,
  resumeFileExists,
  resumeFiles,
  submitApplication,
  unique,
  validApplication,
  type FilePart,
} from './helpers';
import { DEMO_ADMIN } from './setup/admin-panel';

/**
 * Erasure and access by e-mail address (docs/015-recruiter-workflow.md "Personal data: erasure and access"):
 * POST /api/personal-data/find, /export and /erase, the address in the body, against the real CMS. One
 * person applies twice, sends an enquiry and a hiring request (converted to a job), subscribes to a job alert and is a
 * client's contact (docs/024-employers.md "Clients"), writing their address in mixed case; another person does the same
 * once.
 */

const KINDS = [
  'applications',
  'candidates',
  'resumes',
  'notes',
  'statusChanges',
  'enquiries',
  'hiringRequests',
  'clientContacts',
  'jobAlerts',
  'emails',
] as const;
const zeros = Object.fromEntries(KINDS.map((kind) => [kind, 0]));

const tag = randomBytes(4).toString('hex');
const person = `erasure.${tag}@example.com`;
const personTyped = `Erasure.${tag.toUpperCase()}@Example.COM`;
const other = `other.${tag}@example.com`;

interface Applied {
  documentId: string;
  resume: FilePart;
}

let admin: string;
let mine: Applied[];
let theirs: Applied;
let filesOfMine: string[];
let fileOfTheirs: string;
/** The person's hiring request and the job it was converted to (the agency's: it stays after the erasure). */
let hiringRequestOfMine: string;
/** The job description file sent with it, and its storage key. */
const briefOfMine: FilePart = { bytes: pdfBytes(`Brief ${tag}`), name: 'Brief Erasure.pdf', type: 'application/pdf' };
let briefFileOfMine: string;
let jobOfMine: string;
/** The client the person is a contact of (the agency's: it stays after the erasure) and that contact. */
let clientOfMine: string;
let contactOfMine: string;

/** The files that appeared in the resume storage while `act` ran. */
async function newFiles(act: () => Promise<void>): Promise<string[]> {
  const before = await resumeFiles();
  await act();
  return (await resumeFiles()).filter((name) => !before.includes(name));
}

async function apply(job: string, email: string, fileName: string): Promise<Applied> {
  const resume: FilePart = { bytes: pdfBytes(unique(`Resume of ${email}`)), name: fileName, type: 'application/pdf' };
  const response = await submitApplication(validApplication(job, { email, fullName: `Applicant ${tag}` }), resume);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { documentId: response.body.data.documentId as string, resume };
}

async function subscribe(email: string): Promise<void> {
  const response = await api('POST', '/job-alerts', { json: { data: { email, search: { q: `nurse ${tag}` } } } });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
}

async function sendEnquiry(email: string): Promise<void> {
  const response = await api('POST', '/contacts', {
    json: { data: { fullName: `Visitor ${tag}`, email, message: 'Please call me back.', service: 'other' } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/**
 * Sends a hiring request (docs/024-employers.md) as a visitor, with `jobDescription` as its file (multipart) when given.
 * @returns its documentId.
 */
async function sendHiringRequest(email: string, jobDescription?: FilePart): Promise<string> {
  const data = {
    company: `Employer ${tag}`,
    contactName: `Employer contact ${tag}`,
    email,
    roleTitle: `Warehouse lead ${tag}`,
    workplace: 'onsite',
    country: 'AE',
    employmentType: 'Full-time',
    requirements: 'Forklift licence.',
  };
  const response = await api(
    'POST',
    '/hiring-requests',
    jobDescription ? { form: hiringRequestForm(data, jobDescription) } : { json: { data } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** Adds a contact with `email` to `client` (docs/024-employers.md "Clients"). @returns its documentId. */
async function addClientContact(client: string, email: string): Promise<string> {
  const response = await api('POST', `/clients/${client}/contacts`, {
    token: admin,
    json: { data: { fullName: `Client contact ${tag}`, email, role: 'Hiring manager' } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

const summary = (email: string, token = admin) =>
  api('POST', '/personal-data/find', { token, json: { data: { email } } });
const exportOf = (email: string, token = admin) =>
  api('POST', '/personal-data/export', { token, json: { data: { email } } });
const erase = (email: string, token = admin) =>
  api('POST', '/personal-data/erase', { token, json: { data: { email } } });

/** Every outbox message as staff see them (all statuses). */
async function outboxMessages(): Promise<Array<{ to: string; documentId: string }>> {
  const lists = await Promise.all(
    ['pending', 'sent', 'failed'].map((status) => api('GET', `/outbox?status=${status}&limit=100`, { token: admin })),
  );
  return lists.flatMap((list) => list.body.data);
}

beforeAll(async () => {
  admin = await loginAsAdmin();
  const job = await createJob();
  filesOfMine = await newFiles(async () => {
    mine = [
      await apply(job.documentId, personTyped, 'CV Erasure.pdf'),
      await apply(job.documentId, person, 'CV Erasure again.pdf'),
    ];
  });
  [fileOfTheirs] = await newFiles(async () => {
    theirs = await apply(job.documentId, other, 'CV Other.pdf');
  });
  await sendEnquiry(personTyped);
  await sendEnquiry(other);
  [briefFileOfMine] = await newFiles(async () => {
    hiringRequestOfMine = await sendHiringRequest(personTyped, briefOfMine);
  });
  await sendHiringRequest(other);
  const converted = await api('POST', `/hiring-requests/${hiringRequestOfMine}/convert`, { token: admin });
  expect(converted.status, JSON.stringify(converted.body)).toBe(201);
  jobOfMine = converted.body.data.job.documentId as string;
  await subscribe(personTyped);
  await subscribe(other);
  const client = await api('POST', '/clients', { token: admin, json: { data: { name: `Client ${tag}` } } });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  clientOfMine = client.body.data.documentId as string;
  contactOfMine = await addClientContact(clientOfMine, personTyped);
  await addClientContact(clientOfMine, other);
  const note = await api('POST', `/job-applications/${mine[0].documentId}/notes`, {
    token: admin,
    json: { data: { text: 'Strong candidate' } },
  });
  expect(note.status).toBe(201);
  await api('POST', `/job-applications/${theirs.documentId}/notes`, {
    token: admin,
    json: { data: { text: 'Other' } },
  });
  const move = await api('PUT', `/job-applications/${mine[0].documentId}`, {
    token: admin,
    json: { data: { job_status: 'Reviewed' } },
  });
  expect(move.status).toBe(200);
});

describe('POST /api/personal-data/find', () => {
  it('counts what is stored about the address, whatever its case', async () => {
    const response = await summary(personTyped);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      email: person,
      // Two confirmations of applications, the acknowledgements of the enquiry and the hiring request, and one of the
      // job alert to them; two application alerts, one enquiry alert and one hiring request alert naming them.
      counts: {
        applications: 2,
        candidates: 1,
        resumes: 2,
        notes: 1,
        statusChanges: 1,
        enquiries: 1,
        hiringRequests: 1,
        clientContacts: 1,
        jobAlerts: 1,
        emails: 9,
      },
    });
  });

  it('never takes the address in a URL: the lookups of a query string are gone', async () => {
    for (const path of ['/personal-data', '/personal-data/find', '/personal-data/export']) {
      const response = await api('GET', `${path}?email=${encodeURIComponent(person)}`, { token: admin });
      expect([404, 405]).toContain(response.status);
      expect(JSON.stringify(response.body)).not.toContain('counts');
    }
  });

  it('answers zeros for an address with nothing stored', async () => {
    const response = await summary(`nobody.${tag}@example.com`);
    expect(response.status).toBe(200);
    expect(response.body.data.counts).toEqual(zeros);
  });

  it('refuses a missing or invalid address with the contract message', async () => {
    for (const json of [{}, { data: {} }, { data: { email: '' } }, { data: { email: 'not-an-address' } }]) {
      const response = await api('POST', '/personal-data/find', { token: admin, json });
      expectError(response, 400, 'Missing or invalid fields: email.');
      expect(response.body.error.details.errors[0].path).toEqual(['email']);
    }
    const invalid = await summary('not-an-address');
    expect(invalid.body.error.details.errors[0].message).toBe('email must be a valid e-mail address');
    expectError(await erase('not-an-address'), 400, 'Missing or invalid fields: email.');
    expectError(await exportOf('not-an-address'), 400, 'Missing or invalid fields: email.');
  });
});

describe('POST /api/personal-data/export', () => {
  it('answers a ZIP with their rows only and their resumes and job description files byte for byte', async () => {
    const before = Date.now();
    const response = await exportOf(personTyped);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.zip"$/,
    );

    const files = unzipSync(new Uint8Array(response.bytes));
    const names = Object.keys(files).sort();
    const resumeNames = mine.map(({ documentId, resume }) => `resumes/${documentId}-${resume.name}`).sort();
    const briefName = `job-descriptions/${hiringRequestOfMine}-Brief Erasure.pdf`;
    expect(names).toEqual(['personal-data.json', ...resumeNames, briefName].sort());
    for (const { documentId, resume } of mine) {
      expect(Buffer.from(files[`resumes/${documentId}-${resume.name}`]).equals(Buffer.from(resume.bytes))).toBe(true);
    }
    expect(Buffer.from(files[briefName]).equals(Buffer.from(briefOfMine.bytes))).toBe(true);

    const text = strFromU8(files['personal-data.json']);
    const json = JSON.parse(text);
    expect(Date.parse(json.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(json.email).toBe(person);
    expect(json.applications.map((a: { documentId: string }) => a.documentId).sort()).toEqual(
      mine.map((a) => a.documentId).sort(),
    );
    const first = json.applications.find((a: { documentId: string }) => a.documentId === mine[0].documentId);
    expect(first).toMatchObject({
      fullName: `Applicant ${tag}`,
      email: person,
      phone: expect.any(String),
      coverLetter: expect.any(String),
      job_status: 'Reviewed',
      consent: true,
      job: { documentId: expect.any(String), title: expect.any(String) },
      resume: { name: 'CV Erasure.pdf', mime: 'application/pdf', file: `resumes/${mine[0].documentId}-CV Erasure.pdf` },
    });
    expect(first.notes).toEqual([expect.objectContaining({ text: 'Strong candidate', author: DEMO_ADMIN.username })]);
    expect(first.history).toEqual([expect.objectContaining({ from: 'Pending', to: 'Reviewed' })]);
    expect(json.enquiries).toEqual([expect.objectContaining({ email: person, message: 'Please call me back.' })]);
    expect(json.jobAlerts).toEqual([
      expect.objectContaining({
        email: person,
        search: expect.objectContaining({ q: `nurse ${tag}` }),
        confirmedAt: null,
      }),
    ]);
    expect(json.hiringRequests).toEqual([
      expect.objectContaining({
        documentId: hiringRequestOfMine,
        email: person,
        contactName: `Employer contact ${tag}`,
        status: 'converted',
        job: expect.objectContaining({ documentId: jobOfMine }),
        jobDescription: {
          name: 'Brief Erasure.pdf',
          mime: 'application/pdf',
          size: briefOfMine.bytes.length,
          file: `job-descriptions/${hiringRequestOfMine}-Brief Erasure.pdf`,
        },
      }),
    ]);
    expect(json.clientContacts).toEqual([
      expect.objectContaining({
        documentId: contactOfMine,
        email: person,
        fullName: `Client contact ${tag}`,
        role: 'Hiring manager',
        client: expect.objectContaining({ documentId: clientOfMine, name: `Client ${tag}` }),
      }),
    ]);
    expect(json.emails).toHaveLength(9);
    for (const message of json.emails) expect(message.to === person || message.text.includes(person)).toBe(true);
    // Secrets and the other person stay out.
    expect(text).not.toMatch(/idempotencyKey|storageKey|"token"/);
    expect(text).not.toContain(other);
    expect(text).not.toContain(theirs.documentId);
  });

  it('is an empty export for an address with nothing stored', async () => {
    const response = await exportOf(`nobody.${tag}@example.com`);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(response.bytes));
    expect(Object.keys(files)).toEqual(['personal-data.json']);
    expect(JSON.parse(strFromU8(files['personal-data.json']))).toMatchObject({
      applications: [],
      candidates: [],
      enquiries: [],
      hiringRequests: [],
      clientContacts: [],
      jobAlerts: [],
      emails: [],
    });
  });
});

describe('POST /api/personal-data/erase', () => {
  it('deletes everything of theirs, keeps the other person, and leaves an audit entry without the address', async () => {
    expect(filesOfMine).toHaveLength(2);
    const logged = await erasureLogLines();
    const response = await erase(personTyped);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      email: person,
      counts: {
        applications: 2,
        candidates: 1,
        resumes: 2,
        notes: 1,
        statusChanges: 1,
        enquiries: 1,
        hiringRequests: 1,
        clientContacts: 1,
        jobAlerts: 1,
        emails: 9,
      },
    });

    expect((await summary(person)).body.data.counts).toEqual(zeros);
    for (const { documentId } of mine) {
      expect((await api('GET', `/job-applications/${documentId}`, { token: admin })).status).toBe(404);
    }
    const files = await resumeFiles();
    for (const file of filesOfMine) expect(files).not.toContain(file);
    expect(await resumeFileExists(filesOfMine[0])).toBe(false);
    const contacts = await api('GET', `/contacts?filters[email][$eq]=${encodeURIComponent(person)}`, { token: admin });
    expect(contacts.body.data).toEqual([]);
    expect((await api('GET', `/hiring-requests/${hiringRequestOfMine}`, { token: admin })).status).toBe(404);
    expect(await resumeFileExists(briefFileOfMine)).toBe(false);
    // The job it became is the agency's, and stays; so does the client, with the other person as its contact.
    expect((await api('GET', `/jobs/${jobOfMine}`, { token: admin })).status).toBe(200);
    const client = await api('GET', `/clients/${clientOfMine}`, { token: admin });
    expect(client.status).toBe(200);
    expect(client.body.data.contacts.map((contact: { email: string }) => contact.email)).toEqual([other]);
    const messages = await outboxMessages();
    expect(messages.filter((message) => message.to === person)).toEqual([]);

    // The other person is untouched.
    expect((await api('GET', `/job-applications/${theirs.documentId}`, { token: admin })).status).toBe(200);
    expect(files).toContain(fileOfTheirs);
    expect((await summary(other)).body.data.counts).toEqual({
      applications: 1,
      candidates: 1,
      resumes: 1,
      notes: 1,
      statusChanges: 0,
      enquiries: 1,
      hiringRequests: 1,
      clientContacts: 1,
      jobAlerts: 1,
      emails: 7,
    });
    expect(messages.some((message) => message.to === other)).toBe(true);

    // One summary entry by the staff member with the counts, one per deleted application; no address anywhere.
    const audit = await api(
      'GET',
      '/audit-entries?filters[action][$eq]=personal-data-erase&sort[0]=at:desc&sort[1]=id:desc&pagination[pageSize]=100',
      { token: admin },
    );
    expect(audit.status).toBe(200);
    const summaryEntry = audit.body.data.find(
      (entry: { subjectType: string }) => entry.subjectType === 'personal-data',
    );
    expect(summaryEntry).toMatchObject({
      action: 'personal-data-erase',
      actor: DEMO_ADMIN.username,
      details: {
        applications: 2,
        candidates: 1,
        resumes: 2,
        notes: 1,
        statusChanges: 1,
        enquiries: 1,
        hiringRequests: 1,
        clientContacts: 1,
        jobAlerts: 1,
        emails: 9,
      },
    });
    const perApplication = audit.body.data.filter((entry: { subjectId: string }) =>
      mine.some((application) => application.documentId === entry.subjectId),
    );
    expect(perApplication).toHaveLength(2);
    const written = JSON.stringify(audit.body.data).toLowerCase();
    expect(written).not.toContain(person);
    expect(written).not.toContain(`erasure.${tag}`);

    // The erasure log gained the keyed hash of the address (HMAC-SHA256 with ERASURE_LOG_KEY), never the address.
    const added = (await erasureLogLines()).filter((line) => !logged.includes(line));
    const hash = createHmac('sha256', inject('erasureLogKey')).update(person).digest('hex');
    expect(added).toHaveLength(1);
    expect(added[0]).toContain(hash);
    expect(added[0].toLowerCase()).not.toContain(`erasure.${tag}`);

    // Erasing again finds nothing.
    const again = await erase(person);
    expect(again.status).toBe(200);
    expect(again.body.data.counts).toEqual(zeros);
  });
});

describe('a resume missing from storage', () => {
  it('becomes a note in the ZIP instead of a download cut short, and the erasure still goes through', async () => {
    const job = await createJob();
    const lost = `lost.${tag}@example.com`;
    let applied: Applied | undefined;
    const [file] = await newFiles(async () => {
      applied = await apply(job.documentId, lost, 'CV Lost.pdf');
    });
    await removeResumeFile(file);

    const response = await exportOf(lost);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(response.bytes));
    const note = `resumes/${applied!.documentId}-CV Lost.pdf.missing.txt`;
    expect(Object.keys(files)).toEqual(['personal-data.json', note]);
    expect(strFromU8(files[note])).toContain('is missing from the resume storage');
    expect(JSON.parse(strFromU8(files['personal-data.json'])).applications).toHaveLength(1);

    const erased = await erase(lost);
    expect(erased.status).toBe(200);
    expect(erased.body.data.counts).toMatchObject({ applications: 1, resumes: 1 });
  });
});
