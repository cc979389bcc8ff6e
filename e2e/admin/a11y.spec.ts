import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/admin';

/**
 * axe-core finds no serious or critical violation on any admin page (docs/018-forms-and-focus.md), dialogs included,
 * and no admin page scrolls sideways on a phone (375 px): wide tables scroll inside their own box.
 */
const PAGES = [
  '/admin/dashboard',
  '/blog/admin/applications',
  '/admin/jobs',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/contactList',
  '/admin/clients',
  '/admin/hiring-requests',
  '/admin/emails',
  '/admin/personal-data',
  '/admin/team',
  '/admin/account/two-factor',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of PAGES) {
  test(`axe and phone width: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    // The chart resizes itself when it is told the width changed, a frame or two later.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: 'horizontal scroll at 375 px',
      })
      .toBeLessThanOrEqual(0);
  });
}

test('axe: the login page, and dialogs of the lists', async ({ browser, page }) => {
  // Three axe runs, the last over the job editor with its structured fields: more than 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto('/admin/login');
  expect(await seriousViolations(visitor)).toEqual([]);
  await context.close();

  await page.goto('/blog/admin/applications');
  await page
    .getByRole('button', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
