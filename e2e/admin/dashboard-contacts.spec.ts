import { expect, pdfFile, test } from '../fixtures/admin';
import { createApplication, createCmsUser } from '../fixtures/staff';

test('dashboard: welcome, the four counts from the CMS, tiles, quick actions and the weekly chart', async ({
  page,
  cms,
}) => {
  const cards = page.getByRole('region', { name: 'Statistics' });
  // The tests running beside this one add and delete records: the counts are compared with the CMS's read just before
  // the page's, again when one changed in between.
  await expect(async () => {
    const stats = await cms.adminGet<Record<string, number>>('/dashboard/stats');
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();
    for (const [label, key] of [
      ['Total Applications', 'totalApplications'],
      ['Pending Applications', 'pendingApplications'],
      ['Active Jobs', 'activeJobs'],
      ['Total Articles', 'totalArticles'],
    ] as const) {
      await expect(cards.locator('div').filter({ hasText: label }).first()).toContainText(String(stats[key]), {
        timeout: 1_000,
      });
    }
  }).toPass({ timeout: 30_000 });
  // The tiles (the back-office navigation above has links of the same names).
  const tiles = page.getByRole('region', { name: 'Manage' });
  for (const tile of ['Applications', 'Job Postings', 'Articles', 'Contact Submissions', 'Personal data']) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
  }
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications received per week' }).getByRole('row')).toHaveCount(13);

  await page.getByRole('link', { name: 'Add a job posting' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Job' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Write a new article' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
});

test('contact submissions: table, 50-character preview, the full message on demand, back to the dashboard', async ({
  page,
}) => {
  const message = `Hello team, we are hiring ten engineers in Dubai and need help quickly. Unique ${Date.now()}`;
  const sent = await fetch(`${process.env.E2E_CMS_URL}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: { fullName: 'Nadia Karim', email: 'nadia@example.com', service: 'it-staffing', message },
    }),
  });
  expect(sent.status).toBe(201);
  await page.goto('/admin/contactList');
  await expect(page.getByRole('columnheader', { name: 'Subject' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'nadia@example.com' }).first();
  await expect(row).toContainText('Nadia Karim');
  // The service's label, not its stored value.
  await expect(row).toContainText('IT Staffing');
  await expect(row).not.toContainText('it-staffing');
  const previewText = (await row.locator('td').nth(3).textContent())!;
  expect(previewText.length).toBeLessThanOrEqual(51);
  expect(previewText.endsWith('…')).toBe(true);
  await row.getByRole('button', { name: /^Read/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Message from Nadia Karim' });
  await expect(dialog).toContainText(message);
  await expect(dialog).toContainText('IT Staffing');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an enquiry is New until staff mark it handled; the status filter finds it under each status', async ({
  page,
}) => {
  const fullName = `Omar Haddad ${Date.now()}`;
  const sent = await fetch(`${process.env.E2E_CMS_URL}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { fullName, email: 'omar@example.com', message: 'We need a plant manager.' } }),
  });
  expect(sent.status).toBe(201);
  const filters = page.getByRole('group', { name: 'Filter by status' });
  const row = page.getByRole('row').filter({ hasText: fullName });

  await page.goto('/admin/contactList');
  await filters.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/admin\/contactList\?status=new$/);
  await expect(filters.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: /^Read/ }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${fullName}` });
  await dialog.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  // Handled, it leaves the list of new enquiries (its dialog with it) and is found under Handled.
  await expect(row).toHaveCount(0);
  await filters.getByRole('link', { name: 'Handled' }).click();
  await expect(page).toHaveURL(/\/admin\/contactList\?status=handled$/);
  await expect(row).toContainText('Handled');
  await row.getByRole('button', { name: /^Read/ }).click();
  await dialog.getByRole('button', { name: 'Mark as new' }).click();
  await expect(page.getByText('Marked as new')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the dashboard tells each staff member what is new since their previous visit', async ({ browser }) => {
  const cmsUrl = process.env.E2E_CMS_URL!;
  const staff = await createCmsUser(cmsUrl, 'admin');
  // A context of its own, not signed in as the demo staff member.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const news = page.getByRole('region', { name: 'What’s new' });
  await expect(news).toContainText('Welcome to your first visit');

  const fullName = `Yusuf Demir ${Date.now()}`;
  const resume = pdfFile('Yusuf_Demir_Resume.pdf');
  await createApplication(cmsUrl, { fullName, email: 'yusuf@example.com', coverLetter: 'Keen to join.', resume });
  const enquiry = await fetch(`${cmsUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { fullName, email: 'yusuf@example.com', message: 'We are hiring.' } }),
  });
  expect(enquiry.status).toBe(201);

  await page.reload();
  // Other tests may add applications and enquiries meanwhile: at least ours are counted.
  const line = (await news.locator('p').first().textContent()) ?? '';
  const [, applications, enquiries] =
    /^(\d+) new applications? and (\d+) new enquir(?:y|ies) since your last visit/.exec(line) ?? [];
  expect(Number(applications), line).toBeGreaterThanOrEqual(1);
  expect(Number(enquiries), line).toBeGreaterThanOrEqual(1);
  await expect(news.getByRole('region', { name: 'Latest applications' })).toContainText(fullName);
  await expect(news.getByRole('region', { name: 'Latest enquiries' })).toContainText(fullName);
  await news.getByRole('link', { name: 'See all latest enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/contactList$/);
  await context.close();
});
