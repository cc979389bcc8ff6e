import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';

/**
 * Offers and placements (docs/025-placements.md "Offers and placements"), by keyboard: in a submitted candidate's
 * application dialog the recruiter records the client's offer (100,000 AED a year) and the candidate's acceptance; the
 * placement appears in /admin/placements with its fee, 20 % of the year's salary (20,000), and its guarantee end.
 */
test('an accepted offer becomes a placement with its fee', async ({ page, cms }) => {
  // Set-up: a job of a new client, one application to it, submitted to the client.
  const company = `Gulf Ledger ${Date.now()}`;
  const candidate = `Rania Offer ${Date.now()}`;
  const { data: job } = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    data: { title: `Finance Lead ${Date.now()}`, company, description: '<p>Lead finance.</p>', country: 'AE' },
  });
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      fullName: candidate,
      email: uniqueEmail('offer'),
      phone: '+971 50 123 4567',
      coverLetter: 'Ready to lead.',
      job: job.documentId,
      consent: true,
    }),
  );
  const resume = pdfFile('cv.pdf');
  form.set('files.resume', new Blob([new Uint8Array(resume.buffer)], { type: resume.mimeType }), resume.name);
  const applied = await fetch(`${cms.url}/api/job-applications`, { method: 'POST', body: form });
  expect(applied.status).toBe(201);
  const application = ((await applied.json()) as { data: { documentId: string } }).data.documentId;
  await cms.adminSend('POST', `/job-applications/${application}/submissions`, { data: { summary: 'Strong lead.' } });

  await page.goto(`/blog/admin/applications?job=${job.documentId}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: candidate })
    .getByRole('button', { name: /View details/ })
    .click();
  const offers = page.getByRole('dialog', { name: candidate }).getByRole('region', { name: 'Offers' });

  // The offer, typed: salary, currency, period, start and expiry.
  const salary = offers.getByLabel('Salary');
  await tabTo(page, salary);
  await typeInto(page, salary, '100000');
  await page.keyboard.press('Tab');
  const currency = offers.getByLabel('Currency');
  await expectFocus(page, currency, 'the currency follows the salary');
  await currency.selectOption('AED');
  await page.keyboard.press('Tab');
  await expect(offers.getByLabel('Per')).toHaveValue('YEAR');
  const start = offers.getByLabel('Start date');
  await tabTo(page, start);
  await start.pressSequentially('01042027');
  await expect(start).toHaveValue('2027-01-04');
  const expires = offers.getByLabel('Offer expires on');
  await tabTo(page, expires);
  await expires.pressSequentially('12202026');
  await expect(expires).toHaveValue('2026-12-20');
  await tabTo(page, offers.getByRole('button', { name: 'Record offer' }));
  await page.keyboard.press('Enter');
  await expect(offers.getByRole('status').filter({ hasText: 'Offer recorded' })).toBeFocused();
  await expect(offers.getByRole('listitem').filter({ hasText: '100,000 AED per year' })).toContainText('Open');

  // The candidate accepts.
  const answer = offers.getByLabel("The candidate's answer");
  await tabTo(page, answer);
  await expect(answer).toHaveValue('accepted');
  await tabTo(page, offers.getByRole('button', { name: 'Record the answer' }));
  await page.keyboard.press('Enter');
  await expect(
    offers.getByRole('status').filter({ hasText: 'Accepted: placed, with a fee of 20,000 AED.' }),
  ).toBeFocused();

  // The placement in the list, with its fee and guarantee end (start + 90 days).
  await page.goto('/admin/placements');
  const row = page.getByRole('row').filter({ hasText: candidate });
  await expect(row).toContainText('20,000 AED');
  await expect(row).toContainText('4 Apr 2027');
  await expect(row).toContainText('Not invoiced');
});
