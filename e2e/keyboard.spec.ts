import type { Locator, Page } from '@playwright/test';
import { expect, jobCards, pdfFile, test, uniqueEmail } from './fixtures';

/**
 * The keyboard suite (docs/014-forms-and-focus.md): every journey of the WCAG 2.2 audit done with keys only, as a
 * person who cannot use a mouse does it. Text is typed key by key; after each step the test asserts where the focus
 * is (`document.activeElement`) and that what was typed is in the field.
 */

/** Describes the focused element: its id, else its tag, role and accessible text, for messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return (
      element.id ||
      `${element.tagName.toLowerCase()} ${element.getAttribute('role') ?? ''} ${element.textContent?.trim().slice(0, 40) ?? ''}`
    );
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached the element; the focus is on ${await focused(page)}`);
}

/** Types `text` into the focused field key by key and checks that the field holds it and still has the focus. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text, { delay: 5 });
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
}

test.describe('with the keyboard alone', () => {
  test('apply with a resume after a failed submit: each field corrected by typing, the focus where it belongs', async ({
    page,
    cms,
  }) => {
    await page.goto('/blog');
    const card = jobCards(page).first();
    await tabTo(page, card.getByRole('link', { name: /More Details/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    // The summary takes the focus once, after the submit.
    const summary = page.locator('#apply-form-status');
    await expect(summary).toContainText('Please fill in all required fields and agree to the terms.');
    await expect(summary).toBeFocused();

    // Back from the summary into the fields: typing never moves the focus again.
    const email = uniqueEmail('keyboard-apply');
    await page.keyboard.press('Tab');
    const name = page.getByLabel('Full Name');
    await typeInto(page, name, 'Jordan Rivers');
    await page.keyboard.press('Tab');
    await typeInto(page, page.getByLabel('Email'), email);
    await page.keyboard.press('Tab');
    const phone = page.getByLabel('Phone');
    await typeInto(page, phone, '12');
    // A wrong phone number says what is expected; correcting it keeps the focus in the field.
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(summary).toBeFocused();
    await expect(
      page.locator(`#${await phone.getAttribute('aria-describedby').then((id) => id?.split(' ')[0])}`),
    ).toContainText('for example');
    await tabTo(page, phone);
    await page.keyboard.press('End');
    await page.keyboard.type('3 456 789', { delay: 5 });
    await expect(phone).toHaveValue('123 456 789');
    await expect(phone).toBeFocused();
    await page.keyboard.press('Tab');
    const letter = page.getByLabel('Cover Letter');
    await expect(letter).toBeFocused();
    await page.keyboard.type('Typed one key at a time.', { delay: 5 });
    await expect(letter).toHaveValue('Typed one key at a time.');

    // The resume: Space on the file control opens the file chooser.
    await page.keyboard.press('Tab');
    const resume = page.getByLabel(/^Resume/);
    await expect(resume).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdfFile('Keyboard_CV.pdf'));
    await expect(resume).toBeFocused();

    // The agreement: its own message is tied to the box until it is ticked.
    const consent = page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ });
    await tabTo(page, consent);
    const consentMessage = await consent.getAttribute('aria-describedby');
    expect(consentMessage).toBeTruthy();
    await expect(page.locator(`#${consentMessage!.split(' ')[0]}`)).toContainText('tick this box');
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();

    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const success = page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' });
    await expect(success).toBeFocused();
    await expect(name).toHaveValue('');
    const [stored] = await cms.applicationsByEmail(email);
    expect(stored).toMatchObject({ fullName: 'Jordan Rivers', phone: '123 456 789' });
  });
});
