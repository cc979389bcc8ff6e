import { expect, test } from '../fixtures/admin';

/**
 * The staff side of job postings' structured data (docs/004-staff-back-office.md): a new job is a draft and may be
 * incomplete; choosing Open names what it lacks (the contract's rule, as the CMS applies it); the structured fields
 * make the display location and salary; the closing date is picked in the staff member's time zone; a job whose closing
 * date has passed is Expired in the list, whatever its status.
 */
test.use({ timezoneId: 'Asia/Dubai' });

const NEEDED = 'Needed before the job can be open.';

test('a draft saves incomplete; choosing Open names what it lacks; complete, it opens', async ({ page, cms }) => {
  const title = `Remote Data Engineer ${Date.now()}`;
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  await expect(dialog.getByLabel('Status')).toHaveValue('draft');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job created' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(/\/admin\/jobs\?status=draft$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await edit.getByLabel('Status').selectOption('open');
  const lacking =
    'This job cannot be open yet: add a description, a company and a country (for a remote job, the countries applicants may live in). You can save it as a draft meanwhile.';
  await expect(edit.getByLabel('Status')).toHaveAccessibleDescription(new RegExp(literal(lacking)));
  // Each field says it is required to open the job, then what is missing now.
  const hintAndMessage = `Required to open the job; a draft may leave it empty. ${NEEDED}`;
  await expect(edit.getByLabel('Company')).toHaveAccessibleDescription(hintAndMessage);
  await expect(edit.getByLabel('Country')).toHaveAccessibleDescription(hintAndMessage);
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(hintAndMessage);
  // Saving is refused in the browser, with the same words, and nothing is posted.
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: lacking })).toBeVisible();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Company')).toBeFocused();

  // A remote job needs the countries its applicants may live in instead of a country.
  await edit.getByLabel('Company').fill('Northwind Data');
  await edit.getByRole('textbox', { name: 'Description' }).fill('Build our data platform.');
  await edit.getByLabel('Workplace').selectOption('remote');
  const applicantCountries = edit.getByLabel('Countries applicants may live in');
  await expect(applicantCountries).toHaveAccessibleDescription(new RegExp(literal(NEEDED)));
  await expect(edit.getByLabel('Country')).not.toHaveAttribute('aria-invalid');
  await applicantCountries.selectOption(['DE', 'FR']);
  await expect(applicantCountries).toHaveAccessibleDescription(/Chosen: France, Germany\.$/);
  await expect(edit.getByLabel('Status')).not.toHaveAttribute('aria-invalid');
  await expect(edit.getByLabel('Location')).toHaveAccessibleDescription(
    'Left empty, the job board shows “Remote (France, Germany)”, made from workplace, city and country.',
  );

  await edit.getByLabel('Minimum pay').fill('5000');
  await edit.getByLabel('Maximum pay').fill('7000');
  await edit.getByLabel('Currency').selectOption('EUR');
  await edit.getByLabel('Pay period').selectOption('MONTH');
  // Intl writes the range ("€5,000 – €7,000"); its spaces and repeated symbol vary between ICU versions.
  await expect(edit.getByLabel('Salary')).toHaveAccessibleDescription(
    /^Left empty, the job board shows “€5,000\s?–\s?€?7,000 a month”, made from the range, currency and period\.$/,
  );
  await expect(edit.getByLabel('Closing date and time')).toHaveAccessibleDescription(
    /^In your time zone \(Asia\/Dubai\)\./,
  );
  await edit.getByLabel('Closing date and time').fill('2099-12-31T17:00');
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Job updated' })).toBeVisible();
  await expect(edit).toBeHidden();

  const stored = await cms.adminGet<{ data: Array<Record<string, unknown>> }>(
    `/jobs?filters[title][$eq]=${encodeURIComponent(title)}`,
  );
  expect(stored.data[0]).toMatchObject({
    status: 'open',
    workplace: 'remote',
    country: null,
    // In the list's order, by name.
    applicantLocations: ['FR', 'DE'],
    salaryMin: 5000,
    salaryMax: 7000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'MONTH',
    // 17:00 in Dubai (UTC+4).
    validThrough: '2099-12-31T13:00:00.000Z',
  });

  await page.getByLabel('Status').selectOption('open');
  const opened = page.getByRole('row').filter({ hasText: title });
  await expect(opened).toContainText('Open');
  await expect(opened).toContainText('Remote (France, Germany)');
  await expect(opened).toContainText('Closes Dec 31, 2099');
  // The editor shows the closing time as it was picked.
  await opened.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Job' }).getByLabel('Closing date and time')).toHaveValue(
    '2099-12-31T17:00',
  );
  await page.getByRole('dialog', { name: 'Edit Job' }).getByRole('button', { name: 'Cancel' }).click();

  await cms.adminSend('DELETE', `/jobs/${String(stored.data[0].documentId)}`);
});

test('a job whose closing date has passed is Expired in the list, whatever its status', async ({ page, cms }) => {
  const title = `Expired posting ${Date.now()}`;
  const created = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    data: {
      title,
      company: 'Old Company',
      description: '<p>An old posting.</p>',
      country: 'PK',
      status: 'open',
      validThrough: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    },
  });

  await page.goto('/admin/jobs');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Expired');
  await expect(row.getByText('Open', { exact: true })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('expired');
  await expect(page).toHaveURL(/\/admin\/jobs\?status=expired$/);
  await expect(row).toContainText('Expired');
  await page.getByLabel('Status').selectOption('open');
  await expect(page).toHaveURL(/\/admin\/jobs\?status=open$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  await cms.adminSend('DELETE', `/jobs/${created.data.documentId}`);
});

/** `text` as a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
