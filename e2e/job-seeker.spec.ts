import type { Browser, Locator, Page } from '@playwright/test';
import { expect, jobCards, pdfFile, test, uniqueEmail } from './fixtures';

/**
 * What a job seeker met in a walkthrough of the site, on a phone where it matters: the apply form's answer
 * where the applicant is looking (with and without JavaScript), the sticky Apply link, the phone menu without
 * JavaScript, and the page of a job that is gone.
 */

const PHONE = { width: 375, height: 740 };
const SUCCESS = 'Your application has been submitted successfully!';

/**
 * The path of an open demo job: the last card of the board's first page. Other tests create jobs (newest, so first
 * on the board) and delete them a moment later; a demo job further down stays while a test uses it.
 */
async function aJobPath(page: Page): Promise<string> {
  await page.goto('/blog');
  return (await jobCards(page).last().getByRole('link').getAttribute('href'))!;
}

/** A page of a fresh browser context at phone width, with or without JavaScript. */
async function phonePage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE, javaScriptEnabled });
  return context.newPage();
}

async function fillApplication(page: Page, email: string, file: Parameters<Page['setInputFiles']>[1] = pdfFile()) {
  await page.getByLabel('Full Name').fill('Jordan Rivers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Cover Letter').fill('Eight years of relevant experience.');
  await page.getByLabel(/^Resume/).setInputFiles(file);
  await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
}

/** True when the two boxes overlap. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element has the focus and is wholly in the viewport, below the sticky header. */
async function expectFocusedBelowHeader(page: Page, element: Locator) {
  await expect(element).toBeFocused();
  await expect
    .poll(async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      const box = (await element.boundingBox())!;
      return box.y >= header.y + header.height && box.y + box.height <= page.viewportSize()!.height;
    })
    .toBe(true);
}

test.describe('the answer to an application is where the applicant looks', () => {
  test.use({ viewport: PHONE });

  test('with JavaScript: the success message takes the focus, in view below the header', async ({ page, cms }) => {
    await page.goto(await aJobPath(page));
    const email = uniqueEmail('reveal-success');
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const message = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(message).toBeVisible();
    await expectFocusedBelowHeader(page, message);
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);
  });

  test("with JavaScript: the form's own check and the CMS's refusal take the focus to the error", async ({ page }) => {
    await page.goto(await aJobPath(page));
    await page.getByLabel('Full Name').fill('Jordan Rivers');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' });
    await expectFocusedBelowHeader(page, missing);

    // A web page renamed .pdf passes the browser's check; the CMS refuses it.
    await fillApplication(page, uniqueEmail('reveal-refused'), {
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body>not a resume</body></html>'),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const refused = page.getByRole('alert').filter({ hasText: "The resume's content does not match a .pdf file." });
    await expectFocusedBelowHeader(page, refused);
  });

  test('without JavaScript: a success is redirected to the message, and a reload sends nothing again', async ({
    browser,
    cms,
  }) => {
    const page = await phonePage(browser, false);
    const path = await aJobPath(page);
    await page.goto(path);
    const email = uniqueEmail('reveal-nojs');
    await fillApplication(page, email);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await posted).status()).toBe(303);
    await page.waitForURL(`**${path}#apply-form-status`);
    const message = page.getByRole('status').filter({ hasText: SUCCESS });
    await expectFocusedBelowHeader(page, message);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);

    const methods: string[] = [];
    page.on('request', (request) => methods.push(request.method()));
    await page.reload();
    expect(methods).not.toContain('POST');
    // The message was for the page the applicant was sent to; the reloaded page is the plain job page.
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);
    await page.context().close();
  });

  test('without JavaScript: a refused application lands on its error message, focused', async ({ browser, cms }) => {
    const page = await phonePage(browser, false);
    await page.goto(await aJobPath(page));
    const email = uniqueEmail('reveal-nojs-refused');
    await fillApplication(page, email, {
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('My resume'),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(/#apply-form-status$/);
    const error = page.getByRole('alert').filter({ hasText: 'Resume must be a .pdf, .doc or .docx file.' });
    await expectFocusedBelowHeader(page, error);
    await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Rivers');
    expect(await cms.applicationsByEmail(email)).toHaveLength(0);
    await page.context().close();
  });
});

test.describe('the sticky Apply link', () => {
  test('on a phone it stays at the bottom of the screen, leads to the form and covers neither the form nor the footer', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(await aJobPath(page));
    const apply = page.getByRole('link', { name: 'Apply', exact: true });
    await expect(apply).toBeInViewport();
    const box = (await apply.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 80);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    await apply.click();
    await expect(page).toHaveURL(/#apply$/);
    await expectBelowHeader(page, page.getByRole('heading', { name: 'Apply for this job' }));

    for (const target of [
      page.getByRole('button', { name: 'Submit Application' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      const applyBox = await apply.boundingBox();
      const targetBox = (await target.boundingBox())!;
      expect(applyBox && overlap(applyBox, targetBox)).toBeFalsy();
    }
  });

  test('on a phone without JavaScript it leads to the form too', async ({ browser }) => {
    const page = await phonePage(browser, false);
    await page.goto(await aJobPath(page));
    await page.getByRole('link', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expectBelowHeader(page, page.getByRole('heading', { name: 'Apply for this job' }));
    await page.context().close();
  });

  test('on a desktop the form is beside the description and the link is hidden', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(await aJobPath(page));
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Apply', exact: true })).toBeHidden();
  });
});

/** The element is in the viewport, below the sticky header. */
async function expectBelowHeader(page: Page, element: Locator) {
  await expect(element).toBeInViewport();
  await expect
    .poll(async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      return (await element.boundingBox())!.y >= header.y + header.height;
    })
    .toBe(true);
}

test('the phone menu opens without JavaScript, and its links work', async ({ browser }) => {
  const page = await phonePage(browser, false);
  await page.goto('/about');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toHaveCount(0);
  await page.locator('summary').filter({ hasText: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.locator('summary').getByText('Close menu')).toBeVisible();
  await expect(page.locator('summary').getByText('Open menu')).toBeHidden();
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  await page.context().close();
});

test.describe('a job that is not there', () => {
  interface Job {
    documentId: string;
    slug: string;
  }

  test('an unknown address says Job not found. and offers the latest open jobs', async ({ page }) => {
    const response = await page.goto(`/jobs/no-such-job-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job not found.');
    const offered = page.getByRole('region', { name: 'Latest open jobs' }).getByRole('article');
    await expect(offered.first()).toBeVisible();
    expect(await offered.count()).toBeLessThanOrEqual(3);
    // The newest open jobs may be another test's, deleted a moment later: a walk that met one is tried again.
    await expect(async () => {
      await page.goto(`/jobs/no-such-job-${Date.now()}`);
      await offered.first().getByRole('link').click();
      await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
  });

  test("a removed job's page says Job not found. and offers the latest open jobs (its category is gone with it)", async ({
    page,
    cms,
  }) => {
    const created = await cms.adminSend<{ data: Job }>('POST', '/jobs', {
      data: { title: `Removed role ${Date.now()}`, company: 'Gone Ltd', status: 'closed' },
    });
    await cms.adminSend('DELETE', `/jobs/${created.data.documentId}`);
    const response = await page.goto(`/jobs/${created.data.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job not found.');
    await expect(page.getByRole('region', { name: 'Latest open jobs' }).getByRole('article').first()).toBeVisible();
  });

  test("a closed job's page offers open jobs of its category", async ({ page, cms }) => {
    const { data: categories } = await cms.adminGet<{ data: Array<{ documentId: string; name: string }> }>(
      '/categories?pagination[pageSize]=100',
    );
    // The category of the first job on the board has open jobs.
    await page.goto('/blog');
    const name = (await jobCards(page).first().locator('span').first().textContent())!;
    const category = categories.find((candidate) => candidate.name === name)!;
    const created = await cms.adminSend<{ data: Job }>('POST', '/jobs', {
      data: {
        title: `Closed role ${Date.now()}`,
        company: 'Filled Ltd',
        status: 'closed',
        category: category.documentId,
      },
    });
    try {
      await page.goto(`/jobs/${created.data.slug}`);
      await expect(page.getByRole('heading', { name: 'Applications closed' })).toBeVisible();
      const offered = page.getByRole('region', { name: `Open jobs in ${name}` }).getByRole('article');
      await expect(offered.first()).toBeVisible();
      for (const card of await offered.all()) await expect(card).toContainText(name);
    } finally {
      await cms.adminSend('DELETE', `/jobs/${created.data.documentId}`);
    }
  });
});
