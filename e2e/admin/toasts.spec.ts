import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/admin';

/**
 * The back-office's toasts (sonner) leave the header's controls usable (WCAG 2.4.11 Focus Not Obscured, 2.5.8) and
 * their close button is a target of at least 24×24 CSS px (docs/018-forms-and-focus.md).
 */

type Box = { x: number; y: number; width: number; height: number };

/** A length in CSS px to a hundredth (a toast's transform leaves 23.999998 for 24). */
const px = (length: number) => Math.round(length * 100) / 100;

/** Whether two boxes share any area. */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Shows an error toast without changing anything: a new job set to Open and saved empty is refused by the editor. */
async function showToast(page: Page): Promise<Locator> {
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const editor = page.getByRole('dialog', { name: 'Add New Job' });
  await editor.getByLabel('Status').selectOption('open');
  await editor.getByRole('button', { name: 'Create Job' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Sonner slides a toast in: measure it where it stays.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForTimeout(500);
  return toast;
}

test('on a desktop a toast covers neither the User menu nor any other header control; its close button is 24×24', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const toast = await showToast(page);
  const toastBox = (await toast.boundingBox())!;
  // The open dialog hides the page from the accessibility tree: the header's controls are found by their attributes.
  const userMenu = page.locator('header [aria-label^="User menu for"]');
  const menuBox = (await userMenu.boundingBox())!;
  expect(intersects(toastBox, menuBox), `toast ${JSON.stringify(toastBox)}, User menu ${JSON.stringify(menuBox)}`).toBe(
    false,
  );
  const headerBox = (await page.locator('body header').first().boundingBox())!;
  expect(
    intersects(toastBox, headerBox),
    `toast ${JSON.stringify(toastBox)}, header ${JSON.stringify(headerBox)}`,
  ).toBe(false);

  const close = toast.getByRole('button', { name: /close/i });
  await expect(close).toBeVisible();
  const closeBox = (await close.boundingBox())!;
  expect(px(closeBox.width)).toBeGreaterThanOrEqual(24);
  expect(px(closeBox.height)).toBeGreaterThanOrEqual(24);
});

test('on a phone a toast leaves the header (and its menu button) uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const toast = await showToast(page);
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.locator('body header').first().boundingBox())!;
  expect(
    intersects(toastBox, headerBox),
    `toast ${JSON.stringify(toastBox)}, header ${JSON.stringify(headerBox)}`,
  ).toBe(false);
  const closeBox = (await toast.getByRole('button', { name: /close/i }).boundingBox())!;
  expect(px(Math.min(closeBox.width, closeBox.height))).toBeGreaterThanOrEqual(24);
});
