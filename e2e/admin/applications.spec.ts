import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { createApplication } from '../fixtures/staff';
import type { Page } from '@playwright/test';

const cmsUrl = () => process.env.E2E_CMS_URL!;

/** A fresh application (Pending) whose card is found by the applicant's unique name. */
async function freshApplication(label: string) {
  const fullName = `Applicant ${label} ${Date.now()}`;
  const resume = pdfFile(`${label}-cv.pdf`, 2048);
  const letter = `${'I would love to join your team because of the mission. '.repeat(5)}END`;
  const created = await createApplication(cmsUrl(), {
    fullName,
    email: uniqueEmail(label),
    coverLetter: letter,
    resume,
  });
  return { ...created, fullName, resume, letter };
}

const card = (page: Page, fullName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fullName }) });

test('the status filter is synced to ?status= and a new filter or page size goes back to page 1', async ({ page }) => {
  await page.goto('/blog/admin/applications');
  await expect(page.getByRole('heading', { name: 'Job Applications' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+ applications?$/)).toBeVisible();

  await page.getByRole('link', { name: 'Reviewed', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/applications\?status=Reviewed$/);
  await expect(page.getByRole('link', { name: 'Reviewed', exact: true })).toHaveAttribute('aria-current', 'true');
  const badges = page.getByRole('main').getByRole('listitem').locator('span.rounded-full');
  await expect(badges.first()).toHaveText('Reviewed');
  for (const text of await badges.allTextContents()) expect(text).toBe('Reviewed');

  await page.goto('/blog/admin/applications?status=Pending&page=2&pageSize=5');
  await page.getByLabel('Per page').selectOption('25');
  await expect(page).toHaveURL(/\?status=Pending&pageSize=25$/);
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/applications\?pageSize=25$/);

  // The alias keeps the query.
  await page.goto('/admin/applications?status=Accepted');
  await expect(page).toHaveURL(/\/blog\/admin\/applications\?status=Accepted$/);
});

test('pagination: 5 a page, up to five page buttons plus the last', async ({ page }) => {
  for (let i = 0; i < 3; i += 1) await freshApplication(`page${i}`);
  await page.goto('/blog/admin/applications?pageSize=5');
  const pager = page.getByRole('navigation', { name: 'Application pages' });
  // Exact names: with 10 pages or more, "Page 1" would also name "Page 11".
  await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/pageSize=5&page=2$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) }),
  ).not.toHaveCount(0);
  expect(await pager.getByRole('link', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(6);
});

test('card, details modal with every field, a status change offering only allowed moves, and a refused move', async ({
  page,
  cms,
}) => {
  const application = await freshApplication('status');
  await page.goto('/blog/admin/applications?status=Pending&pageSize=50');
  const item = card(page, application.fullName);
  await expect(item.getByText('Pending', { exact: true })).toHaveClass(/bg-yellow-100/);
  const previewText = (await item.locator('p').nth(2).textContent())!;
  expect(previewText.length).toBeLessThanOrEqual(151);
  expect(previewText.endsWith('…')).toBe(true);

  await item.getByRole('button', { name: /View details/ }).click();
  const dialog = page.getByRole('dialog', { name: application.fullName });
  await expect(dialog).toContainText(application.jobTitle);
  await expect(dialog).toContainText('+44 20 7946 0958');
  await expect(dialog).toContainText(application.letter);
  await expect(dialog.getByRole('button', { name: /^Mark as/ })).toHaveText([
    'Mark as Reviewed',
    'Mark as Accepted',
    'Mark as Rejected',
  ]);
  await dialog.getByRole('button', { name: 'Mark as Reviewed' }).click();
  // The dialog stays open although the application left the Pending list (docs/023-talent-pool.md), showing the move.
  await expect(dialog.getByRole('button', { name: /^Mark as/ })).toHaveText(['Mark as Accepted', 'Mark as Rejected']);
  await expect(dialog.getByText(/^Pending → Reviewed by /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/blog/admin/applications?status=Reviewed&pageSize=50');
  const reviewed = card(page, application.fullName);
  await expect(reviewed.getByText('Reviewed', { exact: true })).toHaveClass(/bg-blue-100/);

  // Another staff member accepts it meanwhile: the stale modal's move is refused by the CMS and the reason shown.
  await reviewed.getByRole('button', { name: /View details/ }).click();
  const stale = page.getByRole('dialog', { name: application.fullName });
  await expect(stale.getByRole('button', { name: /^Mark as/ })).toHaveText(['Mark as Accepted', 'Mark as Rejected']);
  const token = await cms.adminToken();
  const moved = await fetch(`${cmsUrl()}/api/job-applications/${application.documentId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { job_status: 'Accepted' } }),
  });
  expect(moved.status).toBe(200);
  await stale.getByRole('button', { name: 'Mark as Rejected' }).click();
  // A final status is confirmed first.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as Rejected' }).click();
  await expect(stale.getByRole('alert')).toHaveText(
    'Failed to update status: Cannot change the status from Accepted to Rejected (Accepted is final).',
  );
});

test('resume download returns the uploaded bytes with the file name', async ({ page }) => {
  const application = await freshApplication('resume');
  await page.goto('/blog/admin/applications?status=Pending&pageSize=50');
  await card(page, application.fullName)
    .getByRole('button', { name: /View details/ })
    .click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('link', { name: application.resume.name }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(application.resume.name);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).equals(application.resume.buffer)).toBe(true);
});

test('delete asks first, shows Deleting..., and removes the application', async ({ page, cms }) => {
  const application = await freshApplication('delete');
  await page.goto('/blog/admin/applications?status=Pending&pageSize=50');
  await card(page, application.fullName)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(application.fullName);
  await page.route('**/blog/admin/applications*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Application deleted')).toBeVisible();
  await expect(card(page, application.fullName)).toHaveCount(0);
  const token = await cms.adminToken();
  const gone = await fetch(`${cmsUrl()}/api/job-applications/${application.documentId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status).toBe(404);
});
