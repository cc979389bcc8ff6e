import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';
import { STAFF_EMAIL } from '../fixtures/staff';

/**
 * A failed staff sign-in with the keyboard alone (WCAG 2.4.3, 3.3.1; docs/018-forms-and-focus.md): refused by the
 * server, whether sent with the Sign In button or with Enter in a field, the focus goes to the message (never to
 * <body>, where the button disabled while sending used to leave it); with a field left empty, to that field. The
 * message is the spec's word for word, and both fields name it as their description.
 */

const INVALID =
  'Invalid credentials or insufficient privileges. Please check your username/password and ensure you have admin access.';
const BOTH = 'Please enter both identifier and password';

/** Types the e-mail and a wrong password key by key from the top of the login page; ends in the password field. */
async function typeWrongCredentials(page: Page) {
  await page.goto('/admin/login');
  const email = page.getByLabel('Email', { exact: true });
  await tabTo(page, email);
  await typeInto(page, email, STAFF_EMAIL);
  await page.keyboard.press('Tab');
  const password = page.getByLabel('Password', { exact: true });
  await typeInto(page, password, 'not-the-password');
}

/** The message is focused, reads `message` word for word and is the description of both fields. */
async function expectFocusedMessage(page: Page, message: string, step: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(message);
  await expectFocus(page, alert, step);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(message);
}

test('a wrong password sent with the Sign In button: the focus is on the message', async ({ page }) => {
  await typeWrongCredentials(page);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  // While the attempt is sent, the button keeps the focus (it is aria-disabled, not disabled).
  await page.route('**/admin/login*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  const sending = page.getByRole('button', { name: 'Signing In...' });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expectFocus(page, sending, 'while sending');
  await expectFocusedMessage(page, INVALID, 'after Sign In');
  await page.unroute('**/admin/login*');
  await expect(page).toHaveURL(/\/admin\/login/);

  // A second attempt the same way focuses the message again, and Tab from it goes back into the form.
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await page.keyboard.press('Control+a');
  await password.pressSequentially('still-wrong', { delay: 5 });
  await expect(password).toHaveValue('still-wrong');
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press(' ');
  await expectFocusedMessage(page, INVALID, 'after the second Sign In');
});

test('a wrong password sent with Enter in the password field: the focus is on the message', async ({ page }) => {
  await typeWrongCredentials(page);
  await page.keyboard.press('Enter');
  await expectFocusedMessage(page, INVALID, 'after Enter');
});

test('empty fields sent with the Sign In button: the focus is on the first field, which names the message', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(BOTH);
  const email = page.getByLabel('Email', { exact: true });
  await expectFocus(page, email, 'after an empty Sign In');
  await expect(email).toHaveAccessibleDescription(BOTH);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(BOTH);
  await typeInto(page, email, STAFF_EMAIL);
});
