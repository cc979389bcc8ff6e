import { expect, readSitemap, test, uniqueEmail } from './fixtures';

/**
 * The accessibility statement (/accessibility): linked from every page's footer, it says which standard the site
 * aims at, how it is tested, what is known not to work, and how to report a barrier, through the contact form opened
 * with that subject. axe-core checks it with every other public page (e2e/public-quality.spec.ts).
 */

test('the footer leads to the statement, which has its sections; its report link opens the contact form ready', async ({
  page,
  cms,
}) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(
    expect.arrayContaining(['Our standard', 'How we test', 'Known limitations', 'Report a barrier']),
  );
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG 2.2');
  await expect(main).toContainText('level AA');
  await expect(main).toContainText('axe-core');
  await expect(main).toContainText('keyboard');
  await expect(main).toContainText('Delete all data');

  const report = main.getByRole('link', { name: 'Report a barrier through the contact form' });
  await report.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact\?subject=accessibility$/);
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('other');
  const message = page.getByLabel('Message / Project Details');
  await expect(message).toHaveValue(/^Accessibility barrier\n/);

  // Sent as a person sends it: the prefilled words with their own after them.
  const email = uniqueEmail('a11y-report');
  await page.getByLabel('Full Name').pressSequentially('Robin Vale');
  await page.getByLabel('Email Address').pressSequentially(email);
  await message.press('Control+End');
  await message.pressSequentially('The job search button did nothing with a screen reader.');
  await page.getByRole('button', { name: 'Send Message' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  const [stored] = await cms.contactsByEmail(email);
  expect(stored.service).toBe('other');
  expect(stored.message).toMatch(/^Accessibility barrier\n/);
  expect(stored.message).toContain('The job search button did nothing with a screen reader.');
});

test('an unknown subject is ignored, and ?service= still wins over the subject', async ({ page }) => {
  await page.goto('/contact?subject=payroll');
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message / Project Details')).toHaveValue('');
  await page.goto('/contact?subject=accessibility&service=hr-consulting');
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('hr-consulting');
  await expect(page.getByLabel('Message / Project Details')).toHaveValue(/^Accessibility barrier\n/);
});

test("the Arabic statement's report link opens the Arabic contact form, its message begun in Arabic", async ({
  page,
}) => {
  await page.goto('/ar/accessibility');
  const report = page.getByRole('main').getByRole('link', { name: 'أبلغ عن عائق عبر نموذج التواصل' });
  await report.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ar\/contact\?subject=accessibility$/);
  await expect(page.getByLabel('الخدمة', { exact: true })).toHaveValue('other');
  await expect(page.getByLabel('الرسالة / تفاصيل المشروع')).toHaveValue(/^عائق في إمكانية الوصول\nالصفحة/);
});

test('the sitemap lists the statement', async ({ request, baseURL }) => {
  const { locs } = await readSitemap(request);
  expect(locs).toContain(`${baseURL}/accessibility`);
});
