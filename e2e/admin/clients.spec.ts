import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/admin';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';

/**
 * Clients (docs/024-employers.md "Clients"), by keyboard: a job's company is its client; staff add a client, its
 * contacts (a taken e-mail refused where it was typed), change and remove one, and rename the client, which renames
 * the company its public job page shows.
 */

/** Tabs to `field` (Shift+Tab when it comes before the focus) and types `text` into it key by key, after emptying it. */
async function typeField(page: Page, field: Locator, text: string) {
  const back = await field.evaluate(
    (element) =>
      !!document.activeElement &&
      (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  await tabTo(page, field, { back });
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await typeInto(page, field, text);
}

test('staff keep a client: contacts added, refused, changed and removed, and a new name on its jobs', async ({
  page,
  cms,
}) => {
  test.setTimeout(90_000);
  const name = `Falcon Freight ${Date.now()}`;
  // Set-up: an open job of that company, which makes the client.
  const job = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    data: {
      title: `Fleet Planner ${Date.now()}`,
      company: name,
      description: '<p>Plan the fleet.</p>',
      country: 'AE',
      salaryMin: 9000,
      salaryMax: 12000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
    },
  });

  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await typeField(page, page.getByLabel('Search by name'), name.toUpperCase());
  await page.keyboard.press('Enter');
  // The search's answer is in (the unsearched list may show the row too, and a click on it can be lost as it is redrawn).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([name, '1', '1', '0']);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jobs' })).toContainText('Fleet Planner');

  // A contact, typed key by key; the answer takes the focus and the form is empty again.
  const adding = page.getByRole('region', { name: 'Contacts' });
  const email = uniqueEmail('client-contact');
  await typeField(page, adding.locator('#new-contact-name'), 'Huda Karim');
  await typeField(page, adding.locator('#new-contact-email'), email);
  await typeField(page, adding.locator('#new-contact-role'), 'Head of Talent');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Contact added: Huda Karim' })).toBeFocused();
  await expect(adding.getByRole('list', { name: 'Contacts' })).toContainText(`Head of Talent · ${email}`);
  await expect(adding.locator('#new-contact-name')).toHaveValue('');

  // The same address again is refused on the field, with what was typed kept.
  await typeField(page, adding.locator('#new-contact-name'), 'Huda K.');
  await typeField(page, adding.locator('#new-contact-email'), email);
  await page.keyboard.press('Enter');
  const emailField = adding.locator('#new-contact-email');
  await expectFocus(page, emailField, 'after the refused contact');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveValue(email);
  await expect(adding.locator('#new-contact-name')).toHaveValue('Huda K.');

  // Changed, then removed.
  const contact = adding.getByRole('listitem').filter({ hasText: 'Huda Karim' });
  await contact.getByText('Change').click();
  await typeField(page, contact.getByLabel('Role'), 'Talent Director');
  await contact.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contact saved' })).toBeFocused();
  await expect(adding.getByRole('list', { name: 'Contacts' })).toContainText('Talent Director');
  await contact.getByRole('button', { name: 'Remove Huda Karim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contact removed' })).toBeFocused();
  await expect(adding.getByText('No contacts yet.')).toBeVisible();

  // A new name: the job board shows it on the client's job.
  const renamed = `${name} LLC`;
  await typeField(page, page.locator('#client-name'), renamed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Its jobs show the new name.' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/jobs/${job.data.slug}`)).text()).toContain(renamed);
});
