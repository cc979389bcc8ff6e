import type { Page } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from './fixtures';
import { tabTo } from './fixtures/focus';
import { waitForEmail } from './fixtures/mail';

/**
 * The job board and the apply form in Arabic (issue 23; docs/026-languages.md "The job board and apply form in
 * Arabic"): a person applies on /ar/jobs/{slug} and stays there with the Arabic answer; the application is the one
 * record any language makes, and its confirmation e-mail is Arabic and right to left. The English flows:
 * apply.spec.ts, emails.spec.ts, keyboard.spec.ts.
 */

const REQUIRED = 'يُرجى تعبئة جميع الحقول المطلوبة والموافقة على الشروط.';

/**
 * Opens the last job of the Arabic board's first page (a demo job: the first ones may be other tests' new jobs, deleted
 * as they end) and returns its title and path. Cards are found by the board's structure.
 */
async function openFirstArabicJob(page: Page): Promise<{ title: string; path: string }> {
  await page.goto('/ar/blog');
  await expect(page.getByRole('heading', { name: 'أحدث الوظائف الشاغرة' })).toBeVisible();
  const card = page.locator('section[aria-labelledby="jobs-heading"]').getByRole('article').last();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/ar\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return { title, path: new URL(page.url()).pathname };
}

test('applying on an Arabic job page: the Arabic answer on the same page, one record, an Arabic e-mail', async ({
  page,
  cms,
}) => {
  const { title, path } = await openFirstArabicJob(page);
  // The job's English facts keep their own order in the right-to-left page ("1+ years", not "years +1").
  const directions = await page
    .locator('main dl dd')
    .evaluateAll((values) =>
      values
        .filter((value) => /[A-Za-z]/.test(value.textContent ?? '') && !/[\u0600-\u06FF]/.test(value.textContent ?? ''))
        .map((value) => getComputedStyle(value.firstElementChild ?? value).direction),
    );
  expect(directions.length).toBeGreaterThan(0);
  expect([...new Set(directions)]).toEqual(['ltr']);
  const form = page.locator('#apply-form');
  await expect(page.getByRole('heading', { name: 'قدّم على هذه الوظيفة' })).toBeVisible();
  const email = uniqueEmail('apply-ar');
  const fullName = `ليلى حداد ${Date.now()}`;
  await form.getByLabel('الاسم الكامل').pressSequentially(fullName);
  await form.getByLabel('البريد الإلكتروني').pressSequentially(email);
  await form.getByLabel('رقم الهاتف').pressSequentially('+971 50 123 4567');
  await form.getByLabel('خطاب التقديم').pressSequentially('لديّ خبرة ثماني سنوات في هذا المجال.');
  await form.getByLabel(/^السيرة الذاتية/).setInputFiles(pdfFile('Layla_CV.pdf'));
  const consent = form.getByRole('checkbox', { name: /أوافق على أن يحفظ هذا الموقع بياناتي/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await form.getByRole('button', { name: 'أرسل الطلب' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال طلبك بنجاح!' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(form.getByLabel('الاسم الكامل')).toHaveValue('');

  const stored = await cms.applicationsByEmail(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ fullName, email, job: { title } });

  const confirmation = await waitForEmail(email);
  expect(confirmation.subject).toContain(`طلبك لوظيفة ${title}`);
  expect(confirmation.html).toContain('dir="rtl"');
});

test('an empty Arabic apply form: the Arabic required message, then typing works again', async ({ page }) => {
  await openFirstArabicJob(page);
  const form = page.locator('#apply-form');
  await form.getByRole('button', { name: 'أرسل الطلب' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toHaveText(REQUIRED);
  await expect(summary).toBeFocused();
  await expect(form.getByText('Please fill in all required fields')).toHaveCount(0);
  const name = form.getByLabel('الاسم الكامل');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.pressSequentially('سامي');
  await expect(name).toHaveValue('سامي');
  await expect(name).toBeFocused();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});
