import type { Locator, Page } from '@playwright/test';
import { contrastRatio, installColorProbe } from '../fixtures/style';
import { expect, test } from '../fixtures/admin';
import { expectFocus } from '../fixtures/focus';

/**
 * The article editor with the keyboard alone (WCAG 2.2 2.4.3, 2.4.7, 3.2.2, 4.1.3): choosing a cover keeps the focus
 * on the cover control, names the chosen file and checks nothing else; the content area shows the same focus ring as
 * the other fields; saving says so.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Presses Tab until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Opens the new-article editor once its scripts run (the content editor is there). */
async function openEditor(page: Page) {
  await page.goto('/admin/blogs/new');
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
}

/**
 * The focus ring of the focused element: the outline of the element or of the nearest box around it that draws
 * one (up to `levels` ancestors), as width, colour and the colour behind it; null when none draws one.
 */
function focusRing(page: Page, levels = 0) {
  return page.evaluate(async (up) => {
    // A ring may fade in (a transition of outline-color): read it once it is there.
    const ringed: Element[] = [];
    for (let level = 0, at = document.activeElement; at && level <= up; level += 1, at = at.parentElement)
      ringed.push(at);
    await Promise.all(ringed.flatMap((element) => element.getAnimations()).map((animation) => animation.finished));
    let element: Element | null = document.activeElement;
    for (let level = 0; element && level <= up; level += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        return {
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
          color: window.colorProbe.over(style.outlineColor, element.parentElement!),
          behind: window.colorProbe.background(element.parentElement!),
        };
      }
    }
    return null;
  }, levels);
}

test('choosing a cover with the keyboard keeps the focus on it, names the file and checks no other field', async ({
  page,
}) => {
  await openEditor(page);
  const cover = page.getByLabel('Cover image');
  // From the top of the form to the cover, through every field, typing nothing.
  await tabTo(page, page.getByLabel('Title'));
  // The chooser's wait begins before the last steps: Playwright starts intercepting choosers without waiting for the
  // browser to confirm (e2e/keyboard.spec.ts).
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, cover);
  await expect(page.getByText('Title is required')).toHaveCount(0);

  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'harbour-at-dawn.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^\/uploads\//);
  await expect(cover).toBeFocused();
  await expect(page.getByText('harbour-at-dawn.png')).toBeVisible();
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await expect(page.getByText('Content is required')).toHaveCount(0);
  await expect(page.getByText('Please fix the errors above.')).toHaveCount(0);

  // Removing it gives the focus back to the cover control, not to the page.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Remove cover' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveCount(0);
  await expect(cover).toBeFocused();
  await expect(page.getByText('harbour-at-dawn.png')).toHaveCount(0);
});

test('the content area shows the same focus ring as the other fields', async ({ page }) => {
  await installColorProbe(page);
  await openEditor(page);
  await tabTo(page, page.getByLabel('Title'));
  const titleRing = await focusRing(page);
  expect(titleRing, 'the title field draws a ring').not.toBeNull();

  const content = page.getByRole('textbox', { name: 'Content' });
  await tabTo(page, content);
  // The editing area or the box around it (toolbar and area) draws the ring.
  const contentRing = await focusRing(page, 2);
  expect(contentRing, 'the content area draws a ring').not.toBeNull();
  expect(contentRing!.style).toBe(titleRing!.style);
  expect(contentRing!.width).toBe(titleRing!.width);
  expect(contentRing!.color).toEqual(titleRing!.color);
  expect(contrastRatio(contentRing!.color, contentRing!.behind)).toBeGreaterThanOrEqual(3);
});

test('saving says so, in a status message read out by screen readers', async ({ page, cms }) => {
  const title = `Saved with the keyboard ${Date.now()}`;
  await openEditor(page);
  const titleField = page.getByLabel('Title');
  await tabTo(page, titleField);
  await page.keyboard.type(title, { delay: 2 });
  await expect(titleField).toHaveValue(title);
  const content = page.getByRole('textbox', { name: 'Content' });
  await tabTo(page, content);
  await page.keyboard.type('Written one key at a time.', { delay: 2 });
  await expect(content).toHaveText('Written one key at a time.');
  const save = page.getByRole('button', { name: 'Save Article' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  try {
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    const toast = page.locator('[aria-live="polite"] [data-sonner-toast]').filter({ hasText: 'Article saved' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(title);
    // The list's heading has the focus, not the page.
    await expectFocus(page, page.getByRole('heading', { level: 1 }), 'the list after the save');
  } finally {
    const stored = await cms.adminGet<{ data: Array<{ documentId: string }> }>(
      `/articles?status=draft&filters[title][$eq]=${encodeURIComponent(title)}`,
    );
    for (const { documentId } of stored.data) await cms.adminSend('DELETE', `/articles/${documentId}`);
  }
});
