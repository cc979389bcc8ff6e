import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_STAFF } from './fixtures/cms';
import { STAFF_EMAIL } from './fixtures/staff';

/**
 * The open redirect after sign-in (docs/017-security-audit.md), in Chromium: a staff member follows a link to the
 * login page whose `redirectTo` leads to another site once the browser has normalised it, signs in through the real
 * form, and must end on this site (the dashboard), never on evil.example. The audit's three payloads and a few of
 * the other kinds; the full list is tried over HTTP in tests/system/web-security.test.ts.
 */
const PAYLOADS = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/admin/../..//evil.example/steal',
  '/\\evil.example',
  '/\t/evil.example',
];

/** Answers every request to evil.example with a page of its own, and counts them: a visit there is a failure. */
async function watchEvilSite(context: BrowserContext): Promise<{ visits: string[] }> {
  const watched = { visits: [] as string[] };
  await context.route(/^https?:\/\/evil\.example\//, async (route) => {
    watched.visits.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>You left the site</h1>' });
  });
  return watched;
}

/** Opens the login link with `redirectTo` and signs in by typing, key by key, as a person does. */
async function signInFromLink(page: Page, redirectTo: string) {
  await page.goto(`/admin/login?${new URLSearchParams({ redirectTo })}`);
  await page.getByLabel('Email', { exact: true }).pressSequentially(STAFF_EMAIL);
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

for (const javaScript of [true, false]) {
  test.describe(`sign-in with a hostile redirectTo, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const redirectTo of javaScript ? PAYLOADS : PAYLOADS.slice(0, 3)) {
      test(`${JSON.stringify(redirectTo)} ends on this site, after signing in and when signed in`, async ({
        page,
        context,
        baseURL,
      }) => {
        const evil = await watchEvilSite(context);
        await signInFromLink(page, redirectTo);
        await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
        await expect(page.getByText('Welcome back, admin!')).toBeVisible();

        // Signed in now: the same link sends the staff member straight on, to this site too.
        await page.goto(`/admin/login?${new URLSearchParams({ redirectTo })}`);
        await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
        expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
        expect(evil.visits).toEqual([]);
      });
    }
  });
}
