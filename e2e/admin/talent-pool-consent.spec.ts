import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import type { CmsClient } from '../fixtures/cms';
import { tabTo } from '../fixtures/focus';
import { linkIn, waitForEmail } from '../fixtures/mail';

/**
 * The talent pool's consent (docs/023-talent-pool.md "Consent and retention") as an applicant and staff meet it: the
 * applicant ticks the optional box with the keyboard and applies typing key by key, and the candidate page shows
 * "In the talent pool until …"; 30 days before the end the renewal e-mail (read from the local mail catcher) leads
 * to a page that renews only after its button, once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A job of its own, open, for these tests: { documentId, slug, title }. */
async function newJob(cms: CmsClient) {
  const title = `Pool consent ${Date.now()}`;
  const created = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    // A salary, as every open job the structured-data test checks at the same time must have (no warning).
    data: {
      title,
      company: 'Pool Test Co',
      description: '<p>A job to apply to.</p>',
      country: 'AE',
      salaryMin: 5000,
      salaryMax: 7000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
    },
  });
  return { ...created.data, title };
}

/** A visitor's tab: no staff cookie. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

/**
 * Applies as a person does: every field typed key by key, the talent-pool box ticked with the Space key. Waits for
 * the page to settle first (its form hydrates later, docs/020-node-24.md): text typed in the first moments after a
 * direct load of a job page was lost in this test's first runs (Full Name and Email empty at the submit).
 */
async function applyWithPoolConsent(page: Page, email: string) {
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Full Name').pressSequentially('Pia Poole');
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Phone').pressSequentially('+971 4 555 0142');
  await page.getByLabel('Cover Letter').pressSequentially('Keep me in mind for later roles too.');
  await page.getByLabel(/^Resume/).setInputFiles(pdfFile('Pia_Poole_CV.pdf'));
  const agree = page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ });
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  const pool = page.getByRole('checkbox', { name: /Keep my CV in your talent pool for future roles for 24 months/ });
  await expect(pool).not.toBeChecked();
  await tabTo(page, pool);
  await page.keyboard.press('Space');
  await expect(pool).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
  ).toBeVisible();
}

/** Moves the end of the candidate's consent in the CMS's database (the calendar's part; set-up only). */
function consentEndsAt(email: string, until: Date): void {
  const database = new Database(path.join(process.env.E2E_DATA_DIR!, 'data.db'));
  try {
    const changed = database
      .prepare('UPDATE candidates SET pool_consent_until = ? WHERE email = ?')
      .run(until.getTime(), email).changes;
    expect(changed).toBe(1);
  } finally {
    database.close();
  }
}

test('an applicant opts in to the talent pool with the keyboard, and staff read until when', async ({
  page: staff,
  browser,
  cms,
}) => {
  const job = await newJob(cms);
  const email = uniqueEmail('pool-consent');
  const { context, page } = await visitorPage(browser);
  await page.goto(`/jobs/${job.slug}`);
  await applyWithPoolConsent(page, email);
  await context.close();

  const listed = await cms.adminGet<{ data: Array<{ documentId: string }> }>(
    `/candidates?q=${encodeURIComponent(email)}`,
  );
  await staff.goto(`/admin/candidates/${listed.data[0].documentId}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Pia Poole' })).toBeVisible();
  const year = new Date(Date.now() + 730 * DAY_MS).getUTCFullYear();
  await expect(staff.getByText(/^In the talent pool until/)).toContainText(String(year));

  // The privacy page states the same period.
  await staff.goto('/privacy');
  await expect(staff.getByText(/your applications and resumes are kept for 24 months/)).toBeVisible();
});

test('the renewal e-mail leads to a page that renews after its button, once', async ({ browser, cms }) => {
  test.setTimeout(60_000);
  const job = await newJob(cms);
  const email = uniqueEmail('pool-renewal');
  const { context, page } = await visitorPage(browser);
  await page.goto(`/jobs/${job.slug}`);
  await applyWithPoolConsent(page, email);

  // Ten days before the end: the task (every 2 seconds here) sends the renewal e-mail.
  const ending = new Date(Date.now() + 10 * DAY_MS);
  consentEndsAt(email, ending);
  const message = await waitForEmail(email, (mail) => /talent pool/i.test(mail.subject ?? ''), 20_000);
  const link = linkIn(message, `${process.env.E2E_BASE_URL}/talent-pool/renew?token=`);

  // Opening the link (twice, as a mail scanner and then the person) renews nothing.
  const endOf = (date: Date) =>
    date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (let i = 0; i < 2; i += 1) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Keep your CV in our talent pool?' })).toBeVisible();
    await expect(page.getByText(`until ${endOf(ending)}. Renew`)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Renew for 24 months' }).click();
  await expect(page.getByRole('status')).toContainText('Renewed: we keep your CV for future roles until');
  const renewedYear = String(new Date(Date.now() + 730 * DAY_MS).getUTCFullYear());
  await expect(page.getByRole('status')).toContainText(renewedYear);

  // The link was for one renewal.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await context.close();
});
