import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import {
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from '@agency/contract';
import { expect, test, uniqueEmail } from '../fixtures';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';
import { linkIn, waitForEmail } from '../fixtures/mail';
import { createCmsUser } from '../fixtures/staff';

/**
 * Password reset and change in the browser (docs/022-the-team.md "Password reset and change"), typed key by key with
 * the focus checked after each answer (docs/018-forms-and-focus.md), reading the real e-mail from the local catcher:
 * "Forgot password?" from the sign-in page, the same answer for an unknown address, the link (on `PUBLIC_URL`, its
 * page sending no `Referer` to other sites), the CMS's reason for a weak password next to the field, the success and
 * the sign-in with the new password, the link refused a second time, and the session of another browser ended; then
 * "Change password" from the user menu. Each test has a staff member of its own (role Admin: the one role the sign-in
 * admits today).
 */

const WEAK_REASON = /^This password is too easy to guess\./;
const newPassword = () => `Velvet-otter-${Math.random().toString(36).slice(2, 8)}-canyon`;

/** Types `text` key by key into the focused `field` in place of whatever it holds. */
async function retype(page: Page, field: Parameters<typeof typeInto>[1], text: string) {
  await page.keyboard.press('Control+a');
  await typeInto(page, field, text);
}

/** Signs `user` in through the login form (by e-mail) in `page` and waits for the dashboard. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** A second browser of the same person, signed in (a session the reset or the change must end). */
async function otherBrowser(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

test('forgot password by e-mail: the link sets a new password once and signs out every browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole journey typed key by key, in two browsers: longer than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const staff = await createCmsUser(process.env.E2E_CMS_URL!, 'admin');
  const elsewhere = await otherBrowser(browser, staff.email, staff.password);

  // From the sign-in page, with the keyboard.
  await page.goto('/admin/login');
  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await tabTo(page, forgot);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');

  // An address nobody has gets the same answer as a staff member's.
  const email = page.getByLabel('Email', { exact: true });
  await tabTo(page, email);
  await typeInto(page, email, uniqueEmail('nobody'));
  await page.keyboard.press('Enter');
  const answer = page.getByRole('status');
  await expect(answer).toHaveText(FORGOT_PASSWORD_ANSWER);
  await expectFocus(page, answer, 'after an unknown address');

  await tabTo(page, email);
  await retype(page, email, staff.email);
  await tabTo(page, page.getByRole('button', { name: 'Email me a link' }));
  await page.keyboard.press('Enter');
  await expect(answer).toHaveText(FORGOT_PASSWORD_ANSWER);
  await expectFocus(page, answer, 'after a staff address');

  const message = await waitForEmail(staff.email, (mail) => mail.subject === 'Set a new password — Northstar Talent');
  const link = linkIn(message, `${baseURL}/admin/reset-password?token=`);
  const token = new URL(link).searchParams.get('token')!;

  // The link's page: never cached, no Referer with the token to another site.
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['referrer-policy']).toBe('same-origin');
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('New password again', { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await expect(confirm).toHaveAttribute('autocomplete', 'new-password');

  // Two different passwords: the browser says so under the second, which takes the focus.
  await tabTo(page, password);
  await typeInto(page, password, 'Granite-meadow-1984');
  await page.keyboard.press('Tab');
  await typeInto(page, confirm, 'Granite-meadow-1985');
  await page.keyboard.press('Enter');
  await expect(page.getByText(PASSWORDS_DIFFER_MESSAGE)).toBeVisible();
  await expectFocus(page, confirm, 'after two different passwords');

  // A weak one: the CMS's reason under the new password, which takes the focus.
  await tabTo(page, password, { back: true });
  await retype(page, password, 'password1234');
  await page.keyboard.press('Tab');
  await retype(page, confirm, 'password1234');
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${await password.getAttribute('id')}-error`)).toHaveText(WEAK_REASON);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectFocus(page, password, 'after a weak password');

  // A strong one: the message takes the focus, and the sign-in page is one link away.
  const chosen = newPassword();
  await retype(page, password, chosen);
  await page.keyboard.press('Tab');
  await retype(page, confirm, chosen);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status');
  await expect(done).toHaveText(PASSWORD_RESET_DONE_MESSAGE);
  await expectFocus(page, done, 'after the new password');

  // The same link again: one clear message, focused; nothing changes.
  await page.goto(link);
  await tabTo(page, password);
  await typeInto(page, password, `${chosen}-again`);
  await page.keyboard.press('Tab');
  await typeInto(page, confirm, `${chosen}-again`);
  await page.keyboard.press('Enter');
  const refused = page.getByRole('alert');
  await expect(refused).toContainText(PASSWORD_RESET_LINK_INVALID_MESSAGE);
  await expectFocus(page, refused, 'after a used link');

  // The other browser's session ended at its next request; the new password signs in.
  await elsewhere.page.goto('/admin/dashboard');
  await expect(elsewhere.page).toHaveURL(/\/admin\/login/);
  await elsewhere.context.close();
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, staff.email, chosen);

  // The token is in no log line of either app.
  for (const file of ['web.log', 'cms.log']) {
    expect(readFileSync(path.join(process.env.E2E_DATA_DIR!, file), 'utf8')).not.toContain(token);
  }
});

test('without JavaScript: the same answer, a link of no token shape, the reason next to the field', async ({
  browser,
  baseURL,
}) => {
  const staff = await createCmsUser(process.env.E2E_CMS_URL!, 'admin');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/admin/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
  await expect(page.getByRole('status')).toBeFocused();

  const broken = await page.goto('/admin/reset-password?token=not-a-token');
  expect(broken?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_LINK_INVALID_MESSAGE);

  const message = await waitForEmail(staff.email);
  await page.goto(linkIn(message, `${baseURL}/admin/reset-password?token=`));
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('qwertyuiopasdf');
  await page.getByLabel('New password again', { exact: true }).fill('qwertyuiopasdf');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.locator(`#${await password.getAttribute('id')}-error`)).toHaveText(WEAK_REASON);
  await expect(password).toBeFocused();

  const chosen = newPassword();
  await password.fill(chosen);
  await page.getByLabel('New password again', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_DONE_MESSAGE);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await context.close();
});

test('change password from the user menu: the current one first; other browsers are signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // typed key by key, in two browsers
  const staff = await createCmsUser(process.env.E2E_CMS_URL!, 'admin');
  await signIn(page, staff.email, staff.password);
  const elsewhere = await otherBrowser(browser, staff.email, staff.password);

  await page
    .getByRole('banner')
    .getByRole('button', { name: `User menu for ${staff.username}` })
    .click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');

  const current = page.getByLabel('Current password', { exact: true });
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('New password again', { exact: true });
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  const chosen = newPassword();

  // A wrong current password: the reason under it, and the focus on it.
  await tabTo(page, current);
  await typeInto(page, current, 'not-my-password');
  await page.keyboard.press('Tab');
  await typeInto(page, password, chosen);
  await page.keyboard.press('Tab');
  await typeInto(page, confirm, chosen);
  await page.keyboard.press('Enter');
  await expect(page.getByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeVisible();
  await expectFocus(page, current, 'after a wrong current password');

  // All three typed again, in place of what they hold.
  await retype(page, current, staff.password);
  await page.keyboard.press('Tab');
  await retype(page, password, chosen);
  await page.keyboard.press('Tab');
  await retype(page, confirm, chosen);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status');
  await expect(done).toHaveText(PASSWORD_CHANGED_MESSAGE);
  await expectFocus(page, done, 'after the change');

  // This browser stays signed in; the other one is signed out at its next request.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await elsewhere.page.goto('/admin/dashboard');
  await expect(elsewhere.page).toHaveURL(/\/admin\/login/);
  await signIn(elsewhere.page, staff.email, chosen);
  await elsewhere.context.close();
});

/** axe's serious and critical findings on the page as it is. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('axe: the three pages, with their messages showing', async ({ page }) => {
  test.setTimeout(90_000); // four axe runs
  await page.goto('/admin/forgot-password');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/admin/reset-password?token=${'A'.repeat(43)}`);
  await page.getByLabel('New password', { exact: true }).fill('Quiet-harbour-lantern-moss');
  await page.getByLabel('New password again', { exact: true }).fill('Quiet-harbour-lantern-moss');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(PASSWORD_RESET_LINK_INVALID_MESSAGE);
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await createCmsUser(process.env.E2E_CMS_URL!, 'admin');
  await signIn(page, staff.email, staff.password);
  await page.goto('/admin/account/password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Please enter your current password.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
