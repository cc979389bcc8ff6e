import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every public page built from the static site copy: accessibility (axe-core: no serious or critical violation;
 * one h1; headings without skipped levels), no horizontal scrolling at 375, 768, 1280 and 1440 px, and the page's
 * own title, description and canonical URL.
 */
const PAGES = [
  { path: '/', h1: 'Hire within 48 Hours', title: /Hire within 48 Hours/ },
  { path: '/about', h1: 'About Northstar Talent', title: /^About Us \|/ },
  { path: '/services', h1: 'Recruitment and staffing services', title: /^Recruitment & Staffing Services \|/ },
  { path: '/testimonials', h1: 'What our clients say', title: /^Client Testimonials \|/ },
  { path: '/contact', h1: "Let's talk about your hiring", title: /^Contact Us \|/ },
  { path: '/privacy', h1: 'Privacy Policy', title: /^Privacy Policy \|/ },
  { path: '/terms', h1: 'Terms of Service', title: /^Terms of Service \|/ },
  { path: '/cookies', h1: 'Cookie Policy', title: /^Cookie Policy \|/ },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const { path, h1, title } of PAGES) {
  test.describe(`page ${path}`, () => {
    test('has no serious accessibility violations and well-ordered headings', async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const levels = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => heading.getClientRects().length > 0)
          .map((heading) => Number(heading.tagName[1])),
      );
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1] + 1);
      });
    });

    test('has its own title, description and canonical URL', async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`));
    });

    test('never scrolls sideways at 375, 768, 1280 and 1440 px', async ({ page }) => {
      for (const width of [375, 768, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('the open testimonial modal has no serious accessibility violations', async ({ page }) => {
  await page.goto('/testimonials');
  await page.getByRole('button', { name: /Read full review by Michael Chen/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contact form with errors has no serious accessibility violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page describes the agency as an Organization for search engines', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Northstar Talent',
    url: expect.stringMatching(/^https?:\/\/[^/]+\/$/),
    logo: expect.stringMatching(/\/images\/logo\.svg$/),
    areaServed: expect.arrayContaining(['Europe', 'United Arab Emirates', 'United States', 'United Kingdom', 'Middle East']),
  });
  expect(organization.contactPoint).toHaveLength(3);
  const logo = await page.request.get(organization.logo.replace(/^https?:\/\/[^/]+/, ''));
  expect(logo.ok()).toBe(true);
});
