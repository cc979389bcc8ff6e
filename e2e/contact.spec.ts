import type { Page } from '@playwright/test';
import { freePort, startWeb, stopProcess } from '../scripts/lib/processes.mjs';
import { startWebWithDeadCms } from './fixtures/web-apps';
import { isRed, textRgb } from './fixtures/style';
import { expect, test, uniqueEmail, hydrated } from './fixtures';

/** The contact form (docs/000-product.md §2, §4 "Contact form", §5, §8) on /contact, the home page and /services. */

const SUCCESS = 'Message sent successfully!';
const FAILURE = 'Failed to send message. Please try again.';

async function fillEnquiry(page: Page, email: string, { service }: { service?: string } = {}) {
  await page.getByLabel('Full Name').fill('  Amira Haddad ');
  await page.getByLabel('Company').fill('Gulfstream Logistics');
  await page.getByLabel('Email Address').fill(email.toUpperCase());
  await page.getByLabel('Phone').fill('+971 4 555 0199');
  if (service) await page.getByLabel('Service', { exact: true }).selectOption(service);
  await page.getByLabel('Message / Project Details').fill('We need two supply chain analysts in Dubai by March.');
}

async function expectCleared(page: Page) {
  for (const label of ['Full Name', 'Company', 'Email Address', 'Phone', 'Message / Project Details']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
}

/** Delays the page's data request (the fetcher's POST) so that the sending state can be seen. */
async function slowDownSubmission(page: Page, ms = 1_000) {
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

test.describe('contact form', () => {
  test('on /contact: sends, shows Sending..., succeeds, clears the form, and staff can read the enquiry', async ({
    page,
    cms,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByText('We reply to every enquiry within 24 hours.').first()).toBeVisible();
    const email = uniqueEmail('contact-js');
    await fillEnquiry(page, email, { service: 'international-hiring' });
    await slowDownSubmission(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expectCleared(page);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(loads).toEqual([]); // no page reload

    // A new submit clears the old status, even one that the browser-side check stops.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    const [stored] = await cms.contactsByEmail(email);
    expect(stored).toMatchObject({
      fullName: 'Amira Haddad',
      company: 'Gulfstream Logistics',
      email,
      phone: '+971 4 555 0199',
      service: 'international-hiring',
      message: 'We need two supply chain analysts in Dubai by March.',
    });
  });

  test('refuses missing required fields and a malformed email, and sends nothing', async ({ page, cms }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Message / Project Details')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter your full name.')).toBeVisible();

    // Typed as a person types, after the error (typing must keep the focus in the field).
    const email = `not-an-email-${Date.now()}`;
    await page.getByLabel('Full Name').pressSequentially('Sam');
    await page.getByLabel('Email Address').pressSequentially(email);
    await page.getByLabel('Message / Project Details').pressSequentially('Hello');
    await expect(page.getByLabel('Full Name')).toHaveValue('Sam');
    await expect(page.getByLabel('Message / Project Details')).toBeFocused();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);
    expect(await cms.contactsByEmail(email)).toHaveLength(0);
  });

  test('a request that never reaches the server shows the red failure box and keeps the fields; the next submit resets it', async ({
    page,
    cms,
  }) => {
    await page.goto('/contact');
    const email = uniqueEmail('contact-offline');
    await fillEnquiry(page, email);
    // Only a hydrated form sends by script (a `.data` request, which goes offline below); before, the browser posts the
    // page itself.
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await page.route(/\.data(\?|$)/, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = page.getByRole('alert').filter({ hasText: FAILURE });
    await expect(failure).toBeVisible();
    expect(isRed(await textRgb(failure))).toBe(true);
    await expect(page.getByLabel('Full Name')).toHaveValue('  Amira Haddad ');

    // Back online: the old status disappears as soon as the new submit starts, then success.
    await page.unrouteAll();
    await slowDownSubmission(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(await cms.contactsByEmail(email)).toHaveLength(1);
  });

  test('with the CMS down the red failure box shows, with and without JavaScript', async ({ page, browser }) => {
    const web = await startWebWithDeadCms();
    try {
      await page.goto(`${web.url}/contact`);
      await fillEnquiry(page, uniqueEmail('contact-dead'));
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
      await expect(page.getByLabel('Message / Project Details')).toHaveValue(
        'We need two supply chain analysts in Dubai by March.',
      );

      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(`${web.url}/contact`);
      await fillEnquiry(noScript, uniqueEmail('contact-dead-nojs'));
      await noScript.getByRole('button', { name: 'Send Message' }).click();
      await expect(noScript.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
      await expect(noScript.getByLabel('Full Name')).toHaveValue(/Amira Haddad/);
      await context.close();
    } finally {
      await web.stop();
    }
  });

  test('?service= preselects one of the seven services and ignores anything else', async ({ page }) => {
    await page.goto('/contact?service=executive-search');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('executive-search');
    await page.goto('/contact?service=web-design');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('');
    const options = await page
      .getByLabel('Service', { exact: true })
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual([
      '',
      'recruitment-services',
      'it-staffing',
      'non-it-hiring',
      'international-hiring',
      'executive-search',
      'hr-consulting',
      'other',
    ]);
  });

  test('works without JavaScript, with the service from the address', async ({ browser, cms }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact?service=hr-consulting');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('hr-consulting');
    const email = uniqueEmail('contact-nojs');
    await fillEnquiry(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expectCleared(page);
    const [stored] = await cms.contactsByEmail(email);
    expect(stored).toMatchObject({ fullName: 'Amira Haddad', service: 'hr-consulting' });

    // Invalid input without JavaScript: the server answers with the field errors and keeps what was typed.
    await page.getByLabel('Full Name').fill('Only a name');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Only a name');
    await context.close();
  });

  test('the home page form works with and without JavaScript', async ({ page, browser, cms }) => {
    await page.goto('/');
    const email = uniqueEmail('contact-home');
    await fillEnquiry(page, email, { service: 'it-staffing' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(await cms.contactsByEmail(email)).toHaveLength(1);
    // The carousel stayed as it was (sending the form does not reload the articles).
    await expect(page.getByRole('region', { name: 'Latest articles' })).toBeVisible();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/');
    const noScriptEmail = uniqueEmail('contact-home-nojs');
    await fillEnquiry(noScript, noScriptEmail);
    await noScript.getByRole('button', { name: 'Send Message' }).click();
    await expect(noScript.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(await cms.contactsByEmail(noScriptEmail)).toHaveLength(1);
    await context.close();
  });

  test('the /services form sends an enquiry', async ({ page, cms }) => {
    await page.goto('/services');
    const email = uniqueEmail('contact-services');
    await fillEnquiry(page, email, { service: 'other' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect((await cms.contactsByEmail(email))[0]).toMatchObject({ service: 'other' });
  });
});

test.describe('contact page', () => {
  test('the email support card opens a prefilled message', async ({ page }) => {
    await page.goto('/contact');
    const link = page.getByRole('link', { name: 'hello@northstartalent.com' }).first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^mailto:hello@northstartalent\.com\?subject=[^&]+&body=/);
    expect(href).not.toContain(' ');
    expect(href).not.toContain('+');
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe('Hiring enquiry from the website');
    expect(query.get('body')).toContain('I would like to discuss a hiring need.');
  });

  test('four FAQs open and close, the claims and the three offices are listed', async ({ page }) => {
    await page.goto('/contact');
    // The FAQs of the page (the header's phone menu is a disclosure too).
    const faqs = page.getByRole('main').locator('details');
    await expect(faqs).toHaveCount(4);
    const first = faqs.first();
    await expect(first.getByText(/48-72 hours/)).toBeHidden();
    await first.locator('summary').click();
    await expect(first.getByText(/48-72 hours/)).toBeVisible();
    await first.locator('summary').press('Enter');
    await expect(first.getByText(/48-72 hours/)).toBeHidden();
    for (const question of ['compliance', 'probation', 'industries']) {
      await expect(page.locator('summary').filter({ hasText: question })).toHaveCount(1);
    }
    for (const claim of ['48-hour response', 'Free replacement', 'Global compliance', '500+ placements']) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Mon-Fri 9:00 AM-6:00 PM', { exact: true })).toBeVisible();
    for (const office of ['United States', 'Pakistan', 'UAE']) {
      await expect(page.getByRole('heading', { level: 3, name: office, exact: true })).toBeVisible();
    }
  });
});

test.describe('contact form protection (docs/000-product.md §15)', () => {
  test('a filled honeypot is answered as a success and nothing is stored', async ({ page, cms }) => {
    await page.goto('/contact');
    const email = uniqueEmail('honeypot');
    await fillEnquiry(page, email);
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(await cms.contactsByEmail(email)).toHaveLength(0);
  });

  test('submissions are limited per client', async ({ page, cms }) => {
    const web = await startWeb({
      env: { ...process.env, FORM_RATE_LIMIT: '1' },
      port: await freePort(),
      cmsUrl: process.env.E2E_CMS_URL!,
      quiet: true,
    });
    try {
      await page.goto(`${web.url}/contact`);
      const first = uniqueEmail('limit-first');
      await fillEnquiry(page, first);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText(SUCCESS)).toBeVisible();
      const second = uniqueEmail('limit-second');
      await fillEnquiry(page, second);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        page.getByText('Too many submissions from your connection. Please wait a few minutes and try again.'),
      ).toBeVisible();
      expect(await cms.contactsByEmail(first)).toHaveLength(1);
      expect(await cms.contactsByEmail(second)).toHaveLength(0);
    } finally {
      await stopProcess(web.child);
    }
  });
});
