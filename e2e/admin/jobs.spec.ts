import { expect, test } from '../fixtures/admin';
import { CmsClient } from '../fixtures/cms';

test('create with the generated slug, view, edit (slug stays editable), and delete', async ({ page }) => {
  const stamp = Date.now();
  const title = `Senior Go Engineer — Payments_Team (Remote) ${stamp}`;
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  await expect(dialog.getByLabel('Posted date')).toHaveValue(new Date().toISOString().slice(0, 10));
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByLabel('Slug')).toHaveValue(`senior-go-engineer-payments-team-remote-${stamp}`);
  await dialog.getByLabel('Company').fill('Acme Pay');
  // A new job is a draft; to be open (its public page below) it needs a country as well.
  await dialog.getByLabel('Country').selectOption('AE');
  await dialog.getByLabel('Status').selectOption('open');
  await dialog.getByLabel('Location').fill('Dubai, UAE');
  await dialog.getByLabel('Salary').fill('$120k');
  await dialog.getByLabel('Skills (comma-separated)').fill('Go, PostgreSQL');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Build the payments platform.');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Job created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`senior-go-engineer-payments-team-remote-${stamp}`);
  await row.getByRole('button', { name: `View ${title}` }).click();
  const view = page.getByRole('dialog', { name: title });
  await expect(view).toContainText('Acme Pay');
  await expect(view).toContainText('Build the payments platform.');
  await view.getByRole('button', { name: 'Close' }).click();

  // The public page exists under the slug.
  const publicPage = await page.request.get(`/jobs/senior-go-engineer-payments-team-remote-${stamp}`);
  expect(publicPage.status()).toBe(200);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await edit.getByLabel('Title').fill(`${title} updated`);
  // Editing keeps the slug unless it is emptied.
  await expect(edit.getByLabel('Slug')).toHaveValue(`senior-go-engineer-payments-team-remote-${stamp}`);
  await edit.getByLabel('Slug').fill('');
  await edit.getByLabel('Title').fill(`Lead Go Engineer ${stamp}`);
  await expect(edit.getByLabel('Slug')).toHaveValue(`lead-go-engineer-${stamp}`);
  await edit.getByLabel('Slug').fill(`custom-slug-${stamp}`);
  await edit.getByLabel('Status').selectOption('closed');
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job updated')).toBeVisible();
  const updated = page.getByRole('row').filter({ hasText: `Lead Go Engineer ${stamp}` });
  await expect(updated).toContainText(`custom-slug-${stamp}`);
  // The list names each state in words (Draft, Open, Closed, Expired).
  await expect(updated).toContainText('Closed');

  await page.getByLabel('Status').selectOption('closed');
  await expect(page).toHaveURL(/\/admin\/jobs\?status=closed$/);
  await expect(updated).toBeVisible();

  await updated.getByRole('button', { name: `Delete Lead Go Engineer ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Lead Go Engineer ${stamp}` })).toHaveCount(0);
});

test('10 jobs a page with pagination', async ({ page }) => {
  await page.goto('/admin/jobs');
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('navigation', { name: 'Job pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?page=2$/);
  await expect(page.getByRole('row')).toHaveCount(11);
});

test('a save the CMS refuses shows an Error toast with its message', async ({ page, cms }) => {
  // A seeded job's slug (the oldest one: other tests only add and remove their own jobs).
  const existing = (
    await cms.adminGet<{ data: Array<{ slug: string }> }>('/jobs?sort=createdAt:asc&pagination[pageSize]=1')
  ).data[0].slug;
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  await dialog.getByLabel('Title').fill('Duplicate slug');
  await dialog.getByLabel('Slug').fill(existing);
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' });
  // The CMS names the taken slug (it used to say "This attribute must be unique"), on the slug field too.
  const message = `The slug "${existing}" is already used by another job. Choose another slug.`;
  await expect(toast).toContainText(message);
  await expect(dialog.getByLabel('Slug')).toHaveAccessibleDescription(message);
  await expect(dialog).toBeVisible();
});

test("a second job with the same title saves, under the title's slug with -2", async ({ page, cms }) => {
  const title = `Registered Nurse ${Date.now()}`;
  await page.goto('/admin/jobs');
  for (const company of ['Al Noor Hospital', 'City Hospital']) {
    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Job' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Company').fill(company);
    await dialog.getByLabel('Status').selectOption('closed');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job created' }).last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const saved = await cms.adminGet<{ data: Array<{ slug: string; company: string; documentId: string }> }>(
    `/jobs?filters[title][$eq]=${encodeURIComponent(title)}&sort=createdAt:asc`,
  );
  expect(saved.data.map((job) => job.company)).toEqual(['Al Noor Hospital', 'City Hospital']);
  expect(saved.data[1].slug).toBe(`${saved.data[0].slug}-2`);
  for (const job of saved.data) await cms.adminSend('DELETE', `/jobs/${job.documentId}`);
});

test('a description written through the API with a form in it is shown sanitized, and clicking it deletes nothing (closed jobs, off the public board)', async ({
  page,
}) => {
  const cms = new CmsClient(process.env.E2E_CMS_URL!);
  const stamp = Date.now();
  const victim = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    data: { title: `Victim posting ${stamp}`, company: 'Innocent Ltd', status: 'closed' },
  });
  const hostile = `<p>Great team ${stamp}.</p><form method="post" action="/admin/jobs"><input type="hidden" name="intent" value="delete"><input type="hidden" name="documentId" value="${victim.data.documentId}"><button>Read more ${stamp}</button></form><img src=x onerror="document.title='pwned'">`;
  const hostileJob = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    data: { title: `Hostile posting ${stamp}`, company: 'Mallory', description: hostile, status: 'closed' },
  });

  await page.goto('/admin/jobs');
  const row = page.getByRole('row').filter({ hasText: `Hostile posting ${stamp}` });
  await row.getByRole('button', { name: `View Hostile posting ${stamp}` }).click();
  const view = page.getByRole('dialog', { name: `Hostile posting ${stamp}` });
  await expect(view).toContainText(`Great team ${stamp}.`);
  await expect(view.locator('form, input, button:has-text("Read more")')).toHaveCount(0);
  await view.getByText(`Read more ${stamp}`).click();
  await expect(page).not.toHaveTitle('pwned');
  await view.getByRole('button', { name: 'Close' }).click();

  // Nothing of the hostile markup reaches the page at all, not even in its data for the editor.
  expect(await (await page.request.get('/admin/jobs')).text()).not.toContain('onerror');

  const stillThere = await cms.adminGet<{ data: unknown }>(`/jobs/${victim.data.documentId}`);
  expect(stillThere.data).toBeTruthy();
  for (const job of [victim, hostileJob]) await cms.adminSend('DELETE', `/jobs/${job.data.documentId}`);
});
