import AxeBuilder from '@axe-core/playwright';
import { CLIENT_ANSWER_SAVED_MESSAGE, CLIENT_SESSION_ENDED_MESSAGE, HIRE_SUCCESS_MESSAGE } from '@agency/contract';
import type { Page } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from './fixtures/admin';
import { addContact, signInAsContact } from './fixtures/client-portal';
import { tabTo, typeInto } from './fixtures/focus';
import { linkIn, STAFF_ALERT_TO, waitForEmail } from './fixtures/mail';
import { STAFF_EMAIL } from './fixtures/staff';

/**
 * The employers' path end to end (issue 22, docs/024-employers.md), reading the real e-mails: an employer sends a
 * hiring request → staff convert it to a job and publish it → a candidate applies → the recruiter submits them to the
 * client → the client's contact signs in from the e-mail's link and answers "Interview" → the recruiter reads it in the
 * application's dialog and in their inbox. Then the portal's isolation as a browser meets it: another client's contact
 * is refused this client's job and resume, and a removed contact's session ends.
 */

/** Types `text` key by key into the control labelled `label` inside `scope`'s form `formId`. */
async function typeIn(page: Page, formId: string, label: string, text: string) {
  const control = page.locator(`#${formId}`).getByLabel(label);
  await tabTo(page, control);
  await typeInto(page, control, text);
}

test('a hiring request becomes a job, an applicant is submitted, and the client answers Interview from the e-mail', async ({
  browser,
  page,
  cms,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const company = `Gulf Horizon Bank ${Date.now()}`;
  const candidate = `Layla Haddad ${Date.now()}`;

  // 1. The employer's brief, typed at /hire.
  const employer = await browser.newContext();
  const visitor = await employer.newPage();
  await visitor.goto('/hire');
  await typeIn(visitor, 'hire-form', 'Company', company);
  await typeIn(visitor, 'hire-form', 'Your name', 'Mariam Saleh');
  await typeIn(visitor, 'hire-form', 'Work e-mail', uniqueEmail('journey-employer'));
  await typeIn(visitor, 'hire-form', 'Role title', 'Treasury Analyst');
  await visitor.locator('#hire-form').getByLabel('Employment type').selectOption('Full-time');
  await visitor.locator('#hire-form').getByLabel('Workplace').selectOption('onsite');
  await visitor.locator('#hire-form').getByLabel('Country', { exact: true }).selectOption('AE');
  await typeIn(visitor, 'hire-form', 'City', 'Dubai');
  await typeIn(visitor, 'hire-form', 'Requirements', 'Five years in treasury operations.');
  await typeIn(visitor, 'hire-form', 'Must-haves, one a line', 'A UAE driving licence');
  await visitor.getByRole('group', { name: 'Ask applicants' }).getByLabel('What is your notice period?').check();
  await visitor.getByRole('button', { name: 'Send Hiring Request' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: HIRE_SUCCESS_MESSAGE })).toBeFocused();
  await employer.close();

  // 2. Staff follow the alert, convert the request, and open the job it became.
  const alert = await waitForEmail(STAFF_ALERT_TO, (sent) => sent.text.includes(company));
  await page.goto(new URL(linkIn(alert, `${baseURL}/admin/hiring-requests/`)).pathname);
  await page.getByRole('button', { name: 'Convert to job' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Converted' })).toBeFocused();
  await page.goto('/admin/jobs?status=draft');
  const row = page.getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: /^Edit / }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Job' });
  await editor.getByLabel('Status').selectOption('open');
  await editor.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job updated' })).toBeVisible();
  const jobs = await cms.adminGet<{ data: Array<{ documentId: string; slug: string; status: string }> }>(
    `/jobs?filters[company][$eq]=${encodeURIComponent(company)}`,
  );
  const job = jobs.data[0];
  expect(job.status).toBe('open');

  // 3. A candidate applies, typing.
  const applicantEmail = uniqueEmail('journey-applicant');
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  await applicant.goto(`/jobs/${job.slug}`);
  for (const [label, text] of [
    ['Full Name', candidate],
    ['Email', applicantEmail],
    ['Phone', '+971 50 123 4567'],
    ['Cover Letter', 'Eight years in treasury operations in Dubai.'],
  ] as const) {
    await typeIn(applicant, 'apply-form', label, text);
  }
  // The employer's ready-made question and must-have, carried over to the job's apply form.
  await applicant
    .locator('#apply-form')
    .getByLabel(/What is your notice period/)
    .selectOption('1 month');
  await applicant
    .getByRole('group', { name: /Do you meet this requirement: A UAE driving licence\?/ })
    .getByLabel('Yes')
    .check();
  await applicant
    .locator('#apply-form')
    .getByLabel(/^Resume/)
    .setInputFiles(pdfFile('Layla_Haddad_CV.pdf'));
  await applicant
    .locator('#apply-form')
    .getByLabel(/I agree to the storage and handling/)
    .check();
  await applicant.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applicant.getByRole('status').filter({ hasText: 'submitted successfully' })).toBeFocused();
  await applicantContext.close();

  // 4. The recruiter submits the applicant to the client with a summary.
  const contactEmail = uniqueEmail('journey-contact');
  await addContact(cms, company, contactEmail, 'Omar Nasser');
  await page.goto(`/blog/admin/applications?job=${job.documentId}`);
  const card = page.getByRole('listitem').filter({ hasText: candidate });
  await card.getByRole('button', { name: /View details/ }).click();
  const dialog = page.getByRole('dialog', { name: candidate });
  const summary = dialog.getByLabel('Summary for the client');
  await summary.click();
  await typeInto(page, summary, 'Eight years in treasury, fluent Arabic and English, available in one month.');
  await dialog.getByRole('button', { name: 'Submit to client' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Submitted to the client.' })).toBeFocused();
  await expect(dialog.getByText('The client has not answered yet.')).toBeVisible();

  // 5. The client's contact is told by e-mail (the role, never the candidate), signs in from it and answers Interview.
  const news = await waitForEmail(contactEmail, (mail) => mail.subject.startsWith('A candidate for Treasury Analyst'));
  expect(news.text).not.toContain(candidate);
  const client = await signInAsContact(browser, baseURL!, contactEmail, linkIn(news, `${baseURL}/client`));
  await client.getByRole('link', { name: 'Treasury Analyst' }).click();
  const candidateCard = client.getByRole('article', { name: candidate });
  await expect(candidateCard).toContainText('fluent Arabic and English');
  // The screening answers, without our knockout rules.
  await expect(candidateCard).toContainText(/What is your notice period\?\s*1 month/);
  await expect(candidateCard).not.toContainText('outside the requirements');
  await expect(candidateCard).not.toContainText('journey-applicant');
  const download = client.waitForEvent('download');
  await candidateCard.getByRole('link', { name: /Download the resume/ }).click();
  expect((await download).suggestedFilename()).toBe('Layla_Haddad_CV.pdf');
  await candidateCard.getByRole('radio', { name: 'Interview' }).check();
  const comment = candidateCard.getByLabel('Comment (optional)');
  await comment.click();
  await typeInto(client, comment, 'Tuesday morning suits us.');
  await candidateCard.getByRole('button', { name: 'Send answer' }).click();
  await expect(client.getByRole('status').filter({ hasText: CLIENT_ANSWER_SAVED_MESSAGE })).toBeFocused();
  // The portal's pages as axe-core reads them: no serious or critical violation.
  const axe = await new AxeBuilder({ page: client }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  await expect(client.getByRole('article', { name: candidate })).toContainText(
    'Interview — “Tuesday morning suits us.”',
  );

  // 6. The recruiter (the job's owner: who converted it) reads it in their inbox and in the application's dialog.
  const told = await waitForEmail(
    STAFF_EMAIL,
    (mail) => mail.text.includes(candidate) && mail.text.includes('Interview'),
  );
  expect(told.text).toContain('Tuesday morning suits us.');
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: candidate }).getByRole('list', { name: 'The client’s answers' }),
  ).toContainText('Interview');
  const history = page.getByRole('dialog', { name: candidate }).getByRole('region', { name: 'History' });
  await expect(history).toContainText('Submitted to the client by admin');
  await expect(history).toContainText('The client answered Interview: Omar Nasser');

  // 6b. The answer moved the submission's stage (docs/025-placements.md "Stages"); the recruiter ends it by keyboard
  //     with a final outcome, and the History shows the move; the answer takes the focus.
  const staffDialog = page.getByRole('dialog', { name: candidate });
  await expect(staffDialog.getByText('Stage: Interviewing (round 1)')).toBeVisible();
  await expect(history).toContainText('Stage Submitted → Interviewing (round 1) by Omar Nasser (client)');
  const moveTo = staffDialog.getByLabel('Move to');
  await tabTo(page, moveTo);
  await page.keyboard.press('End');
  await expect(moveTo).toHaveValue('ended');
  const outcome = staffDialog.getByLabel('Reason, for a final outcome');
  await tabTo(page, outcome);
  for (const _ of ['Client declined', 'We declined', 'Candidate withdrew']) await page.keyboard.press('ArrowDown');
  await expect(outcome).toHaveValue('candidate-withdrew');
  const stageComment = staffDialog.getByRole('form', { name: 'Move the stage' }).getByLabel('Comment (optional)');
  await tabTo(page, stageComment);
  await typeInto(page, stageComment, 'Took a counter-offer.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    staffDialog.getByRole('status').filter({ hasText: 'Moved to Ended: candidate withdrew.' }),
  ).toBeFocused();
  await expect(staffDialog.getByText('Stage: Ended: candidate withdrew — “Took a counter-offer.”')).toBeVisible();
  await expect(staffDialog.getByRole('form', { name: 'Move the stage' })).toHaveCount(0);
  await expect(history).toContainText(
    'Stage Interviewing (round 1) → Ended: candidate withdrew by admin — “Took a counter-offer.”',
  );
  await expect(history).toContainText('Reviewed → Rejected by admin');

  // 7. Isolation in the browser: another client's contact gets nothing of this client's, and a removed contact's
  //    session ends at the next request.
  const otherCompany = `Desert Rose Hotels ${Date.now()}`;
  await cms.adminSend('POST', '/clients', { data: { name: otherCompany, website: '' } });
  const otherEmail = uniqueEmail('journey-other');
  const otherContact = await addContact(cms, otherCompany, otherEmail, 'Sara Khan');
  const other = await signInAsContact(browser, baseURL!, otherEmail);
  await expect(other.getByText('No candidates have been put forward to you yet.')).toBeVisible();
  const jobPage = await other.goto(`/client/jobs/${job.documentId}`);
  expect(jobPage?.status()).toBe(404);
  await expect(other.getByRole('heading', { name: 'Job not found.' })).toBeVisible();
  await expect(other.locator('body')).not.toContainText(candidate);
  const [application] = await cms.applicationsByEmail(applicantEmail);
  const { data: submitted } = await cms.adminGet<{ data: { submissions: Array<{ documentId: string }> } }>(
    `/job-applications/${application.documentId}`,
  );
  const resume = await other.request.get(`/client/submissions/${submitted.submissions[0].documentId}/resume`);
  expect(resume.status()).toBe(404);
  await cms.adminSend('DELETE', `/client-contacts/${otherContact}`);
  await other.goto('/client/jobs');
  await expect(other).toHaveURL(/\/client\?ended=1$/);
  await expect(other.getByText(CLIENT_SESSION_ENDED_MESSAGE)).toBeVisible();
  await client.context().close();
  await other.context().close();
});
