import fs from 'fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, pdfFile, test } from '../fixtures/admin';
import { createApplication } from '../fixtures/staff';

/**
 * The recruiter's workflow in the back-office (docs/015-recruiter-workflow.md): search kept in the URL, a note, a move
 * to Rejected with its confirmation, toast and history line, and the CSV export of the searched list, read with a CSV
 * parser (formula cells neutralised).
 */

const cmsUrl = () => process.env.E2E_CMS_URL!;
const FORMULA_NAME = '=HYPERLINK("http://x","y")';

test('search, note, a confirmed rejection with its history, and the CSV export', async ({ page }) => {
  const stamp = `wf${Date.now()}`;
  const fullName = `Quincy ${stamp}`;
  const letter = 'I would love to join your team because of the mission and the people.';
  await createApplication(cmsUrl(), {
    fullName,
    email: `quincy.${stamp}@example.com`,
    coverLetter: letter,
    resume: pdfFile('quincy-cv.pdf', 2048),
  });
  await createApplication(cmsUrl(), {
    fullName: FORMULA_NAME,
    email: `formula.${stamp}@example.com`,
    coverLetter: letter,
    resume: pdfFile('formula-cv.pdf', 2048),
  });

  // Search by name or e-mail: kept in the URL.
  await page.goto('/blog/admin/applications');
  await page.getByLabel('Search applications').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
  await expect(page.getByText('Total: 2 applications')).toBeVisible();
  await page.getByLabel('Search applications').fill(fullName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=Quincy\\+${stamp}`));
  await expect(page.getByText('Total: 1 application', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search applications')).toHaveValue(fullName);

  // A note.
  await page.getByRole('button', { name: `View details of ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: fullName });
  await dialog.getByLabel('Add a note').fill('Phone screen: strong on SQL.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  const notes = dialog.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Phone screen: strong on SQL.');
  await expect(notes).toContainText('admin ·');

  // Rejected is final: confirmed first, then a toast, and the history shows who moved it.
  await dialog.getByRole('button', { name: 'Mark as Rejected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark as Rejected?' });
  await expect(confirm).toContainText('Rejected is final');
  // A rejection is not emailed unless staff choose to (docs/015-recruiter-workflow.md).
  await expect(confirm.getByRole('checkbox', { name: 'Email the applicant' })).not.toBeChecked();
  await expect(confirm.getByLabel('Subject')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Mark as Rejected' }).click();
  await expect(page.getByText('Status changed to Rejected')).toBeVisible();
  // The dialog stays open (docs/018-forms-and-focus.md): its history shows the move at once.
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(
    /Pending → Rejected by admin, \w{3} \d{1,2}, \d{4}/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The export of the list searched by the stamp: both applications, the formula neutralised.
  await page.goto(`/blog/admin/applications?q=${stamp}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const bytes = await fs.readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
  expect(rows[0]).toEqual([
    'Name',
    'Email',
    'Phone',
    'Job',
    'Company',
    'Status',
    'Applied at',
    'Duplicate',
    'Source',
    'Meets requirements',
    'Screening answers',
    'Back-office link',
  ]);
  expect(rows).toHaveLength(3);
  const byEmail = new Map(rows.slice(1).map((row) => [row[1], row]));
  expect(byEmail.get(`formula.${stamp}@example.com`)?.[0]).toBe(`'${FORMULA_NAME}`);
  const quincy = byEmail.get(`quincy.${stamp}@example.com`);
  expect(quincy?.slice(0, 3)).toEqual([fullName, `quincy.${stamp}@example.com`, `'+44 20 7946 0958`]);
  expect(quincy?.[5]).toBe('Rejected');
  expect(quincy?.[11]).toContain('/blog/admin/applications?q=quincy.');
});

test('the staff alert’s link opens the application’s details in the list of that applicant', async ({ page }) => {
  const stamp = `view${Date.now()}`;
  const fullName = `Rania ${stamp}`;
  const email = `rania.${stamp}@example.com`;
  const { documentId } = await createApplication(cmsUrl(), {
    fullName,
    email,
    coverLetter: 'I would like to apply for this role, which fits my experience.',
    resume: pdfFile('rania-cv.pdf', 2048),
  });
  // The link of the staff alert email (apps/cms/src/lib/emails.ts applicationAlert).
  await page.goto(`/admin/applications?${new URLSearchParams({ q: email, view: documentId }).toString()}`);
  await expect(page.getByRole('dialog', { name: fullName })).toBeVisible();
  await expect(page.getByText('Total: 1 application', { exact: true })).toBeVisible();
});

test('accepting an application emails the applicant the words staff edited, through the outbox', async ({
  page,
  cms,
}) => {
  const stamp = `ok${Date.now()}`;
  const fullName = `Idris ${stamp}`;
  const email = `idris.${stamp}@example.com`;
  const { jobTitle } = await createApplication(cmsUrl(), {
    fullName,
    email,
    coverLetter: 'I have run ICU wards for six years and would like to join you.',
    resume: pdfFile('idris-cv.pdf', 2048),
  });
  await page.goto(`/blog/admin/applications?q=${stamp}`);
  await page.getByRole('button', { name: `View details of ${fullName}` }).click();
  await page.getByRole('dialog', { name: fullName }).getByRole('button', { name: 'Mark as Accepted' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark as Accepted?' });
  // Ticked for Accepted, prefilled with the contract's draft, editable.
  await expect(confirm.getByRole('checkbox', { name: 'Email the applicant' })).toBeChecked();
  await expect(confirm.getByLabel('Subject')).toHaveValue(`Your application for ${jobTitle}: good news`);
  await expect(confirm.getByLabel('Message')).toHaveValue(new RegExp(`^Dear ${fullName},`));
  await confirm.getByLabel('Subject').fill(`Welcome aboard, ${stamp}`);
  await confirm.getByRole('button', { name: 'Mark as Accepted' }).click();
  await expect(page.getByText('Status changed to Accepted. The applicant will receive your email.')).toBeVisible();

  // Recorded in the outbox with the move (this CMS's SMTP port has no server: the message waits or has failed).
  await expect(async () => {
    const lists = await Promise.all(
      ['pending', 'failed', 'sent'].map((status) =>
        cms.adminGet<{ data: Array<{ to: string; subject: string; kind: string }> }>(
          `/outbox?status=${status}&limit=100`,
        ),
      ),
    );
    const decision = lists.flatMap(({ data }) => data).find((message) => message.to === email);
    expect(decision).toMatchObject({ subject: `Welcome aboard, ${stamp}`, kind: 'application-decision' });
  }).toPass({ timeout: 15_000 });
});

test('an applicant who applied in Arabic gets an Arabic draft, sent right to left', async ({ page, cms }) => {
  const stamp = `ar${Date.now()}`;
  const fullName = `ليلى ${stamp}`;
  const email = `layla.${stamp}@example.com`;
  const { jobTitle } = await createApplication(cmsUrl(), {
    fullName,
    email,
    coverLetter: 'أعمل ممرضة في وحدة العناية المركزة منذ ست سنوات.',
    resume: pdfFile('layla-cv.pdf', 2048),
    language: 'ar',
  });
  await page.goto(`/blog/admin/applications?q=${stamp}`);
  await page.getByRole('button', { name: `View details of ${fullName}` }).click();
  await page.getByRole('dialog', { name: fullName }).getByRole('button', { name: 'Mark as Accepted' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark as Accepted?' });
  await expect(confirm.getByText('Drafted in Arabic: they applied on the Arabic site.')).toBeVisible();
  const subject = confirm.getByLabel('Subject');
  await expect(subject).toHaveValue(`طلبك لوظيفة ${jobTitle}: أخبار سارة`);
  await expect(subject).toHaveAttribute('dir', 'auto');
  await expect(confirm.getByLabel('Message')).toHaveValue(new RegExp(`^مرحبًا ${fullName}،`));
  await confirm.getByRole('button', { name: 'Mark as Accepted' }).click();
  await expect(page.getByText('Status changed to Accepted. The applicant will receive your email.')).toBeVisible();

  await expect(async () => {
    const lists = await Promise.all(
      ['pending', 'failed', 'sent'].map((status) =>
        cms.adminGet<{ data: Array<{ to: string; subject: string; kind: string; html?: string }> }>(
          `/outbox?status=${status}&limit=100`,
        ),
      ),
    );
    const decision = lists.flatMap(({ data }) => data).find((message) => message.to === email);
    expect(decision).toMatchObject({ subject: `طلبك لوظيفة ${jobTitle}: أخبار سارة`, kind: 'application-decision' });
  }).toPass({ timeout: 15_000 });
});
