import { readFile } from 'fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { createApplication } from '../fixtures/staff';

/**
 * Erasure and access by e-mail address (docs/015-recruiter-workflow.md): staff find a person, download everything
 * stored about them as a ZIP, delete all of it after typing the address again, and find nothing afterwards. The
 * address is typed key by key, and never appears in a URL of the page, of its requests or of the download
 * (docs/021-operations.md "Logs").
 */
test('personal data: find, download the ZIP, delete after confirming, then nothing is found', async ({ page, cms }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('erasure');
  const resume = pdfFile('Erin Erasure CV.pdf', 2000);
  const { documentId } = await createApplication(cms.url, {
    fullName: 'Erin Erasure',
    email: email.toUpperCase(),
    coverLetter: 'I would like to apply.',
    resume,
  });
  const sent = await fetch(`${cms.url}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { fullName: 'Erin Erasure', email, message: 'Please call me.' } }),
  });
  expect(sent.status).toBe(201);
  const subscribed = await fetch(`${cms.url}/api/job-alerts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { email, search: { q: 'erasure' } } }),
  });
  expect(subscribed.status).toBe(202);
  const briefed = await fetch(`${cms.url}/api/hiring-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: {
        company: 'Erasure Holdings',
        contactName: 'Erin Erasure',
        email,
        roleTitle: 'Archivist',
        workplace: 'onsite',
        country: 'AE',
        employmentType: 'Full-time',
        requirements: 'Forgets nothing.',
      },
    }),
  });
  expect(briefed.status).toBe(201);

  // Every URL the browser asks for during the journey, to check that none carries the address.
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));

  // The dashboard links to the page.
  await page.goto('/admin/dashboard');
  await page
    .getByRole('region', { name: 'Manage' })
    .getByRole('link', { name: /^Personal data/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();

  // The contract's rule, checked before anything is asked.
  const address = page.getByLabel('E-mail address');
  await address.pressSequentially('not-an-address');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();

  await address.clear();
  await address.pressSequentially(`  ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Find' }).click();
  const stored = page.getByRole('region', { name: `Stored about ${email}` });
  await expect(stored).toBeVisible();
  for (const [label, count] of [
    ['Applications', '1'],
    ['Resumes', '1'],
    ['Enquiries', '1'],
    ['Job alert subscriptions', '1'],
    ['Hiring requests', '1'],
    // The confirmations of the application and of the job alert to them, the acknowledgements of the enquiry and of the
    // hiring request, the staff alerts of the application, the enquiry and the hiring request.
    ['Emails to or about them', '7'],
  ]) {
    await expect(stored.locator('div').filter({ has: page.getByText(label, { exact: true }) })).toContainText(count);
  }

  // The ZIP: the JSON with their application, and the resume byte for byte.
  const downloading = page.waitForEvent('download');
  await stored.getByRole('button', { name: 'Download all data (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const files = unzipSync(new Uint8Array(bytes));
  const json = JSON.parse(strFromU8(files['personal-data.json']));
  expect(json.email).toBe(email);
  expect(json.applications).toEqual([expect.objectContaining({ documentId, fullName: 'Erin Erasure' })]);
  expect(json.enquiries).toEqual([expect.objectContaining({ message: 'Please call me.' })]);
  expect(json.hiringRequests).toEqual([
    expect.objectContaining({ company: 'Erasure Holdings', roleTitle: 'Archivist' }),
  ]);
  expect(json.jobAlerts).toEqual([
    expect.objectContaining({ email, search: expect.objectContaining({ q: 'erasure' }) }),
  ]);
  expect(Buffer.from(files[`resumes/${documentId}-Erin Erasure CV.pdf`]).equals(resume.buffer)).toBe(true);

  // Deleting asks for the address typed again.
  await stored.getByRole('button', { name: 'Delete all data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all data of this person?' });
  await expect(dialog).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete all data' }).click();
  await expect(dialog.getByText('Type the e-mail address exactly as shown to confirm.')).toBeVisible();
  expect(await cms.applicationsByEmail(email)).toHaveLength(1);

  await dialog.getByLabel('Type the e-mail address to confirm').pressSequentially(email);
  await dialog.getByRole('button', { name: 'Delete all data' }).click();
  await expect(
    page.getByText(
      /^Deleted applications: 1, candidate profile: 1, resumes: 1, .*enquiries: 1, hiring requests: 1, job alert subscriptions: 1/,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stored.getByText('Nothing is stored about this address.')).toBeVisible();
  expect(await cms.applicationsByEmail(email)).toEqual([]);
  expect(await cms.contactsByEmail(email)).toEqual([]);

  // Finding the address again shows nothing.
  await page.goto('/admin/personal-data');
  await page.getByLabel('E-mail address').pressSequentially(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: `Stored about ${email}` })).toContainText(
    'Nothing is stored about this address.',
  );
  const [local] = email.split('@');
  expect(urls.filter((url) => decodeURIComponent(url).toLowerCase().includes(local))).toEqual([]);
  expect(urls.some((url) => new URL(url).pathname === '/admin/personal-data/export.zip')).toBe(true);
});
