import { SITE_NAME } from '@agency/contract';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/admin';
import { jobCards, readSitemap } from '../fixtures';
import { linkIn, waitForEmail } from '../fixtures/mail';

/**
 * Confidential jobs (docs/024-employers.md "Confidential jobs"), as staff and a visitor meet them: staff tick
 * "Confidential" in the job editor by keyboard and open the job; then the visitor's job page, its JobPosting data, the
 * Indeed feed, the RSS feed, the sitemap and the board's search name the agency and never the client, and the
 * visitor's job alert e-mail for the job names the agency. Staff still see the client.
 */

/** Letters only, so that the board's keyword index keeps it as one word. */
const word = (prefix: string) =>
  `${prefix}${Date.now().toString(36).replace(/[0-9]/g, '')}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)}`;

/** Whether any of `texts` holds the client's distinctive word (any case). */
const namesClient = (clientWord: string, ...texts: string[]) =>
  texts.some((text) => text.toLowerCase().includes(clientWord.toLowerCase()));

/** Subscribes `email` to the board search `q` through the form and confirms by the e-mailed link. */
async function subscribeToAlert(page: Page, q: string, email: string, baseURL: string) {
  await page.goto(`/blog?q=${q}`);
  const form = page.getByRole('region', { name: 'Email me jobs like these' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Email me jobs like these' }).click();
  await expect(form.getByRole('status')).toHaveText('Check your inbox to confirm your job alert.');
  const confirmation = await waitForEmail(email, (sent) => sent.subject.startsWith('Confirm your job alert'));
  await page.goto(linkIn(confirmation, `${baseURL}/alerts/confirm?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your job alert is on.');
}

test('staff mark a job confidential by keyboard: no public page, feed, sitemap or alert names the client', async ({
  page,
  browser,
  cms,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const clientWord = word('Quorvath');
  const client = `Meridian Bank ${clientWord}`;
  const titleWord = word('Ledgerkeep');
  const title = `Payables Lead ${titleWord}`;

  // A visitor (a browser context of their own, not signed in) is told of new jobs matching the title's word.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const email = uniqueEmail('confidential-alert');
  await subscribeToAlert(visitorPage, titleWord, email, baseURL!);

  // Set-up: a draft of the client, its slug naming the client as the demo's slugs do.
  const { data: draft } = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    data: {
      title,
      slug: `${title} ${client}`,
      company: client,
      description: '<p>Run supplier payments for a large bank.</p>',
      country: 'AE',
      city: 'Dubai',
      workplace: 'onsite',
      type: 'Full-time',
      status: 'draft',
    },
  });
  expect(draft.slug).toContain(clientWord.toLowerCase());
  try {
    await page.goto('/admin/jobs?status=draft');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(editor.getByLabel('Company')).toHaveValue(client);

    // By keyboard: from the company, Tab reaches the box, Space ticks it.
    await editor.getByLabel('Company').focus();
    await page.keyboard.press('Tab');
    const box = editor.getByRole('checkbox', {
      name: 'Confidential: show the agency, not the client, on the public site',
    });
    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription(new RegExp(`Visitors see ${SITE_NAME} as the employer`));
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await editor.getByLabel('Status').selectOption('open');
    await editor.getByRole('button', { name: 'Update Job' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job updated' })).toBeVisible();
    await expect(editor).toBeHidden();

    // Staff still see the client, with the badge; the slug no longer names it.
    const stored = (
      await cms.adminGet<{ data: { slug: string; company: string; confidential: boolean } }>(
        `/jobs/${draft.documentId}`,
      )
    ).data;
    expect(stored).toMatchObject({ company: client, confidential: true });
    expect(stored.slug).not.toContain(clientWord.toLowerCase());
    await page.goto('/admin/jobs?status=open');
    const listed = page.getByRole('row').filter({ hasText: title });
    await expect(listed).toContainText(client);
    await expect(listed).toContainText('Confidential');

    // The visitor's job page and its JobPosting data.
    const response = await visitorPage.goto(`/jobs/${stored.slug}`);
    expect(response?.status()).toBe(200);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitorPage.getByRole('main').getByText(SITE_NAME, { exact: true }).first()).toBeVisible();
    const html = await visitorPage.content();
    expect(namesClient(clientWord, html)).toBe(false);
    const [posting] = (await visitorPage.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((block) => block['@type'] === 'JobPosting');
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${baseURL}/`,
      logo: `${baseURL}/images/logo.svg`,
    });
    expect((await visitor.request.get(`/jobs/${draft.slug}`)).status()).toBe(404);

    // The feeds, the sitemap and the board's search.
    const indeed = await (await visitor.request.get('/jobs.xml')).text();
    expect(indeed).toContain(title);
    const rss = await (await visitor.request.get(`/blog/jobs.rss?q=${titleWord}`)).text();
    expect(rss).toContain(`<title>${title} at ${SITE_NAME}</title>`);
    const allRss = await (await visitor.request.get('/blog/jobs.rss')).text();
    const sitemap = await readSitemap(visitor.request);
    expect(sitemap.locs).toContain(`${baseURL}/jobs/${stored.slug}`);
    expect(namesClient(clientWord, indeed, rss, allRss, ...sitemap.parts.map((part) => part.xml))).toBe(false);
    // Searching the client's name finds nothing (the page only repeats what the visitor typed).
    await visitorPage.goto(`/blog?q=${clientWord}`);
    await expect(jobCards(visitorPage)).toHaveCount(0);
    await visitorPage.goto(`/blog?q=${titleWord}`);
    await expect(jobCards(visitorPage)).toHaveCount(1);
    await expect(jobCards(visitorPage)).toContainText(SITE_NAME);

    // The job alert's e-mail names the agency.
    const digest = await waitForEmail(
      email,
      (sent) => sent.subject.includes('for your job alert') && sent.text.includes(title),
      20_000,
    );
    expect(digest.text).toContain(SITE_NAME);
    expect(digest.text).toContain(`${baseURL}/jobs/${stored.slug}`);
    expect(namesClient(clientWord, digest.subject, digest.text, digest.html)).toBe(false);
  } finally {
    await cms.adminSend('DELETE', `/jobs/${draft.documentId}`);
    await visitor.close();
  }
});
