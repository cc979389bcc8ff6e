import { randomBytes } from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import { DeleteObjectCommand, HeadObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import { isStorageKey, S3_RESUME_PREFIX } from '../../src/lib/resume-storage';
import { s3SettingsFromEnv } from '../../src/lib/s3';
import { pdfBytes } from './fixtures';
import { DEMO_ADMIN } from './setup/admin-panel';

/**
 * Helpers of the API tests: requests to the CMS started by `setup/global-setup.ts`, sign-in, multipart
 * applications, and the counts that show whether a failed request left anything behind.
 * Response bodies are read loosely (`any`): each test asserts exactly the fields it is about.
 */

/** Base URL of the CMS under test (no `/api`). */
export function cmsUrl(): string {
  return inject('cmsUrl');
}

/**
 * The admin panel's session on the CMS under test, opened once by the global set-up (the panel limits its own sign-ins
 * to 5 in 5 minutes; a sign-in per file would run into it). For set-up calls only: users, roles, permissions.
 */
export function sharedPanelToken(): string {
  return inject('panelToken');
}

/** Directory of the private resume storage of the CMS under test (unused, and empty, when resumes go to S3). */
export function resumeDirectory(): string {
  return path.join(inject('dataDir'), 'resumes');
}

/**
 * The S3 settings of the CMS under test when it keeps files in S3 (`S3_BUCKET` set for the run, as
 * `npm run test:api:postgres` does; the CMS inherits this process's environment), else null. The resume helpers
 * below read that bucket through the SDK, not through the CMS's own storage code.
 */
export const s3 = s3SettingsFromEnv();
let client: S3Client | null = null;

/**
 * The lines of the CMS's erasure log, read as they are stored: the file `erasure-log.jsonl` of the resume folder, or
 * the objects under `erasure-log/` of the resumes' bucket (their keys).
 */
export async function erasureLogLines(): Promise<string[]> {
  if (!s3) {
    const text = await fs.readFile(path.join(resumeDirectory(), 'erasure-log.jsonl'), 'utf8').catch(() => '');
    return text.split('\n').filter(Boolean);
  }
  const keys: string[] = [];
  const pages = paginateListObjectsV2({ client: s3Client() }, { Bucket: s3.resumeBucket, Prefix: 'erasure-log/' });
  for await (const page of pages) for (const object of page.Contents ?? []) keys.push(object.Key!);
  return keys;
}

/** An S3 client for the CMS's bucket. @throws Error when the run has no S3. */
export function s3Client(): S3Client {
  if (!s3) throw new Error('This run has no S3 storage (S3_BUCKET is unset).');
  client ??= new S3Client(s3.client);
  return client;
}

/** The CMS's temp folder (its TMPDIR), where the body parser writes multipart files. */
export function cmsTempDirectory(): string {
  return path.join(inject('dataDir'), 'tmp');
}

/** The files in the CMS's temp folder now. */
export async function cmsTempFiles(): Promise<string[]> {
  return (await fs.readdir(cmsTempDirectory()).catch(() => [] as string[])).sort();
}

/** What a test needs of a response: status, headers, the JSON body (or text) and the raw bytes. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
  bytes: Buffer;
}

/** Options of `api`: a bearer token and at most one of a JSON body or a multipart form. */
export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
}

/**
 * Sends `method path` to the content API (`/api` is prepended) and reads the whole answer.
 * The body is parsed as JSON when the response says it is JSON, otherwise kept as text.
 */
export async function api(method: string, apiPath: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${cmsUrl()}/api${apiPath}`, { method, headers, body, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const text = bytes.toString('utf8');
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, bytes };
}

/**
 * Asserts Strapi's error answer: `status`, and a body `{ data: null, error: { status, name, message, details } }`
 * whose message matches `message` when given.
 */
export function expectError(response: ApiResponse, status: number, message?: string | RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({
    data: null,
    error: { status, name: expect.any(String), message: expect.any(String), details: expect.any(Object) },
  });
  if (message !== undefined) expect(response.body.error.message).toMatch(message);
}

/** Signs in through `POST /api/auth/local`. @returns the JWT. @throws when the sign-in is refused. */
export async function login(identifier: string, password: string): Promise<string> {
  const response = await api('POST', '/auth/local', { json: { identifier, password } });
  if (response.status !== 200)
    throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.jwt as string;
}

let adminToken: Promise<string> | undefined;

/** JWT of the demo staff account (role Admin); one sign-in per test file. */
export function loginAsAdmin(): Promise<string> {
  adminToken ??= login(DEMO_ADMIN.username, DEMO_ADMIN.password);
  return adminToken;
}

/** JWT of the Recruiter created by the global setup (docs/022-the-team.md); one sign-in per test file. */
let recruiterToken: Promise<string> | undefined;
export function loginAsRecruiter(): Promise<string> {
  const user = inject('recruiterUser');
  recruiterToken ??= login(user.username, user.password);
  return recruiterToken;
}

/** JWT of the Editor created by the global setup (docs/022-the-team.md); one sign-in per test file. */
let editorToken: Promise<string> | undefined;
export function loginAsEditor(): Promise<string> {
  const user = inject('editorUser');
  editorToken ??= login(user.username, user.password);
  return editorToken;
}

/** JWT of the signed-in non-admin user (role Authenticated) created by the global setup. */
export function loginAsAuthenticatedUser(): Promise<string> {
  const user = inject('authenticatedUser');
  return login(user.email, user.password);
}

/** A short random suffix that keeps titles, names and e-mails of one test apart from every other. */
export function unique(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

/** A unique e-mail address of its own, in lower case (the contract's e-mail rule stores addresses so). */
export function uniqueAddress(prefix: string): string {
  return `${unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')}@example.com`;
}

/** A file part of a multipart request. */
export interface FilePart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/**
 * The multipart body of `POST /api/job-applications`: field `data` (an object is sent as JSON text, a string as
 * is) and one `files.resume` part per resume given.
 */
export function applicationForm(data: unknown, ...resumes: FilePart[]): FormData {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const resume of resumes) {
    form.append(
      'files.resume',
      new Blob([resume.bytes], { type: resume.type ?? 'application/octet-stream' }),
      resume.name,
    );
  }
  return form;
}

/**
 * The multipart body of `POST /api/hiring-requests` (docs/024-employers.md): field `data` (an object is sent as JSON
 * text) and one `files.jobDescription` part per file given.
 */
export function hiringRequestForm(data: unknown, ...files: FilePart[]): FormData {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const file of files) {
    form.append(
      'files.jobDescription',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/**
 * The apply form's own multipart body, as a browser sends it and the web app forwards it: every field flat (text)
 * and one `resume` part per resume given.
 */
export function flatApplicationForm(fields: Record<string, string>, ...resumes: FilePart[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const resume of resumes) {
    form.append('resume', new Blob([resume.bytes], { type: resume.type ?? 'application/octet-stream' }), resume.name);
  }
  return form;
}

/** A complete, valid `data` object of an application to `job` (a documentId), with `overrides` applied. */
export function validApplication(job: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    phone: '+44 20 7946 0958',
    coverLetter: 'I would like to apply for this role.',
    job,
    consent: true,
    ...overrides,
  };
}

/** A PDF resume part with unique bytes. */
export function pdfResume(name = 'Ada_Lovelace_Resume.pdf'): FilePart {
  return { bytes: pdfBytes(unique('Resume of Ada Lovelace')), name, type: 'application/pdf' };
}

/** Sends an application as a visitor. */
export function submitApplication(data: unknown, ...resumes: FilePart[]): Promise<ApiResponse> {
  return api('POST', '/job-applications', { form: applicationForm(data, ...resumes) });
}

/** Sends a valid application to `job` with a PDF resume and asserts the 201. @returns its documentId. */
export async function createApplication(job: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await submitApplication(validApplication(job, overrides), pdfResume());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/**
 * Creates a job posting through the Admin API and asserts the 201: by default an open job with what an open job
 * needs (title, description, company, country). @returns the created job as the API shows it.
 */
export async function createJob(data: Record<string, unknown> = {}): Promise<any> {
  const complete = { description: '<p>A test posting.</p>', company: 'Test Company', country: 'AE' };
  const response = await api('POST', '/jobs', {
    token: await loginAsAdmin(),
    json: { data: { title: unique('Test job'), location: 'Remote', ...complete, ...data } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/**
 * A new client named after `label` with one contact, and a job of that client (created by the Admin; owned by the user
 * id `owner` and confidential when asked). Asserts each 201.
 * @returns the client's name, the job's documentId and title, and the contact.
 */
export async function createClientJob(
  label: string,
  { owner, confidential = false }: { owner?: number; confidential?: boolean } = {},
) {
  const admin = await loginAsAdmin();
  const name = unique(`${label} Holdings`);
  const client = await api('POST', '/clients', { token: admin, json: { data: { name } } });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const email = uniqueAddress(`${label.toLowerCase()}-contact`);
  const fullName = `${label} Contact ${randomBytes(3).toString('hex')}`;
  const contact = await api('POST', `/clients/${client.body.data.documentId}/contacts`, {
    token: admin,
    json: { data: { fullName, email } },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  const job = await createJob({
    company: name,
    title: unique(`${label} Analyst`),
    confidential,
    ...(owner ? { owner } : {}),
  });
  return {
    name,
    job: job.documentId as string,
    title: job.title as string,
    contact: { email, fullName, documentId: contact.body.data.documentId as string },
  };
}

/**
 * An application to `job` from a new address (`email` when given), submitted to the job's client by `token` (the
 * Admin by default) with a short summary (docs/024-employers.md "Submissions"). Asserts the 201.
 * @returns the applicant's address and both documentIds.
 */
export async function createSubmission(
  job: string,
  {
    token,
    email = uniqueAddress('submitted-candidate'),
    ...application
  }: { token?: string; email?: string } & Record<string, unknown> = {},
) {
  const documentId = await createApplication(job, { email, ...application });
  const response = await api('POST', `/job-applications/${documentId}/submissions`, {
    token: token ?? (await loginAsAdmin()),
    json: { data: { summary: 'A strong candidate for the role.' } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { email, application: documentId, submission: response.body.data.documentId as string };
}

/** POST /submissions/:documentId/moves `{ data }` by `token` (the Admin by default), asserting the 200. @returns its data. */
export async function moveSubmission(submission: string, data: unknown, token?: string) {
  const response = await api('POST', `/submissions/${submission}/moves`, {
    token: token ?? (await loginAsAdmin()),
    json: { data },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/**
 * Books a 30-minute phone interview (organiser in Asia/Dubai) on `submission`, `daysAhead` days from now (fractions
 * allowed), by the Admin, asserting the 201. @returns the interview's documentId.
 */
export async function bookPhoneInterview(submission: string, daysAhead: number): Promise<string> {
  const response = await api('POST', `/submissions/${submission}/interviews`, {
    token: await loginAsAdmin(),
    json: {
      data: {
        kind: 'phone',
        lengthMinutes: 30,
        organiserTimeZone: 'Asia/Dubai',
        startsAt: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** `meta.pagination.total` of a list request (asserts a 200). */
export async function totalOf(apiPath: string, token?: string): Promise<number> {
  const separator = apiPath.includes('?') ? '&' : '?';
  const response = await api('GET', `${apiPath}${separator}pagination[pageSize]=1`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.meta.pagination.total as number;
}

/**
 * The stored resume files, by storage key, sorted: the objects under `resumes/` of the resume bucket with S3, else the
 * files named by a storage key in the private resume directory (none when it does not exist yet; the erasure log
 * beside them is not one).
 */
export async function resumeFiles(): Promise<string[]> {
  if (!s3) return (await fs.readdir(resumeDirectory()).catch(() => [] as string[])).filter(isStorageKey).sort();
  const keys: string[] = [];
  const pages = paginateListObjectsV2({ client: s3Client() }, { Bucket: s3.resumeBucket, Prefix: S3_RESUME_PREFIX });
  for await (const page of pages) {
    for (const object of page.Contents ?? []) keys.push(object.Key!.slice(S3_RESUME_PREFIX.length));
  }
  return keys.sort();
}

/** Whether the resume file `key` is stored (in the bucket with S3, else in the directory). */
export async function resumeFileExists(key: string): Promise<boolean> {
  if (!s3)
    return fs.access(path.join(resumeDirectory(), key)).then(
      () => true,
      () => false,
    );
  return s3Client()
    .send(new HeadObjectCommand({ Bucket: s3.resumeBucket, Key: `${S3_RESUME_PREFIX}${key}` }))
    .then(
      () => true,
      (error: Error) => {
        if (error.name === 'NotFound' || error.name === 'NoSuchKey') return false;
        throw error;
      },
    );
}

/** Deletes the resume file `key` behind the CMS's back (a file lost from storage). */
export async function removeResumeFile(key: string): Promise<void> {
  if (!s3) return fs.rm(path.join(resumeDirectory(), key));
  await s3Client().send(new DeleteObjectCommand({ Bucket: s3.resumeBucket, Key: `${S3_RESUME_PREFIX}${key}` }));
}

/** What an application leaves behind: the number of applications (Admin API) and the stored resume files. */
export async function storedApplications(): Promise<{ applications: number; resumeFiles: string[] }> {
  return {
    applications: await totalOf('/job-applications', await loginAsAdmin()),
    resumeFiles: await resumeFiles(),
  };
}

/**
 * The query of the jobs that are open now, as staff ask for them: status open and no closing date or one still
 * ahead (a job whose closing date has passed is closed everywhere, whatever its status says).
 */
export function openNowQuery(now = new Date()): string {
  return `filters[status][$eq]=open&filters[$or][0][validThrough][$null]=true&filters[$or][1][validThrough][$gt]=${now.toISOString()}`;
}
