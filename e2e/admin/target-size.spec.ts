import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/admin';

/**
 * WCAG 2.2 success criterion 2.5.8 "Target Size (Minimum)" in the back-office, without its spacing exception: every
 * link, button and form control a pointer can hit on a staff page (and in the dialogs of the lists) is at least
 * 24×24 CSS px (docs/014-forms-and-focus.md). Visually hidden controls (1 px boxes such as "Skip to content" until
 * it has the focus) are not pointer targets and are left out.
 */

/** The smallest width and height, in CSS px, of a pointer target (2.5.8). */
const MIN_TARGET = 24;

const PAGES = [
  '/admin/dashboard',
  '/admin/applications',
  '/admin/jobs',
  '/admin/blogs',
  '/admin/contactList',
  '/admin/emails',
  '/admin/personal-data',
];

/**
 * The targets under `scope` (a CSS selector; the whole page by default) smaller than MIN_TARGET in either dimension,
 * each as "name (width×height)".
 */
async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ min, scope }) => {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="tab"], [tabindex]:not([tabindex="-1"])';
      const root = document.querySelector(scope);
      if (!root) throw new Error(`nothing matches ${scope}`);
      const describe = (element: Element) => {
        const label =
          element.getAttribute('aria-label') ||
          (element as HTMLElement).innerText?.trim() ||
          element.getAttribute('name') ||
          element.id ||
          element.getAttribute('href') ||
          '';
        return `${element.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').slice(0, 60)}"`;
      };
      return Array.from(root.querySelectorAll(selector))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[hidden], [inert]')) {
            return false;
          }
          // The site footer is the public site's (the same on every page), measured with the public pages.
          const footer = element.closest('footer');
          if (footer && !footer.closest('main, [role="dialog"], [role="alertdialog"]')) return false;
          // Visually hidden (sr-only): not something a pointer can hit.
          if (box.width <= 1 || box.height <= 1) return false;
          return box.width < min || box.height < min;
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${describe(element)} (${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10})`;
        });
    },
    { min: MIN_TARGET, scope },
  );
}

test.describe('every target of the back-office is at least 24×24 CSS px', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const small = await smallTargets(page);
      expect(small, `targets under ${MIN_TARGET}×${MIN_TARGET} px on ${path}:\n${small.join('\n')}`).toEqual([]);
    });
  }

  test('the article editor and the dialogs of the lists', async ({ page }) => {
    test.setTimeout(120_000);
    const small: string[] = [];
    await page.goto('/admin/blogs/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    small.push(...(await smallTargets(page)).map((target) => `article editor: ${target}`));

    const dialogs: Array<[string, RegExp]> = [
      ['/admin/applications', /^View details/],
      ['/admin/applications', /^Delete application/],
      ['/admin/jobs', /^View /],
      ['/admin/jobs', /^Add Job$/],
      ['/admin/jobs', /^Delete /],
      ['/admin/blogs', /^View /],
      ['/admin/contactList', /^Read/],
    ];
    for (const [path, opener] of dialogs) {
      await page.goto(path);
      await page.getByRole('button', { name: opener }).first().click();
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
      const inDialog = await smallTargets(page, '[role="dialog"], [role="alertdialog"]');
      small.push(...inDialog.map((target) => `dialog of ${path} (${opener.source}): ${target}`));
    }
    expect(small, `targets under ${MIN_TARGET}×${MIN_TARGET} px:\n${small.join('\n')}`).toEqual([]);
  });
});
