import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { applyThroughCms } from '../fixtures/cms';

/**
 * The placement reports (docs/025-placements.md "Desk and reports"): a placement seeded through the CMS (100,000 AED a
 * year at the default 20 %: a 20,000 fee) shows in the "By client" table with the figure computed by hand, the table's
 * CSV downloads with it, the definitions are on the page, the navigation leads there, and axe finds nothing serious.
 * On the way, the dashboard shows its "Needs attention" card.
 */
test('the reports show a placement’s fee by client and download it as CSV', async ({ page, cms }) => {
  const company = `Dune Analytics ${Date.now()}`;
  const { data: job } = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    data: { title: `Data Lead ${Date.now()}`, company, description: '<p>Lead data.</p>', country: 'AE' },
  });
  const application = await applyThroughCms(
    cms.url,
    job.documentId,
    { fullName: `Omar Report ${Date.now()}`, email: uniqueEmail('report') },
    pdfFile('cv.pdf'),
  );
  const { data: submission } = await cms.adminSend<{ data: { documentId: string } }>(
    'POST',
    `/job-applications/${application}/submissions`,
    { data: { summary: 'Strong lead.' } },
  );
  const { data: offer } = await cms.adminSend<{ data: { documentId: string } }>(
    'POST',
    `/submissions/${submission.documentId}/offers`,
    {
      data: {
        salaryAmount: 100000,
        salaryCurrency: 'AED',
        salaryPeriod: 'YEAR',
        startDate: '2027-01-04',
        // Three weeks on: an offer past its expiry cannot be accepted.
        expiresOn: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
      },
    },
  );
  await cms.adminSend('POST', `/offers/${offer.documentId}/answer`, { data: { answer: 'accepted' } });

  await page.goto('/admin/dashboard');
  // The dashboard's "Needs attention" card: its count and the way to the whole list.
  await expect(page.getByRole('heading', { level: 2, name: /^Needs attention \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all that needs attention' })).toHaveAttribute(
    'href',
    '/admin/needs-attention',
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText(/Time to fill: from the day the job was first opened/)).toBeVisible();

  const byClient = page.getByRole('region', { name: 'By client' });
  const row = byClient.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByRole('cell')).toHaveText(['1', 'AED 20,000.00']);

  const download = page.waitForEvent('download');
  await byClient.getByRole('link', { name: 'Download “By client” as CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFFClient,Placements,')).toBe(true);
  expect(csv).toContain(`${company},1,`);
  expect(csv).toMatch(new RegExp(`${company},1,(\\d+\\.\\d{2},)*20000\\.00`));

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => violation.id)).toEqual([]);
});
