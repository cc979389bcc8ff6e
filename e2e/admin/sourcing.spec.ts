import type { Browser, Page } from '@playwright/test';
import { expect, pdfFile, test } from '../fixtures';
import { DEMO_RECRUITER } from '../fixtures/cms';
import { expectFocus, tabTo } from '../fixtures/focus';
import { createApplication, signInAsRecruiter } from '../fixtures/staff';

/**
 * Sourcing (docs/023-talent-pool.md "Sourcing"), as the demo Recruiter: a job's suggested candidates, one added with
 * the keyboard and then moved like any application; and a tag put on several applications' candidates at once, typed
 * key by key. Jobs and applicants are set up through the CMS; everything else goes through the pages.
 */

const cmsUrl = () => process.env.E2E_CMS_URL!;

/** A new page signed in as the demo Recruiter through the login form (by keyboard). */
async function recruiterPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInAsRecruiter(page);
  return page;
}

test('a recruiter adds a suggested candidate to a job with the keyboard and moves their status', async ({
  browser,
  cms,
}) => {
  test.setTimeout(120_000);
  const stamp = `src${Date.now()}`;
  const skill = `kotlin${stamp}`;
  const fullName = `Sana ${stamp}`;
  await createApplication(cmsUrl(), {
    fullName,
    email: `sana.${stamp}@example.com`,
    coverLetter: `Ten years of ${skill} on Android.`,
    resume: pdfFile('Sana.pdf'),
  });
  // Words found in no one else's record: only the skill can match, and only Sana has it.
  const title = `Quokka wrangler ${stamp}`;
  const job = await cms.adminSend<{ data: { documentId: string } }>('POST', '/jobs', {
    // A salary, as every open job the structured-data test checks at the same time must have (no warning).
    data: {
      title,
      skills: skill,
      company: 'Sourcing Co',
      description: '<p>Build apps.</p>',
      country: 'AE',
      salaryMin: 5000,
      salaryMax: 7000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
    },
  });

  const page = await recruiterPage(browser);
  await page.goto('/admin/jobs');
  const suggested = page.getByRole('link', { name: `Suggested candidates for ${title}` });
  await tabTo(page, suggested);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Suggested candidates: ${title}` })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: fullName });
  // The words of the job it matched: the skill (and the stamp, in the name and the title).
  await expect(row).toContainText(new RegExp(`Matches: .*${skill}`));

  const add = page.getByRole('button', { name: `Add ${fullName} to this job` });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const answer = page.getByRole('status').filter({ hasText: `added to ${title}` });
  await expect(answer).toHaveText(`1 added to ${title}.`);
  await expectFocus(page, answer, 'after Add to this job');
  // Added: no longer suggested.
  await expect(row).toHaveCount(0);

  // The sourced application goes through the same pipeline: Pending, with the note, then a status move.
  await page.goto(`/admin/applications?job=${job.data.documentId}`);
  await page.getByRole('button', { name: `View details of ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: fullName });
  await expect(dialog).toContainText(`Added from the talent pool by ${DEMO_RECRUITER.identifier}.`);
  await tabTo(page, dialog.getByRole('button', { name: 'Mark as Reviewed' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(
    `Pending → Reviewed by ${DEMO_RECRUITER.identifier}`,
  );

  // Stored as sourced, by the recruiter, and no e-mail went to the person about this job.
  const stored = await cms.adminGet<{ data: Array<{ source: string; sourcedBy: string; job_status: string }> }>(
    `/job-applications?filters[job][documentId][$eq]=${job.data.documentId}`,
  );
  expect(stored.data).toEqual([
    expect.objectContaining({ source: 'sourced', sourcedBy: DEMO_RECRUITER.identifier, job_status: 'Reviewed' }),
  ]);
  // The person's only e-mail is the confirmation of the application they sent themselves.
  const lists = await Promise.all(
    ['pending', 'failed', 'sent'].map((status) =>
      cms.adminGet<{ data: Array<{ to: string; kind: string }> }>(`/outbox?status=${status}&limit=100`),
    ),
  );
  const theirs = lists.flatMap(({ data }) => data).filter((message) => message.to === `sana.${stamp}@example.com`);
  expect(theirs.map((message) => message.kind)).toEqual(['application-confirmation']);
  await page.context().close();
});

test('a recruiter tags the candidates of two applications at once, typing the tag key by key after a refusal', async ({
  browser,
  cms,
}) => {
  test.setTimeout(120_000);
  const stamp = `tag${Date.now()}`;
  const people = new Map<string, string>();
  for (const first of ['Omar', 'Lina']) {
    const { documentId } = await createApplication(cmsUrl(), {
      fullName: `${first} ${stamp}`,
      email: `${first.toLowerCase()}.${stamp}@example.com`,
      coverLetter: 'Open to new roles.',
      resume: pdfFile(`${first}.pdf`),
    });
    people.set(first, documentId);
  }
  const page = await recruiterPage(browser);
  await page.goto(`/admin/applications?q=${stamp}`);
  for (const first of ['Lina', 'Omar']) {
    const box = page.getByRole('checkbox', { name: `Select ${first} ${stamp}` });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  // First with no tag typed: refused, the answer takes the focus, the selection stays.
  await tabTo(page, page.getByRole('button', { name: 'Add a tag' }), { back: true });
  await page.keyboard.press('Enter');
  const refused = page.getByRole('alert').filter({ hasText: 'Type a tag.' });
  await expectFocus(page, refused, 'after Add a tag with no tag');
  await expect(page.getByRole('checkbox', { name: `Select Omar ${stamp}` })).toBeChecked();
  // On to the field with the keyboard (the answer is above the form): the tag typed key by key reaches it.
  const tag = `Night shift ${stamp}`;
  await tabTo(page, page.getByLabel('Tag', { exact: true }));
  await page.getByLabel('Tag', { exact: true }).pressSequentially(tag);
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(tag);
  await tabTo(page, page.getByRole('button', { name: 'Add a tag' }));
  await page.keyboard.press('Enter');
  const answer = page.getByRole('status').filter({ hasText: 'tagged' });
  await expect(answer).toHaveText(`2 tagged “${tag}”.`);
  await expectFocus(page, answer, 'after Add a tag');

  const candidates = await cms.adminGet<{ data: Array<{ fullName: string; tags: string[] }> }>(
    `/candidates?q=${stamp}`,
  );
  expect(candidates.data.map((candidate) => candidate.tags)).toEqual([[tag], [tag]]);
  await page.context().close();
});
