import { expect, test } from '../fixtures/admin';
import { MIN_TARGET, smallTargets } from '../fixtures/target-size';

/**
 * WCAG 2.2 success criterion 2.5.8 "Target Size (Minimum)" in the back-office, without its spacing exception: every
 * link, button and form control a pointer can hit on a staff page (and in the dialogs of the lists) is at least
 * 24×24 CSS px (docs/018-forms-and-focus.md), measured as the public pages' are (fixtures/target-size.ts): only a
 * link inside a sentence (an article's text in its view dialog) is exempt.
 */

const PAGES = [
  '/admin/dashboard',
  '/admin/applications',
  '/admin/jobs',
  '/admin/blogs',
  '/admin/contactList',
  '/admin/emails',
  '/admin/personal-data',
  '/admin/team',
];

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
