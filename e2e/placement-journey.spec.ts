import {
  CLIENT_ANSWER_SAVED_MESSAGE,
  candidateSlotPickedMessage,
  formatInstantForReader,
  instantOfLocalTime,
} from '@agency/contract';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, pdfFile, test, uniqueEmail } from './fixtures';
import { applyThroughCms, DEMO_RECRUITER } from './fixtures/cms';
import { signInAsContact, addContact } from './fixtures/client-portal';
import { expectFocus, tabTo, typeInto } from './fixtures/focus';
import { emailsTo, linkIn, waitForEmail, type CaughtEmail } from './fixtures/mail';
import { signInAsRecruiter } from './fixtures/staff';

/**
 * From interview to placement in one journey (issue 28, docs/025-placements.md "The journey test"), as the people do
 * it, reading the real e-mails: a client's contact in Berlin answers Interview from the portal's e-mail → the demo
 * Recruiter proposes three times in the week Berlin's clocks go forward (a time the clocks skip is refused first, and
 * corrected by typing) → the candidate, whose browser is in New York, picks one from their page's e-mailed link → every
 * invitation is a REQUEST (parsed with ical.js) with the organiser, the attendees, one UID and SEQUENCE 0, each e-mail
 * in its reader's time (5 hours apart that week, not 6) → the Recruiter moves it to within 24 hours: SEQUENCE 1 and one
 * reminder, for the new time (the reminders task runs every 2 seconds in the browser tests) → cancelled: CANCEL,
 * SEQUENCE 2, after the invitations, and no further reminder → an offer (refused without a currency, corrected by
 * typing) → accepted → the placement with its fee, 100,000 × 20 % = 20,000 AED, and its guarantee end.
 */

/** The demo Recruiter's address (apps/cms/src/bootstrap/demo-account.ts), the interviews' organiser. */
const RECRUITER_EMAIL = 'recruiter@example.com';

/** A calendar day of `year`, `month` (1–12) and `day` (overflowing into the next month), as its parts. */
function day(year: number, month: number, dayOfMonth: number) {
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  const pad = (value: number) => String(value).padStart(2, '0');
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return { iso: `${y}-${pad(m)}-${pad(d)}`, typed: `${pad(m)}${pad(d)}${y}`, dayOfMonth: d, date };
}

/**
 * The next week in which Berlin's clocks go forward (the last Sunday of March, 02:00 → 03:00) at least 8 days ahead:
 * that Sunday, and the year. New York's went forward on the second Sunday of March, so that week Berlin is 5 hours
 * ahead of New York instead of 6.
 */
function berlinSpringForward() {
  for (let year = new Date().getUTCFullYear(); ; year += 1) {
    const sunday = 31 - new Date(Date.UTC(year, 2, 31)).getUTCDay();
    if (Date.UTC(year, 2, sunday - 2) > Date.now() + 8 * 86_400_000) return { year, sunday };
  }
}

/** Types a date and a time (en-US segments: `MMDDYYYY`, then `hhmmAM`) into the focused datetime-local `field`. */
async function typeDateTime(page: Page, field: Locator, date: string, time: string) {
  await expectFocus(page, field, 'before typing a date and time');
  await field.pressSequentially(date);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(time);
}

/** The calendar part of a caught e-mail, read with ical.js, or null for an e-mail without one. */
function calendarOf(email: CaughtEmail) {
  const part = email.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const type = part.headers.get('content-type') as { params: Record<string, string> };
  return { contentTypeMethod: type.params.method, subject: email.subject, ...readIcs(part.content.toString('utf8')) };
}

/** An iCalendar message's method and its one event's UID, SEQUENCE, start (UTC), organiser and attendees. */
function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const address = (value: unknown) =>
    String(value)
      .replace(/^mailto:/i, '')
      .toLowerCase();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organiser: address(event.getFirstPropertyValue('organizer')),
    attendees: event
      .getAllProperties('attendee')
      .map((property) => address(property.getFirstValue()))
      .sort(),
  };
}

type Calendar = NonNullable<ReturnType<typeof calendarOf>>;

/** Waits for the calendar message of `sequence` to `to` (of the interview `uid`, when known). @returns its e-mail. */
async function calendarMail(to: string, sequence: number, uid?: string) {
  const email = await waitForEmail(to, (mail) => {
    const calendar = calendarOf(mail);
    return calendar !== null && calendar.sequence === sequence && (!uid || calendar.uid === uid);
  });
  return { email, calendar: calendarOf(email) as Calendar };
}

/** The interview reminders `to` has received (no calendar part: e-mails whose subject says so). */
async function remindersTo(to: string, jobTitle: string) {
  return (await emailsTo(to)).filter((mail) => (mail.subject ?? '').startsWith(`Interview reminder: ${jobTitle}`));
}

test('a client answers Interview, the candidate picks a time, the calendars follow every change, and an accepted offer becomes a placement', async ({
  browser,
  page,
  baseURL,
  cms,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const company = `Rhine Logistics ${stamp}`;
  const jobTitle = `Operations Lead ${stamp}`;
  const candidate = `Nadia Journey ${stamp}`;
  const candidateEmail = uniqueEmail('journey-candidate');
  const contactEmail = uniqueEmail('journey-berlin');
  const { year, sunday } = berlinSpringForward();
  const friday = day(year, 3, sunday - 2);

  // Set-up through the CMS's API: the Recruiter's job (they own it), the client's contact in Berlin, an application
  // (its confirmation e-mail carries the candidate's link), and the Recruiter's submission of it to the client.
  const signIn = await fetch(`${cms.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_RECRUITER),
  });
  const { jwt } = (await signIn.json()) as { jwt: string };
  const asRecruiter = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await fetch(`${cms.url}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify(body),
    });
    expect(answer.status, path).toBe(201);
    return ((await answer.json()) as { data: T }).data;
  };
  const job = await asRecruiter<{ documentId: string }>('/jobs', {
    // Complete, as an open job is: the structured-data test checks every open job page while this one runs.
    data: {
      title: jobTitle,
      company,
      description: '<p>Run the depot.</p>',
      country: 'DE',
      city: 'Berlin',
      salaryMin: 90000,
      salaryMax: 110000,
      salaryCurrency: 'AED',
      salaryPeriod: 'YEAR',
      status: 'open',
    },
  });
  await addContact(cms, company, contactEmail, 'Jonas Weber', 'Europe/Berlin');
  const application = await applyThroughCms(
    cms.url,
    job.documentId,
    { fullName: candidate, email: candidateEmail, phone: '+1 212 555 0147', coverLetter: 'Ten years in operations.' },
    pdfFile('cv.pdf'),
  );
  await asRecruiter(`/job-applications/${application}/submissions`, { data: { summary: 'Ran two depots.' } });

  // 1. The contact signs in from the e-mail that a candidate was put forward and answers Interview, by keyboard.
  const news = await waitForEmail(contactEmail, (mail) =>
    (mail.subject ?? '').startsWith(`A candidate for ${jobTitle}`),
  );
  const client = await signInAsContact(browser, baseURL!, contactEmail, linkIn(news, `${baseURL}/client`));
  await client.getByRole('link', { name: jobTitle }).click();
  const card = client.getByRole('article', { name: candidate });
  await tabTo(client, card.getByRole('radio', { name: 'Interview' }));
  await client.keyboard.press('Space');
  await tabTo(client, card.getByRole('button', { name: 'Send answer' }));
  await client.keyboard.press('Enter');
  await expect(client.getByRole('status').filter({ hasText: CLIENT_ANSWER_SAVED_MESSAGE })).toBeFocused();
  await client.context().close();

  // 2. The Recruiter proposes three times, typed in Berlin's zone, in the week its clocks go forward.
  await signInAsRecruiter(page);
  await page.goto(`/blog/admin/applications?job=${job.documentId}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: candidate })
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: candidate });
  await expect(dialog.getByRole('region', { name: 'Client' })).toContainText('Stage: Interviewing (round 1)');
  const interviews = dialog.getByRole('region', { name: 'Interviews' });
  const status = (text: string) => interviews.getByRole('status').filter({ hasText: text });
  await tabTo(page, interviews.getByRole('button', { name: 'Propose times' }));
  await page.keyboard.press('Enter');
  const propose = interviews.getByRole('form', { name: 'Propose times' });
  await expectFocus(page, propose.getByLabel('Kind'), 'the opened form’s first field');
  const zone = propose.getByLabel('Time zone of the times');
  await tabTo(page, zone);
  await zone.pressSequentially('Europe/Berlin');
  await expect(zone).toHaveValue('Europe/Berlin');
  // Time 1 at 02:30 on the night the clocks go forward: a time that does not exist in Berlin.
  const first = propose.getByLabel('Time 1');
  await tabTo(page, first);
  await typeDateTime(page, first, day(year, 3, sunday).typed, '0230AM');
  for (const [label, date, time] of [
    ['Time 2', day(year, 3, sunday + 1).typed, '1000AM'],
    ['Time 3', day(year, 3, sunday + 2).typed, '0200PM'],
  ]) {
    await tabTo(page, propose.getByLabel(label));
    await typeDateTime(page, propose.getByLabel(label), date, time);
  }
  const link = propose.getByLabel('Video link');
  await tabTo(page, link);
  await typeInto(page, link, 'https://meet.example.com/nadia');
  await tabTo(page, propose.getByRole('checkbox', { name: /Jonas Weber \(Europe\/Berlin\)/ }));
  await page.keyboard.press('Space');
  const proposeButton = propose.getByRole('button', { name: 'Propose the times' });
  await tabTo(page, proposeButton);
  await page.keyboard.press('Enter');
  await expectFocus(page, first, 'the refused time');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(propose).toContainText('Enter a date and time that exists in Europe/Berlin.');
  // Corrected by typing: the Friday before, at 10:00.
  await typeDateTime(page, first, friday.typed, '1000AM');
  await tabTo(page, proposeButton);
  await page.keyboard.press('Enter');
  await expect(status('3 times proposed')).toBeFocused();
  await expect(interviews.getByRole('list', { name: 'Proposed times of round 1' }).getByRole('listitem')).toHaveCount(
    3,
  );

  // 3. The candidate opens their page from the confirmation e-mail, in New York, and picks the Friday by keyboard:
  //    10:00 in Berlin (GMT+1) is 05:00 in New York (GMT-4), New York's clocks having gone forward two weeks before.
  const inNewYork = `Friday ${friday.dayOfMonth} March ${year}, 05:00 (America/New_York, GMT-4)`;
  const inBerlin = `Friday ${friday.dayOfMonth} March ${year}, 10:00 (Europe/Berlin, GMT+1)`;
  const startsAt = `${friday.iso}T09:00:00.000Z`;
  const confirmation = await waitForEmail(candidateEmail, (mail) =>
    (mail.subject ?? '').startsWith('Your application for'),
  );
  const candidateContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const own = await candidateContext.newPage();
  await own.goto(linkIn(confirmation, `${baseURL}/my-application/`));
  await expect(own.getByLabel('Time zone of these dates')).toHaveValue('America/New_York');
  const ownInterviews = own.getByRole('region', { name: 'Interviews' });
  await expect(ownInterviews.getByRole('radio')).toHaveCount(3);
  const friday10 = ownInterviews.getByRole('radio', { name: inNewYork });
  await tabTo(own, friday10);
  await own.keyboard.press('Space');
  await expect(friday10).toBeChecked();
  await tabTo(own, ownInterviews.getByRole('button', { name: 'Book this time' }));
  await own.keyboard.press('Enter');
  await expectFocus(own, own.getByRole('heading', { level: 1, name: 'Your application' }), 'after picking');
  await expect(own.getByRole('status').filter({ hasText: candidateSlotPickedMessage(inNewYork) })).toBeVisible();

  // 4. The invitations: REQUEST in the part's Content-Type and in the message, the organiser and the three attendees,
  //    one UID, SEQUENCE 0, the start in UTC; each e-mail in its reader's local time, the zone named.
  const invited = await calendarMail(candidateEmail, 0);
  const uid = invited.calendar.uid;
  const contactInvited = await calendarMail(contactEmail, 0, uid);
  const recruiterInvited = await calendarMail(RECRUITER_EMAIL, 0, uid);
  const attendees = [candidateEmail, contactEmail, RECRUITER_EMAIL].map((address) => address.toLowerCase()).sort();
  for (const { calendar } of [invited, contactInvited, recruiterInvited]) {
    expect(calendar).toMatchObject({
      contentTypeMethod: 'REQUEST',
      method: 'REQUEST',
      uid,
      sequence: 0,
      start: startsAt,
      organiser: RECRUITER_EMAIL,
      attendees,
    });
  }
  expect(uid).toMatch(/@/);
  expect(invited.email.text).toContain(inNewYork);
  expect(invited.email.text).toContain('Times in this e-mail are in America/New_York.');
  expect(contactInvited.email.text).toContain(inBerlin);
  expect(contactInvited.email.text).toContain('Times in this e-mail are in Europe/Berlin.');
  // The Recruiter's, in their own zone: the one their dialog shows times in.
  const staffZone = /Times are shown in (\S+)\./.exec((await interviews.textContent()) ?? '')![1];
  expect(recruiterInvited.email.text).toContain(formatInstantForReader(startsAt, staffZone));
  expect(recruiterInvited.email.text).toContain(`Times in this e-mail are in ${staffZone}.`);
  // The page's .ics is the same invitation.
  const ics = await own.request.get(
    (await ownInterviews.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href'))!,
  );
  expect(readIcs(await ics.text())).toMatchObject({ method: 'REQUEST', uid, sequence: 0, start: startsAt });

  // 5. The Recruiter moves it to a time within the next 24 hours: SEQUENCE 1 to everyone, and one reminder each.
  const soon = new Date(Math.ceil((Date.now() + 5 * 3_600_000) / 300_000) * 300_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(soon)
      .map((part) => [part.type, part.value]),
  );
  const local24 = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(soon)
    .replace(' ', 'T');
  const movedTo = instantOfLocalTime(local24, 'Europe/Berlin')!.toISOString();
  const movedInNewYork = formatInstantForReader(movedTo, 'America/New_York');
  await page.reload();
  const booked = interviews.getByRole('listitem').filter({ hasText: 'Video · Scheduled' });
  await expect(booked).toContainText('Jonas Weber');
  const move = booked.getByRole('button', { name: 'Reschedule' });
  await tabTo(page, move);
  await page.keyboard.press('Enter');
  const reschedule = interviews.getByRole('form', { name: 'Reschedule round 1' });
  const newStart = reschedule.getByLabel('New start (Europe/Berlin)');
  await expectFocus(page, newStart, 'the new start');
  await typeDateTime(
    page,
    newStart,
    `${parts.month}${parts.day}${parts.year}`,
    `${parts.hour}${parts.minute}${parts.dayPeriod}`,
  );
  await tabTo(page, reschedule.getByRole('button', { name: 'Move the interview' }));
  await page.keyboard.press('Enter');
  await expect(status('Interview moved')).toBeFocused();
  for (const address of [candidateEmail, contactEmail, RECRUITER_EMAIL]) {
    const { calendar } = await calendarMail(address, 1, uid);
    expect(calendar).toMatchObject({ method: 'REQUEST', contentTypeMethod: 'REQUEST', start: movedTo, attendees });
  }
  // The candidate's e-mail of the move: the new time and the old one, in New York; their page's .ics follows it.
  const moved = await calendarMail(candidateEmail, 1, uid);
  expect(moved.email.text).toContain(movedInNewYork);
  expect(moved.email.text).toContain(inNewYork);
  await own.reload();
  const movedIcs = await own.request.get(
    (await ownInterviews.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href'))!,
  );
  expect(readIcs(await movedIcs.text())).toMatchObject({ method: 'REQUEST', uid, sequence: 1, start: movedTo });
  const reminder = await waitForEmail(candidateEmail, (mail) => (mail.subject ?? '').startsWith('Interview reminder'));
  expect(reminder.text).toContain(movedInNewYork);
  expect(reminder.text).not.toContain(inNewYork);
  expect(calendarOf(reminder)).toBeNull();
  await waitForEmail(contactEmail, (mail) => (mail.subject ?? '').startsWith('Interview reminder'));

  // 6. Cancelled: CANCEL with the same UID and SEQUENCE 2, after the invitations in every inbox.
  const cancelButton = booked.getByRole('button', { name: 'Cancel interview' });
  await tabTo(page, cancelButton, { back: true });
  await page.keyboard.press('Enter');
  const confirm = interviews.getByRole('form', { name: 'Cancel round 1' });
  await expectFocus(page, confirm.getByLabel('Reason (optional)'), 'the cancellation’s first field');
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, cancel the interview' }));
  await page.keyboard.press('Enter');
  await expect(status('Interview cancelled')).toBeFocused();
  await expect(interviews.getByRole('listitem').filter({ hasText: 'Video · Cancelled' })).toBeVisible();
  for (const address of [candidateEmail, contactEmail, RECRUITER_EMAIL]) {
    const { calendar } = await calendarMail(address, 2, uid);
    expect(calendar).toMatchObject({ method: 'CANCEL', contentTypeMethod: 'CANCEL', start: movedTo });
    const order = (await emailsTo(address))
      .map(calendarOf)
      .flatMap((found) => (found?.uid === uid ? [found.sequence] : []));
    expect(order, `the calendar messages to ${address}, in order of arrival`).toEqual([0, 1, 2]);
  }

  // 7. The client's offer, typed: sent without a currency first, the browser says so and the focus goes there; the
  //    Recruiter chooses it by typing, and records the candidate's acceptance.
  const today = new Date();
  const start = day(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate() + 45);
  const expires = day(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate() + 14);
  const guaranteeEnds = day(start.date.getUTCFullYear(), start.date.getUTCMonth() + 1, start.dayOfMonth + 90);
  const shownDay = (date: Date) =>
    date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const offers = dialog.getByRole('region', { name: 'Offers' });
  const salary = offers.getByLabel('Salary');
  await tabTo(page, salary);
  await typeInto(page, salary, '100000');
  const currency = offers.getByLabel('Currency');
  const startDate = offers.getByLabel('Start date');
  await tabTo(page, startDate);
  await startDate.pressSequentially(start.typed);
  await expect(startDate).toHaveValue(start.iso);
  const expiresOn = offers.getByLabel('Offer expires on');
  await tabTo(page, expiresOn);
  await expiresOn.pressSequentially(expires.typed);
  await expect(expiresOn).toHaveValue(expires.iso);
  const record = offers.getByRole('button', { name: 'Record offer' });
  await tabTo(page, record);
  await page.keyboard.press('Enter');
  await expectFocus(page, currency, 'the offer sent without a currency');
  expect(await currency.evaluate((select: HTMLSelectElement) => select.validationMessage)).not.toBe('');
  await expect(offers.getByText('No offer yet.')).toBeVisible();
  await currency.pressSequentially('AED');
  await expect(currency).toHaveValue('AED');
  await expect(offers.getByLabel('Per')).toHaveValue('YEAR');
  await tabTo(page, record);
  await page.keyboard.press('Enter');
  await expect(offers.getByRole('status').filter({ hasText: 'Offer recorded' })).toBeFocused();
  await expect(offers.getByRole('listitem').filter({ hasText: '100,000 AED per year' })).toContainText('Open');
  await tabTo(page, offers.getByLabel("The candidate's answer"), { back: true });
  await expect(offers.getByLabel("The candidate's answer")).toHaveValue('accepted');
  await tabTo(page, offers.getByRole('button', { name: 'Record the answer' }));
  await page.keyboard.press('Enter');
  await expect(
    offers.getByRole('status').filter({ hasText: 'Accepted: placed, with a fee of 20,000 AED.' }),
  ).toBeFocused();

  // 8. The placement: its fee and its guarantee end (the start + the client's default 90 days), in the dialog and the
  //    list; the candidate's page says they accepted; no reminder came for the cancelled interview meanwhile.
  await expect(offers.getByRole('link', { name: /^Placement:/ })).toHaveText(
    `Placement: fee 20,000 AED, guarantee ends ${shownDay(guaranteeEnds.date)}`,
  );
  await page.goto('/admin/placements?mine=1');
  const row = page.getByRole('row').filter({ hasText: candidate });
  await expect(row).toContainText('20,000 AED');
  await expect(row).toContainText(shownDay(guaranteeEnds.date));
  await expect(row).toContainText('Not invoiced');
  await own.reload();
  await expect(own.getByRole('region', { name: 'Offer' })).toContainText('You accepted this offer.');
  await expect(own.getByRole('region', { name: 'Where it stands' })).toContainText('Successful');
  await expect(ownInterviews).toContainText('Cancelled');
  expect(await remindersTo(candidateEmail, jobTitle)).toHaveLength(1);
  expect(await remindersTo(contactEmail, jobTitle)).toHaveLength(1);
  await candidateContext.close();
});
