import type { Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { expect, readSitemap, test } from './fixtures';
import { signInThroughForm } from './fixtures/staff';

/**
 * The site joins class names without merging them (apps/web/app/lib/cn.ts): an element that carried two Tailwind
 * utilities setting the same property (`py-2` and `py-2.5`, `justify-center` and `justify-start`) would get whichever
 * the stylesheet lists last. tailwind-merge, which the site no longer ships, is the judge here: on every element of
 * the pages below, in the states a visitor or staff member brings about (errors, menus, dialogs), it must find
 * nothing to drop.
 */
async function conflicts(page: Page): Promise<string[]> {
  const classLists = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
  );
  const words = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort().join(' ');
  return [...new Set(classLists)]
    .filter((classes) => words(twMerge(classes)) !== words(classes))
    .map((classes) => `${classes}  →  ${twMerge(classes)}`);
}

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
    for (const conflict of await conflicts(page)) found.add(conflict);
    await page.keyboard.press('Escape');
  }
}

test('no element of the public pages carries two conflicting Tailwind utilities', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { locs } = await readSitemap(request);
  // Every page of the sitemap but those of one template beyond its first six (job postings, articles): they carry
  // the same classes, and the other tests' jobs make the sitemap grow to hundreds while this one runs.
  const perTemplate = new Map<string, number>();
  const sampled = locs
    .map((url) => new URL(url).pathname)
    .filter((pathname) => {
      const template = pathname.replace(/^(\/[^/]+)\/[^/]+$/, '$1/:slug');
      perTemplate.set(template, (perTemplate.get(template) ?? 0) + 1);
      return perTemplate.get(template)! <= 6;
    });
  const paths = [...new Set([...sampled, '/blog?q=no-such-job-anywhere', '/no-such-page'])];
  const found = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    for (const conflict of await conflicts(page)) found.add(`${path}: ${conflict}`);
  }
  // The forms' error states, the phone menu and the testimonials' dialog.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  for (const conflict of await conflicts(page)) found.add(`/contact (errors): ${conflict}`);
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
  for (const conflict of await conflicts(page)) found.add(`/admin/personal-data (found): ${conflict}`);
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
    for (const conflict of await conflicts(page)) found.add(`${path}: ${conflict}`);
    await openEach(page, 'main', found);
    await page.goto(path);
    await openEach(page, 'header', found);
  }
  expect([...found]).toEqual([]);
});
