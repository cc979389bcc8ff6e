import { formatInstantForReader, instantOfLocalTime } from '@agency/contract';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';
import { emailsTo, type CaughtEmail } from '../fixtures/mail';

/**
 * The staff side of interviews (docs/025-placements.md "Interviews and calendar invitations"), by keyboard, in a
 * submitted candidate's application dialog: the recruiter proposes three times, books one and moves it, checks a
 * cancellation's confirmation, and records the feedback of an interview that has started; the focus is checked after
 * each step. Then the candidate's invitation of the moved interview, read from the test SMTP server and parsed with
 * ical.js: METHOD:REQUEST, the same UID as the first invitation, SEQUENCE 1 and the new time in UTC.
 */

/** Types a date and a time (en-US segments: `MMDDYYYY`, then `hhmmAM`) into the datetime-local `field`. */
async function typeDateTime(page: Page, field: Locator, date: string, time: string) {
  await tabTo(page, field);
  await field.pressSequentially(date);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(time);
}

/** The calendar part of a caught e-mail (its Content-Type's method and the iCalendar text), or null. */
function calendarOf(email: CaughtEmail) {
  const part = email.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const type = part.headers.get('content-type') as { params: Record<string, string> };
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    contentTypeMethod: type.params.method,
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

test('a recruiter proposes three times, books and moves one, and records feedback by keyboard', async ({
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
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      fullName: candidate,
      email: candidateEmail,
      phone: '+971 50 765 4321',
      coverLetter: 'Ready.',
      job: job.documentId,
      consent: true,
    }),
  );
  const resume = pdfFile('cv.pdf');
  form.set('files.resume', new Blob([new Uint8Array(resume.buffer)], { type: resume.mimeType }), resume.name);
  const applied = await fetch(`${cms.url}/api/job-applications`, { method: 'POST', body: form });
  expect(applied.status).toBe(201);
  const application = ((await applied.json()) as { data: { documentId: string } }).data.documentId;
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

  // 1. Three times proposed, typed in the staff member's zone (the form's default).
  const proposeButton = interviews.getByRole('button', { name: 'Propose times' });
  await tabTo(page, proposeButton);
  await page.keyboard.press('Enter');
  const propose = interviews.getByRole('form', { name: 'Propose times' });
  await expectFocus(page, propose.getByLabel('Kind'), 'the opened form’s first field');
  const zone = await propose.getByLabel('Time zone of the times').inputValue();
  const when = (local: string) => formatInstantForReader(instantOfLocalTime(local, zone)!, zone).split(' (')[0];
  await typeDateTime(page, propose.getByLabel('Time 1'), '06012027', '1000AM');
  await typeDateTime(page, propose.getByLabel('Time 2'), '06022027', '0230PM');
  await typeDateTime(page, propose.getByLabel('Time 3'), '06032027', '0900AM');
  const link = propose.getByLabel('Video link');
  await tabTo(page, link);
  await typeInto(page, link, 'https://meet.example.com/omar');
  await tabTo(page, propose.getByRole('checkbox', { name: new RegExp(contactName) }));
  await page.keyboard.press('Space');
  await tabTo(page, propose.getByRole('button', { name: 'Propose the times' }));
  await page.keyboard.press('Enter');
  await expect(status('3 times proposed')).toBeFocused();
  await expect(proposeButton).toHaveAttribute('aria-expanded', 'false');
  const proposed = interviews.getByRole('list', { name: /Proposed times of round/ });
  for (const local of ['2027-06-01T10:00', '2027-06-02T14:30', '2027-06-03T09:00'])
    await expect(proposed).toContainText(`${when(local)} (${zone}`);

  // 2. A cancellation asks first; "Keep it" gives the focus back to its button.
  const proposal = interviews
    .getByRole('listitem')
    .filter({ has: page.getByRole('list', { name: /Proposed times of round/ }) });
  const cancelButton = proposal.getByRole('button', { name: 'Cancel interview' });
  await tabTo(page, cancelButton, { back: true });
  await page.keyboard.press('Enter');
  const confirm = interviews.getByRole('form', { name: /Cancel round/ });
  await expect(confirm).toContainText('Cancel this interview?');
  await tabTo(page, confirm.getByRole('button', { name: 'Keep it' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, cancelButton, 'Keep it returns to its button');
  await expect(proposal).toContainText('Scheduled');

  // 3. One time booked directly, with the contact, then moved.
  const bookButton = interviews.getByRole('button', { name: 'Book a time' });
  await tabTo(page, bookButton);
  await page.keyboard.press('Enter');
  const book = interviews.getByRole('form', { name: 'Book a time' });
  await expectFocus(page, book.getByLabel('Kind'), 'the booking form’s first field');
  await typeDateTime(page, book.getByLabel('Start'), '06042027', '1100AM');
  await tabTo(page, book.getByLabel('Video link'));
  await typeInto(page, book.getByLabel('Video link'), 'https://meet.example.com/omar');
  await tabTo(page, book.getByRole('checkbox', { name: new RegExp(contactName) }));
  await page.keyboard.press('Space');
  await tabTo(page, book.getByRole('button', { name: 'Book the interview' }));
  await page.keyboard.press('Enter');
  await expect(status('Interview booked')).toBeFocused();
  const booked = interviews.getByRole('listitem').filter({ hasText: `${when('2027-06-04T11:00')} (${zone}` });
  await expect(booked).toContainText('Video · Scheduled');
  await expect(booked).toContainText(contactName);

  const move = booked.getByRole('button', { name: 'Reschedule' });
  await tabTo(page, move, { back: true });
  await page.keyboard.press('Enter');
  const reschedule = interviews.getByRole('form', { name: /Reschedule round/ });
  const newStart = reschedule.getByLabel(`New start (${zone})`);
  await expectFocus(page, newStart, 'the new start');
  await newStart.pressSequentially('06052027');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0400PM');
  await tabTo(page, reschedule.getByRole('button', { name: 'Move the interview' }));
  await page.keyboard.press('Enter');
  await expect(status('Interview moved')).toBeFocused();
  const moved = interviews.getByRole('listitem').filter({ hasText: `${when('2027-06-05T16:00')} (${zone}` });
  await expect(moved).toContainText('Video · Scheduled');

  // 4. The phone screen has started: its outcome and feedback.
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

  // 5. The candidate's invitations of the moved interview: REQUEST, one UID, SEQUENCE 0 then 1, the new time in UTC.
  const newTime = instantOfLocalTime('2027-06-05T16:00', zone)!.toISOString();
  let calendars: Array<NonNullable<ReturnType<typeof calendarOf>>> = [];
  await expect
    .poll(
      async () => {
        calendars = (await emailsTo(candidateEmail)).flatMap((email) => calendarOf(email) ?? []);
        return calendars.some((calendar) => calendar.sequence === 1);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const update = calendars.find((calendar) => calendar.sequence === 1)!;
  expect(update).toMatchObject({ method: 'REQUEST', contentTypeMethod: 'REQUEST', start: newTime });
  expect(update.uid).toMatch(/@/);
  const first = calendars.find((calendar) => calendar.uid === update.uid && calendar.sequence === 0);
  expect(first, 'the first invitation of the same UID').toMatchObject({
    method: 'REQUEST',
    start: instantOfLocalTime('2027-06-04T11:00', zone)!.toISOString(),
  });
});
