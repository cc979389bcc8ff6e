import { APPLICATION_CONSENT_TEXT } from '@agency/contract';
import { expect, pdfFile, test, uniqueEmail } from './fixtures/admin';
import { jobCards } from './fixtures';
import { linkIn, STAFF_ALERT_TO, waitForEmail } from './fixtures/mail';

/**
 * The emails a visitor's action sends (docs/013-email-outbox.md), read from the local SMTP catcher the CMS under test
 * sends to: what the applicant and staff receive, and that the staff alert's link opens the application in the
 * back-office.
 */

test('an application: the applicant is confirmed by email and staff are alerted with a link to it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/blog');
  const card = jobCards(page).last();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').click();
  const email = uniqueEmail('mail-apply');
  const fullName = `Noor Mail ${Date.now()}`;
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Cover Letter').fill('I would like to hear about this role.');
  await page.getByLabel(/^Resume/).setInputFiles(pdfFile('Noor_CV.pdf'));
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'submitted successfully' })).toBeVisible();

  const confirmation = await waitForEmail(email);
  expect(confirmation.subject).toContain(`Your application for ${title}`);
  expect(confirmation.text).toContain(`Dear ${fullName},`);
  expect(confirmation.text).toContain('within 48 hours');
  expect(confirmation.html).toContain(title);

  const alert = await waitForEmail(STAFF_ALERT_TO, (message) => message.subject.includes(fullName));
  expect(alert.subject).toBe(`New application: ${fullName} for ${title}`);
  expect(alert.text).toContain(email);
  const link = linkIn(alert, `${baseURL}/admin/applications?`);

  // Staff follow the link: the list of this applicant's applications, with this one's details open.
  await page.goto(link);
  const details = page.getByRole('dialog', { name: fullName });
  await expect(details).toBeVisible();
  await expect(details).toContainText(email);
  await expect(details).toContainText(title);
  // The words the applicant agreed to, as the form showed them.
  await expect(details.getByText(`“${APPLICATION_CONSENT_TEXT}”`)).toBeVisible();
});

test('an enquiry: staff are alerted with the message, replying answers the visitor, and the visitor gets a copy', async ({
  page,
}) => {
  const email = uniqueEmail('mail-enquiry');
  const fullName = `Ravi Mail ${Date.now()}`;
  const message = 'We are opening an office in Lisbon and need six engineers by spring.';
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Message / Project Details').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: /thank you|sent/i })).toBeVisible();

  const alert = await waitForEmail(STAFF_ALERT_TO, (sent) => sent.subject === `New enquiry from ${fullName}`);
  expect(alert.text).toContain(message);
  expect(alert.replyTo?.value.map((address) => address.address)).toEqual([email]);

  // The visitor is told that the message arrived and when to expect the reply, with a copy of it.
  const acknowledgement = await waitForEmail(email, (sent) => sent.subject.startsWith('We received your message'));
  expect(acknowledgement.text).toContain('within 24 hours');
  expect(acknowledgement.text).toContain(message);
});
