import { expect, test } from '../fixtures/admin';

/** A small valid PNG, padded so that the upload takes a few progress events. */
function pngFile(size = 600 * 1024) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(size)]) };
}

test('the editor requires a title and content, with the banner, and Save stays disabled until both are there', async ({
  page,
}) => {
  await page.goto('/admin/blogs/new');
  const save = page.getByRole('button', { name: 'Save Article' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Title').fill('x');
  await page.getByLabel('Title').fill('');
  await page.getByLabel('Title').blur();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Please fix the errors above.')).toBeVisible();
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.fill('Some words');
  await content.press('Control+a');
  await content.press('Backspace');
  await expect(page.getByText('Content is required')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Title').fill('Now with a title');
  await content.fill('And content');
  await expect(page.getByText('Please fix the errors above.')).toBeHidden();
  await expect(save).toBeEnabled();
});

test('create a draft with a cover (upload progress shown), publish it by date, search, view and delete', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Hiring in Dubai: What's new? ${stamp}`;
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(`hiring-in-dubai-whats-new-${stamp}`);
  await expect(page.getByLabel('Slug')).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: 'Content' }).fill('Dubai keeps growing. <script>alert(1)</script>');

  // Slow the upload down so that the percentage can be seen.
  await page.route('**/admin/covers', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByLabel('Cover image').setInputFiles(pngFile());
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^\/uploads\//);
  await page.getByRole('button', { name: 'Save Article' }).click();

  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.getByLabel('Search articles').fill(`what's new? ${stamp}`.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Draft');
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: `View ${title}` }).click();
  const view = page.getByRole('dialog', { name: title });
  await expect(view).toContainText('Dubai keeps growing.');
  await expect(view.locator('script')).toHaveCount(0);
  await expect(view.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await view.getByRole('button', { name: 'Close' }).click();

  // Edit: publish with a date; the list shows it once, Published.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Article' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await page.getByLabel('Publish date').fill('2026-02-03');
  await page.getByLabel('Title').fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.getByLabel('Search articles').fill(String(stamp));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const published = page.getByRole('row').filter({ hasText: `${title} (updated)` });
  await expect(published).toHaveCount(1);
  await expect(published).toContainText('Published');
  await expect(published).toContainText('Feb 3, 2026');

  await published.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: Article deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${title} (updated)` })).toHaveCount(0);
  await expect(page.getByText(`No articles match "${stamp}".`)).toBeVisible();
});

test('the list shows each article once, Draft or Published, and search matches the description too', async ({
  page,
}) => {
  await page.goto('/admin/blogs?pageSize=50');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Draft' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Published' }).first()).toBeVisible();
  const slugs = await page.locator('tbody tr td:first-child span').allTextContents();
  expect(new Set(slugs).size).toBe(slugs.length);
  await page.getByLabel('Per page').selectOption('5');
  await expect(page).toHaveURL(/\?pageSize=5$/);
  await expect(rows).toHaveCount(6);
});

test('a save error is shown, not swallowed', async ({ page }) => {
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Title').fill('Will fail');
  await page.getByRole('textbox', { name: 'Content' }).fill('Body');
  await page.route('**/admin/blogs/new*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    // A cover id that does not exist: the CMS refuses the save.
    const body = route
      .request()
      .postData()!
      .replace(/cover=[^&]*/, 'cover=999999');
    await route.continue({ postData: body });
  });
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to save article:');
  await expect(page).toHaveURL(/\/admin\/blogs\/new/);
});
