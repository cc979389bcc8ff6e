import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { emailsTo, headerOf, linkIn, waitForEmail } from './fixtures/mail';

/**
 * "Email me jobs like these" on /blog and the pages of the alert emails' links (docs/014-job-alerts.md), as
 * far as a browser sees them without the mail catcher: the form's answers with and without JavaScript, and the
 * confirm and unsubscribe pages for a link that names no alert. The whole flow through the confirmation email is the
 * mail catcher's test.
 */

const SUBSCRIBED = 'Check your inbox to confirm your job alert.';
const UNKNOWN_TOKEN = 'Z'.repeat(43);

const alertForm = (page: Page) => page.getByRole('region', { name: 'Email me jobs like these' });

test.describe('job alerts', () => {
  test('with JavaScript: the search in words, a clear error that keeps the address, then the answer', async ({
    page,
  }) => {
    await page.goto('/blog?q=nurse&workplace=remote');
    const form = alertForm(page);
    await expect(form).toContainText('New jobs matching "nurse" · Remote');
    await form.getByLabel('Email address').fill('jordan@');
    await form.getByRole('button', { name: 'Email me jobs like these' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('jordan@');

    // Typed as a person types, after the error.
    await form.getByLabel('Email address').clear();
    const address = uniqueEmail('alert-js');
    await form.getByLabel('Email address').pressSequentially(address);
    await expect(form.getByLabel('Email address')).toHaveValue(address);
    await expect(form.getByLabel('Email address')).toBeFocused();
    await form.getByRole('button', { name: 'Email me jobs like these' }).click();
    await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);
    await expect(form.getByLabel('Email address')).toHaveValue('');
  });

  test('without JavaScript: the page answers the form', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog?type=full-time');
    const form = alertForm(page);
    await form.getByLabel('Email address').fill(uniqueEmail('alert-nojs'));
    await form.getByRole('button', { name: 'Email me jobs like these' }).click();
    await expect(alertForm(page).getByRole('status')).toHaveText(SUBSCRIBED);
    await context.close();
  });

  test('a confirmation link that names no alert says so', async ({ page }) => {
    const response = await page.goto(`/alerts/confirm?token=${UNKNOWN_TOKEN}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    await expect(page.getByText(/This link is unknown or has expired/)).toBeVisible();
  });

  test('the unsubscribe link shows one button; pressing it unsubscribes (also an alert already gone)', async ({
    page,
  }) => {
    await page.goto(`/alerts/unsubscribe?token=${UNKNOWN_TOKEN}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    await expect(page.getByRole('status')).toHaveText(
      'You are unsubscribed. You will get no more emails about this job alert.',
    );
  });
});

test('the whole flow by email: confirm, a digest of a new matching job, unsubscribe by link and by one click', async ({
  page,
  request,
  cms,
  baseURL,
}) => {
  // A word no other job has, so that the alert matches only the job this test opens.
  const word = `Lamplighter${Date.now().toString(36)}`;
  const email = uniqueEmail('alert-flow');
  await page.goto(`/blog?q=${word}`);
  const form = alertForm(page);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Email me jobs like these' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);

  const confirmation = await waitForEmail(email, (sent) => sent.subject.startsWith('Confirm your job alert'));
  expect(confirmation.text).toContain(`"${word}"`);
  expect(headerOf(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await page.goto(linkIn(confirmation, `${baseURL}/alerts/confirm?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your job alert is on.');
  await expect(page.getByRole('main')).toContainText(word);

  // A job opens that matches: the next digest (every 2 s in these tests) lists it, with its link.
  const openJob = async (title: string) =>
    (
      await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
        data: {
          title,
          description: '<p>Keep the lamps of the harbour lit.</p>',
          company: 'Harbour Trust',
          location: 'Lisbon',
          country: 'PT',
          status: 'open',
        },
      })
    ).data;
  const opened = [await openJob(`${word} for the harbour`)];
  try {
    const digest = await waitForEmail(email, (sent) => sent.subject.startsWith('1 new job for your job alert'));
    expect(digest.text).toContain(`${word} for the harbour`);
    expect(digest.text).toContain(`${baseURL}/jobs/${opened[0].slug}`);
    expect(headerOf(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<([^>]+)>$/.exec(headerOf(digest, 'List-Unsubscribe') ?? '')![1];
    expect(oneClick).toBe(linkIn(digest, `${baseURL}/alerts/unsubscribe?`));

    // The link in the email: a page with one button, and nothing changes until it is pressed.
    await page.goto(oneClick);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from a job alert');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');

    // A mail provider's RFC 8058 one-click POST to the header's address, from its own servers (no cookie, no Origin).
    const providerPost = await request.post(oneClick, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(providerPost.status()).toBeLessThan(400);

    // Unsubscribed: the confirmation link no longer works, and another matching job brings no email.
    await page.goto(linkIn(confirmation, `${baseURL}/alerts/confirm?`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    const before = (await emailsTo(email)).length;
    opened.push(await openJob(`${word} for the pier`));
    await page.waitForTimeout(5_000);
    expect(await emailsTo(email)).toHaveLength(before);
  } finally {
    for (const job of opened) await cms.adminSend('DELETE', `/jobs/${job.documentId}`);
  }
});
