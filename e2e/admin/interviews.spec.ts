import { formatInstantForReader, instantOfLocalTime } from '@agency/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { applyThroughCms } from '../fixtures/cms';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';

/**
 * The staff side of interviews (docs/025-placements.md "Interviews and calendar invitations"), by keyboard, in a
 * submitted candidate's application dialog: the recruiter books a time directly, checks a cancellation's confirmation
 * ("Keep it" gives the focus back), and records the feedback of an interview that has started; the focus is checked
 * after each step. Proposing times, moving, cancelling and the invitations are issue 28's journey
 * (e2e/placement-journey.spec.ts).
 */

/** Types a date and a time (en-US segments: `MMDDYYYY`, then `hhmmAM`) into the datetime-local `field`. */
async function typeDateTime(page: Page, field: Locator, date: string, time: string) {
  await tabTo(page, field);
  await field.pressSequentially(date);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(time);
}

test('a recruiter books a time, keeps it at the cancellation’s question, and records feedback by keyboard', async ({
  page,
  cms,
}) => {
  // Set-up: a client's job with one application, submitted, a contact in Berlin, and a phone screen just starting.
  const stamp = Date.now();
  const company = `Harbour Freight ${stamp}`;
  const candidate = `Omar Interview ${stamp}`;
  const candidateEmail = uniqueEmail('interview');
  const contactName = `Berta Berlin ${stamp}`;
  const { data: job } = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    data: { title: `Logistics Lead ${stamp}`, company, description: '<p>Lead logistics.</p>', country: 'AE' },
  });
  const application = await applyThroughCms(
    cms.url,
    job.documentId,
    { fullName: candidate, email: candidateEmail },
    pdfFile('cv.pdf'),
  );
  const { data: submission } = await cms.adminSend<{ data: { documentId: string } }>(
    'POST',
    `/job-applications/${application}/submissions`,
    { data: { summary: 'Strong lead.' } },
  );
  const clients = await cms.adminGet<{ data: Array<{ documentId: string; name: string }> }>(
    `/clients?q=${encodeURIComponent(company)}`,
  );
  const client = clients.data.find((found) => found.name === company)!;
  await cms.adminSend('POST', `/clients/${client.documentId}/contacts`, {
    data: { fullName: contactName, email: uniqueEmail('interview-contact'), phone: '', timeZone: 'Europe/Berlin' },
  });
  await cms.adminSend('POST', `/submissions/${submission.documentId}/interviews`, {
    data: {
      kind: 'phone',
      lengthMinutes: 15,
      organiserTimeZone: 'UTC',
      startsAt: new Date(Date.now() + 1_500).toISOString(),
    },
  });

  await page.goto(`/blog/admin/applications?job=${job.documentId}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: candidate })
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: candidate });
  const interviews = dialog.getByRole('region', { name: 'Interviews' });
  // The phone screen booked on a Submitted submission moved it to Interviewing (round 1).
  await expect(dialog.getByRole('region', { name: 'Client' })).toContainText('Stage: Interviewing (round 1)');
  const status = (text: string) => interviews.getByRole('status').filter({ hasText: text });

  // 1. One time booked directly, with the contact.
  const bookButton = interviews.getByRole('button', { name: 'Book a time' });
  await tabTo(page, bookButton);
  await page.keyboard.press('Enter');
  const book = interviews.getByRole('form', { name: 'Book a time' });
  await expectFocus(page, book.getByLabel('Kind'), 'the booking form’s first field');
  const zone = await book.getByLabel('Time zone of the times').inputValue();
  const when = (local: string) => formatInstantForReader(instantOfLocalTime(local, zone)!, zone).split(' (')[0];
  await typeDateTime(page, book.getByLabel('Start'), '06042027', '1100AM');
  await tabTo(page, book.getByLabel('Video link'));
  await typeInto(page, book.getByLabel('Video link'), 'https://meet.example.com/omar');
  await tabTo(page, book.getByRole('checkbox', { name: new RegExp(contactName) }));
  await page.keyboard.press('Space');
  await tabTo(page, book.getByRole('button', { name: 'Book the interview' }));
  await page.keyboard.press('Enter');
  await expect(status('Interview booked')).toBeFocused();
  await expect(bookButton).toHaveAttribute('aria-expanded', 'false');
  const booked = interviews.getByRole('listitem').filter({ hasText: `${when('2027-06-04T11:00')} (${zone}` });
  await expect(booked).toContainText('Video · Scheduled');
  await expect(booked).toContainText(contactName);

  // 2. A cancellation asks first; "Keep it" gives the focus back to its button.
  const cancelButton = booked.getByRole('button', { name: 'Cancel interview' });
  await tabTo(page, cancelButton, { back: true });
  await page.keyboard.press('Enter');
  const confirm = interviews.getByRole('form', { name: /Cancel round/ });
  await expect(confirm).toContainText('Cancel this interview?');
  await tabTo(page, confirm.getByRole('button', { name: 'Keep it' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, cancelButton, 'Keep it returns to its button');
  await expect(booked).toContainText('Scheduled');

  // 3. The phone screen has started: its outcome and feedback.
  const screen = interviews.getByRole('listitem').filter({ hasText: 'Phone ·' });
  const outcomeButton = screen.getByRole('button', { name: 'Record the outcome' });
  await tabTo(page, outcomeButton, { back: true });
  await page.keyboard.press('Enter');
  const outcome = interviews.getByRole('form', { name: /Outcome of round/ });
  await expectFocus(page, outcome.getByLabel('Outcome'), 'the outcome');
  await expect(outcome.getByLabel('Outcome')).toHaveValue('done');
  const feedback = outcome.getByLabel('Feedback');
  await tabTo(page, feedback);
  await typeInto(page, feedback, 'Clear on customs systems.');
  await tabTo(page, outcome.getByRole('button', { name: 'Save the outcome' }));
  await page.keyboard.press('Enter');
  await expect(status('Outcome recorded.')).toBeFocused();
  await expect(screen).toContainText('Phone · Done');
  await expect(screen).toContainText('Feedback: “Clear on customs systems.”');
});
