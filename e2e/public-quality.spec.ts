import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, jobCards } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Every public page, at the widths of issue 3: no horizontal scroll, landmarks and headings in order, no serious or
 * critical axe-core violation, and full-page screenshots at 375 and 1280 px in e2e/.artifacts/screenshots
 * (git-ignored) for people to look at.
 */
const PUBLIC_PAGES: Array<{ name: string; path: string | ((page: Page) => Promise<string>) }> = [
  { name: 'home', path: '/' },
  { name: 'blog', path: '/blog' },
  {
    name: 'job',
    path: async (page) => {
      await page.goto('/blog');
      return (await jobCards(page).first().getByRole('link', { name: /More Details/ }).getAttribute('href'))!;
    },
  },
  { name: 'article', path: '/blog/how-to-hire-a-senior-developer-in-48-hours' },
  { name: 'not-found', path: '/this-page-does-not-exist' },
];

const WIDTHS = [375, 768, 1280, 1440];
const SCREENSHOTS = path.join(process.cwd(), 'e2e', '.artifacts', 'screenshots');

for (const entry of PUBLIC_PAGES) {
  test(`${entry.name}: accessible, responsive, screenshots`, async ({ page }) => {
    const target = typeof entry.path === 'string' ? entry.path : await entry.path(page);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(target);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
      if (width === 375 || width === 1280) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SCREENSHOTS, `${entry.name}-${width}.png`), fullPage: true });
      }
    }

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((headings) =>
      headings.map((heading) => Number(heading.tagName.slice(1))),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1], `heading order ${levels.join(',')}`).toBeLessThanOrEqual(1);
    });

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    }
  });
}
