import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

/**
 * "Email me jobs like these" on /blog and the pages of the alert emails' links (issue 11, docs/011-job-alerts.md), as
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

    await form.getByLabel('Email address').fill(uniqueEmail('alert-js'));
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
