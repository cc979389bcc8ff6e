import { NO_ACCESS_MESSAGE, roleMay, STAFF_ROLES, type StaffPermission, type StaffRole } from '@agency/contract';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_EDITOR, DEMO_RECRUITER, DEMO_STAFF, type CmsClient } from '../fixtures/cms';
import { createNonStaffUser } from '../fixtures/staff';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';

/**
 * Staff roles through the web app (docs/022-the-team.md "Enforcement"): every back-office URL, page or resource, read
 * or action, × Admin, Recruiter, Editor, a user without a staff role and a visitor, from one table. A staff row names
 * the contract permission of its route; what each role must get is derived from the contract's role table (`roleMay`):
 * the page (or its answer) where the role may use it, the 403 "You do not have access" page where not. Whoever has no
 * session (a visitor, and a user without a staff role, whom sign-in refuses) goes to the login page, or gets a 403 from
 * an action or an upload. Then an Editor in the browser.
 */

type Caller = StaffRole | 'authenticated' | 'visitor';
const CALLERS: Caller[] = [...STAFF_ROLES, 'authenticated', 'visitor'];

/** Documents the rows read (never change): an article to edit and an application with a resume. */
interface Seeded {
  article: string;
  application: string;
  candidate: string;
}

interface Row {
  name: string;
  /** The contract permission the route needs, or `own-account`: every staff role's own profile, password, two-factor. */
  permission: StaffPermission | 'own-account';
  send: (api: APIRequestContext, seeded: Seeded) => Promise<APIResponse>;
  /** The status of a role that may: 200 for a page by default. */
  success?: number;
  /** A resource route: its 403 is the bare message, not the page. */
  resource?: boolean;
  /** Without a session: the login redirect (default) or a 403 (an upload). */
  signedOut?: 'login' | 403;
}

const NOBODY = 'matrix-nobody@example.com';
let origin = '';
const get = (path: string) => (api: APIRequestContext) => api.get(path, { maxRedirects: 0 });
const post = (path: string, form: Record<string, string>) => (api: APIRequestContext) =>
  api.post(path, { form, maxRedirects: 0, headers: { Origin: origin } });

const MATRIX: Row[] = [
  { name: 'GET /admin/dashboard', permission: 'dashboard', send: get('/admin/dashboard') },
  { name: 'GET /blog/admin/applications', permission: 'applications', send: get('/blog/admin/applications') },
  {
    name: 'GET /blog/admin/applications?status=Pending',
    permission: 'applications',
    send: get('/blog/admin/applications?status=Pending'),
  },
  {
    name: 'POST /blog/admin/applications (status of an unknown application)',
    permission: 'applications',
    success: 404,
    send: post('/blog/admin/applications', { intent: 'status', documentId: 'x', status: 'Reviewed' }),
  },
  {
    name: 'POST /blog/admin/applications (bulk move of an unknown application)',
    permission: 'applications',
    send: post('/blog/admin/applications', { intent: 'bulk-status', to: 'Reviewed', ids: 'x' }),
  },
  {
    name: 'GET /admin/applications/export.csv?intent=export (a selection)',
    permission: 'applications',
    resource: true,
    send: get('/admin/applications/export.csv?intent=export&ids=x'),
  },
  {
    name: 'GET /admin/applications/export.csv',
    permission: 'applications',
    resource: true,
    send: get('/admin/applications/export.csv'),
  },
  {
    name: 'GET /admin/applications/:documentId/resume',
    permission: 'applications',
    resource: true,
    send: (api, seeded) => api.get(`/admin/applications/${seeded.application}/resume`, { maxRedirects: 0 }),
  },
  // The talent pool's candidates (docs/023-talent-pool.md "Candidates").
  { name: 'GET /admin/candidates', permission: 'applications', send: get('/admin/candidates?q=a') },
  {
    name: 'GET /admin/candidates/:documentId',
    permission: 'applications',
    send: (api, seeded) => api.get(`/admin/candidates/${seeded.candidate}`, { maxRedirects: 0 }),
  },
  {
    name: 'POST /admin/candidates/:documentId (merge it into itself)',
    permission: 'applications',
    success: 400,
    send: (api, seeded) =>
      api.post(`/admin/candidates/${seeded.candidate}`, {
        form: { intent: 'merge', from: seeded.candidate },
        maxRedirects: 0,
        headers: { Origin: origin },
      }),
  },
  {
    name: 'GET /admin/candidates/tags',
    permission: 'applications',
    resource: true,
    send: get('/admin/candidates/tags?prefix=a'),
  },
  // "Add candidate" (docs/023-talent-pool.md "Added by staff").
  { name: 'GET /admin/candidates/new', permission: 'applications', send: get('/admin/candidates/new') },
  {
    name: 'POST /admin/candidates/new (nothing filled in)',
    permission: 'applications',
    success: 400,
    send: post('/admin/candidates/new', {}),
  },
  // Sourcing (docs/023-talent-pool.md "Sourcing").
  {
    name: 'POST /admin/candidates/:documentId (add to an unknown job)',
    permission: 'applications',
    success: 400,
    send: (api, seeded) =>
      api.post(`/admin/candidates/${seeded.candidate}`, {
        form: { intent: 'add-to-job', job: 'nosuchjob' },
        maxRedirects: 0,
        headers: { Origin: origin },
      }),
  },
  {
    name: 'POST /blog/admin/applications (bulk tag of an unknown application)',
    permission: 'applications',
    send: post('/blog/admin/applications', { intent: 'bulk-tag', tag: 'Matrix', ids: 'x' }),
  },
  {
    name: 'POST /blog/admin/applications (bulk add of an unknown application to an unknown job)',
    permission: 'applications',
    success: 400,
    send: post('/blog/admin/applications', { intent: 'bulk-add-to-job', 'job-to-add': 'nosuchjob', ids: 'x' }),
  },
  {
    name: 'GET /admin/jobs/:documentId/candidates (an unknown job)',
    permission: 'applications',
    success: 404,
    send: get('/admin/jobs/nosuchjob/candidates'),
  },
  { name: 'GET /admin/jobs', permission: 'jobs', send: get('/admin/jobs') },
  {
    name: 'POST /admin/jobs (delete an unknown job)',
    permission: 'jobs',
    success: 404,
    send: post('/admin/jobs', { intent: 'delete', documentId: 'x' }),
  },
  { name: 'GET /admin/blogs', permission: 'articles', send: get('/admin/blogs') },
  { name: 'GET /admin/blogs/new', permission: 'articles', send: get('/admin/blogs/new') },
  {
    name: 'GET /admin/blogs/:documentId/edit',
    permission: 'articles',
    send: (api, seeded) => api.get(`/admin/blogs/${seeded.article}/edit`, { maxRedirects: 0 }),
  },
  {
    name: 'POST /admin/blogs (delete an unknown article)',
    permission: 'articles',
    send: post('/admin/blogs', { documentId: 'x' }),
  },
  {
    name: 'POST /admin/covers (not an image)',
    permission: 'articles',
    resource: true,
    success: 400,
    signedOut: 403,
    send: (api) =>
      api.post('/admin/covers', {
        multipart: { file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') } },
        headers: { Origin: origin },
        maxRedirects: 0,
      }),
  },
  { name: 'GET /admin/contactList', permission: 'enquiries', send: get('/admin/contactList') },
  { name: 'GET /admin/clients', permission: 'clients', send: get('/admin/clients') },
  { name: 'GET /admin/clients?q=bank', permission: 'clients', send: get('/admin/clients?q=bank') },
  {
    name: 'POST /admin/clients (a client without a name)',
    permission: 'clients',
    success: 400,
    send: post('/admin/clients', { intent: 'create', name: '' }),
  },
  {
    name: 'GET /admin/clients/:documentId (unknown)',
    permission: 'clients',
    success: 404,
    send: get('/admin/clients/no-such-client'),
  },
  {
    name: 'POST /admin/clients/:documentId (remove an unknown contact)',
    permission: 'clients',
    success: 404,
    send: post('/admin/clients/no-such-client', { intent: 'remove-contact', documentId: 'no-such-contact' }),
  },
  // The desk and the reports (docs/025-placements.md "Desk and reports"): `reports`.
  { name: 'GET /admin/needs-attention', permission: 'reports', send: get('/admin/needs-attention') },
  { name: 'GET /admin/reports', permission: 'reports', send: get('/admin/reports') },
  {
    name: 'GET /admin/reports/funnel.csv',
    permission: 'reports',
    resource: true,
    send: get('/admin/reports/funnel.csv'),
  },
  { name: 'GET /admin/hiring-requests', permission: 'clients', send: get('/admin/hiring-requests') },
  {
    name: 'GET /admin/hiring-requests?status=new',
    permission: 'clients',
    send: get('/admin/hiring-requests?status=new'),
  },
  {
    name: 'GET /admin/hiring-requests/:documentId (unknown)',
    permission: 'clients',
    success: 404,
    send: get('/admin/hiring-requests/no-such-request'),
  },
  {
    name: 'GET /admin/hiring-requests/:documentId/job-description (unknown)',
    permission: 'clients',
    resource: true,
    success: 404,
    send: get('/admin/hiring-requests/no-such-request/job-description'),
  },
  // Offers and placements (docs/025-placements.md "Offers and placements").
  { name: 'GET /admin/placements', permission: 'placements', send: get('/admin/placements') },
  {
    name: 'GET /admin/placements?status=started&invoice=paid&mine=1',
    permission: 'placements',
    send: get('/admin/placements?status=started&invoice=paid&mine=1'),
  },
  {
    name: 'GET /admin/placements/:documentId (unknown)',
    permission: 'placements',
    success: 404,
    send: get('/admin/placements/no-such-placement'),
  },
  {
    name: 'POST /admin/placements/:documentId (a move without a status)',
    permission: 'placements',
    success: 400,
    send: post('/admin/placements/no-such-placement', { intent: 'move', to: '' }),
  },
  {
    name: 'GET /admin/submissions/:documentId/offers (unknown)',
    permission: 'clients',
    resource: true,
    send: get('/admin/submissions/no-such-submission/offers'),
  },
  {
    name: 'GET /admin/submissions/:documentId/interviews (unknown)',
    permission: 'clients',
    resource: true,
    send: get('/admin/submissions/no-such-submission/interviews'),
  },
  {
    name: 'POST /admin/submissions/:documentId/interviews (a cancellation without its interview)',
    permission: 'clients',
    resource: true,
    success: 400,
    send: post('/admin/submissions/no-such-submission/interviews', { intent: 'cancel' }),
  },
  {
    name: 'POST /admin/clients/:documentId (fee terms without a guarantee)',
    permission: 'clients',
    success: 400,
    send: post('/admin/clients/no-such-client', { intent: 'terms', feeType: 'percent', guaranteeDays: 'many' }),
  },
  {
    name: 'POST /admin/hiring-requests/:documentId (convert an unknown request)',
    permission: 'clients',
    success: 404,
    send: post('/admin/hiring-requests/no-such-request', { intent: 'convert' }),
  },
  { name: 'GET /admin/emails', permission: 'emails', send: get('/admin/emails') },
  { name: 'GET /admin/personal-data', permission: 'personal-data', send: get('/admin/personal-data') },
  {
    name: 'POST /admin/personal-data (find)',
    permission: 'personal-data',
    send: post('/admin/personal-data', { intent: 'find', email: NOBODY }),
  },
  {
    name: 'POST /admin/personal-data/export.zip',
    permission: 'personal-data',
    resource: true,
    send: post('/admin/personal-data/export.zip', { email: NOBODY }),
  },
  { name: 'GET /admin/team', permission: 'team', send: get('/admin/team') },
  { name: 'GET /admin/settings', permission: 'emails', send: get('/admin/settings') },
  {
    name: 'POST /admin/settings (an empty delay, refused before the CMS)',
    permission: 'emails',
    success: 400,
    send: post('/admin/settings', { candidateUpdateDelayMinutes: '' }),
  },
  { name: 'GET /admin/account', permission: 'own-account', send: get('/admin/account') },
  { name: 'GET /admin/account/password', permission: 'own-account', send: get('/admin/account/password') },
  {
    name: 'POST /admin/account/password (nothing filled in)',
    permission: 'own-account',
    success: 400,
    send: post('/admin/account/password', {}),
  },
  { name: 'GET /admin/account/two-factor', permission: 'own-account', send: get('/admin/account/two-factor') },
  {
    name: 'POST /admin/team (revoke an unknown invitation)',
    permission: 'team',
    success: 404,
    send: post('/admin/team', { intent: 'revoke', documentId: 'no-such-invitation' }),
  },
];

/** Signs in through the web app's login form (a POST, as the browser sends it) and keeps the cookie. */
async function signedIn(baseURL: string, credentials: { identifier: string; password: string } | null) {
  const api = await playwrightRequest.newContext({ baseURL });
  if (credentials) {
    await api.post('/admin/login', { form: { ...credentials }, headers: { Origin: baseURL }, maxRedirects: 0 });
  }
  return api;
}

/**
 * An article, an application with a resume and a candidate, read as the Admin: the oldest application and the least
 * recently active candidate (demo data), not the newest, which a spec running beside this one may erase meanwhile.
 */
async function seed(cms: CmsClient): Promise<Seeded> {
  type List = { data: Array<{ documentId: string }>; meta: { pagination: { total: number } } };
  const articles = await cms.adminGet<List>('/articles?pagination[pageSize]=1');
  const applications = await cms.adminGet<List>(
    '/job-applications?filters[resume][$notNull]=true&sort=createdAt:asc&pagination[pageSize]=1',
  );
  const { total } = (await cms.adminGet<List>('/candidates?pageSize=1')).meta.pagination;
  const candidates = await cms.adminGet<List>(`/candidates?pageSize=1&page=${total}`);
  return {
    article: articles.data[0].documentId,
    application: applications.data[0].documentId,
    candidate: candidates.data[0].documentId,
  };
}

test('every back-office URL answers each role as the contract’s role table says', async ({ cms, baseURL }) => {
  test.setTimeout(120_000);
  origin = baseURL!;
  const seeded = await seed(cms);
  const outsider = await createNonStaffUser(process.env.E2E_CMS_URL!);
  const contexts: Record<Caller, APIRequestContext> = {
    admin: await signedIn(origin, DEMO_STAFF),
    recruiter: await signedIn(origin, DEMO_RECRUITER),
    editor: await signedIn(origin, DEMO_EDITOR),
    // Sign-in refuses a user without a staff role: no session, as a visitor.
    authenticated: await signedIn(origin, { identifier: outsider.username, password: outsider.password }),
    visitor: await signedIn(origin, null),
  };
  const failures: string[] = [];
  for (const row of MATRIX) {
    for (const caller of CALLERS) {
      const response = await row.send(contexts[caller], seeded);
      const status = response.status();
      const body = await response.text();
      const where = `${caller}: ${row.name} → ${status}`;
      if (caller === 'authenticated' || caller === 'visitor') {
        if ((row.signedOut ?? 'login') === 'login' && row.name.startsWith('GET')) {
          if (status !== 302 || !response.headers().location?.startsWith('/admin/login')) failures.push(where);
        } else if (row.signedOut === 403 ? status !== 403 : ![302, 403].includes(status)) {
          failures.push(where);
        }
      } else if (row.permission === 'own-account' || roleMay(caller, row.permission)) {
        if (status !== (row.success ?? 200)) failures.push(`${where} (expected ${row.success ?? 200})`);
      } else if (status !== 403) {
        failures.push(`${where} (expected 403)`);
      } else if (
        row.resource ? !body.includes(NO_ACCESS_MESSAGE) : !/<h1[^>]*>You do not have access<\/h1>/.test(body)
      ) {
        failures.push(`${where} without the "${NO_ACCESS_MESSAGE}" answer`);
      } else if (!row.resource && !body.includes(`<title>${NO_ACCESS_MESSAGE}`)) {
        failures.push(`${where} without the page title`);
      }
    }
  }
  for (const api of Object.values(contexts)) await api.dispose();
  expect(failures).toEqual([]);
});

test('an Editor signs in, sees only the dashboard and the articles, and gets a clear page elsewhere', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Username', exact: true }).click();
  const username = page.getByLabel('Username', { exact: true });
  await tabTo(page, username);
  await typeInto(page, username, DEMO_EDITOR.identifier);
  await page.keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_EDITOR.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/dashboard');

  const nav = page.getByRole('navigation', { name: 'Back-office' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Articles']);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // The dashboard: the article figures only, and nothing that leads to a person's data.
  await expect(page.getByRole('region', { name: 'Statistics' }).getByText(/^Total/)).toHaveText(['Total Articles']);
  await expect(page.getByRole('figure', { name: /Applications by source/ })).toHaveCount(0);
  const main = page.getByRole('main');
  for (const name of [/Applications/, /Job/, /Contact/, /Enquir/, /Personal data/, /Emails/]) {
    await expect(main.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(main.getByRole('link', { name: 'Write a new article' })).toBeVisible();

  await nav.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();

  // A direct address the role may not use: the 403 page, not the login and not an error screen.
  const response = await page.goto('/blog/admin/applications');
  expect(response?.status()).toBe(403);
  await expect(page).toHaveTitle(new RegExp(`^${NO_ACCESS_MESSAGE}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NO_ACCESS_MESSAGE);
  await expect(main.getByRole('heading')).toHaveCount(1);
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Articles']);
  await expect(page.getByRole('button', { name: /User menu for editor/ })).toBeVisible();
  // The way back, by keyboard from the top of the page.
  const back = main.getByRole('link', { name: 'Back to Dashboard' });
  await tabTo(page, back);
  await expectFocus(page, back, 'the way back');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
