import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { CmsClient } from './fixtures/cms';

/**
 * /insights (docs/010-articles.md): every published article, newest first, 10 a page, linked from /blog, so that no
 * article falls out of reach as new ones are published.
 */

const PAGE_SIZE = 10;

/** The article cards of /insights. */
const cardsOf = (page: Page) => page.getByRole('region', { name: 'All articles' }).getByRole('article');

/** The slugs of the cards on the page now (from their links, `/blog/{slug}`). */
async function cardSlugs(page: Page): Promise<string[]> {
  const hrefs = await cardsOf(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/blog\//, ''));
}

/** Follows Next from the first page of /insights to the last; returns every page's slugs. */
async function walkAllPages(page: Page): Promise<string[][]> {
  await page.goto('/insights');
  const pages: string[][] = [];
  for (;;) {
    await expect(cardsOf(page).first()).toBeVisible();
    pages.push(await cardSlugs(page));
    const next = page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) return pages;
    const before = page.url();
    await next.click();
    await expect(page).not.toHaveURL(before);
  }
}

/**
 * Publishes `count` articles dated long ago, so that they sit on the last pages and leave /blog's newest six to the
 * other tests. Returns their titles' stamp and their documentIds (for `deleteArticles`).
 */
async function publishOldArticles(cms: CmsClient, count: number): Promise<{ stamp: number; created: string[] }> {
  const stamp = Date.now();
  const created: string[] = [];
  for (let day = 1; day <= count; day += 1) {
    const answer = await cms.adminSend<{ data: { documentId: string } }>('POST', '/articles', {
      data: {
        title: `Archive ${stamp} number ${day}`,
        description: `<h2>Archive</h2><p>An old article, number ${day}.</p>`,
        publishedAt: `2001-01-${String(day).padStart(2, '0')}`,
      },
    });
    created.push(answer.data.documentId);
  }
  return { stamp, created };
}

async function deleteArticles(cms: CmsClient, documentIds: string[]): Promise<void> {
  for (const documentId of documentIds) await cms.adminSend('DELETE', `/articles/${documentId}`);
}

test.describe('all articles on /insights', () => {
  // One worker, in order: each test publishes and deletes archive articles, which would change the other's pages.
  test.describe.configure({ mode: 'default', timeout: 90_000 });

  test('/blog links to every published article, 10 a page, none out of reach', async ({ page, cms }) => {
    // More articles than two pages hold.
    const { stamp, created } = await publishOldArticles(cms, 12);
    try {
      await page.goto('/blog');
      await page
        .getByRole('region', { name: 'Insights & Articles' })
        .getByRole('link', { name: 'All articles' })
        .click();
      await expect(page).toHaveURL(/\/insights$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog & Jobs' }),
      ).toHaveAttribute('aria-current', 'page');

      // Other tests publish and delete articles meanwhile: a walk that raced one of them is tried again.
      await expect(async () => {
        const published = await cms.publishedArticleSlugs();
        expect(published.length).toBeGreaterThan(2 * PAGE_SIZE);
        const pages = await walkAllPages(page);
        expect(pages.length).toBe(Math.ceil(published.length / PAGE_SIZE));
        for (const slugs of pages.slice(0, -1)) expect(slugs).toHaveLength(PAGE_SIZE);
        const listed = pages.flat();
        expect(new Set(listed).size).toBe(listed.length);
        expect([...listed].sort()).toEqual([...published].sort());
        // Newest first: the last page ends with the oldest article.
        expect(listed.at(-1)).toBe(published.at(-1));
      }).toPass({ timeout: 60_000 });

      const lastCard = cardsOf(page).last();
      await expect(lastCard).toContainText(`Archive ${stamp} number 1`);
      await expect(lastCard).toContainText('Archive An old article, number 1.');
    } finally {
      await deleteArticles(cms, created);
    }
  });

  test('a page keeps its number in the URL, and a page past the last is a 404', async ({ page, cms }) => {
    // More articles than a page holds, whatever the other tests leave.
    const { created } = await publishOldArticles(cms, PAGE_SIZE + 1);
    try {
      await page.goto('/insights?page=1');
      const pager = page.getByRole('navigation', { name: 'Article pages' });
      await expect(cardsOf(page)).toHaveCount(PAGE_SIZE);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/insights$/);
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/insights\?page=2$/);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/insights\?page=2$/);
    } finally {
      await deleteArticles(cms, created);
    }

    const response = await page.goto('/insights?page=999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page has no articles.')).toBeVisible();
    await page.getByRole('link', { name: 'See the newest articles' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(cardsOf(page).first()).toBeVisible();
  });
});
