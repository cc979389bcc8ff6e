import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { conflictingUtilities } from './fixtures/style';
import { signInThroughForm } from './fixtures/staff';

/**
 * No element carries two Tailwind utilities setting the same property (`conflictingUtilities`), in the states a
 * visitor or staff member brings about (errors, menus, dialogs). Every public page as it loads, in both languages, is
 * checked by public-quality.spec.ts.
 */

/** Every button of `within` that only opens something (a menu, a dialog, a details panel), clicked and closed. */
async function openEach(page: Page, within: string, found: Set<string>) {
  const buttons = page.locator(`${within} button:visible`);
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    const label = (await button.textContent()) ?? '';
    // Nothing that deletes, erases, sends or signs out.
    if (/delete|erase|remove|send|sign out|log out|submit|save|apply|retry/i.test(label)) continue;
    if (!(await button.isEnabled())) continue;
    await button.click({ timeout: 2_000 }).catch(() => {});
    for (const conflict of await conflictingUtilities(page)) found.add(conflict);
    await page.keyboard.press('Escape');
  }
}

test('no element of the public pages carries two conflicting Tailwind utilities in their states', async ({ page }) => {
  const found = new Set<string>();
  await page.goto('/blog?q=no-such-job-anywhere');
  for (const conflict of await conflictingUtilities(page)) found.add(`/blog (no match): ${conflict}`);
  // The forms' error states, the phone menu and the testimonials' dialog.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  for (const conflict of await conflictingUtilities(page)) found.add(`/contact (errors): ${conflict}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await openEach(page, 'header', found);
  await page.goto('/testimonials');
  await openEach(page, 'main', found);
  expect([...found]).toEqual([]);
});

test('no element of the staff pages carries two conflicting Tailwind utilities', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const found = new Set<string>();
  // What the personal-data page shows about an address (found with a POST: no URL carries it). First: the header's
  // buttons below may sign the staff member out.
  await page.goto('/admin/personal-data');
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: 'Stored about someone@example.com' })).toBeVisible();
  for (const conflict of await conflictingUtilities(page)) found.add(`/admin/personal-data (found): ${conflict}`);
  for (const path of [
    '/admin/dashboard',
    '/blog/admin/applications',
    '/admin/jobs',
    '/admin/jobs?new=1',
    '/admin/blogs',
    '/admin/blogs/new',
    '/admin/contactList',
    '/admin/emails',
    '/admin/personal-data',
    '/admin/team',
  ]) {
    await page.goto(path);
    for (const conflict of await conflictingUtilities(page)) found.add(`${path}: ${conflict}`);
    await openEach(page, 'main', found);
    await page.goto(path);
    await openEach(page, 'header', found);
  }
  expect([...found]).toEqual([]);
});
