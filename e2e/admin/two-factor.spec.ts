import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { MFA_INVALID_CODE_MESSAGE, MFA_INVALID_RECOVERY_CODE_MESSAGE, MFA_RECOVERY_CODE_COUNT } from '@agency/contract';
import { generate } from 'otplib';
import { expect, test } from '../fixtures';
import { createCmsUser } from '../fixtures/staff';

/**
 * Two-factor sign-in as a staff member lives it (docs/022-the-team.md "Two-factor sign-in"): turned on from the user
 * menu by scanning (here: reading the key the page shows in text) and typing a code, ten recovery codes shown once;
 * then every sign-in asks for a code after the password; a recovery code signs in once, and is refused the second
 * time. Codes are typed key by key, as a person or a password manager would. The stack runs with
 * `STAFF_MFA_REQUIRED=off` (e2e/setup/global-setup.ts), so the user is one of this test's own.
 */

type Staff = { username: string; password: string };

/** The code of `secret` `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Types the username and the password on /admin/login and sends them. */
async function enterPassword(page: Page, user: Staff) {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Username', exact: true }).click();
  await page.getByLabel('Username', { exact: true }).pressSequentially(user.username);
  await page.getByLabel('Password', { exact: true }).pressSequentially(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out through the user menu. */
async function signOut(page: Page, user: Staff) {
  await page.getByRole('button', { name: `User menu for ${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Logging out ends on the home page; any other page may be the one it started from (a race with the next sign-in).
  await page.waitForURL((url) => url.pathname === '/');
}

test('two-factor sign-in: turned on from the account, a code after the password, a recovery code once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await createCmsUser(process.env.E2E_CMS_URL!, 'admin');

  // Signed in with the password alone, the staff member turns it on from their menu.
  await enterPassword(page, user);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: `User menu for ${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.pressSequentially(await codeOf(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(MFA_RECOVERY_CODE_COUNT);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await page.getByRole('link', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
  await signOut(page, user);

  // The password alone no longer signs in: the code step, whose challenge is in no URL and no page script's reach.
  await enterPassword(page, user);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const pending = (await context.cookies()).find((cookie) => cookie.name === '__staff_mfa');
  expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/admin/login' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('__staff_mfa');
  expect((await context.cookies()).some((cookie) => cookie.name === '__staff_session')).toBe(false);

  // A wrong code: its message, on the field, which has the focus.
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeFocused();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  const right = await codeOf(secret, 1);
  await field.pressSequentially(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MFA_INVALID_CODE_MESSAGE)).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.clear();
  await field.pressSequentially(right);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page, user);

  // A recovery code instead of the app's code: once.
  await enterPassword(page, user);
  await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
  const recovery = page.getByLabel('Recovery code');
  await expect(recovery).toBeFocused();
  await recovery.pressSequentially(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page, user);

  await enterPassword(page, user);
  await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').pressSequentially(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MFA_INVALID_RECOVERY_CODE_MESSAGE)).toBeVisible();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
});
