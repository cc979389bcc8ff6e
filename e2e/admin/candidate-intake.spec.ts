import type { Browser } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';
import { linkIn, waitForEmail } from '../fixtures/mail';
import { signInAsRecruiter } from '../fixtures/staff';

/**
 * "Add candidate" and the person's own data page (docs/023-talent-pool.md "Added by staff"): a Recruiter adds a
 * person with a resume, typing key by key (a first submit without the legal basis puts the focus on it), the
 * candidate page says so with the focus on its message and shows who added them; the person opens the link of the
 * e-mail they got (read from the mail catcher), sees what is held, steps back from the erasure's confirmation, reads
 * the page in Arabic and erases there after confirming; the used link says the data is gone in either language.
 */

/** A visitor's tab: no staff cookie. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test('a recruiter adds a candidate with a resume, and the person erases their data through the e-mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('intake');
  await signInAsRecruiter(page);
  await page.goto('/admin/candidates');
  await page.getByRole('link', { name: 'Add candidate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add candidate' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const name = page.getByLabel('Full name');
  await tabTo(page, name);
  await typeInto(page, name, 'Grace Hopper');
  await page.keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Email'), email);
  await page.keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Phone (optional)'), '+971 50 123 4567');
  await page.getByLabel('Lives in (optional)').selectOption('AE');
  const tags = page.getByLabel('Tags (optional)');
  await tabTo(page, tags);
  await typeInto(page, tags, 'COBOL, compilers');
  await page.getByLabel(/^Resume/).setInputFiles(pdfFile('Grace_Hopper_CV.pdf'));
  const note = page.getByLabel('Where the data came from (optional)');
  await tabTo(page, note);
  await typeInto(page, note, 'CV handed in at the Dubai careers fair');

  // Sent without a legal basis: refused in the browser, the focus on the first choice of the legal basis.
  const submit = page.getByRole('button', { name: 'Add candidate' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Choose the legal basis for keeping this person’s data.')).toBeVisible();
  const interest = page.getByRole('radio', { name: /^Legitimate interest/ });
  await expectFocus(page, interest, 'after a submit without a legal basis');
  await page.keyboard.press('Space');
  await expect(interest).toBeChecked();

  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/candidates\/[a-z0-9]+\?added=1$/);
  const added = page.getByRole('status').filter({ hasText: 'Grace Hopper was added to the talent pool.' });
  await expectFocus(page, added, 'after adding');
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText(/^Added by recruiter on /)).toBeVisible();
  await expect(page.getByText('Legitimate interest', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grace_Hopper_CV.pdf' })).toBeVisible();
  // The row that holds the resume is no application: the applications list does not show the person.
  await page.goto(`/blog/admin/applications?q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No applications found.')).toBeVisible();

  // The person's notice, with the link.
  const notice = await waitForEmail(email, (mail) => /talent pool/i.test(mail.subject ?? ''));
  expect(notice.text).toContain('CV handed in at the Dubai careers fair');
  const link = linkIn(notice, `${process.env.E2E_BASE_URL}/my-data?token=`);

  const { context, page: person } = await visitorPage(browser);
  await person.goto(link);
  await expect(person.getByRole('heading', { level: 1, name: 'What Northstar Talent holds about you' })).toBeVisible();
  await expect(person.getByText('We hold your CV.')).toBeVisible();
  await expect(person.getByText('United Arab Emirates')).toBeVisible();
  await expect(person.getByText('COBOL, compilers')).toBeVisible();

  // The download is the personal-data ZIP.
  const [download] = await Promise.all([
    person.waitForEvent('download'),
    person.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Erase: a confirm step first, which can be left ("No, keep it" leads back to the data).
  await person.waitForLoadState('networkidle');
  const erase = person.getByRole('button', { name: 'Erase my data' });
  await tabTo(person, erase);
  await person.keyboard.press('Enter');
  const confirm = person.getByRole('heading', { level: 1, name: 'Erase your data?' });
  await expectFocus(person, confirm, 'after "Erase my data"');
  const keep = person.getByRole('link', { name: 'No, keep it' });
  await tabTo(person, keep);
  await person.keyboard.press('Enter');
  await expect(person.getByRole('heading', { level: 1, name: 'What Northstar Talent holds about you' })).toBeVisible();

  // The same page in Arabic (the switcher keeps the token, docs/026-languages.md), and the erasure there.
  await person.getByRole('link', { name: 'العربية' }).first().click();
  await expect(person).toHaveURL(/\/ar\/my-data\?token=/);
  await expect(person.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    person.getByRole('heading', { level: 1, name: 'البيانات التي تحتفظ بها Northstar Talent عنك' }),
  ).toBeVisible();
  await expect(person.getByText('نحتفظ بسيرتك الذاتية.')).toBeVisible();
  await expect(person.getByText('الإمارات العربية المتحدة')).toBeVisible();
  await expect(person.getByText('COBOL، compilers')).toBeVisible();
  await expect(person.getByText(/^مصلحتنا المشروعة/)).toBeVisible();
  // On a 320 px phone the long address wraps: nothing scrolls sideways (WCAG 1.4.10).
  await person.setViewportSize({ width: 320, height: 800 });
  const sideways = await person.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await person.setViewportSize({ width: 1280, height: 800 });
  await person.waitForLoadState('networkidle');
  const eraseInArabic = person.getByRole('button', { name: 'محو بياناتي' });
  await tabTo(person, eraseInArabic);
  await person.keyboard.press('Enter');
  const confirmInArabic = person.getByRole('heading', { level: 1, name: 'هل تريد محو بياناتك؟' });
  await expectFocus(person, confirmInArabic, 'after "محو بياناتي"');
  const yes = person.getByRole('button', { name: 'نعم، امحُ بياناتي' });
  await tabTo(person, yes);
  await person.keyboard.press('Enter');
  const gone = person.getByRole('heading', { level: 1, name: 'تم محو بياناتك' });
  await expectFocus(person, gone, 'after erasing');

  // The used link says the data is gone, and staff no longer find the person.
  await person.goto(link);
  await expect(person.getByRole('heading', { level: 1, name: 'We hold no data about you' })).toBeVisible();
  await person.goto(link.replace('/my-data?', '/ar/my-data?'));
  await expect(person.getByRole('heading', { level: 1, name: 'لا نحتفظ بأي بيانات عنك' })).toBeVisible();
  await context.close();
  await page.goto(`/admin/candidates?q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No candidate matches this search.')).toBeVisible();
});
