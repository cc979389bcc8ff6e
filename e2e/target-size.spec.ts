import { expect, test } from './fixtures';

/**
 * Target size on a phone (WCAG 2.2 2.5.8, held to its plain rule): the open phone menu's links at 390 × 844 CSS px.
 * Every public page's links, buttons and controls, in both languages, are measured by public-quality.spec.ts.
 */
test.describe('targets of at least 24 × 24 px on a phone (WCAG 2.5.8)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

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
