import { expect, test } from './fixtures';

test.describe('articles', () => {
  test('the blog lists the latest articles, and a card opens the article', async ({ page }) => {
    await page.goto('/blog');
    const insights = page.getByRole('region', { name: 'Insights & Articles' });
    const cards = insights.getByRole('article');
    await expect(cards).toHaveCount(6);
    const title = 'How to Hire a Senior Developer in 48 Hours';
    await cards.filter({ hasText: title }).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Author:')).toBeAttached();
    await expect(page.locator('time')).toBeVisible();
    await expect(page.getByText('Category:')).toBeAttached();
    await expect(page.locator('.prose h2').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to blog' }).first()).toHaveAttribute('href', '/blog');
  });

  test('an unknown article says so with a 404; /blog/article/{slug} leads to the article', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article not found.' })).toBeVisible();

    await page.goto('/blog/article/how-to-hire-a-senior-developer-in-48-hours');
    await expect(page).toHaveURL(/\/blog\/how-to-hire-a-senior-developer-in-48-hours$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Hire a Senior Developer in 48 Hours');
  });

  test('a draft is not public', async ({ page, cms }) => {
    const drafts = await cms.adminGet<{ data: Array<{ slug: string; title: string }> }>(
      '/articles?status=draft&filters[title][$containsi]=(Draft)',
    );
    expect(drafts.data).toHaveLength(1);
    const response = await page.goto(`/blog/${drafts.data[0].slug}`);
    expect(response?.status()).toBe(404);
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Insights & Articles' })).not.toContainText(drafts.data[0].title);
  });

  test('a broken cover shows the placeholder', async ({ page }) => {
    await page.route('**/uploads/**', (route) => route.abort());
    await page.goto('/blog/how-to-hire-a-senior-developer-in-48-hours');
    await expect(page.locator('[data-placeholder="cover"]')).toBeVisible();
  });

  test('article HTML is sanitized: no script runs, unsafe links are removed, text stays', async ({ page, cms }) => {
    const slug = `sanitizing-check-${Date.now()}`;
    await cms.adminSend('POST', '/articles?status=published', {
      data: {
        title: `Sanitizing check ${slug}`,
        slug,
        description:
          '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
          '<p><a href="javascript:window.__pwned=1">bad link</a> <a href="https://example.com" target="_blank">good link</a></p>',
        blocks: [
          { __component: 'shared.rich-text', body: '<p>Block text</p><iframe src="https://evil.example"></iframe>' },
        ],
      },
    });
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText('Safe text')).toBeVisible();
    await expect(page.getByText('Block text')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('article script:not([type="application/ld+json"])')).toHaveCount(0);
    await expect(page.locator('article iframe')).toHaveCount(0);
    await expect(page.getByText('bad link')).not.toHaveAttribute('href', /javascript:/);
    await expect(page.getByRole('link', { name: 'good link' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
