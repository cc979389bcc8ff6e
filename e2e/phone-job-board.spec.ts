import type { Locator, Page } from '@playwright/test';
import { expect, jobCards, test, hydrated } from './fixtures';
import { CmsClient } from './fixtures/cms';
import { expectFocus, tabTo } from './fixtures/focus';
import { MIN_TARGET } from './fixtures/target-size';

/**
 * The job board on a phone (docs/026-languages.md "The job board on a phone"), at 390 × 844 CSS px: the first job on
 * the first screen of /blog and /ar/blog and three cards to a screen, the filters behind a "Filters" disclosure (a native
 * <details>, which opens without JavaScript too) with the active ones as removable chips, each card one link, targets
 * of at least 24 × 24 px, and the job page's closing date in the visitor's time zone (Asia/Dubai here).
 * The job made here carries a word of its own, so that its search does not depend on the tests beside these.
 */

const WORD = `zp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SCREEN = { width: 390, height: 844 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** 22:30 UTC in ten days: already the next day in Dubai (UTC+4), so the page must have turned it into its zone. */
const CLOSES = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 10 * DAY_MS + 22.5 * 60 * 60 * 1000);

let job: { documentId: string; slug: string };

test.use({ viewport: SCREEN, timezoneId: 'Asia/Dubai' });

test.beforeAll(async () => {
  const cms = new CmsClient(process.env.E2E_CMS_URL!);
  const answer = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    data: {
      title: `Site Engineer ${WORD}`,
      company: 'Phone Board Builders',
      description: '<p>A role of the phone board tests.</p>',
      type: 'Full-time',
      country: 'AE',
      city: 'Dubai',
      location: 'Dubai, United Arab Emirates',
      workplace: 'onsite',
      posted: new Date().toISOString().slice(0, 10),
      validThrough: CLOSES.toISOString(),
    },
  });
  job = answer.data;
});

test.afterAll(async () => {
  if (job) await new CmsClient(process.env.E2E_CMS_URL!).adminSend('DELETE', `/jobs/${job.documentId}`);
});

const filtersSummary = (page: Page) => page.getByRole('search').locator('summary');

async function expectTarget(target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(box, what).not.toBeNull();
  expect(Math.min(box.width, box.height), `${what}: ${box.width}×${box.height}`).toBeGreaterThanOrEqual(MIN_TARGET);
}

/** The job cards of /blog or /ar/blog, found by the board's structure rather than its words (the same in both). */
const boardCards = (page: Page) => page.locator('section[aria-labelledby="jobs-heading"]').getByRole('article');

for (const path of ['/blog', '/ar/blog']) {
  test(`${path}: the results come first, three compact cards to a screen, each card one link`, async ({ page }) => {
    await page.goto(path);
    const cards = boardCards(page);
    await expect(cards).toHaveCount(12);
    const boxes = await cards.evaluateAll((all) =>
      all.slice(0, 3).map((card) => card.getBoundingClientRect().toJSON() as DOMRect),
    );
    // The first card starts on the first screen, and the first three fit in one screen's height.
    expect(boxes[0].top).toBeGreaterThan(0);
    expect(boxes[0].top + boxes[0].height).toBeLessThanOrEqual(SCREEN.height);
    expect(boxes[2].bottom - boxes[0].top).toBeLessThanOrEqual(SCREEN.height);
    // The filters wait behind their button.
    await expect(filtersSummary(page)).toBeVisible();
    await expect(page.locator('select[name="country"]')).toBeHidden();

    const card = cards.first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    // One interactive element in the card: the link, named by the job's title, at least 24 × 24 px.
    await expect(card.locator('a, button, input, select, textarea, [tabindex]')).toHaveCount(1);
    const link = card.getByRole('link');
    await expect(link).toHaveAccessibleName(title);
    // The board's links and search stay in the page's language.
    const prefix = path === '/ar/blog' ? '/ar' : '';
    await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}/jobs/[a-z0-9-]+$`));
    await expect(page.getByRole('search')).toHaveAttribute('action', path);
    await expectTarget(link, 'the card link');
    // The link covers the card: a tap near the card's bottom corners lands on it.
    const box = boxes[0];
    for (const x of [box.left + 12, box.right - 12]) {
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
        [x, box.bottom - 8],
      );
      expect(hit).toBe(await link.getAttribute('href'));
    }
    for (const pageLink of await page.locator('section[aria-labelledby="jobs-heading"] nav').getByRole('link').all()) {
      await expectTarget(pageLink, `the page link ${await pageLink.textContent()}`);
    }
  });
}

test('the Filters disclosure opens by keyboard; an applied filter is a chip that removes it', async ({ page }) => {
  await page.goto(`/blog?q=${WORD}`);
  await hydrated(page.locator('select[name="country"]'));
  const form = page.getByRole('search', { name: 'Search jobs' });
  const country = form.getByLabel('Country');
  await expect(country).toBeHidden();
  await tabTo(page, filtersSummary(page));
  await page.keyboard.press('Enter');
  await expect(country).toBeVisible();
  await country.selectOption('AE');
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${WORD}&country=AE$`));
  await expect(jobCards(page)).toHaveCount(1);

  const chips = page.getByRole('list', { name: 'Active filters' });
  const chip = chips.getByRole('link', { name: 'Remove filter: Country: United Arab Emirates' });
  await expect(chip).toBeVisible();
  await expect(chips.getByRole('link', { name: `Remove filter: Keyword: ${WORD}` })).toBeVisible();
  for (const each of await chips.getByRole('link').all()) await expectTarget(each, 'a filter chip');
  await tabTo(page, chip);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${WORD}$`));
  await expect(chip).toHaveCount(0);
  await expect(country).toHaveValue('');
  await expect(jobCards(page)).toHaveCount(1);
});

test('the job page shows its closing date in the visitor’s time zone; the consent box is 24 px', async ({ page }) => {
  await page.goto(`/jobs/${job.slug}`);
  const closing = page.getByRole('term').filter({ hasText: 'Closing date' }).locator('xpath=following-sibling::dd');
  const inDubai = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  }).format(CLOSES);
  await expect(closing).toHaveText(new RegExp(`^Applications close on ${inDubai}, 2:30\\sAM GMT\\+4$`));
  await expect(closing.locator('time')).toHaveAttribute('datetime', CLOSES.toISOString());
  await expectTarget(page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }), 'consent');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Filters disclosure opens, a filter applies with its button, and its chip removes it', async ({ page }) => {
    await page.goto(`/blog?q=${WORD}`);
    const form = page.getByRole('search', { name: 'Search jobs' });
    const country = form.getByLabel('Country');
    await expect(country).toBeHidden();
    await filtersSummary(page).click();
    await expect(country).toBeVisible();
    await country.selectOption('AE');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]country=AE(&|$)/);
    await expect(jobCards(page)).toHaveCount(1);
    const chip = page.getByRole('link', { name: 'Remove filter: Country: United Arab Emirates' });
    await chip.focus();
    await expectFocus(page, chip, 'the chip');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${WORD}$`));
    await expect(chip).toHaveCount(0);
  });
});
