import { readFile } from 'node:fs/promises';
import { HIRE_SUCCESS_MESSAGE, JOB_DESCRIPTION_TYPE_MESSAGE } from '@agency/contract';
import type { Page } from '@playwright/test';
import { expect, pdfFile, test, uniqueEmail } from './fixtures';
import { expectFocus, tabTo, typeInto } from './fixtures/focus';
import { linkIn, STAFF_ALERT_TO, waitForEmail } from './fixtures/mail';
import { signInThroughForm } from './fixtures/staff';

/**
 * The hiring request (docs/024-employers.md): an employer briefs the agency at /hire, by keyboard, with their job
 * description file, reading the real e-mails; staff follow the alert, download the file and convert the request to a
 * draft job. And the form without JavaScript, whose file the CMS refuses by its content first.
 */

/** The label of the form's file field. */
const FILE_LABEL = 'Job description (PDF, DOC or DOCX)';

/** The control labelled `label` in the hiring request form (labels of required fields end with their asterisk). */
function field(page: Page, label: string) {
  return page.locator('#hire-form').getByLabel(label);
}

/** Tabs to the field labelled `label` and types `text` into it key by key. */
async function typeField(page: Page, label: string, text: string) {
  const control = field(page, label);
  await tabTo(page, control);
  await typeInto(page, control, text);
}

test('an employer sends a hiring request by keyboard; staff follow the alert and convert it to a draft job', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const employer = await browser.newContext();
  const visitor = await employer.newPage();
  const email = uniqueEmail('hire');
  const company = `Meridian Bank ${Date.now()}`;

  // Hire Talent in the header leads to the form.
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto('/about');
  await visitor.getByRole('banner').getByRole('link', { name: 'Hire Talent' }).click();
  await expect(visitor).toHaveURL(/\/hire$/);
  await expect(visitor.getByRole('heading', { name: 'Your hiring request' })).toBeVisible();

  await typeField(visitor, 'Company', company);
  await typeField(visitor, 'Your name', 'Layla Haddad');
  await typeField(visitor, 'Work e-mail', email);
  await typeField(visitor, 'Role title', 'Financial Controller');
  await typeField(visitor, 'Number of hires', '2');
  await field(visitor, 'Employment type').selectOption('Full-time');
  await field(visitor, 'Workplace').selectOption('onsite');
  await typeField(visitor, 'City', 'Dubai');
  await typeField(visitor, 'Minimum', '30000');
  await typeField(visitor, 'Maximum', '25000');
  await field(visitor, 'Currency').selectOption('AED');
  await visitor.locator('#hire-form').getByLabel('Per', { exact: true }).selectOption('MONTH');
  await typeField(visitor, 'Requirements', 'ACCA or CPA; ten years in Gulf banking.');
  // The file picker is the browser's own dialog: the file is chosen for the employer, a text file by mistake.
  const file = field(visitor, FILE_LABEL);
  await file.setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a document.') });

  // Three mistakes: no country for on-site work, a budget upside down, a text file. The first takes the focus, with
  // its message.
  const send = visitor.getByRole('button', { name: 'Send Hiring Request' });
  await tabTo(visitor, send);
  await visitor.keyboard.press('Enter');
  const country = visitor.locator('#hire-form').getByLabel('Country', { exact: true });
  await expectFocus(visitor, country, 'after the refused submit');
  await expect(country).toHaveAccessibleDescription(/Choose the country where the work is\./);
  await expect(visitor.getByText('The maximum salary must be at least the minimum.')).toBeVisible();

  // Corrected, key by key: the fields keep what is typed (docs/018-forms-and-focus.md).
  await country.selectOption('AE');
  const maximum = field(visitor, 'Maximum');
  await maximum.focus();
  await maximum.press('ControlOrMeta+a');
  await maximum.press('Backspace');
  await typeInto(visitor, maximum, '40000');
  await expect(visitor.getByText('The maximum salary must be at least the minimum.')).toHaveCount(0);
  await maximum.press('Enter');

  // The text file is still chosen: the file's field takes the focus, and says which files it takes.
  await expectFocus(visitor, file, 'after the second refused submit');
  await expect(file).toHaveAccessibleDescription(new RegExp(JOB_DESCRIPTION_TYPE_MESSAGE.replace(/\./g, '\\.')));
  await expect(field(visitor, 'Company')).toHaveValue(company);
  const brief = pdfFile('Controller brief.pdf');
  await file.setInputFiles(brief);
  await expect(visitor.getByText(JOB_DESCRIPTION_TYPE_MESSAGE)).toHaveCount(0);
  await tabTo(visitor, send);
  await visitor.keyboard.press('Enter');

  const status = visitor.getByRole('status').filter({ hasText: HIRE_SUCCESS_MESSAGE });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(field(visitor, 'Company')).toHaveValue('');
  await employer.close();

  // The employer's copy, and the staff alert with the link to the request.
  const acknowledgement = await waitForEmail(email);
  expect(acknowledgement.text).toContain('24 hours');
  expect(acknowledgement.text).toContain('Financial Controller');
  expect(acknowledgement.text).toMatch(/Job description file: Controller brief\.pdf \(\d+ bytes\)/);
  const alert = await waitForEmail(STAFF_ALERT_TO, (sent) => sent.text.includes(company));
  const link = linkIn(alert, `${baseURL}/admin/hiring-requests/`);
  // The alert names the file and its size; the file itself waits in the back-office.
  expect(alert.text).toMatch(/Job description file: Controller brief\.pdf \(\d+ bytes\)/);
  expect(alert.text).not.toContain('%PDF');

  // Staff sign in and follow it.
  await signInThroughForm(page, { redirectTo: new URL(link).pathname });
  await expect(page.getByRole('heading', { level: 1, name: `Financial Controller at ${company}` })).toBeVisible();
  await expect(page.getByText('AED 30,000–40,000 a month')).toBeVisible();

  // The employer's file, downloaded as it was sent (through the web app; the CMS checks the permission).
  const fileLink = page.getByRole('link', { name: /^Controller brief\.pdf \(\d+ bytes\)$/ });
  const download = page.waitForEvent('download');
  await fileLink.click();
  expect((await download).suggestedFilename()).toBe('Controller brief.pdf');
  expect((await readFile(await (await download).path())).equals(brief.buffer)).toBe(true);
  await page.getByRole('button', { name: 'Mark as in discussion' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as In discussion' })).toBeFocused();
  await page.getByRole('button', { name: 'Convert to job' }).click();
  const converted = page.getByRole('status').filter({ hasText: 'Converted: the draft job “Financial Controller”' });
  await expect(converted).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Status: Converted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to job' })).toHaveCount(0);

  // The draft job carries the request's company.
  await page.getByRole('link', { name: 'Open the draft jobs' }).click();
  await expect(page.getByRole('row').filter({ hasText: company }).first()).toContainText('Financial Controller');
});

test('the hiring request form works without JavaScript and keeps what was typed when refused', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hire');
  const email = uniqueEmail('hire-nojs');
  await field(page, 'Company').fill('Gulfstream Logistics');
  await field(page, 'Your name').fill('Omar Nasser');
  await field(page, 'Work e-mail').fill(email);
  await field(page, 'Role title').fill('Supply Chain Analyst');
  await field(page, 'Employment type').selectOption('Contract');
  await field(page, 'Workplace').selectOption('remote');
  await field(page, 'Requirements').fill('SAP and Arabic.');
  await page.getByRole('button', { name: 'Send Hiring Request' }).click();

  // Remote work needs the countries the hire may live in: the server says so, and the form keeps the rest.
  await expect(page.getByText('Choose at least one country where the hire may live.')).toBeVisible();
  await expect(field(page, 'Company')).toHaveValue('Gulfstream Logistics');
  await expect(field(page, 'Requirements')).toHaveValue('SAP and Arabic.');

  await field(page, 'Countries the hire may live in').selectOption(['AE', 'SA']);
  // A file named .pdf that is not one: the CMS reads its content and refuses it; the page says so on the file's field,
  // which has the focus, and keeps the rest.
  await field(page, FILE_LABEL).setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>Not a PDF</body></html>'),
  });
  await page.getByRole('button', { name: 'Send Hiring Request' }).click();
  await expect(page.getByText("The job description's content does not match a .pdf file.")).toBeVisible();
  await expect(field(page, FILE_LABEL)).toBeFocused();
  await expect(field(page, 'Company')).toHaveValue('Gulfstream Logistics');
  await expect(field(page, 'Countries the hire may live in')).toHaveValues(['SA', 'AE']);

  await field(page, FILE_LABEL).setInputFiles(pdfFile('Supply chain brief.pdf'));
  await page.getByRole('button', { name: 'Send Hiring Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: HIRE_SUCCESS_MESSAGE })).toBeVisible();
  await waitForEmail(email);
  await context.close();
});
