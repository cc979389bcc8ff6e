import type { Browser, Page } from '@playwright/test';
import { expect, pdfFile, test } from '../fixtures/admin';
import { createCmsUser } from '../fixtures/staff';
import { applyThroughCms } from '../fixtures/cms';

/**
 * Job ownership and staff time zones in the back-office (docs/022-the-team.md "Ownership, routing and time zones"),
 * each test as a staff member of its own (an Admin created for it), so that changing a time zone or owning jobs
 * touches no other test's demo account.
 */

const cmsUrl = () => process.env.E2E_CMS_URL!;

/** A new Admin signed in through the login form in a context of its own; its CMS token for set-up calls. */
async function newStaffMember(browser: Browser): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const staff = await createCmsUser(cmsUrl(), 'admin');
  const signIn = await fetch(`${cmsUrl()}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: staff.email, password: staff.password }),
  });
  const { jwt } = (await signIn.json()) as { jwt: string };
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).pressSequentially(staff.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { page, token: jwt, close: () => context.close() };
}

/** Creates an open job through the CMS as the holder of `token` (its owner). @returns its documentId and title. */
async function jobOf(token: string, data: Record<string, unknown> = {}) {
  const title = `Owned posting ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await fetch(`${cmsUrl()}/api/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: { title, company: 'Owned Co', description: '<p>A posting.</p>', country: 'AE', status: 'open', ...data },
    }),
  });
  expect(answer.status).toBe(201);
  const { data: job } = (await answer.json()) as { data: { documentId: string } };
  return { documentId: job.documentId, title };
}

test('a staff member chooses their time zone on their profile, and the back-office shows dates in it', async ({
  browser,
}) => {
  const { page, token, close } = await newStaffMember(browser);
  // 23:30 UTC on 30 June: already 1 July in Dubai (the agency's zone, the default), still 30 June in New York.
  const job = await jobOf(token, { validThrough: '2099-06-30T23:30:00.000Z' });
  const row = page.getByRole('row').filter({ hasText: job.title });

  await page.goto('/admin/jobs?owner=mine');
  await expect(row).toContainText('Closes Jul 1, 2099');

  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue('Asia/Dubai');
  // Chosen by keyboard: the select's type-ahead, as someone typing the zone's name.
  await zone.focus();
  await zone.pressSequentially('America/New York');
  await expect(zone).toHaveValue('America/New_York');
  await page.getByLabel('Name').pressSequentially('Noor Haddad');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(page.getByText(/^Now in your time zone: .* (EST|EDT)$/)).toBeVisible();

  await page.goto('/admin/jobs?owner=mine');
  await expect(row).toContainText('Closes Jun 30, 2099');
  await expect(row).toContainText('Noor Haddad');
  await row.getByRole('button', { name: `View ${job.title}` }).click();
  await expect(page.getByRole('dialog', { name: job.title })).toContainText('Jun 30, 2099, 7:30 PM EDT');
  await page.keyboard.press('Escape');

  // The closing date is entered in the same zone: the editor shows 19:30, and 17:00 on 31 December is 22:00 UTC.
  await row.getByRole('button', { name: `Edit ${job.title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  const closing = edit.getByLabel('Closing date and time');
  await expect(closing).toHaveValue('2099-06-30T19:30');
  await expect(closing).toHaveAccessibleDescription(/^In your time zone \(America\/New_York\)\./);
  await closing.fill('2099-12-31T17:00');
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job updated' })).toBeVisible();
  const stored = await fetch(`${cmsUrl()}/api/jobs/${job.documentId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await stored.json()) as { data: { validThrough: string } }).data.validThrough).toBe(
    '2099-12-31T22:00:00.000Z',
  );
  await close();
});

test('"My jobs" and "My jobs’ applications" filter the lists by the signed-in owner, in the URL', async ({
  browser,
  cms,
}) => {
  const { page, token, close } = await newStaffMember(browser);
  const mine = await jobOf(token);
  const theirs = await cms.adminSend<{ data: { documentId: string; title: string } }>('POST', '/jobs', {
    data: { title: `Not mine ${Date.now()}`, company: 'Other Co', description: '<p>x</p>', country: 'AE' },
  });
  const apply = (job: string, fullName: string) =>
    applyThroughCms(cmsUrl(), job, { fullName, email: 'owner-test@example.com' }, pdfFile('Resume.pdf'));
  const toMine = `Mine Applicant ${Date.now()}`;
  const toTheirs = `Theirs Applicant ${Date.now()}`;
  await apply(mine.documentId, toMine);
  await apply(theirs.data.documentId, toTheirs);

  await page.goto('/admin/jobs');
  await page.getByRole('link', { name: 'My jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?owner=mine$/);
  await expect(page.getByRole('link', { name: 'My jobs' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('row').filter({ hasText: mine.title })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: theirs.data.title })).toHaveCount(0);
  // The status filter keeps the owner filter.
  await page.getByLabel('Status').selectOption('open');
  await expect(page).toHaveURL(/\/admin\/jobs\?owner=mine&status=open$|\/admin\/jobs\?status=open&owner=mine$/);

  await page.goto('/blog/admin/applications');
  await page.getByRole('link', { name: 'My jobs’ applications' }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/applications\?owner=mine$/);
  await expect(page.getByRole('heading', { name: toMine })).toBeVisible();
  await expect(page.getByRole('heading', { name: toTheirs })).toHaveCount(0);
  // Reloaded from its URL, the filter holds.
  await page.reload();
  await expect(page.getByRole('link', { name: 'My jobs’ applications' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: toTheirs })).toHaveCount(0);

  await cms.adminSend('DELETE', `/jobs/${theirs.data.documentId}`);
  await close();
});
