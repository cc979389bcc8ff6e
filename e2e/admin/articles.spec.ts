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

test('a file that is not an image, named .png, is refused with the reason, and no cover is set', async ({ page }) => {
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Cover image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n'),
  });
  await expect(page.getByText("The file's content is not a .png image.")).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveCount(0);
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

test('the editor sets summary, category, author and featured; the read time follows the content', async ({
  page,
  cms,
}) => {
  const stamp = Date.now();
  const author = await cms.adminSend<{ data: { documentId: string } }>('POST', '/authors', {
    data: { name: `Writer ${stamp}` },
  });
  const category = await cms.adminSend<{ data: { documentId: string } }>('POST', '/categories', {
    data: { name: `Insight ${stamp}`, slug: `insight-${stamp}`, kind: 'article' },
  });
  const title = `Editor fields ${stamp}`;
  const summary = `Everything about pay rises this year, in two sentences ${stamp}. The rest is in the article.`;
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
  let documentId: string | undefined;
  try {
    await page.goto('/admin/blogs/new');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText('Read time: none until the content has words')).toBeVisible();
    await page.getByRole('textbox', { name: 'Content' }).fill(words(450));
    await expect(page.getByText('Read time: 2 min read')).toBeVisible();
    await expect(page.getByLabel('Summary')).toHaveAttribute('maxlength', '300');
    await page.getByLabel('Summary').fill(summary);
    await page.getByLabel('Category').selectOption({ label: `Insight ${stamp}` });
    await page.getByLabel('Author').selectOption({ label: `Writer ${stamp}` });
    await page.getByLabel('Featured').check();
    await page.getByLabel('Publish date').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);

    const stored = await cms.adminGet<{ data: Array<{ documentId: string; slug: string; readTime: number }> }>(
      `/articles?status=draft&filters[title][$eq]=${encodeURIComponent(title)}`,
    );
    expect(stored.data).toHaveLength(1);
    ({ documentId } = stored.data[0]);
    expect(stored.data[0].readTime).toBe(2);

    // Visitors: the card shows the summary, Featured and the read time; the page shows author and category.
    await page.goto('/insights');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText(summary);
    await expect(card).toContainText('Featured');
    await expect(card).toContainText(`Writer ${stamp}`);
    await expect(card).toContainText('2 min read');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('article header')).toContainText(`Writer ${stamp}`);
    await expect(page.locator('article header')).toContainText(`Insight ${stamp}`);
    await expect(page.locator('article header')).toContainText('2 min read');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', summary);

    // The editor opens with what was saved; a shorter text shortens the read time, an empty summary gives the card
    // the start of the content.
    await page.goto(`/admin/blogs/${documentId}/edit`);
    await expect(page.getByLabel('Summary')).toHaveValue(summary);
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(`Insight ${stamp}`);
    await expect(page.getByLabel('Author').locator('option:checked')).toHaveText(`Writer ${stamp}`);
    await expect(page.getByLabel('Featured')).toBeChecked();
    await expect(page.getByText('Read time: 2 min read')).toBeVisible();
    await page.getByRole('textbox', { name: 'Content' }).fill(`Opening words ${stamp} ${words(20)}`);
    await expect(page.getByText('Read time: 1 min read')).toBeVisible();
    await page.getByLabel('Summary').fill('');
    await page.getByLabel('Featured').uncheck();
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);

    await page.goto('/insights');
    await expect(card).toContainText(`Opening words ${stamp} word0 word1`);
    await expect(card).not.toContainText('Featured');
    await expect(card).toContainText('1 min read');
  } finally {
    if (documentId) await cms.adminSend('DELETE', `/articles/${documentId}`);
    await cms.adminSend('DELETE', `/authors/${author.data.documentId}`);
    await cms.adminSend('DELETE', `/categories/${category.data.documentId}`);
  }
});
