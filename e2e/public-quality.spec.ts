import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, jobCards, test } from './fixtures';
import { conflictingUtilities } from './fixtures/style';
import { smallTargets } from './fixtures/target-size';

/**
 * Every public page, in English and in Arabic: no horizontal scroll at 320, 375, 768, 1280 and 1440 px; no breach of the
 * Content-Security-Policy (docs/000-product.md §15); landmarks;
 * one h1 and visible headings without skipped levels; no serious or critical axe-core violation at 375 and 1280 px;
 * every link, button and control at least 24 × 24 px at 375 px (WCAG 2.2 2.5.8, e2e/fixtures/target-size.ts); no
 * element with two conflicting Tailwind utilities (e2e/fixtures/style.ts; their states: tailwind-classes.spec.ts);
 * and, with `E2E_SCREENSHOTS=1`, full-page screenshots at 375 and 1280 px in e2e/.artifacts/screenshots (git-ignored)
 * for people to look at. Each page is loaded once and resized: the server's HTML does not depend on the width, and the
 * layout follows a resize as it follows a first paint (CSS media queries, and the carousel's own resize handling). The
 * screenshots, a reload per width and waiting for the network to be idle once took half of this file's time, which
 * was a tenth of the browser suite's.
 */
const PUBLIC_PAGES: Array<{ name: string; h1?: string; path: string | ((page: Page) => Promise<string>) }> = [
  { name: 'home', path: '/', h1: 'Hire within 48 Hours' },
  { name: 'about', path: '/about', h1: 'About Northstar Talent' },
  { name: 'services', path: '/services', h1: 'Recruitment and staffing services' },
  { name: 'testimonials', path: '/testimonials', h1: 'What our clients say' },
  { name: 'contact', path: '/contact', h1: "Let's talk about your hiring" },
  { name: 'hire', path: '/hire', h1: 'Tell us who you need to hire' },
  { name: 'client portal', path: '/client', h1: 'Client portal' },
  { name: 'privacy', path: '/privacy', h1: 'Privacy Policy' },
  { name: 'terms', path: '/terms', h1: 'Terms of Service' },
  { name: 'cookies', path: '/cookies', h1: 'Cookie Policy' },
  { name: 'accessibility', path: '/accessibility', h1: 'Accessibility statement' },
  { name: 'blog', path: '/blog', h1: 'Find your next role' },
  { name: 'insights', path: '/insights', h1: 'Insights & Articles' },
  {
    name: 'job',
    path: async (page) => {
      await page.goto('/blog');
      return (await jobCards(page).first().getByRole('link').getAttribute('href'))!;
    },
  },
  {
    name: 'article',
    path: '/blog/how-to-hire-a-senior-developer-in-48-hours',
    h1: 'How to Hire a Senior Developer in 48 Hours',
  },
  { name: 'not-found', path: '/this-page-does-not-exist', h1: 'Oops! Page not found' },
];

/**
 * The same pages in Arabic, right to left (issue 23, docs/026-languages.md): every one but the client portal, which is
 * in English only. Their words are checked by the languages specs; here their layout and accessibility.
 */
const ARABIC_PAGES: typeof PUBLIC_PAGES = PUBLIC_PAGES.filter((entry) => entry.name !== 'client portal').map(
  (entry) => ({
    name: `arabic ${entry.name}`,
    h1: entry.name === 'not-found' ? 'عذرًا! الصفحة غير موجودة' : undefined,
    path:
      typeof entry.path === 'string'
        ? entry.path === '/'
          ? '/ar'
          : `/ar${entry.path}`
        : async (page) => `/ar${await (entry.path as (page: Page) => Promise<string>)(page)}`,
  }),
);

const WIDTHS = [320, 375, 768, 1280, 1440];
const SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === '1' ? path.join(process.cwd(), 'e2e', '.artifacts', 'screenshots') : null;

/** The serious and critical axe-core violations of the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const entry of [...PUBLIC_PAGES, ...ARABIC_PAGES]) {
  test(`${entry.name}: accessible, responsive, screenshots`, async ({ page }) => {
    test.setTimeout(60_000);
    const target = typeof entry.path === 'string' ? entry.path : await entry.path(page);
    const cspViolations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });

    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(target);
    // What scripts add (the home page's carousel, a job page's related jobs) is measured too.
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the layout of the new width, and what scripts change on `resize`.
      const overflow = await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        return document.documentElement.scrollWidth - window.innerWidth;
      });
      expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
      // A figure of a stats card ("100,000+") stays inside its card.
      const outside = await page.locator('dl > div > dd').evaluateAll((figures) =>
        figures
          .filter((figure) => {
            const card = figure.parentElement!.getBoundingClientRect();
            const text = figure.firstElementChild?.getBoundingClientRect() ?? figure.getBoundingClientRect();
            return text.left < card.left || text.right > card.right;
          })
          .map((figure) => figure.textContent),
      );
      expect(outside, `figures wider than their card at ${width}px`).toEqual([]);
      if (SCREENSHOTS && (width === 375 || width === 1280)) {
        // Scroll through once so that lazily loaded pictures are in the full-page screenshot.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SCREENSHOTS, `${entry.name}-${width}.png`), fullPage: true });
      }
    }

    expect(cspViolations).toEqual([]);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (entry.h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
    const levels = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => heading.getClientRects().length > 0)
          .map((heading) => Number(heading.tagName[1])),
      );
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading order ${levels.join(',')}`).toBeLessThanOrEqual(levels[index - 1] + 1);
    });

    expect(await conflictingUtilities(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 375) expect(await smallTargets(page), 'targets under 24 × 24 px').toEqual([]);
    }
  });
}

test('the open testimonial modal and the contact form with errors have no serious violations', async ({ page }) => {
  await page.goto('/testimonials');
  await page.getByRole('button', { name: /Read full review by Michael Chen/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
