import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pngBytes } from './fixtures';
import {
  api,
  applicationForm,
  cmsUrl,
  createApplication,
  expectError,
  login,
  loginAsAdmin,
  loginAsAuthenticatedUser,
  pdfResume,
  unique,
  validApplication,
  type ApiResponse,
} from './helpers';
import { DEMO_ADMIN, findRole, getRolePermissions, panelLogin, setRolePermissions } from './setup/admin-panel';

/**
 * The permission matrix of docs/000-product.md §14 and §15: every content API endpoint, called by a visitor (no token),
 * by a signed-in user whose role is Authenticated (not staff), and by staff (role Admin). Each row sends the same
 * request for the three callers, in that order; where the request changes or deletes something, it acts on a record
 * made for that row only. A 403 comes from the permission layer before any controller runs; a success status shows that
 * the caller really got through.
 */

type Caller = 'visitor' | 'authenticated' | 'admin';
const CALLERS: Caller[] = ['visitor', 'authenticated', 'admin'];

/** What rows read but never change: seeded documents, the signed-in user's own id and the Admin role's id. */
interface Seeded {
  job: string;
  article: string;
  category: string;
  author: string;
  application: string;
  contact: string;
  ownUserId: number;
  adminRoleId: number;
}

interface Row {
  endpoint: string;
  /** Makes the record a row changes or deletes (its documentId); runs once, before the three calls. */
  prepare?: () => Promise<string>;
  send: (token: string | undefined, target: string) => Promise<ApiResponse>;
  expected: Record<Caller, number>;
}

let seeded: Seeded;
let panelToken: string;
const tokens: Record<Caller, string | undefined> = { visitor: undefined, authenticated: undefined, admin: undefined };

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

const validContact = () => ({
  data: { fullName: 'Permission Test', email: 'permissions@example.com', message: 'Matrix row', service: 'other' },
});

/**
 * Read, create, change and delete rows of a collection that staff may write; visitors may read its list when
 * `publicList` (the contract's PUBLIC_QUERIES), never a single record by documentId.
 */
function contentRows(
  path: string,
  seededId: () => string,
  data: () => Record<string, unknown>,
  change: Record<string, unknown>,
  publicList: boolean,
): Row[] {
  return [
    {
      endpoint: `GET ${path}`,
      send: (token) => api('GET', path, { token }),
      expected: { visitor: publicList ? 200 : 403, authenticated: 403, admin: 200 },
    },
    {
      endpoint: `GET ${path}/:documentId`,
      send: (token) => api('GET', `${path}/${seededId()}`, { token }),
      expected: { visitor: 403, authenticated: 403, admin: 200 },
    },
    {
      endpoint: `POST ${path}`,
      send: (token) => api('POST', path, { token, json: { data: data() } }),
      expected: { visitor: 403, authenticated: 403, admin: 201 },
    },
    {
      endpoint: `PUT ${path}/:documentId`,
      prepare: () => adminCreate(path, data()),
      send: (token, target) => api('PUT', `${path}/${target}`, { token, json: { data: change } }),
      expected: { visitor: 403, authenticated: 403, admin: 200 },
    },
    {
      endpoint: `DELETE ${path}/:documentId`,
      prepare: () => adminCreate(path, data()),
      send: (token, target) => api('DELETE', `${path}/${target}`, { token }),
      expected: { visitor: 403, authenticated: 403, admin: 204 },
    },
  ];
}

/** A row that nobody may call. */
const closed = (endpoint: string, send: Row['send']): Row => ({
  endpoint,
  send,
  expected: { visitor: 403, authenticated: 403, admin: 403 },
});

const MATRIX: Row[] = [
  ...contentRows(
    '/jobs',
    () => seeded.job,
    () => ({ title: unique('Matrix job'), status: 'draft' }),
    { title: 'Renamed matrix job' },
    true,
  ),
  ...contentRows(
    '/articles',
    () => seeded.article,
    () => ({ title: unique('Matrix article') }),
    { title: 'Renamed matrix article' },
    true,
  ),
  ...contentRows(
    '/categories',
    () => seeded.category,
    () => {
      const name = unique('Matrix category');
      return { name, slug: name.toLowerCase().replace(/\s+/g, '-') };
    },
    { name: unique('Renamed category') },
    false,
  ),
  ...contentRows(
    '/authors',
    () => seeded.author,
    () => ({ name: unique('Matrix author') }),
    { name: 'Renamed author' },
    false,
  ),

  {
    endpoint: 'POST /job-applications',
    send: (token) =>
      api('POST', '/job-applications', { token, form: applicationForm(validApplication(seeded.job), pdfResume()) }),
    expected: { visitor: 201, authenticated: 403, admin: 201 },
  },
  {
    endpoint: 'GET /job-applications',
    send: (token) => api('GET', '/job-applications', { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'GET /job-applications/:documentId',
    send: (token) => api('GET', `/job-applications/${seeded.application}`, { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'GET /job-applications/:documentId/resume',
    send: (token) => api('GET', `/job-applications/${seeded.application}/resume`, { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'PUT /job-applications/:documentId',
    prepare: () => createApplication(seeded.job),
    send: (token, target) =>
      api('PUT', `/job-applications/${target}`, { token, json: { data: { job_status: 'Reviewed' } } }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'DELETE /job-applications/:documentId',
    prepare: () => createApplication(seeded.job),
    send: (token, target) => api('DELETE', `/job-applications/${target}`, { token }),
    expected: { visitor: 403, authenticated: 403, admin: 204 },
  },

  {
    endpoint: 'POST /contacts',
    send: (token) => api('POST', '/contacts', { token, json: validContact() }),
    expected: { visitor: 201, authenticated: 403, admin: 201 },
  },
  {
    endpoint: 'GET /contacts',
    send: (token) => api('GET', '/contacts', { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'GET /contacts/:documentId',
    send: (token) => api('GET', `/contacts/${seeded.contact}`, { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'DELETE /contacts/:documentId',
    prepare: async () => (await api('POST', '/contacts', { json: validContact() })).body.data.documentId as string,
    send: (token, target) => api('DELETE', `/contacts/${target}`, { token }),
    expected: { visitor: 403, authenticated: 403, admin: 204 },
  },
  {
    // Staff set an enquiry's status; what the visitor sent stays as sent (tests/api/contacts.test.ts).
    endpoint: 'PUT /contacts/:documentId',
    send: (token) => api('PUT', `/contacts/${seeded.contact}`, { token, json: { data: { status: 'handled' } } }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },

  {
    // Job alerts (docs/014-job-alerts.md): visitors subscribe, confirm and unsubscribe; nobody reads subscriptions.
    endpoint: 'POST /job-alerts',
    send: (token) => api('POST', '/job-alerts', { token, json: { data: { email: 'matrix@example.com', search: {} } } }),
    expected: { visitor: 202, authenticated: 403, admin: 403 },
  },
  {
    endpoint: 'POST /job-alerts/confirm (an unknown token)',
    send: (token) => api('POST', '/job-alerts/confirm', { token, json: { token: 'M'.repeat(43) } }),
    expected: { visitor: 404, authenticated: 403, admin: 403 },
  },
  {
    endpoint: 'POST /job-alerts/unsubscribe',
    send: (token) => api('POST', '/job-alerts/unsubscribe', { token, json: { token: 'M'.repeat(43) } }),
    expected: { visitor: 200, authenticated: 403, admin: 403 },
  },
  {
    endpoint: 'GET /job-alerts (no such route)',
    send: (token) => api('GET', '/job-alerts', { token }),
    expected: { visitor: 404, authenticated: 404, admin: 404 },
  },
  {
    // What the site's sitemap lists: public data, read by the web app without a token.
    endpoint: 'GET /sitemap',
    send: (token) => api('GET', '/sitemap', { token }),
    expected: { visitor: 200, authenticated: 403, admin: 403 },
  },
  {
    endpoint: 'GET /sitemap/:type/:page',
    send: (token) => api('GET', '/sitemap/jobs/1', { token }),
    expected: { visitor: 200, authenticated: 403, admin: 403 },
  },

  {
    // The job board's search: open jobs and their counts, read by the web app without a token; staff may
    // read it as they read the job list.
    endpoint: 'GET /jobs/search',
    send: (token) => api('GET', '/jobs/search?q=engineer&type=full-time', { token }),
    expected: { visitor: 200, authenticated: 403, admin: 200 },
  },

  {
    endpoint: 'GET /dashboard/stats',
    send: (token) => api('GET', '/dashboard/stats', { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'GET /dashboard/recent',
    send: (token) => api('GET', '/dashboard/recent', { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },

  {
    endpoint: 'GET /outbox',
    send: (token) => api('GET', '/outbox?status=failed', { token }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },

  // Erasure and access by e-mail address: an address nobody used, so the admin's erasure deletes nothing.
  {
    endpoint: 'POST /personal-data/find',
    send: (token) =>
      api('POST', '/personal-data/find', { token, json: { data: { email: 'matrix-nobody@example.com' } } }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'POST /personal-data/export',
    send: (token) =>
      api('POST', '/personal-data/export', { token, json: { data: { email: 'matrix-nobody@example.com' } } }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },
  {
    endpoint: 'POST /personal-data/erase',
    send: (token) =>
      api('POST', '/personal-data/erase', { token, json: { data: { email: 'matrix-nobody@example.com' } } }),
    expected: { visitor: 403, authenticated: 403, admin: 200 },
  },

  {
    endpoint: 'POST /upload',
    send: (token) => {
      const form = new FormData();
      form.append('files', new Blob([pngBytes()], { type: 'image/png' }), 'cover.png');
      return api('POST', '/upload', { token, form });
    },
    expected: { visitor: 403, authenticated: 403, admin: 201 },
  },
  closed('GET /upload/files', (token) => api('GET', '/upload/files', { token })),
  closed('GET /upload/files/:id', (token) => api('GET', '/upload/files/1', { token })),
  closed('DELETE /upload/files/:id', (token) => api('DELETE', '/upload/files/1', { token })),

  {
    // Sign-in is a visitor's action; a caller who sends a token is judged by that token's role, which has no auth rights.
    endpoint: 'POST /auth/local',
    send: (token) =>
      api('POST', '/auth/local', { token, json: { identifier: DEMO_ADMIN.username, password: DEMO_ADMIN.password } }),
    expected: { visitor: 200, authenticated: 403, admin: 403 },
  },
  {
    // A new access token for a live session: a visitor's call with the refresh token (apps/web sends no bearer token).
    endpoint: 'POST /auth/refresh',
    prepare: async () =>
      (await api('POST', '/auth/local', { json: { identifier: DEMO_ADMIN.username, password: DEMO_ADMIN.password } }))
        .body.refreshToken as string,
    send: (token, target) => api('POST', '/auth/refresh', { token, json: { refreshToken: target } }),
    expected: { visitor: 200, authenticated: 403, admin: 403 },
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
    endpoint: 'GET /users/me',
    send: (token) => api('GET', '/users/me', { token }),
    expected: { visitor: 403, authenticated: 200, admin: 200 },
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
  closed('GET /users-permissions/permissions', (token) => api('GET', '/users-permissions/permissions', { token })),
  closed('GET /i18n/locales', (token) => api('GET', '/i18n/locales', { token })),
];

beforeAll(async () => {
  panelToken = await panelLogin(cmsUrl());
  tokens.admin = await loginAsAdmin();
  tokens.authenticated = await loginAsAuthenticatedUser();
  const me = await api('GET', '/users/me', { token: tokens.authenticated });
  seeded = {
    job: await firstDocumentId('/jobs?filters[status][$eq]=open'),
    article: await firstDocumentId('/articles'),
    category: await firstDocumentId('/categories'),
    author: await firstDocumentId('/authors'),
    application: await firstDocumentId('/job-applications'),
    contact: await firstDocumentId('/contacts'),
    ownUserId: me.body.id as number,
    adminRoleId: (await findRole(cmsUrl(), panelToken, 'admin')).id,
  };
});

describe('permission matrix (visitor, authenticated non-admin, admin)', () => {
  it.each(MATRIX)('$endpoint', async (row) => {
    const target = row.prepare ? await row.prepare() : '';
    const actual = {} as Record<Caller, number>;
    for (const caller of CALLERS) {
      const response = await row.send(tokens[caller], target);
      actual[caller] = response.status;
      if (response.status === 403) {
        expect(response.body.error, `${caller}: ${row.endpoint}`).toMatchObject({ status: 403 });
      }
    }
    expect(actual).toEqual(row.expected);
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

describe('second line of defense (global::is-admin)', () => {
  let restore: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await restore?.();
  });

  it('keeps the back-office closed to a non-admin even when its role is granted the permission by mistake', async () => {
    const role = await findRole(cmsUrl(), panelToken, 'authenticated');
    const original = await getRolePermissions(cmsUrl(), panelToken, role.id);
    const widened = structuredClone(original);
    const actions = widened['api::job-application'].controllers['job-application'];
    actions.find.enabled = true;
    actions.downloadResume.enabled = true;
    await setRolePermissions(cmsUrl(), panelToken, role, widened);
    restore = () => setRolePermissions(cmsUrl(), panelToken, role, original);

    const token = await loginAsAuthenticatedUser();
    expectError(await api('GET', '/job-applications', { token }), 403, 'Only staff with the Admin role may do this.');
    expectError(
      await api('GET', `/job-applications/${seeded.application}/resume`, { token }),
      403,
      'Only staff with the Admin role may do this.',
    );
  });
});
