import { expect, pdfFile, test, uniqueEmail, jobCards } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Opens a demo job from the board (the last card of its first page: the first ones may be other tests' new jobs,
 * deleted while this one applies) and returns its title.
 */
async function openFirstJob(page: Page): Promise<string> {
  await page.goto('/blog');
  const card = jobCards(page).last();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return title;
}

async function fillApplication(page: Page, email: string, file: Parameters<Page['setInputFiles']>[1]) {
  await page.getByLabel('Full Name').fill('  Jordan Rivers  ');
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()}  `);
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Cover Letter').fill('I have eight years of relevant experience and would love to talk.');
  await page.getByLabel(/^Resume/).setInputFiles(file);
  await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
}

test.describe('applying to a job', () => {
  test('with a PDF: success, the form is cleared, and staff can read the application', async ({ page, cms }) => {
    const title = await openFirstJob(page);
    const email = uniqueEmail('apply-pdf');
    const resume = pdfFile('Jordan_Rivers_CV.pdf');
    await fillApplication(page, email, resume);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Phone')).toHaveValue('');
    await expect(page.getByLabel('Cover Letter')).toHaveValue('');
    expect(await page.getByLabel(/^Resume/).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await expect(page.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();

    const [stored] = await cms.applicationsByEmail(email);
    expect(stored).toMatchObject({
      fullName: 'Jordan Rivers',
      email,
      job_status: 'Pending',
      resume: { name: 'Jordan_Rivers_CV.pdf', mime: 'application/pdf', size: resume.buffer.length },
    });
    expect(stored.job?.title).toBe(title);
    expect((await cms.resumeBytes(stored.documentId)).equals(resume.buffer)).toBe(true);
  });

  test('with a .txt file: the form says which files it takes and sends nothing', async ({ page, cms }) => {
    await openFirstJob(page);
    const email = uniqueEmail('apply-txt');
    await fillApplication(page, email, {
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('My resume'),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText('Resume must be a .pdf, .doc or .docx file.');
    await expect(page.getByLabel('Full Name')).toHaveValue('  Jordan Rivers  ');
    expect(await cms.applicationsByEmail(email)).toHaveLength(0);
  });

  test('with a web page renamed .pdf: the CMS refuses it and the form shows why', async ({ page, cms }) => {
    await openFirstJob(page);
    const email = uniqueEmail('apply-spoof');
    const spoof = {
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    };
    await fillApplication(page, email, spoof);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText("The resume's content does not match a .pdf file.");
    expect(await cms.applicationsByEmail(email)).toHaveLength(0);
  });

  test('with missing fields: the spec message, and nothing is sent', async ({ page }) => {
    await openFirstJob(page);
    await page.getByLabel('Full Name').fill('Jordan Rivers');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill in all required fields and agree to the terms.');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // Typed as a person types, after the error: every key stays in the field.
    await page.getByLabel('Email').pressSequentially('jordan@example.com');
    await expect(page.getByLabel('Email')).toHaveValue('jordan@example.com');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('shows Submitting... and the upload progress as a percentage', async ({ page, context }) => {
    await openFirstJob(page);
    await fillApplication(page, uniqueEmail('apply-progress'), pdfFile('large.pdf', 900 * 1024));
    // Slow the upload down (about 300 KB/s) so that the progress can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 5 * 1024 * 1024,
      uploadThroughput: 300 * 1024,
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'submitted successfully' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('works without JavaScript', async ({ browser, cms }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await openFirstJob(page);
    const email = uniqueEmail('apply-nojs');
    await fillApplication(page, email, pdfFile());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);
    await context.close();
  });

  test('an answer lost on the way back: the form does not claim a failure, and sending again stores one application', async ({
    page,
    cms,
  }) => {
    await openFirstJob(page);
    const email = uniqueEmail('apply-lost-answer');
    await fillApplication(page, email, pdfFile());
    // The server gets and stores the first submission, but its answer never reaches the browser.
    let lost = false;
    await page.route('**/resources/job-applications', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not confirm that your application arrived.');
    await expect(page.getByLabel('Full Name')).toHaveValue('  Jordan Rivers  ');
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
    ).toBeVisible();
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);
  });

  test('without JavaScript, a form sent twice (a double click, a resubmitted page) is one application', async ({
    page,
    cms,
  }) => {
    await openFirstJob(page);
    const form = page.locator('form#apply-form');
    const fields = {
      idempotencyKey: await form.locator('input[name="idempotencyKey"]').inputValue(),
      job: await form.locator('input[name="job"]').inputValue(),
    };
    expect(fields.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    const email = uniqueEmail('apply-twice');
    const multipart = {
      ...fields,
      fullName: 'Jordan Rivers',
      email,
      phone: '+44 20 7946 0958',
      coverLetter: 'Sent twice.',
      consent: 'on',
      resume: pdfFile(),
    };
    const url = new URL(page.url()).pathname;
    const answers = await Promise.all([1, 2].map(() => page.request.post(url, { multipart })));
    expect(answers.map((answer) => answer.status())).toEqual([201, 201]);
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);
  });
});
