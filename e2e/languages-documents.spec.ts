import { expect, test } from './fixtures';

/**
 * The documents in Arabic (issue 23; docs/026-languages.md "Documents"): /ar/services, the legal pages and the
 * accessibility statement read right to left with their Arabic heading, title and date, their links stay in Arabic,
 * and neither language's page downloads the other's text.
 */

const ARABIC_PAGES = [
  { path: '/ar/services', h1: 'خدمات التوظيف واستقطاب الكفاءات', title: 'خدمات التوظيف واستقطاب الكفاءات' },
  { path: '/ar/privacy', h1: 'سياسة الخصوصية', title: 'سياسة الخصوصية' },
  { path: '/ar/terms', h1: 'شروط الخدمة', title: 'شروط الخدمة' },
  { path: '/ar/cookies', h1: 'سياسة ملفات تعريف الارتباط', title: 'سياسة ملفات تعريف الارتباط' },
  { path: '/ar/accessibility', h1: 'بيان إمكانية الوصول', title: 'بيان إمكانية الوصول' },
];

test('each Arabic document has its Arabic heading and title, right to left', async ({ page }) => {
  for (const { path, h1, title } of ARABIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(`${title} | Northstar Talent`);
  }
  // The services page's cards (services, industries, countries) and buttons are Arabic; its buttons lead to Arabic pages.
  await page.goto('/ar/services');
  await expect(page.getByRole('heading', { level: 3, name: 'التحقق من الخلفيات' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'المالية والمصرفية' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'المملكة العربية السعودية' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'اطلب كفاءات' })).toHaveAttribute('href', '/ar/hire');
  await expect(page.getByRole('link', { name: 'احجز اجتماعًا' })).toHaveAttribute('href', '/ar/contact');
});

test('a legal page gives its date in Arabic, says the English text prevails, and its links stay in Arabic', async ({
  page,
}) => {
  await page.goto('/ar/accessibility');
  await expect(page.getByRole('link', { name: 'أبلغ عن عائق عبر نموذج التواصل' })).toHaveAttribute(
    'href',
    '/ar/contact?subject=accessibility',
  );
  // A navigation in the browser (the page's data fetched, not a whole document) reaches the Arabic privacy policy.
  await page
    .getByRole('navigation', { name: 'السياسات والبيانات' })
    .getByRole('link', { name: 'سياسة الخصوصية' })
    .click();
  await expect(page).toHaveURL(/\/ar\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
  await expect(page.locator('time')).toHaveText('26 نوفمبر 2026');
  await expect(page.getByText('يُعتمد النص الإنجليزي')).toBeVisible();
  await expect(page).toHaveTitle('سياسة الخصوصية | Northstar Talent');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("neither language's page downloads the other language's document", async ({ browser }) => {
  /** Everything a fresh browser downloads for `path` (its HTML, scripts and data), as one text. */
  const downloaded = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (/javascript|html|turbo-stream/.test(response.headers()['content-type'] ?? '')) {
        bodies.push(response.text().catch(() => ''));
      }
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const text = (await Promise.all(bodies)).join('\n');
    await context.close();
    return text;
  };

  const arabic = await downloaded('/ar/privacy');
  expect(arabic).toContain('ما لا نفعله أبدًا');
  expect(arabic).not.toContain('What we never do');
  expect(arabic).not.toContain('Report a barrier');
  expect(arabic).not.toContain('Recruitment Process Outsourcing');

  const english = await downloaded('/privacy');
  expect(english).toContain('What we never do');
  expect(english).not.toContain('ما لا نفعله أبدًا');
  expect(english).not.toContain('أبلغ عن عائق');
  expect(english).not.toContain('إسناد عمليات التوظيف');
});
