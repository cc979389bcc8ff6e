import { expect, test, hydrated } from './fixtures';

/** /testimonials (docs/000-product.md §2, §4, §8, §9): 6 of 18 shown, Show More / Show Less, the detail modal, avatars. */

test.describe('testimonials', () => {
  test('shows 6, all 18 after Show More Reviews, and 6 again after Show Less Reviews', async ({ page }) => {
    await page.goto('/testimonials');
    const cards = page.locator('[data-testimonial]');
    await expect(cards).toHaveCount(6);
    const toggle = page.getByRole('button', { name: 'Show More Reviews' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(cards).toHaveCount(18);
    const less = page.getByRole('button', { name: 'Show Less Reviews' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Show More Reviews' })).toBeFocused();
  });

  test('long reviews are cut at 100 characters with an ellipsis; short ones are whole and open nothing', async ({
    page,
  }) => {
    await page.goto('/testimonials');
    const first = page.locator('[data-testimonial]').first();
    const text = (await first.locator('blockquote').textContent())!;
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(101);
    const short = page.locator('[data-testimonial]').filter({ hasText: 'Laura Bennett' });
    await expect(short.locator('blockquote')).toHaveText(
      'Fast, honest and thorough. The best recruitment partner we have worked with.',
    );
    await expect(short.getByRole('button')).toHaveCount(0);
  });

  test('a click on a truncated card opens the whole review; Close returns focus to the card', async ({ page }) => {
    await page.goto('/testimonials');
    const card = page.locator('[data-testimonial]').filter({ hasText: 'Michael Chen' });
    // Anywhere on the card: the button's overlay covers it.
    await card.click({ position: { x: 40, y: 120 } });
    const dialog = page.getByRole('dialog', { name: 'Michael Chen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('CTO, Brightpath Health');
    await expect(dialog).toContainText('two of those engineers are now leading our front-end team.');
    await expect(dialog.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

    // Focus stays inside while the dialog is open.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: /Read full review/ })).toBeFocused();
  });

  test('the modal closes with Escape and with a click on the backdrop', async ({ page }) => {
    await page.goto('/testimonials');
    const readMore = page
      .locator('[data-testimonial]')
      .filter({ hasText: 'Sophie Turner' })
      .getByRole('button', { name: /Read full review/ });
    // Before React takes the button over, Enter does nothing (the dialog opens by script).
    await hydrated(readMore);
    await readMore.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sophie Turner' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();

    await readMore.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
  });

  test('a missing or broken portrait becomes a circle with the initial', async ({ page }) => {
    await page.route('**/images/testimonials/michael-chen.svg', (route) => route.abort());
    await page.goto('/testimonials');
    const broken = page.locator('[data-testimonial]').filter({ hasText: 'Michael Chen' });
    await expect(broken.locator('[data-avatar-initial]')).toHaveText('M');
    await expect(broken.locator('img')).toHaveCount(0);
    const missing = page.locator('[data-testimonial]').filter({ hasText: 'Laura Bennett' });
    await expect(missing.locator('[data-avatar-initial]')).toHaveText('L');
    const withPortrait = page.locator('[data-testimonial]').filter({ hasText: 'Sophie Turner' });
    await expect(withPortrait.locator('img')).toHaveJSProperty('naturalWidth', 128);
  });

  test('the closing call to action leads to the job board', async ({ page }) => {
    await page.goto('/testimonials');
    await page.getByRole('main').getByRole('link', { name: 'Browse Jobs' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
