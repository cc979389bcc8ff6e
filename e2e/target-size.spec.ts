import type { Page } from '@playwright/test';
import { expect, jobCards, test } from './fixtures';
import { smallTargets } from './fixtures/target-size';

/**
 * Target size on a phone (WCAG 2.2 2.5.8, held to its plain rule): at 390 × 844 CSS px every link, button, form
 * control and disclosure of the public pages is at least 24 × 24 px itself, not only through 2.5.8's spacing
 * exception. The one exception used is 2.5.8's "Inline": a link inside a sentence of body text, whose height is the
 * line's (a plain inline link in a block that has text of its own outside any link or button). Elements hidden until
 * focused (the skip link) are measured focused.
 */
const PAGES: Array<string | ((page: Page) => Promise<string>)> = [
  '/',
  '/about',
  '/services',
  '/testimonials',
  '/contact',
  '/hire',
  '/client',
  '/blog',
  async (page) => {
    await page.goto('/blog');
    return (await jobCards(page).first().getByRole('link').getAttribute('href'))!;
  },
  '/insights',
  '/blog/how-to-hire-a-senior-developer-in-48-hours',
  '/privacy',
  '/accessibility',
];

test.describe('targets of at least 24 × 24 px on a phone (WCAG 2.5.8)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every link, button and control of the public pages', async ({ page }) => {
    test.setTimeout(90_000);
    const failures: string[] = [];
    for (const entry of PAGES) {
      const path = typeof entry === 'string' ? entry : await entry(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      failures.push(...(await smallTargets(page)).map((line) => `${path}: ${line}`));
    }
    expect(failures).toEqual([]);
  });

  test('the links of the open phone menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const links = await menu.getByRole('link').evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const box = anchor.getBoundingClientRect();
        return { name: anchor.textContent?.trim(), width: box.width, height: box.height };
      }),
    );
    expect(links.length).toBeGreaterThan(6);
    expect(links.filter((link) => link.width < 24 || link.height < 24)).toEqual([]);
  });
});
