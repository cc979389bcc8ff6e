import { expect, test, uniqueEmail } from './fixtures';
import { linkIn, waitForEmail } from './fixtures/mail';

/**
 * The pages reached from e-mails, in Arabic (issue 23; docs/026-languages.md "Pages reached from e-mails"): a person
 * sets up a job alert on the Arabic board, and the links of its Arabic confirmation e-mail (read from the test SMTP
 * server) open the Arabic confirm and unsubscribe pages. The English flow: job-alerts.spec.ts.
 */

test('an Arabic job alert’s e-mail links open the Arabic confirm and unsubscribe pages', async ({ page, baseURL }) => {
  const word = `Lamplighter${Date.now().toString(36)}`;
  const email = uniqueEmail('alert-ar');
  await page.goto(`/ar/blog?q=${word}`);
  const form = page.getByRole('region', { name: 'أرسل لي وظائف مشابهة' });
  await form.getByLabel('البريد الإلكتروني').pressSequentially(email);
  await form.getByRole('button', { name: 'أرسل لي وظائف مشابهة' }).click();
  await expect(form.getByRole('status')).toBeVisible();

  const confirmation = await waitForEmail(email);
  await page.goto(linkIn(confirmation, `${baseURL}/ar/alerts/confirm?`));
  await expect(page.getByRole('heading', { level: 1, name: 'تم تفعيل تنبيه الوظائف.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main')).toContainText(`وظائف جديدة تطابق «${word}»`);
  await expect(page).toHaveTitle(/تنبيه الوظائف/);

  await page.goto(linkIn(confirmation, `${baseURL}/ar/alerts/unsubscribe?`));
  await expect(page.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك في تنبيه الوظائف' })).toBeVisible();
  await page.getByRole('button', { name: 'إلغاء الاشتراك', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تم إلغاء اشتراكك' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('تم إلغاء اشتراكك، ولن تصلك بعد الآن رسائل عن تنبيه الوظائف هذا.');
});

test('the talent pool’s renewal page answers in Arabic under /ar', async ({ page }) => {
  // A link that cannot be one of ours is refused by the web server without a call to the CMS (no time taken).
  const response = await page.goto('/ar/talent-pool/renew?token=not-a-token');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'هذا الرابط لا يعمل' })).toBeVisible();
  await expect(page.getByText(/^هذا الرابط لا يعمل: إما أنه استُخدم من قبل/)).toBeVisible();
  await expect(page).toHaveTitle(/قاعدة المواهب/);
});

test('a person’s own data page answers in Arabic under /ar', async ({ page }) => {
  // As above: a link that cannot be one of ours is refused without a call to the CMS. The data itself in Arabic:
  // admin/candidate-intake.spec.ts.
  const response = await page.goto('/ar/my-data?token=not-a-token');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'هذا الرابط لا يعمل' })).toBeVisible();
  await expect(page.getByText(/^هذا الرابط لا يعمل: إما أن صلاحيته انتهت/)).toBeVisible();
  await expect(page).toHaveTitle(/بياناتك/);
  await expect(page.getByRole('link', { name: 'سياسة الخصوصية لدينا' })).toHaveAttribute('href', '/ar/privacy');
});
