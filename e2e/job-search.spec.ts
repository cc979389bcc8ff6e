import type { Page } from '@playwright/test';
import { expect, jobCards, test, hydrated } from './fixtures';
import { CmsClient } from './fixtures/cms';

/**
 * The job board's search on /blog (docs/011-job-search.md): a GET form that works without JavaScript and updates the
 * board in place with it, the search in the URL, the counts of every filter, pages that keep the search, and the empty
 * states.
 * Jobs made here carry a word of their own, so that their counts do not depend on what the tests beside these do.
 */

const WORD = `zs${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The word of the city jobs (one in Riyadh, one in Lahore), apart so that WORD's counts stay as they are. */
const CITY_WORD = `zc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Created {
  data: { documentId: string };
}

const created: string[] = [];

async function categoryId(cms: CmsClient, slug: string): Promise<string> {
  const { data } = await cms.adminGet<{ data: Array<{ documentId: string }> }>(
    `/categories?filters[slug][$eq]=${slug}`,
  );
  return data[0].documentId;
}

test.beforeAll(async () => {
  const cms = new CmsClient(process.env.E2E_CMS_URL!);
  const [healthcare, software] = await Promise.all([
    categoryId(cms, 'healthcare'),
    categoryId(cms, 'software-engineering'),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const common = {
    description: '<p>A role of the search tests.</p>',
    salary: 'Competitive',
    experience: '2+ years',
    skills: 'Care, Teamwork',
    posted: today,
  };
  const jobs = [
    {
      title: `Night Nurse ${WORD}`,
      company: 'Search Clinic',
      category: healthcare,
      type: 'Full-time',
      country: 'AE',
      workplace: 'onsite',
      validThrough: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    },
    {
      title: `Ward Manager ${WORD}`,
      company: 'Search Clinic',
      category: healthcare,
      type: 'Part-time',
      country: 'GB',
      workplace: 'hybrid',
      validThrough: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    },
    {
      title: `Data Analyst ${CITY_WORD}`,
      company: 'Search Data',
      category: software,
      type: 'Full-time',
      country: 'SA',
      city: 'Riyadh',
      location: 'Riyadh, Saudi Arabia',
      workplace: 'onsite',
    },
    {
      title: `Data Engineer ${CITY_WORD}`,
      company: 'Search Data',
      category: software,
      type: 'Full-time',
      country: 'PK',
      city: 'Lahore',
      location: 'Lahore, Pakistan',
      workplace: 'onsite',
    },
    {
      title: `Remote Coder ${WORD}`,
      company: 'Search Software',
      category: software,
      type: 'Contract',
      workplace: 'remote',
      applicantLocations: ['DE'],
    },
  ];
  for (const job of jobs) {
    const answer = await cms.adminSend<Created>('POST', '/jobs', { data: { ...common, ...job } });
    created.push(answer.data.documentId);
  }
});

test.afterAll(async () => {
  const cms = new CmsClient(process.env.E2E_CMS_URL!);
  for (const documentId of created) await cms.adminSend('DELETE', `/jobs/${documentId}`);
});

const searchForm = (page: Page) => page.getByRole('search', { name: 'Search jobs' });
const board = (page: Page) => page.getByRole('region', { name: 'Latest Job Openings' });
/** The board's count ("3 jobs match your search", "42 open positions"), not its "Loading jobs..." status while a search loads. */
const resultCount = (page: Page) => board(page).getByRole('status').filter({ hasNotText: 'Loading jobs' });
const titles = (page: Page) => jobCards(page).getByRole('heading').allTextContents();

test.describe('job search', () => {
  test('with JavaScript: choices update the board in place, with counts, and the URL carries the search', async ({
    page,
  }) => {
    await page.goto(`/blog?q=${WORD}`);
    await hydrated(page.locator('select[name="category"]'));
    const form = searchForm(page);
    await expect(form.getByLabel('Keyword')).toHaveValue(WORD);
    await expect(resultCount(page)).toHaveText('3 jobs match your search');
    await expect(jobCards(page)).toHaveCount(3);
    // Each option says how many open jobs it would find.
    await expect(form.getByLabel('Category').locator('option')).toHaveText([
      'All categories',
      'Healthcare (2)',
      'Software Engineering (1)',
    ]);
    await expect(form.getByLabel('Workplace').locator('option')).toHaveText([
      'Any workplace',
      'On-site (1)',
      'Hybrid (1)',
      'Remote (1)',
    ]);
    // The remote job open to applicants living in Germany counts under Germany.
    await expect(form.getByLabel('Country').locator('option')).toHaveText([
      'All countries',
      'Germany (1)',
      'United Arab Emirates (1)',
      'United Kingdom (1)',
    ]);

    // A mark on the window survives client-side navigations only: no full reload below.
    await page.evaluate(() => Object.assign(window, { searchMark: true }));
    await form.getByLabel('Category').selectOption('healthcare');
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${WORD}&category=healthcare$`));
    await expect(resultCount(page)).toHaveText('2 jobs match your search');
    // With a keyword, the best match first (both have the word in their title).
    expect((await titles(page)).sort()).toEqual([`Night Nurse ${WORD}`, `Ward Manager ${WORD}`]);
    await expect(form.getByLabel('Sort by').locator('option')).toHaveText(['Best match', 'Closing soon']);
    // The other filters are counted with the category applied.
    await expect(form.getByLabel('Workplace').locator('option')).toHaveText([
      'Any workplace',
      'On-site (1)',
      'Hybrid (1)',
    ]);

    await form.getByLabel('Sort by').selectOption('closing');
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${WORD}&category=healthcare&sort=closing$`));
    await expect(jobCards(page).first().getByRole('heading')).toHaveText(`Night Nurse ${WORD}`);

    await form.getByLabel('Keyword').fill(`${WORD} nurse`);
    await form.getByLabel('Keyword').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${WORD}\\+nurse&category=healthcare&sort=closing$`));
    await expect(jobCards(page)).toHaveCount(1);
    expect(await page.evaluate(() => (window as { searchMark?: boolean }).searchMark)).toBe(true);

    // Back to the previous search: the form follows the URL.
    await page.goBack();
    await expect(form.getByLabel('Keyword')).toHaveValue(WORD);
    await expect(jobCards(page)).toHaveCount(2);

    // The URL alone gives the same page.
    await page.reload();
    await expect(form.getByLabel('Category')).toHaveValue('healthcare');
    await expect(jobCards(page)).toHaveCount(2);
    await expect(form.getByLabel('Sort by')).toHaveValue('closing');
    expect(await titles(page)).toEqual([`Night Nurse ${WORD}`, `Ward Manager ${WORD}`]);
  });

  test('without JavaScript: the form is a plain GET form to the same page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto('/blog');
      const form = searchForm(page);
      await form.getByLabel('Keyword').fill(WORD);
      await form.getByLabel('Workplace').selectOption('remote');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/blog\?q=zs\w+&category=&type=&country=&city=&workplace=remote&sort=newest$/);
      await expect(resultCount(page)).toHaveText('1 job matches your search');
      expect(await titles(page)).toEqual([`Remote Coder ${WORD}`]);
      await expect(form.getByLabel('Workplace')).toHaveValue('remote');

      await form.getByRole('link', { name: 'Clear search', exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(resultCount(page)).toHaveText(/^\d+ open positions$/);
    } finally {
      await context.close();
    }
  });

  test('typing a city finds its jobs, the city filter narrows to it, and a misspelt word offers "Did you mean"', async ({
    page,
  }) => {
    await page.goto('/blog');
    await hydrated(page.locator('select[name="category"]'));
    const form = searchForm(page);
    const keyword = form.getByLabel('Keyword');
    await keyword.click();
    await keyword.pressSequentially('Riyadh', { delay: 30 });
    await keyword.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=Riyadh$/);
    await expect(jobCards(page).filter({ hasText: `Data Analyst ${CITY_WORD}` })).toHaveCount(1);
    const riyadh = await jobCards(page).count();
    expect(riyadh).toBeGreaterThanOrEqual(1);
    for (const card of await jobCards(page).all()) await expect(card).toContainText('Riyadh');

    // The city filter, beside the country, with counts; it narrows the word's jobs to that city.
    await keyword.fill(CITY_WORD);
    await keyword.press('Enter');
    await expect(jobCards(page)).toHaveCount(2);
    await expect(form.getByLabel('City').locator('option')).toHaveText(['All cities', 'Lahore (1)', 'Riyadh (1)']);
    await form.getByLabel('City').selectOption('riyadh');
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${CITY_WORD}&city=riyadh$`));
    await expect(jobCards(page)).toHaveCount(1);
    expect(await titles(page)).toEqual([`Data Analyst ${CITY_WORD}`]);

    await page.goto('/blog');
    await hydrated(page.locator('select[name="category"]'));
    await keyword.click();
    await keyword.pressSequentially('enginer', { delay: 30 });
    await keyword.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=enginer$/);
    const suggestion = board(page).getByText('Did you mean engineer?');
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole('link', { name: 'engineer' }).click();
    await expect(page).toHaveURL(/\/blog\?q=engineer$/);
    await expect(keyword).toHaveValue('engineer');
    await expect(jobCards(page).first()).toContainText(/engineer/i);
    await expect(board(page).getByText(/Did you mean/)).toHaveCount(0);
  });

  test('pages keep the search; a page past the last shows the last one', async ({ page }) => {
    await page.goto('/blog?type=full-time');
    await hydrated(page.locator('select[name="category"]'));
    const pager = page.getByRole('navigation', { name: 'Job pages' });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?type=full-time&page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(searchForm(page).getByLabel('Job type')).toHaveValue('full-time');
    for (const card of await jobCards(page).all()) await expect(card).toContainText('Full-time');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog?type=full-time');

    await page.goto('/blog?type=full-time&page=40');
    const last = pager.getByRole('listitem').last().getByRole('link');
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(jobCards(page).first()).toBeVisible();
    await expect(page.getByText('No jobs found at the moment.')).toHaveCount(0);
    await expect(page).toHaveTitle(/\(page [2-9]\)/);
  });

  test("the board and its counts change when a job's closing date passes, with no change saved", async ({
    page,
    cms,
  }) => {
    test.setTimeout(60_000);
    const word = `${WORD}x`;
    // Time enough to save the job and show the page first on a busy machine.
    const closes = Date.now() + 15_000;
    const job = await cms.adminSend<Created>('POST', '/jobs', {
      data: {
        title: `Closing Nurse ${word}`,
        company: 'Search Clinic',
        description: '<p>Closes in seconds.</p>',
        country: 'AE',
        validThrough: new Date(closes).toISOString(),
      },
    });
    try {
      await page.goto(`/blog?q=${word}`);
      await expect(resultCount(page)).toHaveText('1 job matches your search');
      // The page is now in the page cache, fresh for a minute, unless it says when it goes out of date.
      await page.waitForTimeout(Math.max(0, closes - Date.now()) + 500);
      await page.goto(`/blog?q=${word}`);
      await expect(page.getByText('No job matches your search.')).toBeVisible();
      await expect(resultCount(page)).toHaveText('0 jobs match your search');
    } finally {
      await cms.adminSend('DELETE', `/jobs/${job.data.documentId}`);
    }
  });

  test('a search that finds nothing says so and offers to clear it; unknown values are ignored', async ({ page }) => {
    await page.goto(`/blog?q=${WORD}-nothing&workplace=remote`);
    await hydrated(page.locator('select[name="category"]'));
    await expect(page.getByText('No job matches your search.')).toBeVisible();
    await expect(page.getByText('No jobs found at the moment.')).toHaveCount(0);
    await expect(resultCount(page)).toHaveText('0 jobs match your search');
    await expect(page.getByRole('navigation', { name: 'Job pages' })).toHaveCount(0);
    await page.getByRole('link', { name: 'clear the search', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(jobCards(page)).toHaveCount(12);
    await expect(searchForm(page).getByLabel('Keyword')).toHaveValue('');
    await expect(searchForm(page).getByLabel('Workplace')).toHaveValue('');

    const response = await page.goto('/blog?type=astronaut&country=XX&workplace=moon&sort=cheapest&page=x');
    expect(response?.status()).toBe(200);
    await expect(resultCount(page)).toHaveText(/^\d+ open positions$/);
    await expect(jobCards(page)).toHaveCount(12);
  });
});
