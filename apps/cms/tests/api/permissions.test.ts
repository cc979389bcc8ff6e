import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roleMay, STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@agency/contract';
import { pdfBytes, pngBytes } from './fixtures';
import {
  api,
  applicationForm,
  cmsUrl,
  createApplication,
  createJob,
  expectError,
  hiringRequestForm,
  login,
  loginAsAdmin,
  loginAsAuthenticatedUser,
  loginAsEditor,
  loginAsRecruiter,
  pdfResume,
  unique,
  validApplication,
  type ApiResponse,
  sharedPanelToken,
} from './helpers';
import { DEMO_ADMIN, findRole, getRolePermissions, setRolePermissions } from './setup/admin-panel';

/**
 * The permission matrix of docs/000-product.md §14 and §15 and docs/022-the-team.md "Enforcement": every content API
 * route, called by each staff role (Admin, Recruiter, Editor), by a signed-in user whose role is Authenticated (not
 * staff) and by a visitor (no token). One table: each row sends the same request for every caller; a staff row names
 * the contract permission its route needs, and what each staff role must get is derived from the contract's role table
 * (`roleMay`), so the table and the contract cannot drift. Where the request changes or deletes something, each caller
 * acts on a record made for it. A 403 comes from the permission layer before any controller runs; a success status
 * shows that the caller really got through. The last test checks that the table has a row for every route the CMS
 * serves.
 */

type Caller = StaffRole | 'authenticated' | 'visitor';
const CALLERS: Caller[] = [...STAFF_ROLES, 'authenticated', 'visitor'];

/** What rows read but never change: seeded documents, the signed-in user's own id and the Admin role's id. */
interface Seeded {
  job: string;
  article: string;
  category: string;
  author: string;
  application: string;
  candidate: string;
  contact: string;
  hiringRequest: string;
  /** A hiring request sent with a job description file. */
  hiringRequestWithFile: string;
  client: string;
  ownUserId: number;
  adminRoleId: number;
}

interface Row {
  endpoint: string;
  /** Makes the record a row changes or deletes (its documentId) for `caller`; runs before each caller's call. */
  prepare?: (caller: Caller) => Promise<string>;
  send: (token: string | undefined, target: string) => Promise<ApiResponse>;
  expected: Record<Caller, number>;
}

/**
 * The answers of a staff route that needs `permission` (any one of a list): `success` for each staff role whose row of
 * the contract's role table holds it, 403 for the other roles and for users without a staff role; a visitor gets
 * `visitor` (403 unless the route is also public).
 */
function staffOnly(
  permission: StaffPermission | readonly StaffPermission[],
  success: number,
  visitor = 403,
): Record<Caller, number> {
  const permissions = typeof permission === 'string' ? [permission] : permission;
  const expected = { authenticated: 403, visitor } as Record<Caller, number>;
  for (const role of STAFF_ROLES) {
    expected[role] = permissions.some((wanted) => roleMay(role, wanted)) ? success : 403;
  }
  return expected;
}

/** A public route: `visitor` for visitors; every token (staff or not) is judged by its role, which lacks the action. */
const publicOnly = (visitor: number): Record<Caller, number> =>
  ({ ...Object.fromEntries(CALLERS.map((caller) => [caller, 403])), visitor }) as Record<Caller, number>;

/** A staff member's own account: `success` for every staff role, 403 for a user without one and for a visitor. */
const anyStaff = (success: number): Record<Caller, number> =>
  ({ ...Object.fromEntries(STAFF_ROLES.map((role) => [role, success])), authenticated: 403, visitor: 403 }) as Record<
    Caller,
    number
  >;

/** Every contract permission a row of the table names (to check that no permission is left untested). */
const TESTED = new Set<StaffPermission>();
function may(permission: StaffPermission | readonly StaffPermission[], success: number, visitor = 403) {
  for (const wanted of typeof permission === 'string' ? [permission] : permission) TESTED.add(wanted);
  return staffOnly(permission, success, visitor);
}

let seeded: Seeded;
let panelToken: string;

/** A new session of `caller` (its own sign-in), or '' for a visitor. */
async function freshToken(caller: Caller): Promise<string> {
  const users = {
    admin: DEMO_ADMIN,
    recruiter: inject('recruiterUser'),
    editor: inject('editorUser'),
    authenticated: inject('authenticatedUser'),
  };
  return caller === 'visitor' ? '' : login(users[caller].username, users[caller].password);
}
const tokens: Record<Caller, string | undefined> = {
  admin: undefined,
  recruiter: undefined,
  editor: undefined,
  authenticated: undefined,
  visitor: undefined,
};

/** First documentId of a list read with the admin token. */
async function firstDocumentId(path: string): Promise<string> {
  const response = await api('GET', `${path}${path.includes('?') ? '&' : '?'}pagination[pageSize]=1`, {
    token: tokens.admin,
  });
  expect(response.status).toBe(200);
  return response.body.data[0].documentId as string;
}

/** Creates a record through the Admin API for a row to change or delete. @returns its documentId. */
async function adminCreate(path: string, data: Record<string, unknown>): Promise<string> {
  const response = await api('POST', path, { token: tokens.admin, json: { data } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** An article's Arabic version as the matrix rows save it. */
const ARABIC_ARTICLE = { title: 'مقالة', description: '<p>نص المقالة.</p>' };

/**
 * A record of `path` (`/jobs` or `/articles`) made by the Admin with `data`, with an Arabic version (docs/026-
 * languages.md). @returns its documentId.
 */
async function withArabic(path: '/jobs' | '/articles', data: Record<string, unknown>): Promise<string> {
  const documentId = await adminCreate(path, data);
  const arabic = path === '/jobs' ? { title: 'وظيفة' } : ARABIC_ARTICLE;
  const response = await api('PUT', `${path}/${documentId}/arabic`, { token: tokens.admin, json: { data: arabic } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return documentId;
}

/** A hiring request as the form at /hire sends it (docs/024-employers.md). */
const validHiringRequest = () => ({
  data: {
    company: 'Matrix Employer',
    contactName: 'Permission Test',
    email: 'permissions@example.com',
    roleTitle: 'Matrix role',
    workplace: 'onsite',
    country: 'AE',
    employmentType: 'Full-time',
    requirements: 'Matrix row',
  },
});

/** A new hiring request, sent as a visitor, for a row that changes, converts or deletes one. @returns its documentId. */
async function newHiringRequest(): Promise<string> {
  const response = await api('POST', '/hiring-requests', { json: validHiringRequest() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** A new contact of the seeded client (docs/024-employers.md "Clients"), for a row that changes or removes one. */
function newClientContact(): Promise<string> {
  return adminCreate(`/clients/${seeded.client}/contacts`, {
    fullName: 'Matrix Contact',
    email: `${unique('matrix').replace(' ', '.')}@example.com`,
  });
}

const validContact = () => ({
  data: { fullName: 'Permission Test', email: 'permissions@example.com', message: 'Matrix row', service: 'other' },
});

/**
 * Read, create, change and delete rows of a collection: staff whose role has `read` may read it and those with `write`
 * change it; visitors may read its list when `publicList` (the contract's PUBLIC_QUERIES), never a single record. The
 * records changed and deleted are the Admin's: where changing someone else's record needs more (`writeOthers`: a job
 * another member owns needs `jobs.any`, docs/022-the-team.md), that permission decides.
 */
function contentRows(
  path: string,
  seededId: () => string,
  data: () => Record<string, unknown>,
  change: () => Record<string, unknown>,
  {
    read,
    write,
    writeOthers = write,
    publicList,
  }: { read: StaffPermission[]; write: StaffPermission; writeOthers?: StaffPermission; publicList: boolean },
): Row[] {
  return [
    {
      endpoint: `GET ${path}`,
      send: (token) => api('GET', path, { token }),
      expected: may(read, 200, publicList ? 200 : 403),
    },
    {
      endpoint: `GET ${path}/:documentId`,
      send: (token) => api('GET', `${path}/${seededId()}`, { token }),
      expected: may(read, 200),
    },
    {
      endpoint: `POST ${path}`,
      send: (token) => api('POST', path, { token, json: { data: data() } }),
      expected: may(write, 201),
    },
    {
      endpoint: `PUT ${path}/:documentId`,
      prepare: () => adminCreate(path, data()),
      send: (token, target) => api('PUT', `${path}/${target}`, { token, json: { data: change() } }),
      expected: may(writeOthers, 200),
    },
    {
      endpoint: `DELETE ${path}/:documentId`,
      prepare: () => adminCreate(path, data()),
      send: (token, target) => api('DELETE', `${path}/${target}`, { token }),
      expected: may(writeOthers, 204),
    },
  ];
}

/** A row that nobody may call. */
const closed = (endpoint: string, send: Row['send']): Row => ({
  endpoint,
  send,
  expected: Object.fromEntries(CALLERS.map((caller) => [caller, 403])) as Record<Caller, number>,
});

const NOBODY = 'matrix-nobody@example.com';

/** A token of the personal-data link's shape (the contract's `MY_DATA_TOKEN_PATTERN`) that the CMS did not sign. */
const FORGED_MY_DATA_TOKEN = `${Buffer.from(JSON.stringify({ c: 'nobody', e: 4102444800000 })).toString('base64url')}.${'M'.repeat(43)}`;

/** Every caller gets `status`: a route that no Strapi role opens (`auth: false`), whose own lock decides. */
const everyone = (status: number): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Record<Caller, number>;

let submissionJob: Promise<string> | undefined;
/**
 * An application to a job of a client, owned by the test's Recruiter (so that a Recruiter may submit it, docs/024-
 * employers.md "Submissions and the client portal"), for a row that submits or withdraws. @returns its documentId.
 */
async function applicationToSubmit(): Promise<string> {
  submissionJob ??= (async () => {
    const recruiter = await api('GET', '/users/me', { token: tokens.recruiter });
    const job = await createJob({ company: unique('Matrix client'), owner: recruiter.body.id });
    return job.documentId as string;
  })();
  return createApplication(await submissionJob, { email: `${unique('matrix').replace(' ', '.')}@example.com` });
}

/** A submission of a new application (`applicationToSubmit`), by the Admin. @returns its documentId. */
async function newSubmission(): Promise<string> {
  const application = await applicationToSubmit();
  const response = await api('POST', `/job-applications/${application}/submissions`, {
    token: tokens.admin,
    json: { data: { summary: 'Matrix row.' } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** An offer as the matrix rows record it (docs/025-placements.md "Offers and placements"). */
const MATRIX_OFFER = {
  salaryAmount: 100000,
  salaryCurrency: 'AED',
  salaryPeriod: 'YEAR',
  startDate: '2027-01-04',
  // Three weeks on: an offer past its expiry cannot be accepted.
  expiresOn: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
};

/** An open offer on a new submission (`newSubmission`), by the Admin. @returns its documentId. */
async function newOffer(): Promise<string> {
  const submission = await newSubmission();
  return adminCreate(`/submissions/${submission}/offers`, MATRIX_OFFER);
}

/** A placement: a new offer accepted by the Admin, locked when asked. @returns its documentId. */
async function newPlacement({ locked = false }: { locked?: boolean } = {}): Promise<string> {
  const response = await api('POST', `/offers/${await newOffer()}/answer`, {
    token: tokens.admin,
    json: { data: { answer: 'accepted' } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const placement = response.body.data.placement.documentId as string;
  if (locked) {
    const lock = await api('POST', `/placements/${placement}/lock`, { token: tokens.admin, json: { data: {} } });
    expect(lock.status).toBe(200);
  }
  return placement;
}

/** A phone interview a week from now, for the interview rows. */
const interviewInput = () => ({
  kind: 'phone',
  lengthMinutes: 30,
  organiserTimeZone: 'Asia/Dubai',
  startsAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
});

/** An interview of a new submission (`newSubmission`), booked by the Admin. @returns its documentId. */
async function newInterview(): Promise<string> {
  const submission = await newSubmission();
  const response = await api('POST', `/submissions/${submission}/interviews`, {
    token: tokens.admin,
    json: { data: interviewInput() },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

const MATRIX: Row[] = [
  ...contentRows(
    '/jobs',
    () => seeded.job,
    () => ({ title: unique('Matrix job'), status: 'draft' }),
    () => ({ title: unique('Renamed matrix job') }),
    { read: ['jobs'], write: 'jobs', writeOthers: 'jobs.any', publicList: true },
  ),
  ...contentRows(
    '/articles',
    () => seeded.article,
    () => ({ title: unique('Matrix article') }),
    () => ({ title: unique('Renamed matrix article') }),
    { read: ['articles'], write: 'articles', publicList: true },
  ),
  // Arabic versions (docs/026-languages.md "Content in two languages"): the Admin's job or article, so that a
  // Recruiter's change needs `jobs.any` as for the English job.
  {
    endpoint: 'GET /jobs/:documentId/arabic',
    prepare: () => withArabic('/jobs', { title: unique('Matrix job'), status: 'draft' }),
    send: (token, target) => api('GET', `/jobs/${target}/arabic`, { token }),
    expected: may('jobs', 200),
  },
  {
    endpoint: 'PUT /jobs/:documentId/arabic',
    prepare: () => adminCreate('/jobs', { title: unique('Matrix job'), status: 'draft' }),
    send: (token, target) => api('PUT', `/jobs/${target}/arabic`, { token, json: { data: { title: 'وظيفة' } } }),
    expected: may('jobs.any', 200),
  },
  {
    endpoint: 'DELETE /jobs/:documentId/arabic',
    prepare: () => withArabic('/jobs', { title: unique('Matrix job'), status: 'draft' }),
    send: (token, target) => api('DELETE', `/jobs/${target}/arabic`, { token }),
    expected: may('jobs.any', 204),
  },
  {
    endpoint: 'GET /articles/:documentId/arabic',
    prepare: () => withArabic('/articles', { title: unique('Matrix article') }),
    send: (token, target) => api('GET', `/articles/${target}/arabic`, { token }),
    expected: may('articles', 200),
  },
  {
    endpoint: 'PUT /articles/:documentId/arabic',
    prepare: () => adminCreate('/articles', { title: unique('Matrix article') }),
    send: (token, target) => api('PUT', `/articles/${target}/arabic`, { token, json: { data: ARABIC_ARTICLE } }),
    expected: may('articles', 200),
  },
  {
    endpoint: 'DELETE /articles/:documentId/arabic',
    prepare: () => withArabic('/articles', { title: unique('Matrix article') }),
    send: (token, target) => api('DELETE', `/articles/${target}/arabic`, { token }),
    expected: may('articles', 204),
  },
  ...contentRows(
    '/categories',
    () => seeded.category,
    () => {
      const name = unique('Matrix category');
      return { name, slug: name.toLowerCase().replace(/\s+/g, '-') };
    },
    () => ({ name: unique('Renamed category') }),
    { read: ['articles', 'jobs'], write: 'articles', publicList: false },
  ),
  ...contentRows(
    '/authors',
    () => seeded.author,
    () => ({ name: unique('Matrix author') }),
    () => ({ name: unique('Renamed author') }),
    { read: ['articles', 'jobs'], write: 'articles', publicList: false },
  ),

  {
    endpoint: 'POST /job-applications',
    send: (token) =>
      api('POST', '/job-applications', { token, form: applicationForm(validApplication(seeded.job), pdfResume()) }),
    expected: may('applications', 201, 201),
  },
  {
    endpoint: 'GET /job-applications',
    send: (token) => api('GET', '/job-applications', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /job-applications/:documentId',
    send: (token) => api('GET', `/job-applications/${seeded.application}`, { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /job-applications/:documentId/resume',
    send: (token) => api('GET', `/job-applications/${seeded.application}/resume`, { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'PUT /job-applications/:documentId',
    prepare: () => createApplication(seeded.job),
    send: (token, target) =>
      api('PUT', `/job-applications/${target}`, { token, json: { data: { job_status: 'Reviewed' } } }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'DELETE /job-applications/:documentId',
    prepare: () => createApplication(seeded.job),
    send: (token, target) => api('DELETE', `/job-applications/${target}`, { token }),
    expected: may('applications', 204),
  },
  {
    endpoint: 'POST /job-applications/:documentId/notes',
    send: (token) =>
      api('POST', `/job-applications/${seeded.application}/notes`, { token, json: { data: { text: 'Matrix note' } } }),
    expected: may('applications', 201),
  },
  {
    endpoint: 'GET /job-applications/counts-by-job',
    send: (token) => api('GET', `/job-applications/counts-by-job?jobs=${seeded.job}`, { token }),
    expected: may('applications', 200),
  },
  // The talent pool's candidates (docs/023-talent-pool.md "Candidates").
  {
    endpoint: 'GET /candidates',
    send: (token) => api('GET', '/candidates', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /candidates/tags',
    send: (token) => api('GET', '/candidates/tags?prefix=a', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /candidates/:documentId',
    send: (token) => api('GET', `/candidates/${seeded.candidate}`, { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'PUT /candidates/:documentId',
    send: (token) =>
      api('PUT', `/candidates/${seeded.candidate}`, { token, json: { data: { availability: 'available' } } }),
    expected: may('applications', 200),
  },
  {
    // Merging a candidate into itself: a 400 shows the caller got through.
    endpoint: 'POST /candidates/:documentId/merge',
    send: (token) => api('POST', `/candidates/${seeded.candidate}/merge`, { token, json: { from: seeded.candidate } }),
    expected: may('applications', 400),
  },
  // The candidate's page link (docs/025-placements.md "The candidate's page"): staff with `applications` send it again
  // (a new link e-mailed) and revoke it.
  {
    endpoint: 'POST /job-applications/:documentId/candidate-link',
    send: (token) => api('POST', `/job-applications/${seeded.application}/candidate-link`, { token }),
    expected: may('applications', 201),
  },
  {
    endpoint: 'POST /job-applications/:documentId/candidate-link/revoke',
    send: (token) => api('POST', `/job-applications/${seeded.application}/candidate-link/revoke`, { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'POST /job-applications/bulk-status',
    prepare: () => createApplication(seeded.job),
    send: (token, target) =>
      api('POST', '/job-applications/bulk-status', {
        token,
        json: { data: { to: 'Reviewed', documentIds: [target] } },
      }),
    expected: may('applications', 200),
  },
  {
    // "Add candidate" (docs/023-talent-pool.md "Added by staff"): a new address for each caller.
    endpoint: 'POST /candidates',
    send: (token) =>
      api('POST', '/candidates', {
        token,
        form: applicationForm(
          {
            fullName: 'Matrix Intake',
            email: `intake.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
            legalBasis: 'legitimate-interest',
          },
          pdfResume(),
        ),
      }),
    expected: may('applications', 201),
  },
  // Sourcing (docs/023-talent-pool.md "Sourcing").
  {
    endpoint: 'POST /candidates/:documentId/applications',
    prepare: async () => {
      const email = `sourced.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
      await createApplication(seeded.job, { email });
      const found = await api('GET', `/candidates?q=${encodeURIComponent(email)}`, { token: await loginAsAdmin() });
      // A job of its own per caller: the candidate and the job the row adds them to.
      return `${found.body.data[0].documentId}/${(await createJob()).documentId}`;
    },
    send: (token, target) => {
      const [candidate, job] = target.split('/');
      return api('POST', `/candidates/${candidate}/applications`, { token, json: { data: { job } } });
    },
    expected: may('applications', 201),
  },
  {
    endpoint: 'POST /job-applications/bulk-tag',
    prepare: () => createApplication(seeded.job),
    send: (token, target) =>
      api('POST', '/job-applications/bulk-tag', { token, json: { data: { tag: 'Matrix', documentIds: [target] } } }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'POST /job-applications/bulk-add-to-job',
    prepare: () => createApplication(seeded.job),
    send: (token, target) =>
      api('POST', '/job-applications/bulk-add-to-job', {
        token,
        json: { data: { job: seeded.job, documentIds: [target] } },
      }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /jobs/:documentId/suggested-candidates',
    send: (token) => api('GET', `/jobs/${seeded.job}/suggested-candidates`, { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /application-notes',
    send: (token) => api('GET', '/application-notes', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /application-status-changes',
    send: (token) => api('GET', '/application-status-changes', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /audit-entries',
    send: (token) => api('GET', '/audit-entries', { token }),
    expected: may('applications', 200),
  },

  {
    endpoint: 'POST /contacts',
    send: (token) => api('POST', '/contacts', { token, json: validContact() }),
    expected: may('enquiries', 201, 201),
  },
  {
    endpoint: 'GET /contacts',
    send: (token) => api('GET', '/contacts', { token }),
    expected: may('enquiries', 200),
  },
  {
    endpoint: 'GET /contacts/:documentId',
    send: (token) => api('GET', `/contacts/${seeded.contact}`, { token }),
    expected: may('enquiries', 200),
  },
  {
    endpoint: 'DELETE /contacts/:documentId',
    prepare: async () => (await api('POST', '/contacts', { json: validContact() })).body.data.documentId as string,
    send: (token, target) => api('DELETE', `/contacts/${target}`, { token }),
    expected: may('enquiries', 204),
  },
  {
    // Staff set an enquiry's status; what the visitor sent stays as sent (tests/api/contacts.test.ts).
    endpoint: 'PUT /contacts/:documentId',
    send: (token) => api('PUT', `/contacts/${seeded.contact}`, { token, json: { data: { status: 'handled' } } }),
    expected: may('enquiries', 200),
  },

  // Hiring requests (docs/024-employers.md "API"): the employers' public form; the rest for `clients`.
  {
    endpoint: 'POST /hiring-requests',
    send: (token) => api('POST', '/hiring-requests', { token, json: validHiringRequest() }),
    expected: may('clients', 201, 201),
  },
  {
    endpoint: 'GET /hiring-requests',
    send: (token) => api('GET', '/hiring-requests', { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'GET /hiring-requests/:documentId',
    send: (token) => api('GET', `/hiring-requests/${seeded.hiringRequest}`, { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'GET /hiring-requests/:documentId/job-description',
    send: (token) => api('GET', `/hiring-requests/${seeded.hiringRequestWithFile}/job-description`, { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'PUT /hiring-requests/:documentId',
    prepare: newHiringRequest,
    send: (token, target) =>
      api('PUT', `/hiring-requests/${target}`, { token, json: { data: { status: 'in-discussion' } } }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'DELETE /hiring-requests/:documentId',
    prepare: newHiringRequest,
    send: (token, target) => api('DELETE', `/hiring-requests/${target}`, { token }),
    expected: may('clients', 204),
  },
  {
    // Convert to job also needs `jobs` (it creates a job).
    endpoint: 'POST /hiring-requests/:documentId/convert',
    prepare: newHiringRequest,
    send: (token, target) => api('POST', `/hiring-requests/${target}/convert`, { token }),
    expected: (() => {
      const expected = may('clients', 201);
      for (const role of STAFF_ROLES) if (!roleMay(role, 'jobs')) expected[role] = 403;
      return expected;
    })(),
  },

  // Clients and their contacts (docs/024-employers.md "API"): `clients` only.
  {
    endpoint: 'GET /clients',
    send: (token) => api('GET', '/clients', { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'POST /clients',
    send: (token) => api('POST', '/clients', { token, json: { data: { name: unique('Matrix client') } } }),
    expected: may('clients', 201),
  },
  {
    endpoint: 'GET /clients/:documentId',
    send: (token) => api('GET', `/clients/${seeded.client}`, { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'PUT /clients/:documentId',
    prepare: () => adminCreate('/clients', { name: unique('Matrix client') }),
    send: (token, target) =>
      api('PUT', `/clients/${target}`, { token, json: { data: { name: unique('Matrix client renamed') } } }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'POST /clients/:documentId/contacts',
    send: (token) =>
      api('POST', `/clients/${seeded.client}/contacts`, {
        token,
        json: { data: { fullName: 'Matrix Contact', email: `${unique('matrix').replace(' ', '.')}@example.com` } },
      }),
    expected: may('clients', 201),
  },
  {
    endpoint: 'PUT /client-contacts/:documentId',
    prepare: newClientContact,
    send: (token, target) =>
      api('PUT', `/client-contacts/${target}`, {
        token,
        json: { data: { fullName: 'Matrix Contact', email: `${unique('matrix').replace(' ', '.')}@example.com` } },
      }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'DELETE /client-contacts/:documentId',
    prepare: newClientContact,
    send: (token, target) => api('DELETE', `/client-contacts/${target}`, { token }),
    expected: may('clients', 204),
  },

  // Submissions to clients (docs/024-employers.md "Submissions and the client portal"): `clients`, a Recruiter for the
  // jobs they own (these rows' job is the Recruiter's).
  {
    endpoint: 'POST /job-applications/:documentId/submissions',
    prepare: applicationToSubmit,
    send: (token, target) =>
      api('POST', `/job-applications/${target}/submissions`, { token, json: { data: { summary: 'Matrix row.' } } }),
    expected: may('clients', 201),
  },
  {
    endpoint: 'POST /submissions/:documentId/withdraw',
    prepare: newSubmission,
    send: (token, target) => api('POST', `/submissions/${target}/withdraw`, { token }),
    expected: may('clients', 200),
  },
  // Offers and placements (docs/025-placements.md "API"): offers `clients` (a Recruiter for the jobs they own: these
  // rows' job is the Recruiter's); placements `placements`, their fee and lock and a client's terms `placements.manage`.
  {
    endpoint: 'GET /submissions/:documentId/offers',
    prepare: newSubmission,
    send: (token, target) => api('GET', `/submissions/${target}/offers`, { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'POST /submissions/:documentId/offers',
    prepare: newSubmission,
    send: (token, target) => api('POST', `/submissions/${target}/offers`, { token, json: { data: MATRIX_OFFER } }),
    expected: may('clients', 201),
  },
  {
    endpoint: 'POST /offers/:documentId/answer',
    prepare: newOffer,
    send: (token, target) => api('POST', `/offers/${target}/answer`, { token, json: { data: { answer: 'accepted' } } }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'GET /placements',
    send: (token) => api('GET', '/placements', { token }),
    expected: may('placements', 200),
  },
  {
    endpoint: 'GET /placements/:documentId',
    prepare: () => newPlacement(),
    send: (token, target) => api('GET', `/placements/${target}`, { token }),
    expected: may('placements', 200),
  },
  {
    endpoint: 'POST /placements/:documentId/moves',
    prepare: () => newPlacement(),
    send: (token, target) => api('POST', `/placements/${target}/moves`, { token, json: { data: { to: 'started' } } }),
    expected: may('placements', 200),
  },
  {
    endpoint: 'POST /placements/:documentId/invoice',
    prepare: () => newPlacement(),
    send: (token, target) =>
      api('POST', `/placements/${target}/invoice`, { token, json: { data: { status: 'invoiced' } } }),
    expected: may('placements', 200),
  },
  {
    endpoint: 'POST /placements/:documentId/fee',
    prepare: () => newPlacement(),
    send: (token, target) =>
      api('POST', `/placements/${target}/fee`, { token, json: { data: { amount: 1000, reason: 'Matrix row.' } } }),
    expected: may('placements.manage', 200),
  },
  {
    endpoint: 'POST /placements/:documentId/lock',
    prepare: () => newPlacement(),
    send: (token, target) => api('POST', `/placements/${target}/lock`, { token, json: { data: {} } }),
    expected: may('placements.manage', 200),
  },
  {
    endpoint: 'POST /placements/:documentId/unlock',
    prepare: () => newPlacement({ locked: true }),
    send: (token, target) =>
      api('POST', `/placements/${target}/unlock`, { token, json: { data: { reason: 'Matrix row.' } } }),
    expected: may('placements.manage', 200),
  },
  {
    endpoint: 'PUT /clients/:documentId/terms',
    send: (token) =>
      api('PUT', `/clients/${seeded.client}/terms`, {
        token,
        json: { data: { feeType: 'percent', feePercent: 20, guaranteeDays: 90 } },
      }),
    expected: may('placements.manage', 200),
  },
  {
    // Their stages (docs/025-placements.md "Stages"): as for submitting.
    endpoint: 'POST /submissions/:documentId/moves',
    prepare: newSubmission,
    send: (token, target) =>
      api('POST', `/submissions/${target}/moves`, { token, json: { data: { to: 'interviewing' } } }),
    expected: may('clients', 200),
  },
  // Interviews of a submitted candidate (docs/025-placements.md "Interviews and calendar invitations"): `clients`, a
  // Recruiter on the jobs they own, as for submitting (these rows' job is the Recruiter's).
  {
    endpoint: 'POST /submissions/:documentId/interviews',
    prepare: newSubmission,
    send: (token, target) =>
      api('POST', `/submissions/${target}/interviews`, { token, json: { data: interviewInput() } }),
    expected: may('clients', 201),
  },
  {
    endpoint: 'GET /submissions/:documentId/interviews',
    prepare: newSubmission,
    send: (token, target) => api('GET', `/submissions/${target}/interviews`, { token }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'POST /interviews/:documentId/reschedule',
    prepare: newInterview,
    send: (token, target) =>
      api('POST', `/interviews/${target}/reschedule`, {
        token,
        json: { data: { startsAt: interviewInput().startsAt } },
      }),
    expected: may('clients', 200),
  },
  {
    endpoint: 'POST /interviews/:documentId/cancel',
    prepare: newInterview,
    send: (token, target) => api('POST', `/interviews/${target}/cancel`, { token }),
    expected: may('clients', 200),
  },
  {
    // The interview has not started: a caller who gets through is told so (400), before any change.
    endpoint: 'POST /interviews/:documentId/outcome',
    prepare: newInterview,
    send: (token, target) =>
      api('POST', `/interviews/${target}/outcome`, { token, json: { data: { status: 'done' } } }),
    expected: may('clients', 400),
  },
  // The client portal: `auth: false`, so a token of any role counts for nothing. Anybody may ask for a sign-in link (the
  // same 202 for any address) or use one (400 for an unknown one); every other route needs a client session (401).
  {
    endpoint: 'POST /client-portal/sign-in-links',
    send: (token) => api('POST', '/client-portal/sign-in-links', { token, json: { data: { email: NOBODY } } }),
    expected: everyone(202),
  },
  {
    endpoint: 'POST /client-portal/sessions (an unknown token)',
    send: (token) => api('POST', '/client-portal/sessions', { token, json: { data: { token: 'M'.repeat(43) } } }),
    expected: everyone(400),
  },
  ...(
    [
      ['DELETE', '/client-portal/sessions/current'],
      ['GET', '/client-portal/me'],
      ['GET', '/client-portal/jobs'],
      ['GET', '/client-portal/jobs/:documentId'],
      ['GET', '/client-portal/submissions/:documentId/resume'],
      ['POST', '/client-portal/submissions/:documentId/answers'],
    ] as const
  ).map(([method, path]): Row => ({
    endpoint: `${method} ${path}`,
    send: (token) =>
      api(method, path.replace(':documentId', 'nosuchdocument0000000000'), {
        token,
        ...(method === 'POST' ? { json: { data: { answer: 'interview' } } } : {}),
      }),
    expected: everyone(401),
  })),

  {
    // Job alerts (docs/014-job-alerts.md): visitors subscribe, confirm and unsubscribe; nobody reads subscriptions.
    endpoint: 'POST /job-alerts',
    send: (token) => api('POST', '/job-alerts', { token, json: { data: { email: 'matrix@example.com', search: {} } } }),
    expected: publicOnly(202),
  },
  {
    endpoint: 'POST /job-alerts/confirm (an unknown token)',
    send: (token) => api('POST', '/job-alerts/confirm', { token, json: { token: 'M'.repeat(43) } }),
    expected: publicOnly(404),
  },
  {
    endpoint: 'POST /job-alerts/unsubscribe',
    send: (token) => api('POST', '/job-alerts/unsubscribe', { token, json: { token: 'M'.repeat(43) } }),
    expected: publicOnly(200),
  },
  {
    // The talent pool's renewal link (docs/023-talent-pool.md "Consent and retention"): visitors only.
    endpoint: 'GET /talent-pool/renewal (an unknown token)',
    send: (token) => api('GET', `/talent-pool/renewal?token=${'M'.repeat(43)}`, { token }),
    expected: publicOnly(404),
  },
  {
    endpoint: 'POST /talent-pool/renew (an unknown token)',
    send: (token) => api('POST', '/talent-pool/renew', { token, json: { token: 'M'.repeat(43) } }),
    expected: publicOnly(404),
  },
  // A staff-added candidate's own data page (docs/023-talent-pool.md "Added by staff"): visitors only, with a
  // well-formed token that was not signed by the CMS.
  {
    endpoint: 'GET /my-data (a forged token)',
    send: (token) => api('GET', `/my-data?token=${FORGED_MY_DATA_TOKEN}`, { token }),
    expected: publicOnly(404),
  },
  {
    endpoint: 'POST /my-data/export (a forged token)',
    send: (token) => api('POST', '/my-data/export', { token, json: { token: FORGED_MY_DATA_TOKEN } }),
    expected: publicOnly(404),
  },
  {
    endpoint: 'POST /my-data/erase (a forged token)',
    send: (token) => api('POST', '/my-data/erase', { token, json: { token: FORGED_MY_DATA_TOKEN } }),
    expected: publicOnly(404),
  },
  {
    endpoint: 'GET /job-alerts (no such route)',
    send: (token) => api('GET', '/job-alerts', { token }),
    expected: Object.fromEntries(CALLERS.map((caller) => [caller, 404])) as Record<Caller, number>,
  },
  {
    // What the site's sitemap lists: public data, read by the web app without a token.
    endpoint: 'GET /sitemap',
    send: (token) => api('GET', '/sitemap', { token }),
    expected: publicOnly(200),
  },
  {
    endpoint: 'GET /sitemap/:type/:page',
    send: (token) => api('GET', '/sitemap/jobs/1', { token }),
    expected: publicOnly(200),
  },

  {
    // The job board's search: open jobs and their counts, read by the web app without a token; staff with `jobs` may
    // read it as they read the job list.
    endpoint: 'GET /jobs/search',
    send: (token) => api('GET', '/jobs/search?q=engineer&type=full-time', { token }),
    expected: may('jobs', 200, 200),
  },

  {
    // Who is signed in, with the role: every staff role (they all have `dashboard`).
    endpoint: 'GET /staff/me',
    send: (token) => api('GET', '/staff/me', { token }),
    expected: may('dashboard', 200),
  },
  {
    // The figures each role may see (tests/api/dashboard.test.ts checks which).
    endpoint: 'GET /dashboard/stats',
    send: (token) => api('GET', '/dashboard/stats', { token }),
    expected: may('dashboard', 200),
  },
  {
    endpoint: 'GET /dashboard/applications-per-week',
    send: (token) => api('GET', '/dashboard/applications-per-week', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /dashboard/applications-by-source',
    send: (token) => api('GET', '/dashboard/applications-by-source', { token }),
    expected: may('applications', 200),
  },
  {
    endpoint: 'GET /dashboard/recent',
    send: (token) => api('GET', '/dashboard/recent', { token }),
    expected: may('applications', 200),
  },

  // The candidate's page (docs/025-placements.md "The candidate's page"): `auth: false`, so a token of any role counts
  // for nothing. Anybody may ask for their links again (the same 202 for any address); a link that does not work gets
  // the one 404 on every route that takes one.
  {
    endpoint: 'POST /candidate-page/links',
    send: (token) => api('POST', '/candidate-page/links', { token, json: { data: { email: NOBODY } } }),
    expected: everyone(202),
  },
  ...['view', 'withdraw', 'time-zone', 'export', 'consent-withdrawal', 'interviews/pick', 'interviews/calendar'].map(
    (route): Row => ({
      endpoint: `POST /candidate-page/${route} (an unknown token)`,
      send: (token) =>
        api('POST', `/candidate-page/${route}`, { token, json: { data: { token: 'M'.repeat(43), timeZone: 'UTC' } } }),
      expected: everyone(404),
    }),
  ),
  {
    endpoint: 'GET /outbox',
    send: (token) => api('GET', '/outbox?status=failed', { token }),
    expected: may('emails', 200),
  },
  // The agency's settings (docs/025-placements.md "What the candidate is told"): an Admin's (`emails`); the PUT sends
  // the default delay, so the row changes nothing (apps/cms/tests/api/candidate-updates.test.ts).
  {
    endpoint: 'GET /agency-settings',
    send: (token) => api('GET', '/agency-settings', { token }),
    expected: may('emails', 200),
  },
  {
    endpoint: 'PUT /agency-settings',
    send: (token) => api('PUT', '/agency-settings', { token, json: { data: { candidateUpdateDelayMinutes: 60 } } }),
    expected: may('emails', 200),
  },
  // The desk and the reports (docs/025-placements.md "Desk and reports"): `reports`, Admins and Recruiters; a client
  // contact's session opens neither (apps/cms/tests/api/reports.test.ts).
  {
    endpoint: 'GET /desk/needs-attention',
    send: (token) => api('GET', '/desk/needs-attention?limit=5', { token }),
    expected: may('reports', 200),
  },
  {
    endpoint: 'GET /reports/placements',
    send: (token) => api('GET', '/reports/placements?from=2026-01-01&to=2026-12-31&timeZone=Asia%2FDubai', { token }),
    expected: may('reports', 200),
  },

  // Erasure and access by e-mail address: an address nobody used, so the admin's erasure deletes nothing.
  {
    endpoint: 'POST /personal-data/find',
    send: (token) => api('POST', '/personal-data/find', { token, json: { data: { email: NOBODY } } }),
    expected: may('personal-data', 200),
  },
  {
    endpoint: 'POST /personal-data/export',
    send: (token) => api('POST', '/personal-data/export', { token, json: { data: { email: NOBODY } } }),
    expected: may('personal-data', 200),
  },
  {
    endpoint: 'POST /personal-data/erase',
    send: (token) => api('POST', '/personal-data/erase', { token, json: { data: { email: NOBODY } } }),
    expected: may('personal-data', 200),
  },

  // The team page (docs/022-the-team.md "Team page and invitations"): unknown records and an empty invitation, so that
  // nothing changes; the invitation link's two public routes are the invitee's, who has no session yet.
  { endpoint: 'GET /team', send: (token) => api('GET', '/team', { token }), expected: may('team', 200) },
  {
    endpoint: 'POST /team/invitations',
    send: (token) => api('POST', '/team/invitations', { token, json: { data: {} } }),
    expected: may('team', 400),
  },
  ...(['resend', 'revoke'] as const).map((action): Row => ({
    endpoint: `POST /team/invitations/:documentId/${action}`,
    send: (token) => api('POST', `/team/invitations/no-such-invitation/${action}`, { token }),
    expected: may('team', 404),
  })),
  {
    endpoint: 'PUT /team/members/:documentId/role',
    send: (token) => api('PUT', '/team/members/no-such-member/role', { token, json: { data: { role: 'editor' } } }),
    expected: may('team', 404),
  },
  ...(['deactivate', 'reactivate'] as const).map((action): Row => ({
    endpoint: `POST /team/members/:documentId/${action}`,
    send: (token) => api('POST', `/team/members/no-such-member/${action}`, { token }),
    expected: may('team', 404),
  })),
  {
    endpoint: 'GET /team/invitations/lookup',
    send: (token) => api('GET', '/team/invitations/lookup?token=not-a-real-token', { token }),
    expected: publicOnly(404),
  },
  {
    endpoint: 'POST /team/invitations/accept',
    send: (token) =>
      api('POST', '/team/invitations/accept', {
        token,
        json: { data: { token: 'not-a-real-token', fullName: 'Nobody', password: 'a long enough passphrase' } },
      }),
    expected: publicOnly(404),
  },

  // Two-factor sign-in (docs/022-the-team.md "Two-factor sign-in"). The sign-in's second step is public on purpose and
  // needs the challenge a correct password gives: without one, 401 for everybody. A staff member's own account: every
  // staff role (an empty body is a 400 after the policy let it through; `start` keeps an unconfirmed secret only).
  ...(['verify', 'enrol/start', 'enrol/confirm'] as const).map((step): Row => ({
    endpoint: `POST /staff/mfa/${step}`,
    send: (token) =>
      api('POST', `/staff/mfa/${step}`, { token, json: { challenge: 'not-a-challenge', code: '000000' } }),
    expected: Object.fromEntries(CALLERS.map((caller) => [caller, 401])) as Record<Caller, number>,
  })),
  { endpoint: 'GET /staff/mfa', send: (token) => api('GET', '/staff/mfa', { token }), expected: anyStaff(200) },
  {
    endpoint: 'POST /staff/mfa/start',
    send: (token) => api('POST', '/staff/mfa/start', { token }),
    expected: anyStaff(200),
  },
  ...(['confirm', 'recovery-codes', 'disable'] as const).map((action): Row => ({
    endpoint: `POST /staff/mfa/${action}`,
    send: (token) => api('POST', `/staff/mfa/${action}`, { token, json: {} }),
    expected: anyStaff(400),
  })),

  // Staff passwords (docs/022-the-team.md "Password reset and change"): "forgot" and the e-mailed link's reset are the
  // Public role's only (any token gets 403); "change" is every staff role's own (an empty body: 400).
  {
    endpoint: 'POST /staff/password/forgot',
    send: (token) => api('POST', '/staff/password/forgot', { token, json: { email: NOBODY } }),
    expected: publicOnly(202),
  },
  {
    endpoint: 'POST /staff/password/reset',
    send: (token) => api('POST', '/staff/password/reset', { token, json: {} }),
    expected: publicOnly(400),
  },
  {
    endpoint: 'POST /staff/password/change',
    send: (token) => api('POST', '/staff/password/change', { token, json: {} }),
    expected: anyStaff(400),
  },
  // Job ownership and the staff profile (docs/022-the-team.md "Ownership, routing and time zones").
  { endpoint: 'GET /staff/profile', send: (token) => api('GET', '/staff/profile', { token }), expected: anyStaff(200) },
  {
    endpoint: 'PUT /staff/profile',
    send: (token) => api('PUT', '/staff/profile', { token, json: { data: { timeZone: 'Mars/Olympus_Mons' } } }),
    expected: anyStaff(400),
  },
  {
    endpoint: 'GET /staff/job-owners',
    send: (token) => api('GET', '/staff/job-owners', { token }),
    expected: may('jobs', 200),
  },

  {
    // The article editor's cover image.
    endpoint: 'POST /upload',
    send: (token) => {
      const form = new FormData();
      form.append('files', new Blob([pngBytes()], { type: 'image/png' }), 'cover.png');
      return api('POST', '/upload', { token, form });
    },
    expected: may('articles', 201),
  },
  closed('GET /upload/files', (token) => api('GET', '/upload/files', { token })),
  closed('GET /upload/files/:id', (token) => api('GET', '/upload/files/1', { token })),
  closed('DELETE /upload/files/:id', (token) => api('DELETE', '/upload/files/1', { token })),

  {
    // Sign-in is a visitor's action; a caller who sends a token is judged by that token's role, which has no auth rights.
    endpoint: 'POST /auth/local',
    send: (token) =>
      api('POST', '/auth/local', { token, json: { identifier: DEMO_ADMIN.username, password: DEMO_ADMIN.password } }),
    expected: publicOnly(200),
  },
  {
    // A new access token for a live session: a visitor's call with the refresh token (apps/web sends no bearer token).
    endpoint: 'POST /auth/refresh',
    prepare: async () =>
      (await api('POST', '/auth/local', { json: { identifier: DEMO_ADMIN.username, password: DEMO_ADMIN.password } }))
        .body.refreshToken as string,
    send: (token, target) => api('POST', '/auth/refresh', { token, json: { refreshToken: target } }),
    expected: publicOnly(200),
  },
  closed('GET /auth/sessions', (token) => api('GET', '/auth/sessions', { token })),
  closed('DELETE /auth/sessions/:sessionId', (token) => api('DELETE', '/auth/sessions/x', { token })),
  closed('POST /auth/local/register', (token) =>
    api('POST', '/auth/local/register', {
      token,
      json: { username: 'intruder', email: 'intruder@example.com', password: 'Intruder-2026!' },
    }),
  ),
  closed('POST /auth/forgot-password', (token) =>
    api('POST', '/auth/forgot-password', { token, json: { email: DEMO_ADMIN.email } }),
  ),
  closed('POST /auth/reset-password', (token) =>
    api('POST', '/auth/reset-password', {
      token,
      json: { code: 'x', password: 'New-pass-2026!', passwordConfirmation: 'New-pass-2026!' },
    }),
  ),
  closed('POST /auth/change-password', (token) =>
    api('POST', '/auth/change-password', {
      token,
      json: {
        currentPassword: DEMO_ADMIN.password,
        password: 'New-pass-2026!',
        passwordConfirmation: 'New-pass-2026!',
      },
    }),
  ),
  closed('POST /auth/send-email-confirmation', (token) =>
    api('POST', '/auth/send-email-confirmation', { token, json: { email: DEMO_ADMIN.email } }),
  ),
  closed('GET /auth/email-confirmation', (token) => api('GET', '/auth/email-confirmation?confirmation=x', { token })),
  closed('GET /connect/:provider', (token) => api('GET', '/connect/github', { token })),
  {
    // The same users-permissions action as POST /auth/local; every provider is off, so a visitor gets a 400.
    endpoint: 'GET /auth/:provider/callback',
    send: (token) => api('GET', '/auth/github/callback', { token }),
    expected: publicOnly(400),
  },
  {
    // Ends the caller's own session: each caller signs in afresh, so that the table's tokens stay valid.
    endpoint: 'POST /auth/logout',
    prepare: (caller) => freshToken(caller),
    send: (_token, target) => api('POST', '/auth/logout', { token: target || undefined, json: { deviceId: 'matrix' } }),
    expected: {
      ...(Object.fromEntries(CALLERS.map((caller) => [caller, 200])) as Record<Caller, number>),
      visitor: 403,
    },
  },
  {
    endpoint: 'GET /users/me',
    send: (token) => api('GET', '/users/me', { token }),
    expected: {
      ...(Object.fromEntries(CALLERS.map((caller) => [caller, 200])) as Record<Caller, number>),
      visitor: 403,
    },
  },
  closed('GET /users', (token) => api('GET', '/users', { token })),
  closed('GET /users/count', (token) => api('GET', '/users/count', { token })),
  closed('GET /users/:id', (token) => api('GET', `/users/${seeded.ownUserId}`, { token })),
  closed('POST /users', (token) =>
    api('POST', '/users', {
      token,
      json: { username: 'intruder', email: 'intruder@example.com', password: 'Intruder-2026!' },
    }),
  ),
  // The signed-in user tries to make itself staff.
  closed('PUT /users/:id', (token) =>
    api('PUT', `/users/${seeded.ownUserId}`, { token, json: { role: seeded.adminRoleId } }),
  ),
  closed('DELETE /users/:id', (token) => api('DELETE', '/users/999999', { token })),
  closed('GET /users-permissions/roles', (token) => api('GET', '/users-permissions/roles', { token })),
  closed('GET /users-permissions/roles/:id', (token) =>
    api('GET', `/users-permissions/roles/${seeded.adminRoleId}`, { token }),
  ),
  closed('POST /users-permissions/roles', (token) =>
    api('POST', '/users-permissions/roles', {
      token,
      json: { name: 'Intruders', description: 'x', type: 'intruders' },
    }),
  ),
  // The signed-in user tries to widen the Admin role, or to delete it.
  closed('PUT /users-permissions/roles/:id', (token) =>
    api('PUT', `/users-permissions/roles/${seeded.adminRoleId}`, { token, json: { name: 'Admin', permissions: {} } }),
  ),
  closed('DELETE /users-permissions/roles/:id', (token) =>
    api('DELETE', `/users-permissions/roles/${seeded.adminRoleId}`, { token }),
  ),
  closed('GET /content-type-builder/content-types', (token) =>
    api('GET', '/content-type-builder/content-types', { token }),
  ),
  closed('GET /content-type-builder/content-types/:uid', (token) =>
    api('GET', '/content-type-builder/content-types/api::job.job', { token }),
  ),
  closed('GET /content-type-builder/components', (token) => api('GET', '/content-type-builder/components', { token })),
  closed('GET /content-type-builder/components/:uid', (token) =>
    api('GET', '/content-type-builder/components/shared.seo', { token }),
  ),
  closed('POST /email', (token) =>
    api('POST', '/email', { token, json: { to: 'matrix@example.com', subject: 'x', text: 'x' } }),
  ),
  closed('GET /upload/files/page', (token) => api('GET', '/upload/files/page', { token })),
  closed('GET /users-permissions/permissions', (token) => api('GET', '/users-permissions/permissions', { token })),
  closed('GET /i18n/locales', (token) => api('GET', '/i18n/locales', { token })),
];

beforeAll(async () => {
  panelToken = sharedPanelToken();
  tokens.admin = await loginAsAdmin();
  tokens.recruiter = await loginAsRecruiter();
  tokens.editor = await loginAsEditor();
  tokens.authenticated = await loginAsAuthenticatedUser();
  const me = await api('GET', '/users/me', { token: tokens.authenticated });
  seeded = {
    job: await firstDocumentId('/jobs?filters[status][$eq]=open'),
    article: await firstDocumentId('/articles'),
    category: await firstDocumentId('/categories'),
    author: await firstDocumentId('/authors'),
    application: await firstDocumentId('/job-applications'),
    candidate: await firstDocumentId('/candidates'),
    contact: await firstDocumentId('/contacts'),
    hiringRequest: await newHiringRequest(),
    hiringRequestWithFile: await (async () => {
      const form = hiringRequestForm(validHiringRequest().data, { bytes: pdfBytes('Matrix brief'), name: 'brief.pdf' });
      const response = await api('POST', '/hiring-requests', { form });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data.documentId as string;
    })(),
    client: await adminCreate('/clients', { name: unique('Matrix client') }),
    ownUserId: me.body.id as number,
    adminRoleId: (await findRole(cmsUrl(), panelToken, 'admin')).id,
  };
});

describe('permission matrix (Admin, Recruiter, Editor, Authenticated without a staff role, visitor)', () => {
  it.each(MATRIX)('$endpoint', async (row) => {
    const actual = {} as Record<Caller, number>;
    for (const caller of CALLERS) {
      const target = row.prepare ? await row.prepare(caller) : '';
      const response = await row.send(tokens[caller], target);
      actual[caller] = response.status;
      if (response.status === 403) {
        expect(response.body.error, `${caller}: ${row.endpoint}`).toMatchObject({ status: 403 });
      }
    }
    expect(actual).toEqual(row.expected);
  });

  it('has a row for every content API route the CMS serves', async () => {
    const response = await fetch(`${cmsUrl()}/users-permissions/routes`, {
      headers: { Authorization: `Bearer ${panelToken}` },
    });
    expect(response.status).toBe(200);
    const { routes } = (await response.json()) as { routes: Record<string, Array<{ method: string; path: string }>> };
    /** `GET /jobs/:documentId` and `GET /api/jobs/:id` → `GET /jobs/:` (parameter names, patterns and notes left out). */
    const key = (method: string, path: string) =>
      `${method.toUpperCase()} ${path
        .replace(/^\/api(?=\/)/, '')
        .replace(/:[^/]+/g, ':')
        .replace(/\(.*\)/g, ':')
        .replace(/(.)\/$/, '$1')}`.trim();
    const covered = new Set(MATRIX.map((row) => key(...(row.endpoint.split(' ') as [string, string]))));
    const missing = Object.values(routes)
      .flat()
      .map((route) => key(route.method, route.path))
      .filter((route) => !covered.has(route));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('tests every permission of the contract', () => {
    expect([...TESTED].sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });
});

describe('what a role reads through relations and queries', () => {
  it('gives an Editor no application, enquiry or job through an article, category or author', async () => {
    const application = await api('GET', `/job-applications/${seeded.application}`, { token: tokens.admin });
    const applicant = application.body.data.email as string;
    const reaches = [
      '/articles?populate[category][populate][jobs][populate][applications]=true',
      '/categories?populate[jobs][populate][applications]=true',
      '/categories?populate=*',
      '/authors?populate[jobs]=true',
      `/articles?filters[category][jobs][applications][email][$eq]=${encodeURIComponent(applicant)}`,
    ];
    for (const path of reaches) {
      const response = await api('GET', path, { token: tokens.editor });
      expect(response.status, path).not.toBe(500);
      if (response.status === 200) {
        const text = JSON.stringify(response.body);
        expect(text, path).not.toContain(applicant);
        expect(text, path).not.toContain('"applications"');
        expect(text, path).not.toContain('"jobs"');
      }
    }
  });

  it('gives a Recruiter no draft article through a category', async () => {
    const draft = await adminCreate('/articles', { title: unique('Unpublished matrix article') });
    const response = await api('GET', '/categories?populate[articles]=true&status=draft', { token: tokens.recruiter });
    expect(response.status).not.toBe(500);
    expect(JSON.stringify(response.body)).not.toContain(draft);
  });
});

describe('sign-in', () => {
  it('answers the demo staff account with a JWT and the user, without the password', async () => {
    const response = await api('POST', '/auth/local', {
      json: { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body.user).toMatchObject({
      username: DEMO_ADMIN.username,
      email: DEMO_ADMIN.email,
      blocked: false,
    });
    expect(response.body.user).not.toHaveProperty('password');
  });

  it('refuses a wrong password and an unknown user with the same 400', async () => {
    expectError(
      await api('POST', '/auth/local', { json: { identifier: DEMO_ADMIN.username, password: 'wrong-password' } }),
      400,
      'Invalid identifier or password',
    );
    expectError(
      await api('POST', '/auth/local', { json: { identifier: 'nobody@example.com', password: 'wrong-password' } }),
      400,
      'Invalid identifier or password',
    );
  });

  it('shows a signed-in user only itself at /users/me', async () => {
    const user = inject('authenticatedUser');
    const response = await api('GET', '/users/me', { token: await login(user.username, user.password) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: user.username, email: user.email });
    expect(response.body).not.toHaveProperty('password');
  });

  it('refuses a forged token with a 401, even on public endpoints', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MX0.c2lnbmVkLXdpdGgtYW5vdGhlci1zZWNyZXQ';
    expectError(await api('GET', '/jobs', { token: forged }), 401);
    expectError(await api('GET', '/job-applications', { token: forged }), 401);
  });
});

describe('second line of defense (global::staff-may)', () => {
  const restores: Array<() => Promise<void>> = [];

  afterAll(async () => {
    for (const restore of restores) await restore();
  });

  it.each(['authenticated', 'editor'] as const)(
    'keeps applications closed to the %s role even when it is granted their actions by mistake',
    async (type) => {
      const role = await findRole(cmsUrl(), panelToken, type);
      const original = await getRolePermissions(cmsUrl(), panelToken, role.id);
      const widened = structuredClone(original);
      const actions = widened['api::job-application'].controllers['job-application'];
      actions.find.enabled = true;
      actions.downloadResume.enabled = true;
      await setRolePermissions(cmsUrl(), panelToken, role, widened);
      restores.push(() => setRolePermissions(cmsUrl(), panelToken, role, original));

      const user = type === 'editor' ? inject('editorUser') : inject('authenticatedUser');
      const token = await login(user.username, user.password);
      expectError(await api('GET', '/job-applications', { token }), 403, 'Your role may not do this.');
      expectError(
        await api('GET', `/job-applications/${seeded.application}/resume`, { token }),
        403,
        'Your role may not do this.',
      );
    },
  );
});
