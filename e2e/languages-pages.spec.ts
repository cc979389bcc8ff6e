import { expect, test } from './fixtures';

/**
 * The home, About and Testimonials pages in Arabic (issue 23; docs/026-languages.md "Marketing pages"): their headings,
 * title, sections and links in Arabic (links staying under /ar), the reviews kept in English and marked so, and the
 * English pages as they were.
 */

const PAGES = [
  {
    path: '/',
    h1: 'وظِّف خلال 48 ساعة',
    title: 'Northstar Talent | وظِّف خلال 48 ساعة',
    section: 'خدماتنا الأساسية',
    english: { h1: 'Hire within 48 Hours', title: 'Northstar Talent | Hire within 48 Hours' },
  },
  {
    path: '/about',
    h1: 'تعرَّف على Northstar Talent',
    title: 'من نحن | Northstar Talent',
    section: 'قيمنا الأساسية',
    english: { h1: 'About Northstar Talent', title: 'About Us | Northstar Talent' },
  },
  {
    path: '/testimonials',
    h1: 'ماذا يقول عملاؤنا',
    title: 'آراء عملائنا | Northstar Talent',
    section: 'موضع ثقة فرق العمل حول العالم',
    english: { h1: 'What our clients say', title: 'Client Testimonials | Northstar Talent' },
  },
];

for (const { path, h1, title, section, english } of PAGES) {
  test(`${path} in Arabic has its Arabic heading, title and sections; in English it is unchanged`, async ({ page }) => {
    await page.goto(`/ar${path === '/' ? '' : path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    // Every link of the page's own content stays in Arabic (the carousel's article cards are the articles' part).
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) =>
        links.filter((a) => !a.closest('[aria-roledescription="carousel"]')).map((a) => a.getAttribute('href')),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href?.startsWith('/ar'))).toEqual([]);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.h1);
    await expect(page).toHaveTitle(english.title);
  });
}

test('the Arabic testimonials keep the reviews in English, marked lang="en", behind Arabic buttons', async ({
  page,
}) => {
  await page.goto('/ar/testimonials');
  const card = page.locator('[data-testimonial]').filter({ hasText: 'Michael Chen' });
  await expect(card.locator('blockquote')).toHaveAttribute('lang', 'en');
  await expect(card.locator('blockquote')).toHaveAttribute('dir', 'ltr');
  await expect(card.getByRole('img', { name: 'التقييم 5 من 5' })).toBeVisible();
  await card.getByRole('button', { name: 'اقرأ التقييم كاملًا بقلم Michael Chen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Michael Chen' });
  await expect(dialog.locator('blockquote')).toHaveAttribute('lang', 'en');
  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'عرض المزيد من التقييمات' }).click();
  await expect(page.locator('[data-testimonial]')).toHaveCount(18);
});
