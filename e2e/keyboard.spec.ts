import { expect, jobCards, pdfFile, test, uniqueEmail } from './fixtures';
import { expectFocus, tabTo, typeInto } from './fixtures/focus';

/**
 * The keyboard suite's public journeys (docs/018-forms-and-focus.md): the forms of the public site done with keys
 * only, as a person who cannot use a mouse does it. Text is typed key by key; after each step the test asserts where
 * the focus is (`document.activeElement`) and that what was typed is in the field. The staff journeys are in
 * e2e/admin/focus.spec.ts, sign-in-focus.spec.ts and article-editor-focus.spec.ts.
 */

test.describe('with the keyboard alone', () => {
  test('apply with a resume after a failed submit: each field corrected by typing, the focus where it belongs', async ({
    page,
    cms,
  }) => {
    await page.goto('/blog');
    // The last card of the first page: a demo job. The first ones may be other tests' new jobs, deleted when they end.
    const card = jobCards(page).last();
    await tabTo(page, card.getByRole('link'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    // The summary takes the focus once, after the submit.
    const summary = page.locator('#apply-form-status');
    // The spec's one message for an empty form, alone (once the resume's file-type message came with it).
    await expect(summary.getByRole('listitem')).toHaveText([
      'Please fill in all required fields and agree to the terms.',
    ]);
    await expectFocus(page, summary, 'the first failed submit');

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
    await expectFocus(page, summary, 'the second failed submit');
    await expect(
      page.locator(`#${await phone.getAttribute('aria-describedby').then((id) => id?.split(' ')[0])}`),
    ).toContainText('for example');
    await tabTo(page, phone);
    await page.keyboard.press('End');
    await page.keyboard.type('3 456 789', { delay: 5 });
    await expect(phone).toHaveValue('123 456 789');
    await expectFocus(page, phone, 'correcting the phone number');
    // "Where do you live?" (optional) comes next: passed with Tab, nothing chosen.
    await page.keyboard.press('Tab');
    await expectFocus(page, page.getByLabel('Where do you live? (optional)'), 'Tab to the country');
    await page.keyboard.press('Tab');
    const letter = page.getByLabel('Cover Letter');
    await expectFocus(page, letter, 'Tab to the cover letter');
    await page.keyboard.type('Typed one key at a time.', { delay: 5 });
    await expect(letter).toHaveValue('Typed one key at a time.');

    // The resume: Space on the file control opens the file chooser. Playwright starts intercepting choosers when the
    // wait begins, without waiting for the browser to confirm: begun before the Tab, the interception is in place by
    // the Space (begun just before it, a chooser once opened unseen and the test waited to its timeout).
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Tab');
    const resume = page.getByLabel(/^Resume/);
    await expectFocus(page, resume, 'Tab to the resume');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdfFile('Keyboard_CV.pdf'));
    await expectFocus(page, resume, 'the file chosen');

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
    await expectFocus(page, success, 'the application sent');
    await expect(name).toHaveValue('');
    const [stored] = await cms.applicationsByEmail(email);
    expect(stored).toMatchObject({ fullName: 'Jordan Rivers', phone: '123 456 789' });
  });

  test('contact: a failed submit, each field corrected by typing, the service chosen with arrows, the answer focused', async ({
    page,
    cms,
  }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Full Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await tabTo(page, name, { back: true });
    await typeInto(page, name, 'Amira Haddad');
    await page.keyboard.press('Tab');
    await typeInto(page, page.getByLabel('Company'), 'Gulfstream Logistics');
    await page.keyboard.press('Tab');
    const email = uniqueEmail('keyboard-contact');
    await typeInto(page, page.getByLabel('Email Address'), email);
    await page.keyboard.press('Tab');
    const phone = page.getByLabel('Phone');
    await typeInto(page, phone, 'call me');
    const service = page.getByLabel('Service', { exact: true });
    await tabTo(page, service);
    await page.keyboard.press('ArrowDown');
    await expect(service).not.toHaveValue('');
    await expectFocus(page, service, 'choosing a service');
    const message = page.getByLabel('Message / Project Details');
    await tabTo(page, message);
    await typeInto(page, message, 'Two supply chain analysts in Dubai by March.');

    // The phone number is refused with an example; correcting it keeps the focus in the field.
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByText('for example +971 4 123 4567')).toBeVisible();
    await tabTo(page, phone, { back: true });
    await page.keyboard.press('Control+a');
    await page.keyboard.type('+971 4 555 0199', { delay: 5 });
    await expect(phone).toHaveValue('+971 4 555 0199');
    await expectFocus(page, phone, 'correcting the phone number');

    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const success = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expectFocus(page, success, 'the enquiry sent');
    const [stored] = await cms.contactsByEmail(email);
    expect(stored).toMatchObject({ fullName: 'Amira Haddad', phone: '+971 4 555 0199' });
  });

  test('job alert: a wrong address corrected by typing, the answer focused', async ({ page }) => {
    await page.goto('/blog?q=nurse');
    const form = page.getByRole('region', { name: 'Email me jobs like these' });
    const address = form.getByLabel('Email address');
    await tabTo(page, address);
    await typeInto(page, address, 'jordan@');
    await page.keyboard.press('Enter');
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expectFocus(page, address, 'the refused address');
    await page.keyboard.type('example.com', { delay: 5 });
    await expect(address).toHaveValue('jordan@example.com');
    await expectFocus(page, address, 'correcting the address');
    await page.keyboard.press('Control+a');
    const unique = uniqueEmail('keyboard-alert');
    await page.keyboard.type(unique, { delay: 5 });
    await page.keyboard.press('Enter');
    const answer = form.getByRole('status').filter({ hasText: 'Check your inbox to confirm your job alert.' });
    await expectFocus(page, answer, 'the alert requested');
  });
});
