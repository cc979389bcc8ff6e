import type { Page } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import type { CmsClient } from '../fixtures/cms';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';

/**
 * Screening questions (docs/024-employers.md "Screening questions"): staff add a ready-made question and one of their
 * own with a knockout in the job editor by keyboard; an applicant answers them key by key (the first missing answer
 * takes the focus) and is told the same whatever they answer; staff find the knockout application with the
 * requirements filter and read the answers. And the apply form's questions without JavaScript.
 */

const LICENCE = 'Do you hold a UAE driving licence?';

/** An open job made through the API (set-up), with `screeningQuestions`. @returns its title and slug. */
async function openJob(cms: CmsClient, screeningQuestions: unknown[] = []) {
  const title = `Treasury Driver ${Date.now()}`;
  const { data } = await cms.adminSend<{ data: { slug: string; documentId: string } }>('POST', '/jobs', {
    data: {
      title,
      description: '<p>Drive the treasury team.</p>',
      company: 'Meridian Bank',
      country: 'AE',
      status: 'open',
      screeningQuestions,
    },
  });
  return { title, slug: data.slug, documentId: data.documentId };
}

/** The apply form's control labelled `label`. */
const applyField = (page: Page, label: string | RegExp) => page.locator('#apply-form').getByLabel(label);

test('staff add a ready-made question and a knockout of their own to a job, by keyboard', async ({ page, cms }) => {
  test.setTimeout(90_000);
  const job = await openJob(cms);
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: `Edit ${job.title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Job' });

  const preset = editor.getByLabel('Ready-made question');
  await tabTo(page, preset);
  await preset.selectOption({ label: 'What is your notice period?' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The new question takes the focus, already worded.
  await expectFocus(page, editor.getByLabel('Question 1'), 'the added ready-made question');
  await expect(editor.getByLabel('Question 1')).toHaveValue('What is your notice period?');

  await tabTo(page, editor.getByRole('button', { name: 'Add a question' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, editor.getByLabel('Question 2'), 'the new question');
  await typeInto(page, editor.getByLabel('Question 2'), LICENCE);
  const knockout = editor.getByLabel('Knockout', { exact: true });
  await tabTo(page, knockout);
  await knockout.selectOption({ label: 'The answer must be Yes' });
  await expect(
    editor.getByRole('checkbox', { name: /Answer required \(a knockout question always is\)/ }).last(),
  ).toBeChecked();

  await editor.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job updated' })).toBeVisible();
  const stored = await cms.adminGet<{ data: { screeningQuestions: unknown[] } }>(`/jobs/${job.documentId}`);
  expect(stored.data.screeningQuestions).toEqual([
    expect.objectContaining({ id: 'notice-period', kind: 'choice', required: true, knockout: null }),
    expect.objectContaining({ kind: 'yes-no', label: LICENCE, required: true, knockout: { accepted: ['yes'] } }),
  ]);

  // An empty question is refused on its own field, which takes the focus.
  await page.getByRole('button', { name: `Edit ${job.title}` }).click();
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await editor.getByRole('button', { name: 'Update Job' }).click();
  await expect(editor.getByLabel('Question 3')).toBeFocused();
  await expect(editor.getByLabel('Question 3')).toHaveAccessibleDescription('Write the question.');
});

test('an applicant answers the questions key by key; a knockout answer is kept, told the same, and found by staff', async ({
  browser,
  page,
  cms,
}) => {
  test.setTimeout(90_000);
  const job = await openJob(cms, [
    {
      id: 'expected-salary',
      kind: 'salary',
      label: 'What is your expected salary?',
      required: true,
      options: [],
      knockout: null,
    },
    { id: 'licence', kind: 'yes-no', label: LICENCE, required: true, options: [], knockout: { accepted: ['yes'] } },
  ]);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/jobs/${job.slug}`);
  const email = uniqueEmail('screening');
  for (const [label, text] of [
    ['Full Name', 'Layla Haddad'],
    ['Email', email],
    ['Phone', '+971 50 123 4567'],
    ['Cover Letter', 'Eight years in treasury operations.'],
  ] as const) {
    const control = applyField(visitor, label);
    await control.click();
    await typeInto(visitor, control, text);
  }
  await applyField(visitor, /^Resume/).setInputFiles(pdfFile('Layla_Haddad_CV.pdf'));
  await applyField(visitor, /I agree to the storage and handling/).check();

  // Unanswered, the questions are refused: the summary takes the focus, each question says so on its field.
  await visitor.getByRole('button', { name: 'Submit Application' }).click();
  await expect(visitor.getByRole('alert')).toBeFocused();
  await expect(visitor.getByRole('alert')).toContainText('Please fill in all required fields and agree to the terms.');
  const amount = applyField(visitor, /^Amount/);
  await expect(amount).toHaveAccessibleDescription('This field is required.');
  await expect(visitor.getByRole('group', { name: LICENCE })).toHaveAccessibleDescription('This field is required.');
  await amount.click();
  await typeInto(visitor, amount, '18000');
  await expect(amount).toHaveValue('18000');
  await applyField(visitor, /^Currency/).selectOption('AED');
  await applyField(visitor, /^Per/).selectOption('MONTH');
  await visitor.getByRole('group', { name: LICENCE }).getByLabel('No').check();
  await visitor.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
  ).toBeFocused();
  await expect(visitor.getByText(/requirement/i)).toHaveCount(0);
  await context.close();

  // Staff: the list's requirements filter finds it, and its dialog shows the answers.
  await page.goto(`/blog/admin/applications?job=${job.documentId}`);
  await page
    .getByRole('group', { name: 'Filter by requirements' })
    .getByRole('link', { name: 'Does not meet requirements' })
    .click();
  const card = page.getByRole('listitem').filter({ hasText: 'Layla Haddad' });
  await expect(card).toContainText('Does not meet requirements');
  await card.getByRole('button', { name: /View details/ }).click();
  const details = page.getByRole('region', { name: 'Screening answers' });
  await expect(details).toContainText('What is your expected salary?');
  await expect(details).toContainText(/AED\s18,000 a month/);
  await expect(details).toContainText(/Do you hold a UAE driving licence\?\s*No\s*\(outside the requirements\)/);
  await page.goto(`/blog/admin/applications?job=${job.documentId}&requirements=met`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Layla Haddad' })).toHaveCount(0);
});

test('the apply form asks the questions without JavaScript, and keeps what was typed when one is missing', async ({
  browser,
  cms,
}) => {
  const job = await openJob(cms, [
    {
      id: 'notice-period',
      kind: 'choice',
      label: 'What is your notice period?',
      required: true,
      options: ['Available now', '1 month'],
      knockout: null,
    },
  ]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/jobs/${job.slug}`);
  const email = uniqueEmail('screening-nojs');
  await applyField(page, 'Full Name').fill('Omar Nasser');
  await applyField(page, 'Email').fill(email);
  await applyField(page, 'Phone').fill('+971 50 765 4321');
  await applyField(page, 'Cover Letter').fill('Ready to start.');
  await applyField(page, /^Resume/).setInputFiles(pdfFile('Omar_Nasser_CV.pdf'));
  await applyField(page, /I agree to the storage and handling/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(applyField(page, /What is your notice period/)).toHaveAccessibleDescription('This field is required.');
  await expect(applyField(page, 'Full Name')).toHaveValue('Omar Nasser');
  expect(await cms.applicationsByEmail(email)).toHaveLength(0);

  await applyField(page, /What is your notice period/).selectOption('1 month');
  await applyField(page, /^Resume/).setInputFiles(pdfFile('Omar_Nasser_CV.pdf'));
  await applyField(page, /I agree to the storage and handling/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible();
  const [stored] = await cms.applicationsByEmail(email);
  expect(stored).toBeTruthy();
  await context.close();
});
