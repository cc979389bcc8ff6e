import type { Browser, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import type { CmsClient } from '../fixtures/cms';

/**
 * Where an application came from (docs/023-talent-pool.md "Sources"), as a visitor and staff meet it: the visitor lands
 * on a job page with Indeed's tags (the page served from the page cache, which leaves the tags out of its key and so
 * out of its HTML), browses, applies; staff read the source on the application and on the dashboard. Without
 * JavaScript the apply page's own URL is the landing. The Indeed feed's links carry the feed's tags; the job page's
 * canonical URL and structured data carry none.
 */

/** A job of its own, open, for these tests: { documentId, slug, title }. */
async function newJob(cms: CmsClient, label: string) {
  const title = `Sources ${label} ${Date.now()}`;
  const created = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    // A salary, as every open job the structured-data test checks at the same time must have (no warning).
    data: {
      title,
      company: 'Sources Test Co',
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

/** Types the apply form as a person does, key by key, attaches a resume, agrees and sends it. */
async function applyByKeyboard(page: Page, email: string) {
  await page.getByLabel('Full Name').pressSequentially('Indira Deed');
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Phone').pressSequentially('+971 4 555 0199');
  await page.getByLabel('Cover Letter').pressSequentially('I saw this job on a job board.');
  await page.getByLabel(/^Resume/).setInputFiles(pdfFile('Indira_Deed_CV.pdf'));
  await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
  ).toBeVisible();
}

/** The application of `email` in the staff list, opened: its dialog. */
async function staffView(page: Page, email: string): Promise<Locator> {
  await page.goto(`/blog/admin/applications?q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: /View details/ }).click();
  return page.getByRole('dialog', { name: 'Indira Deed' });
}

/** No cookie at all: contexts made in a test otherwise take the signed-in staff member's (the fixture's `use`). */
const NO_COOKIES = { cookies: [], origins: [] };

/** HTTP requests of a visitor (no staff cookie: the page cache answers them). */
function visitorRequests(playwright: PlaywrightWorkerArgs['playwright']) {
  return playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: NO_COOKIES });
}

/** A visitor's tab: no staff cookie, so public pages come from the page cache. */
async function visitorPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled,
    storageState: NO_COOKIES,
  });
  return { context, page: await context.newPage() };
}

test('a visitor lands from Indeed on a cached job page, browses, applies, and staff read "Indeed"', async ({
  page: staff,
  browser,
  playwright,
  cms,
}) => {
  const request = await visitorRequests(playwright);
  const job = await newJob(cms, 'Indeed');
  const landing = `/jobs/${job.slug}?utm_source=indeed&utm_medium=organic`;
  // The first visit renders the page into the cache; its HTML is the same for every visitor and holds no tag.
  const first = await request.get(landing);
  expect(first.status()).toBe(200);
  expect(await first.text()).not.toMatch(/utm_source=indeed|utm_medium=organic/);

  const { context, page } = await visitorPage(browser);
  const answer = await page.goto(landing);
  // Served from the cache: the same page (ETag), its scripts allowed by hash, no per-response nonce.
  expect(answer?.headers().etag).toBe(first.headers().etag);
  expect(answer?.headers()['content-security-policy']).not.toContain('nonce');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);

  // Browses: the board through the site's link, another page, then the job again by an address without tags.
  await page.getByRole('link', { name: 'Back to all jobs' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto('/about');
  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  const email = uniqueEmail('source-indeed');
  await applyByKeyboard(page, email);
  await context.close();

  const [stored] = await cms.applicationsByEmail(email);
  expect(stored).toMatchObject({ source: 'indeed', utmSource: 'indeed', utmMedium: 'organic', referrerHost: null });
  const dialog = await staffView(staff, email);
  await expect(dialog.getByText('Source', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Indeed');
  await expect(dialog).toContainText('utm_source indeed · utm_medium organic');
});

test('without JavaScript, the apply page it landed on gives the source: a job alert e-mail', async ({
  page: staff,
  browser,
  cms,
}) => {
  const job = await newJob(cms, 'Alert');
  const { context, page } = await visitorPage(browser, false);
  await page.goto(`/jobs/${job.slug}?utm_source=job-alert&utm_medium=email&utm_campaign=job-alert-digest`);
  const email = uniqueEmail('source-alert-nojs');
  await applyByKeyboard(page, email);
  await context.close();

  const [stored] = await cms.applicationsByEmail(email);
  expect(stored).toMatchObject({ source: 'job-alert', utmSource: 'job-alert', utmCampaign: 'job-alert-digest' });
  const dialog = await staffView(staff, email);
  await expect(dialog).toContainText('Job alert e-mail');
});

test('the dashboard counts the applications of the last 30 days by source', async ({ page, cms }) => {
  const figure = page.getByRole('figure', { name: 'Applications by source, last 30 days' });
  // Other tests apply at the same time: the CMS's figure read just before the page's, again when it changed.
  await expect(async () => {
    const { counts } = await cms.adminGet<{ counts: Array<{ source: string | null; count: number }> }>(
      '/dashboard/applications-by-source',
    );
    await page.goto('/admin/dashboard');
    for (const [label, source] of [
      ['Indeed', 'indeed'],
      ['Job alert e-mail', 'job-alert'],
      ['Direct', 'direct'],
    ] as const) {
      const count = counts.find((entry) => entry.source === source)!.count;
      await expect(figure.getByRole('row', { name: `${label} ${count}`, exact: true })).toBeVisible({ timeout: 1_000 });
    }
    const total = counts.reduce((sum, entry) => sum + entry.count, 0);
    await expect(figure.getByRole('row', { name: `Total ${total}`, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});

test("the Indeed feed's job links carry its tags; the job page's canonical URL and JobPosting carry none", async ({
  playwright,
  cms,
}) => {
  const request = await visitorRequests(playwright);
  const job = await newJob(cms, 'Feed');
  // The feed lists the new job once the CMS's word of it has reached the page cache.
  await expect(async () => {
    const feed = await (await request.get('/jobs.xml')).text();
    const urls = [...feed.matchAll(/<url><!\[CDATA\[([^\]]+)\]\]><\/url>/g)].map((match) => match[1]);
    expect(urls.map((url) => new URL(url).pathname)).toContain(`/jobs/${job.slug}`);
    for (const url of urls) {
      expect(new URL(url).search).toBe('?utm_source=indeed&utm_medium=organic&utm_campaign=jobs-feed');
    }
  }).toPass({ timeout: 10_000 });

  const html = await (await request.get(`/jobs/${job.slug}?utm_source=indeed`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(new URL(canonical!).search).toBe('');
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect((JSON.parse(jsonLd!) as { url: string }).url).toMatch(new RegExp(`/jobs/${job.slug}$`));
});
