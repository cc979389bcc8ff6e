import AxeBuilder from '@axe-core/playwright';
import { CANDIDATE_LINK_INVALID_MESSAGE, CANDIDATE_WITHDRAWN_MESSAGE, formatInstantForReader } from '@agency/contract';
import { expect, jobCards, pdfFile, test, uniqueEmail } from './fixtures';
import { expectFocus, tabTo, typeInto } from './fixtures/focus';
import { linkIn, waitForEmail } from './fixtures/mail';

/**
 * The candidate's own page (docs/025-placements.md "The candidate's page", issue 28) as a candidate meets it: apply →
 * the confirmation e-mail's link → the page (not cached, not indexed, no referrer; axe-core finds no serious breach) →
 * staff submit it and book an interview (through the CMS's API) → the page, in the browser's zone (New York), shows it
 * → withdraw by keyboard in two steps, the focus on the question, then on the page's heading → the page says withdrawn
 * and the interview cancelled. A forged link shows the one generic message. Picking a proposed time, the `.ics` and
 * the invitations are issue 28's journey (e2e/placement-journey.spec.ts).
 */
test.use({ timezoneId: 'America/New_York' });

test('a candidate follows their application from the e-mail, sees their interview and withdraws, by keyboard', async ({
  page,
  baseURL,
  cms,
}) => {
  await page.goto('/blog');
  const jobPath = (await jobCards(page).last().getByRole('link').getAttribute('href'))!;
  await page.goto(jobPath);
  const email = uniqueEmail('candidate-page');
  await page.getByLabel('Full Name').fill('Rowan Ellis');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Cover Letter').fill('Six years in the role.');
  await page.getByLabel(/^Resume/).setInputFiles(pdfFile());
  await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'submitted successfully' })).toBeVisible();

  const confirmation = await waitForEmail(email, (mail) => mail.subject.startsWith('Your application for'));
  const link = linkIn(confirmation, `${baseURL}/my-application/`);
  const response = await page.goto(link);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('Received');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('You applied.');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

  // Staff submit the application to the job's client and book an interview (set-up through the CMS's API); picking a
  // proposed time is issue 28's journey (e2e/placement-journey.spec.ts).
  const [stored] = await cms.applicationsByEmail(email);
  const submission = await cms.adminSend<{ data: { documentId: string } }>(
    'POST',
    `/job-applications/${stored.documentId}/submissions`,
    { data: { summary: 'Six years in the role.' } },
  );
  const startsAt = new Date(Date.now() + 8 * 24 * 3_600_000);
  startsAt.setUTCHours(14, 0, 0, 0);
  await cms.adminSend('POST', `/submissions/${submission.data.documentId}/interviews`, {
    data: { kind: 'phone', lengthMinutes: 30, organiserTimeZone: 'Europe/Berlin', startsAt: startsAt.toISOString() },
  });
  await page.reload();
  // Hydrated: the page's dates are in the browser's zone.
  await expect(page.getByLabel('Time zone of these dates')).toHaveValue('America/New_York');
  const interviews = page.getByRole('region', { name: 'Interviews' });
  await expect(interviews).toContainText('Round 1: phone interview');
  await expect(interviews).toContainText('Booked');
  await expect(interviews).toContainText(formatInstantForReader(startsAt.toISOString(), 'America/New_York'));
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('Interviewing (round 1)');

  // Step 1: the Withdraw button, by keyboard; the question takes the focus.
  const withdraw = page.getByRole('button', { name: 'Withdraw my application' });
  await tabTo(page, withdraw);
  await page.keyboard.press('Enter');
  const question = page.getByRole('heading', { name: 'Withdraw your application?' });
  await expectFocus(page, question, 'after Withdraw');
  // Step 2: an optional reason, then the confirmation.
  const reason = page.getByLabel('Why are you withdrawing? (optional)');
  await tabTo(page, reason);
  await typeInto(page, reason, 'I accepted another offer.');
  await tabTo(page, page.getByRole('button', { name: 'Yes, withdraw my application' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Your application' }), 'after withdrawing');
  await expect(page.getByRole('status').filter({ hasText: CANDIDATE_WITHDRAWN_MESSAGE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText('Withdrawn');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('You withdrew your application.');
  await expect(page.getByRole('button', { name: 'Withdraw my application' })).toHaveCount(0);
  // The withdrawal cancelled the interview to come.
  await expect(interviews).toContainText('Cancelled');

  // A forged link: the one generic message, and a way to ask for the link again.
  const forged = await page.goto(`/my-application/${'Q'.repeat(43)}`);
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText(CANDIDATE_LINK_INVALID_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for your link again' })).toHaveAttribute('href', '/my-application');
});
