import { expect, test } from '../fixtures';
import { DEMO_STAFF } from '../fixtures/cms';
import { signInThroughForm } from '../fixtures/staff';

/**
 * No admin page or admin action works without a session: each returns the login redirect or 403
 * (docs/004-staff-back-office.md).
 */
const PAGES = [
  '/admin/dashboard',
  '/blog/admin/applications',
  '/blog/admin/applications?status=Pending',
  '/admin/jobs',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/blogs/some-id/edit',
  '/admin/contactList',
  '/admin/emails',
  '/admin/personal-data',
];

const ACTIONS: Array<[string, Record<string, string>]> = [
  ['/blog/admin/applications', { intent: 'delete', documentId: 'x' }],
  ['/blog/admin/applications', { intent: 'status', documentId: 'x', status: 'Reviewed' }],
  ['/admin/jobs', { intent: 'save', title: 'Intruder' }],
  ['/admin/jobs', { intent: 'delete', documentId: 'x' }],
  ['/admin/blogs', { documentId: 'x' }],
  ['/admin/blogs/new', { title: 'Intruder', description: '<p>x</p>' }],
  ['/admin/blogs/some-id/edit', { title: 'Intruder', description: '<p>x</p>' }],
  ['/admin/personal-data', { intent: 'find', email: 'someone@example.com' }],
  ['/admin/personal-data', { intent: 'erase', email: 'someone@example.com', confirmation: 'someone@example.com' }],
  ['/admin/personal-data/export.zip', { email: 'someone@example.com' }],
];

test('every admin page sends a visitor to the login, remembering where they were going', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    ...PAGES,
    '/admin/applications',
    '/admin/applications/some-id/resume',
    '/admin/personal-data/export.zip',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = response.headers().location;
    if (path === '/admin/applications') expect(location).toBe('/blog/admin/applications');
    else {
      // The page and its query (React Router may write the query again: `@` as `%40`, the same query).
      const login = new URL(location, baseURL);
      expect(login.pathname, path).toBe('/admin/login');
      const [back, asked] = [new URL(login.searchParams.get('redirectTo')!, baseURL), new URL(path, baseURL)];
      expect(back.pathname, path).toBe(asked.pathname);
      expect([...back.searchParams], path).toEqual([...asked.searchParams]);
    }
  }
});

test('every admin action without a session is refused (login redirect or 403)', async ({ request, baseURL }) => {
  for (const [path, form] of ACTIONS) {
    const response = await request.post(path, { form, maxRedirects: 0, headers: { Origin: baseURL! } });
    expect([302, 403], path).toContain(response.status());
    if (response.status() === 302) expect(response.headers().location, path).toMatch(/^\/admin\/login/);
  }
  const upload = await request.post('/admin/covers', {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(403);
});

test('with a session, an admin action from another origin (or from nowhere) is refused with 403', async ({
  page,
  baseURL,
}) => {
  await signInThroughForm(page);
  const api = page.context().request;
  for (const [path, form] of ACTIONS) {
    const foreign = await api.post(path, { form, maxRedirects: 0, headers: { Origin: 'https://evil.example' } });
    // React Router's own CSRF check answers 400 before the action runs; the action's check answers 403.
    expect([400, 403], path).toContain(foreign.status());
  }
  // Without Origin and Referer, React Router lets the request through: the action's own check refuses it.
  const noOrigin = await api.post('/admin/jobs', {
    form: { intent: 'delete', documentId: 'x' },
    maxRedirects: 0,
    headers: { Origin: '' },
  });
  expect(noOrigin.status()).toBe(403);
  const logout = await api.post('/admin/logout', { maxRedirects: 0, headers: { Origin: 'https://evil.example' } });
  expect([400, 403]).toContain(logout.status());
  const upload = await api.post('/admin/covers', {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
    headers: { Origin: 'https://evil.example' },
  });
  expect(upload.status()).toBe(403);
  // The same session still works from this site.
  expect((await api.get(`${baseURL}/admin/dashboard`, { maxRedirects: 0 })).status()).toBe(200);
});

test('a body that is not a form is a 400, not a server error, on sign-in and on every admin action', async ({
  page,
  baseURL,
}) => {
  const bodies = [
    { 'Content-Type': 'application/json', data: '{"identifier":"admin"}' },
    { 'Content-Type': 'text/plain', data: 'identifier=admin' },
    { 'Content-Type': 'multipart/form-data; boundary=zz', data: '--other\r\nbroken' },
  ];
  for (const { data, ...headers } of bodies) {
    const login = await page.request.post('/admin/login', { data, headers: { ...headers, Origin: baseURL! } });
    expect(login.status(), `login, ${headers['Content-Type']}`).toBe(400);
  }
  await signInThroughForm(page);
  const api = page.context().request;
  for (const [path] of ACTIONS) {
    for (const { data, ...headers } of bodies) {
      const response = await api.post(path, { data, maxRedirects: 0, headers: { ...headers, Origin: baseURL! } });
      expect(response.status(), `${path}, ${headers['Content-Type']}`).toBe(400);
    }
  }
});

test('admin pages are not cached and not indexed', async ({ page }) => {
  await signInThroughForm(page);
  const response = await page.goto('/admin/jobs');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const login = await page.request.get('/admin/login', { maxRedirects: 0 });
  expect(login.status()).toBe(302);
});

test('a page opened from the dashboard after the session ended leads to the login, then back to that page', async ({
  page,
}) => {
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The session ends (another tab signed out, the cookie expired); the dashboard is still on the screen.
  await page.context().clearCookies();
  // A client-side navigation: React Router asks for the page's data (/admin/jobs.data?_routes=…) and the login
  // redirect must name the page, not that request (React Router 8 hands loaders the raw request).
  await page.getByRole('link', { name: /Job Postings/ }).click();
  await expect(page).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent('/admin/jobs')}`);
  await page.getByRole('button', { name: 'Username', exact: true }).click();
  await page.getByLabel('Username', { exact: true }).pressSequentially(DEMO_STAFF.identifier);
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
