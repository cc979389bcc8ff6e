import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/admin';
import { linkIn, waitForEmail } from '../fixtures/mail';

/**
 * The team page and invitations (docs/022-the-team.md "Team page and invitations") in the browser: an Admin invites a
 * colleague by typing their address, the invitation e-mail is read from the local mail catcher, the colleague opens its
 * link, sets a name and password and lands signed in; the link then works no more; a deactivated member's copied
 * cookie is refused at the next request; the dialogs give the focus back to the button that opened them.
 */

const PASSWORD = 'plum orchard lantern 42';

/** The /admin/team row of `text` (a member's name or an invitation's address). */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Invites `email` as `role` through the Invite dialog, typing the address; the dialog closes on success. */
async function invite(page: Page, email: string, role: string) {
  await page.goto('/admin/team');
  const opener = page.getByRole('button', { name: 'Invite', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(dialog.getByLabel('E-mail address')).toBeFocused();
  await dialog.getByLabel('E-mail address').pressSequentially(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  // The focus is back on the button that opened the dialog.
  await expect(opener).toBeFocused();
  await expect(rowOf(page, email)).toContainText(role);
}

/** A new browser of the invitee, at the link of their invitation e-mail (as sent: PUBLIC_URL is this site). */
async function openInvitation(browser: Browser, email: string) {
  const message = await waitForEmail(email, (candidate) => candidate.subject.includes('invitation'));
  const link = linkIn(message, `${process.env.E2E_BASE_URL}/admin/invitation?token=`);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page, link };
}

test.describe('the team page', () => {
  // Journeys through two browsers, the outbox and the mail catcher, typed key by key: more than the default 30 s on a
  // busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('an invitee opens the e-mailed link, sets a name and password, and lands signed in; the link works once', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('invitee');
    await invite(page, email, 'Admin');

    const invitee = await openInvitation(browser, email);
    await expect(invitee.page.getByRole('heading', { name: 'Join the team' })).toBeVisible();
    await expect(invitee.page.getByRole('main')).toContainText(email);
    const violations = (await new AxeBuilder({ page: invitee.page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(violations.map((violation) => violation.id)).toEqual([]);
    const username = `joiner${Date.now()}`;
    await invitee.page.getByLabel('Your name').pressSequentially('Grace Hopper');
    await invitee.page.getByLabel('Username (optional)').pressSequentially(username);
    // Too short first: the rule is said on the field, and nothing is sent.
    await invitee.page.getByLabel('Password').pressSequentially('short');
    await invitee.page.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(invitee.page.getByText('Use at least 12 characters.')).toBeVisible();
    await invitee.page.getByLabel('Password').clear();
    await invitee.page.getByLabel('Password').pressSequentially(PASSWORD);
    await invitee.page.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(invitee.page).toHaveURL(/\/admin\/dashboard$/);
    await expect(invitee.page.getByText(`Welcome back, ${username}!`)).toBeVisible();

    // The link was for one use: opened again, it says so and offers no form.
    const again = await invitee.context.newPage();
    const answer = await again.goto(invitee.link);
    expect(answer?.status()).toBe(404);
    await expect(again.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
    await expect(again.getByLabel('Password')).toHaveCount(0);

    // The new member is on the team page, active; the invitation is no longer open.
    await page.goto('/admin/team');
    await expect(rowOf(page, 'Grace Hopper')).toContainText('Active');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await invitee.context.close();
  });

  test('a tampered or made-up link gets the same clear page, and nothing changes', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    for (const token of ['', 'not-a-token', 'Z'.repeat(43)]) {
      const answer = await page.goto(`/admin/invitation?token=${token}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
    }
    await context.close();
  });

  test('a revoked invitation’s link stops working; the focus goes back to the page', async ({ page, browser }) => {
    const email = uniqueEmail('revoked');
    await invite(page, email, 'Editor');
    const revoke = rowOf(page, email).getByRole('button', { name: /Revoke/ });
    await revoke.click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke the invitation of ${email}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, email)).toHaveCount(0);
    // Its row is gone with the button: the focus goes to the page's heading.
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeFocused();

    const invitee = await openInvitation(browser, email);
    await expect(invitee.page.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
    await invitee.context.close();
  });

  test('a role change, then a deactivation: the member’s copied cookie is refused at the next request', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('leaver');
    await invite(page, email, 'Admin');
    const invitee = await openInvitation(browser, email);
    await invitee.page.getByLabel('Your name').pressSequentially('Leaving Colleague');
    await invitee.page.getByLabel('Password').pressSequentially(PASSWORD);
    await invitee.page.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(invitee.page).toHaveURL(/\/admin\/dashboard$/);
    const copied = await invitee.context.cookies();

    await page.goto('/admin/team');
    // Change role first: the dialog saves, closes, and gives the focus back to the row's Change role button.
    const changeRole = rowOf(page, 'Leaving Colleague').getByRole('button', { name: /Change role/ });
    await changeRole.click();
    const roleDialog = page.getByRole('dialog', { name: 'Change the role of Leaving Colleague' });
    await roleDialog.getByLabel('Role').selectOption({ label: 'Editor' });
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(rowOf(page, 'Leaving Colleague')).toContainText('Editor');
    await expect(changeRole).toBeFocused();

    const deactivate = rowOf(page, 'Leaving Colleague').getByRole('button', { name: /Deactivate/ });
    await deactivate.click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Leaving Colleague?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, 'Leaving Colleague')).toContainText('Deactivated');
    // The same button, now Reactivate, has the focus back.
    await expect(rowOf(page, 'Leaving Colleague').getByRole('button', { name: /Reactivate/ })).toBeFocused();

    const thief = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto('/admin/jobs');
    await expect(stolen).toHaveURL(/\/admin\/login/);
    await invitee.page.goto('/admin/dashboard');
    await expect(invitee.page).toHaveURL(/\/admin\/login/);
    await thief.close();
    await invitee.context.close();
  });

  test('an Admin deactivating themself is refused with the CMS’s message, and nothing changes', async ({ page }) => {
    await page.goto('/admin/team');
    const me = rowOf(page, 'admin@example.com');
    await me.getByRole('button', { name: /Deactivate/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('You cannot deactivate your own account: ask another Admin.')).toBeVisible();
    await expect(me).toContainText('Active');
  });

  test('closing the Invite dialog with Escape gives the focus back to the Invite button', async ({ page }) => {
    await page.goto('/admin/team');
    const opener = page.getByRole('button', { name: 'Invite', exact: true });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Invite a colleague' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();

    // An address that is already a member's: the CMS's refusal is shown on the field.
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByLabel('E-mail address').pressSequentially('admin@example.com');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('This address already belongs to a member of staff.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
