import type { Browser, Page } from '@playwright/test';
import { expect, pdfFile, test } from '../fixtures';
import { DEMO_RECRUITER } from '../fixtures/cms';
import { expectFocus, tabTo } from '../fixtures/focus';
import { createApplication, signInAsRecruiter } from '../fixtures/staff';

/**
 * Bulk actions on the applications list and the application dialog (docs/023-talent-pool.md "Bulk actions and the
 * application dialog"), as the demo Recruiter: rows ticked with the keyboard and moved at once, with a truthful answer
 * that takes the focus; the dialog that stays open after a move although its row left the filter, and gives the focus
 * back to its row; the dashboard's latest application opening its dialog; and the same without JavaScript. The
 * applications are set up through the CMS; everything else goes through the pages.
 */

const cmsUrl = () => process.env.E2E_CMS_URL!;

/**
 * A new page signed in as the demo Recruiter through the login form (by keyboard), in a context of its own; with
 * `javaScriptEnabled: false`, a second context without JavaScript that carries the session of the first.
 */
async function recruiterPage(browser: Browser, { javaScriptEnabled = true } = {}): Promise<Page> {
  const baseURL = process.env.E2E_BASE_URL;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsRecruiter(page);
  if (javaScriptEnabled) return page;
  const storageState = await context.storageState();
  await context.close();
  const withoutScripts = await browser.newContext({ baseURL, storageState, javaScriptEnabled: false });
  return withoutScripts.newPage();
}

/** Applications named `<first> <stamp>` to the first open job, in this order (the list shows the newest first). */
async function applicants(stamp: string, firstNames: string[]): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  for (const first of firstNames) {
    const fullName = `${first} ${stamp}`;
    const { documentId } = await createApplication(cmsUrl(), {
      fullName,
      email: `${first.toLowerCase()}.${stamp}@example.com`,
      coverLetter: 'I would like to join your team.',
      resume: pdfFile(`${first}.pdf`),
    });
    made.set(fullName, documentId);
  }
  return made;
}

/** The card of `fullName` in the list. */
const card = (page: Page, fullName: string) => page.getByRole('listitem').filter({ hasText: fullName });

test('a recruiter ticks three rows with the keyboard, moves them to Reviewed and reads the truthful answer', async ({
  browser,
  cms,
}) => {
  test.setTimeout(120_000);
  const stamp = `bulk${Date.now()}`;
  const made = await applicants(stamp, ['Amal', 'Bilal', 'Chen', 'Dana']);
  // Chen's application is final already: the move must leave it and say so.
  await cms.adminSend('PUT', `/job-applications/${made.get(`Chen ${stamp}`)!}`, {
    data: { job_status: 'Accepted' },
  });
  const page = await recruiterPage(browser);
  await page.goto(`/admin/applications?q=${stamp}`);
  const count = page.getByText(/^\d+ selected$|matching applications selected$/);
  await expect(count).toHaveText('0 selected');

  // Down the list as it reads, newest first.
  for (const first of ['Chen', 'Bilal', 'Amal']) {
    const box = page.getByRole('checkbox', { name: `Select ${first} ${stamp}` });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(count).toHaveText('3 selected');
  await expect(page.getByRole('checkbox', { name: `Select Dana ${stamp}` })).not.toBeChecked();

  await tabTo(page, page.getByLabel('Move to'), { back: true });
  await expect(page.getByLabel('Move to')).toHaveValue('Reviewed');
  await tabTo(page, page.getByRole('button', { name: 'Move status' }));
  await page.keyboard.press('Enter');

  const answer = page.getByRole('status').filter({ hasText: 'moved to Reviewed' });
  await expect(answer).toHaveText(
    `2 moved to Reviewed; 1 could not move: Chen ${stamp} (Cannot change the status from Accepted to Reviewed (Accepted is final)).`,
  );
  await expectFocus(page, answer, 'after Move status');
  await expect(card(page, `Amal ${stamp}`).getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(card(page, `Bilal ${stamp}`).getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(card(page, `Chen ${stamp}`).getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card(page, `Dana ${stamp}`).getByText('Pending', { exact: true })).toBeVisible();
  await expect(count).toHaveText('0 selected');

  // Each move is in its application's history, by the recruiter.
  const stored = await cms.adminGet<{ data: Array<{ fullName: string; history: Array<Record<string, string>> }> }>(
    `/job-applications?filters[fullName][$containsi]=${stamp}&populate[history]=true`,
  );
  const historyOf = (first: string) =>
    stored.data.find((application) => application.fullName === `${first} ${stamp}`)!.history;
  for (const first of ['Amal', 'Bilal']) {
    expect(historyOf(first)).toEqual([
      expect.objectContaining({ from: 'Pending', to: 'Reviewed', actor: DEMO_RECRUITER.identifier }),
    ]);
  }
  expect(historyOf('Dana')).toEqual([]);
  await page.context().close();
});

test('"select all matching" moves every application the filters find, on every page', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = `bulkall${Date.now()}`;
  await applicants(stamp, ['Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo']);
  const page = await recruiterPage(browser);
  await page.goto(`/admin/applications?q=${stamp}&pageSize=5`);
  const all = page.getByRole('checkbox', { name: 'Select all 6 matching' });
  await tabTo(page, all);
  await page.keyboard.press('Space');
  await expect(page.getByText('All 6 matching applications selected')).toBeVisible();
  await page.getByLabel('Move to').selectOption('Rejected');
  await tabTo(page, page.getByRole('button', { name: 'Move status' }));
  await page.keyboard.press('Enter');
  const answer = page.getByRole('status').filter({ hasText: 'moved to Rejected' });
  await expect(answer).toHaveText('6 moved to Rejected.');
  await expectFocus(page, answer, 'after Move status');
  await page.goto(`/admin/applications?q=${stamp}&status=Rejected`);
  await expect(page.getByText('Total: 6 applications')).toBeVisible();
  await page.context().close();
});

test('the application dialog stays open after a move that takes its row out of the filter, and gives the focus back to its row', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = `dialog${Date.now()}`;
  await applicants(stamp, ['Kai', 'Lea']);
  const page = await recruiterPage(browser);
  await page.goto(`/admin/applications?q=${stamp}&status=Pending`);
  const opener = page.getByRole('button', { name: `View details of Kai ${stamp}` });
  const dialog = page.getByRole('dialog', { name: `Kai ${stamp}` });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectFocus(page, dialog.getByRole('heading', { name: `Kai ${stamp}` }), 'the dialog opened');

  await tabTo(page, dialog.getByRole('button', { name: 'Mark as Reviewed' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status changed to Reviewed')).toBeVisible();
  // The list (Pending only) no longer holds Kai; the dialog stays, with the new status and its history.
  await expect(opener).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Pending → Reviewed by recruiter')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as Reviewed' })).toHaveCount(0);
  await expectFocus(page, dialog.getByRole('heading', { name: 'Change status' }), 'after the move');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Its row is gone from this list: the focus goes to the list's heading, not to <body>.
  await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Job Applications' }), 'closed');

  // In the list that still shows it, the focus returns to the row it was opened from after the list reloaded.
  await page.goto(`/admin/applications?q=${stamp}`);
  const leaOpener = page.getByRole('button', { name: `View details of Lea ${stamp}` });
  const leaDialog = page.getByRole('dialog', { name: `Lea ${stamp}` });
  await tabTo(page, leaOpener);
  await page.keyboard.press('Enter');
  await tabTo(page, leaDialog.getByRole('button', { name: 'Mark as Reviewed' }));
  await page.keyboard.press('Enter');
  await expect(leaDialog.getByText('Pending → Reviewed by recruiter')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leaDialog).toBeHidden();
  await expect(card(page, `Lea ${stamp}`).getByText('Reviewed', { exact: true })).toBeVisible();
  await expectFocus(page, leaOpener, 'closed after the move');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-view-of'))).toBeTruthy();
  await page.context().close();
});

test("the dashboard's latest application opens its dialog, and closing it leaves the focus on its row", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = `latest${Date.now()}`;
  await applicants(stamp, ['Mia']);
  const page = await recruiterPage(browser);
  await page.goto('/admin/dashboard');
  const latest = page.getByRole('region', { name: 'Latest applications' }).getByRole('link', { name: `Mia ${stamp}` });
  await tabTo(page, latest);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Mia ${stamp}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/admin\/applications\?view=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(page, page.getByRole('button', { name: `View details of Mia ${stamp}` }), 'closed');
  await expect(page).not.toHaveURL(/view=/);
  await page.context().close();
});

test.describe('without JavaScript', () => {
  test('the link of an application shows its details, and the bulk form moves the ticked rows', async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = `nojs${Date.now()}`;
    const made = await applicants(stamp, ['Noa', 'Oto']);
    const page = await recruiterPage(browser, { javaScriptEnabled: false });
    await page.goto(`/admin/applications?view=${made.get(`Noa ${stamp}`)!}`);
    const details = page.getByRole('region', { name: `Noa ${stamp}` });
    await expect(details.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(details.getByText(`noa.${stamp}@example.com`)).toBeVisible();

    await page.goto(`/admin/applications?q=${stamp}`);
    await page.getByRole('checkbox', { name: `Select Noa ${stamp}` }).check();
    await page.getByRole('checkbox', { name: `Select Oto ${stamp}` }).check();
    await page.getByRole('button', { name: 'Move status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'moved to Reviewed' })).toHaveText('2 moved to Reviewed.');
    await expect(card(page, `Noa ${stamp}`).getByText('Reviewed', { exact: true })).toBeVisible();
    await page.context().close();
  });
});
