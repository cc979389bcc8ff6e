import { expect, test, jobCards } from './fixtures';
import type { Page } from '@playwright/test';
import { allJobs, visible, type StaffJob } from './fixtures/visible-jobs';

/** The board's "N open positions" count, read once no load is under way (the spinner is a status too). */
async function openPositions(page: Page): Promise<number> {
  const board = page.getByRole('region', { name: 'Latest Job Openings' });
  await expect(board.getByText('Loading jobs...')).toHaveCount(0);
  const status = await board
    .getByRole('status')
    .filter({ hasText: /^\d+ open positions$/ })
    .textContent();
  return Number(status?.match(/^(\d+) open positions$/)?.[1]);
}

test.describe('job board', () => {
  test('lists 12 open jobs a page and keeps the page in the URL', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Latest Job Openings' })).toBeVisible();
    const cards = jobCards(page);
    await expect(cards).toHaveCount(12);
    const firstPageTitles = await cards.getByRole('heading').allTextContents();

    const pager = page.getByRole('navigation', { name: 'Job pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(12);
    const secondPageTitles = await cards.getByRole('heading').allTextContents();
    expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);

    await page.reload();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.getByRole('heading')).toHaveText(secondPageTitles);

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    // The last page offers no Next. Other tests open jobs meanwhile, so the last page is the one this page's own count
    // makes last (the 36 demo jobs fill 3 pages).
    const total = await openPositions(page);
    expect(total).toBeGreaterThan(24);
    if (Math.ceil(total / 12) === 3) {
      await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    } else {
      await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=4');
    }
  });

  test('closed jobs are not listed, and their page says applications are closed', async ({ page, cms }) => {
    const closed = await cms.adminGet<{ data: Array<{ slug: string; title: string }> }>(
      '/jobs?filters[status][$eq]=closed&pagination[pageSize]=100',
    );
    expect(closed.data.length).toBeGreaterThanOrEqual(3);
    // Other tests create and delete jobs meanwhile: the board is read between two reads of every job from the CMS.
    const before = await allJobs(cms);
    await page.goto('/blog');
    const total = await openPositions(page);
    const listed: string[] = [];
    for (let pageNumber = 1; pageNumber <= Math.ceil(total / 12); pageNumber += 1) {
      await page.goto(`/blog?page=${pageNumber}`);
      const links = jobCards(page).getByRole('link');
      for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
        listed.push(String(href).replace(/^\/jobs\//, ''));
      }
    }
    const after = await allJobs(cms);
    const shown = (jobs: StaffJob[]) => new Set(jobs.filter(visible).map((job) => job.slug));
    const [shownBefore, shownAfter] = [shown(before), shown(after)];
    expect(total).toBeGreaterThanOrEqual([...shownBefore].filter((slug) => shownAfter.has(slug)).length);
    expect(total).toBeLessThanOrEqual(new Set([...shownBefore, ...shownAfter]).size);
    // 4 demo jobs are closed, and 1 is past its closing date, which closes it everywhere.
    const hidden = before.filter((job) => !shownBefore.has(job.slug) && !shownAfter.has(job.slug));
    expect(hidden.map((job) => job.title)).toContain('Healthcare Recruitment Coordinator');
    expect(hidden.filter((job) => job.status === 'closed').length).toBeGreaterThanOrEqual(3);
    for (const job of hidden) expect(listed).not.toContain(job.slug);

    const response = await page.goto(`/jobs/${closed.data[0].slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.data[0].title);
    await expect(page.getByText('This position is closed and no longer accepts applications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a card opens the job page with every field of the job', async ({ page }) => {
    await page.goto('/blog');
    const card = jobCards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    for (const label of ['Location', 'Salary', 'Experience', 'Job type', 'Posted on', 'Posted by', 'Category']) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Required skills' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/blog');
  });

  test('the nested /blog/job/{slug} address leads to the job page', async ({ page }) => {
    await page.goto('/blog');
    const href = (await jobCards(page).first().getByRole('link').getAttribute('href'))!;
    const slug = href.replace('/jobs/', '');
    await page.goto(`/blog/job/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`));
  });

  test('the /jobs address other boards link to is the job board, its search kept', async ({ page, request }) => {
    const response = await request.get('/jobs?q=nurse&category=healthcare', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/blog?q=nurse&category=healthcare');
    await page.goto('/jobs?q=nurse&category=healthcare');
    await expect(page).toHaveURL(/\/blog\?q=nurse&category=healthcare$/);
    await expect(page.getByRole('heading', { name: 'Latest Job Openings' })).toBeVisible();
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown job says so with a 404', async ({ page }) => {
    const response = await page.goto('/jobs/no-such-job-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Job not found.' })).toBeVisible();
  });
});
