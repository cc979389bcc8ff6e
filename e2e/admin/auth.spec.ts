import { freePort, startWeb, stopProcess } from '../../scripts/lib/processes.mjs';
import { expect, test } from '../fixtures';
import { blockCmsUser, createCmsUser, createNonStaffUser, signInThroughForm, STAFF_EMAIL } from '../fixtures/staff';

const INVALID =
  'Invalid credentials or insufficient privileges. Please check your username/password and ensure you have admin access.';

test.describe('staff sign-in', () => {
  test('by e-mail: the dashboard, the signed-in header, and no token where page scripts can read it', async ({
    page,
    context,
  }) => {
    await signInThroughForm(page, { by: 'email' });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin/dashboard');
    await header.getByRole('button', { name: 'User menu for admin' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('admin');
    await expect(menu).toContainText(STAFF_EMAIL);
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === '__staff_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000);
    // The sealed cookie does not show the token, even to someone who decodes it.
    expect(decodeURIComponent(session!.value)).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(Buffer.from(decodeURIComponent(session!.value).split('.')[0], 'base64').toString()).not.toMatch(
      /eyJ[\w-]+\.eyJ/,
    );

    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(visible.cookie).not.toContain('__staff_session');
    for (const value of Object.values(visible)) {
      expect(value).not.toMatch(/eyJ[\w-]+\.eyJ/);
      expect(value).not.toContain('admin_token');
    }
    expect(await page.content()).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  });

  test('by username, back to the page the visitor was going to', async ({ page }) => {
    const response = await page.goto('/admin/jobs?status=open');
    expect(response?.url()).toContain('/admin/login?redirectTo=%2Fadmin%2Fjobs%3Fstatus%3Dopen');
    await page.getByRole('button', { name: 'Username', exact: true }).click();
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin-demo-2026!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?status=open$/);
    await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();
  });

  test('a redirect to another site is ignored', async ({ page }) => {
    await signInThroughForm(page, { redirectTo: '//evil.example/steal' });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a redirect path with characters a Location header cannot carry is encoded, not a server error', async ({
    page,
  }) => {
    const response = await page.goto('/admin/login?redirectTo=/%E3%80%80');
    expect(response?.status()).toBe(200);
    await signInThroughForm(page, { redirectTo: '/\u3000' });
    await expect(page).toHaveURL(/\/%E3%80%80$/);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both identifier and password');
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both identifier and password');
  });

  test('a wrong password gets the invalid-credentials message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(STAFF_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a signed-in user without the Admin role is refused with the same message', async ({ page, context }) => {
    const member = await createNonStaffUser(process.env.E2E_CMS_URL!);
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    expect((await context.cookies()).some((cookie) => cookie.name === '__staff_session')).toBe(false);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('with the CMS unreachable, the network message', async ({ page }) => {
    const web = await startWeb({
      env: { ...process.env, SESSION_SECRET: 'x'.repeat(32) },
      port: await freePort(),
      cmsUrl: `http://127.0.0.1:${await freePort()}`,
      quiet: true,
    });
    try {
      await page.goto(`${web.url}/admin/login`);
      await page.getByLabel('Email', { exact: true }).fill(STAFF_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill('Admin-demo-2026!');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.');
    } finally {
      await stopProcess(web.child);
    }
  });
});

test('sign-in attempts are limited per client', async ({ page }) => {
  const web = await startWeb({
    env: { ...process.env, LOGIN_RATE_LIMIT: '2' },
    port: await freePort(),
    cmsUrl: process.env.E2E_CMS_URL!,
    quiet: true,
  });
  try {
    await page.goto(`${web.url}/admin/login`);
    for (const attempt of [1, 2, 3]) {
      await page.getByLabel('Email', { exact: true }).fill(STAFF_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        attempt <= 2 ? INVALID : 'Too many sign-in attempts. Please wait a few minutes and try again.',
      );
    }
  } finally {
    await stopProcess(web.child);
  }
});

test.describe('signing out', () => {
  test('Log out in the user menu ends the session and goes home', async ({ page }) => {
    await signInThroughForm(page);
    await page.getByRole('button', { name: 'User menu for admin' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Find a Job' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  });

  test('Logout on the dashboard and on the applications page returns home', async ({ page }) => {
    await signInThroughForm(page);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await signInThroughForm(page, { redirectTo: '/blog/admin/applications' });
    await expect(page.getByRole('heading', { name: 'Job Applications' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/blog/admin/applications');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('logging out ends the session on the server: a copy of the cookie no longer opens anything', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signInThroughForm(page);
    const copied = await context.cookies();
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    const thief = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto('/admin/dashboard');
    await expect(stolen).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    expect((await thief.cookies()).some((cookie) => cookie.name === '__staff_session')).toBe(false);
    await context.close();
    await thief.close();
  });

  test('a tampered session cookie signs the user out cleanly', async ({ page, context }) => {
    await signInThroughForm(page);
    const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === '__staff_session');
    await context.addCookies([{ ...cookie, value: `${cookie.value.slice(0, -6)}AAAAAA` }]);
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fjobs$/);
  });

  test('a still-valid token that the CMS rejects signs the user out cleanly', async ({ browser }) => {
    const staff = await createCmsUser(process.env.E2E_CMS_URL!, 'admin');
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await blockCmsUser(process.env.E2E_CMS_URL!, staff.documentId);
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL(/\/admin\/login/);
    expect((await context.cookies()).some((cookie) => cookie.name === '__staff_session')).toBe(false);
    await context.close();
  });

  test('on a phone, the menu greets the staff member and offers the dashboard and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughForm(page, { redirectTo: '/blog' });
    // The URL changes a moment before the page renders, and arriving closes the menu: a tap in between is undone.
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next role' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toContainText('Welcome, admin');
    await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
