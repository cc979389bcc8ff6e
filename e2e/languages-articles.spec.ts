import { expect, test } from './fixtures';

/**
 * The articles' public UI in Arabic (issue 23; docs/026-languages.md "Articles"): /ar/insights and an article page
 * under /ar have their words around the articles in Arabic (headings, labels, read time, date, back link, states), and
 * their links stay under /ar. The English pages are read by insights.spec.ts and articles.spec.ts.
 */

test('/ar/insights has its Arabic heading, title, count and states, its links under /ar', async ({ page }) => {
  await page.goto('/ar/insights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رؤى ومقالات');
  await expect(page).toHaveTitle('رؤى ومقالات | Northstar Talent');
  await expect(
    page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'المدونة والوظائف' }),
  ).toHaveAttribute('href', '/ar/blog');
  const all = page.getByRole('region', { name: 'جميع المقالات' });
  // At least the nine seeded articles: "9 مقالات", "12 مقالًا"… (Arabic's plural forms).
  await expect(all.getByText(/^\d+ (مقالات|مقالًا|مقال)/)).toBeVisible();
  await expect(all.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/ar\/blog\//);
  // The read time ("قراءة في دقيقة واحدة") on the cards of the articles that have one.
  await expect(all.getByRole('article').filter({ hasText: 'قراءة في' }).first()).toBeVisible();
  // An English excerpt is a left-to-right block in the Arabic page (its full stop at its end, not its start).
  const excerpt = all.getByRole('article').first().locator('p[lang="en"]').last();
  await expect(excerpt).toHaveAttribute('dir', 'ltr');

  const response = await page.goto('/ar/insights?page=999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('لا توجد مقالات في هذه الصفحة.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'اطّلع على أحدث المقالات' })).toHaveAttribute('href', '/ar/insights');
});

test('an article under /ar has Arabic labels, read time, date and back link around it', async ({ page }) => {
  await page.goto('/ar/blog/how-to-hire-a-senior-developer-in-48-hours');
  const header = page.locator('article header');
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header.getByText('الكاتب:')).toBeAttached();
  await expect(header.getByText('تاريخ النشر:')).toBeAttached();
  await expect(header.getByText('التصنيف:')).toBeAttached();
  await expect(header).toContainText('قراءة في');
  // The month by its Arabic name, the digits Latin.
  await expect(header.locator('time')).toHaveText(/[\u0621-\u064A]+.*\d{4}/);
  await expect(page.getByRole('link', { name: 'العودة إلى المدونة' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'العودة إلى المدونة' }).first()).toHaveAttribute('href', '/ar/blog');

  await page.goto('/ar/blog/no-such-article-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المقال غير موجود.');
  await expect(page).toHaveTitle('المقال غير موجود | Northstar Talent');
});
