import type { Page } from '@playwright/test';
import { expect, jobCards, test } from './fixtures';

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
  '/blog',
  async (page) => {
    await page.goto('/blog');
    return (await jobCards(page)
      .first()
      .getByRole('link', { name: /More Details/ })
      .getAttribute('href'))!;
  },
  '/insights',
  '/blog/how-to-hire-a-senior-developer-in-48-hours',
  '/privacy',
  '/accessibility',
];

/** The interactive elements of the page smaller than 24 × 24 px, but for inline links in sentences. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])';
    /** 2.5.8 "Inline": a plain inline link whose block has words of its own, outside any link or button. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && !node.parentElement?.closest('a, button')) return true;
      }
      return false;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width <= 1 && box.height <= 1) {
        // Visually hidden until focused (the skip link): measure it as a keyboard user sees it.
        element.focus();
        box = element.getBoundingClientRect();
        element.blur();
        if (box.width <= 1 && box.height <= 1) continue;
      }
      if (box.width >= 24 && box.height >= 24) continue;
      if (inSentence(element)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50);
      small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

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
