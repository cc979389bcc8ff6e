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

test('an English job title on an Arabic page reads left to right, its question mark at its end', async ({
  page,
  cms,
}) => {
  // A job without an Arabic version: its English title in the right-to-left page. Unisolated, the bidi algorithm
  // (UAX #9) gave the final "?" the page's direction and drew it at the title's start: "?… ready to relocate".
  const title = `Sales Lead ${Date.now().toString(36)}, ready to relocate?`;
  const { data: job } = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    data: {
      title,
      company: 'Bidi Traders',
      description: '<p>Sell in the Gulf.</p>',
      type: 'Full-time',
      country: 'AE',
      status: 'open',
    },
  });
  try {
    await page.goto(`/ar/jobs/${job.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(heading).toHaveAttribute('lang', 'en');
    // Each character's left edge, in the order they are written: left to right means increasing.
    const lefts = await heading.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode()!;
      return [...text.textContent!].map((_, offset) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return range.getBoundingClientRect().left;
      });
    });
    expect(lefts.at(-1)).toBeGreaterThan(lefts.at(-2)!);
    expect(lefts.at(-1)).toBeGreaterThan(lefts[0]);
    // The heading keeps the Arabic page's direction and alignment (its start is the right).
    await expect(heading).toHaveCSS('direction', 'rtl');
    await expect(heading).toHaveCSS('text-align', 'start');
  } finally {
    await cms.adminSend('DELETE', `/jobs/${job.documentId}`);
  }
});
