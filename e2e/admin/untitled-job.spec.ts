import { expect, test } from '../fixtures/admin';
import { expectFocus, tabTo } from '../fixtures/focus';

/**
 * The job editor says truthfully what a draft needs (WCAG 3.3.2 Labels or Instructions; docs/000-product.md §16:
 * nothing; title, description, company and a country are needed to open the job), and an untitled draft is named
 * everywhere by the spec's default title (§3 "Job Title Not Available"): its row's buttons, its applications link and
 * its delete confirmation (WCAG 2.4.6, 4.1.2).
 */

const DEFAULT_TITLE = 'Job Title Not Available';
const TO_OPEN = /Required to open the job/;

test('the fields an open job needs say so, a draft saves without them, and the untitled draft is named', async ({
  page,
  cms,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/jobs?status=draft');
  await tabTo(page, page.getByRole('button', { name: 'Add Job' }));
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Add New Job' });
  for (const [role, label, id] of [
    ['textbox', 'Title', 'job-title'],
    ['textbox', 'Company', 'job-company'],
    ['combobox', 'Country', 'job-country'],
  ] as const) {
    const control = editor.getByRole(role, { name: label, exact: true });
    await expect(control, label).toHaveAccessibleDescription(TO_OPEN);
    // No asterisk: it would claim the field is needed to save, which a draft is not.
    await expect(editor.locator(`label[for="${id}"]`), label).not.toContainText('*');
    await expect(control, label).not.toHaveAttribute('aria-required', 'true');
  }
  await expect(editor.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(TO_OPEN);

  // An empty Create Job saves an untitled draft, as the form said it would.
  await tabTo(page, editor.getByRole('button', { name: 'Create Job' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job created')).toBeVisible();
  await expect(editor).toBeHidden();

  const drafts = await cms.adminGet<{ data: Array<{ documentId: string; title: string | null }> }>(
    '/jobs?status=draft&filters[status][$eq]=draft&sort=createdAt:desc&pagination[pageSize]=1',
  );
  const created = drafts.data[0];
  expect(created.title ?? '').toBe('');

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `View ${DEFAULT_TITLE}` }) });
  await expect(row.first()).toContainText(DEFAULT_TITLE);
  const buttons = await row.first().getByRole('button').all();
  const names = await Promise.all(buttons.map((button) => button.getAttribute('aria-label')));
  expect(names).toEqual([`View ${DEFAULT_TITLE}`, `Edit ${DEFAULT_TITLE}`, `Delete ${DEFAULT_TITLE}`]);
  await expect(row.first().getByRole('link', { name: `0 applications to ${DEFAULT_TITLE}` })).toBeVisible();

  // Its view dialog and its delete confirmation name it too.
  const view = row.first().getByRole('button', { name: `View ${DEFAULT_TITLE}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const viewDialog = page.getByRole('dialog', { name: DEFAULT_TITLE });
  await expectFocus(page, viewDialog.getByRole('heading', { name: DEFAULT_TITLE }), 'the view dialog opened');
  await page.keyboard.press('Escape');
  await expectFocus(page, view, 'Escape in the view dialog');
  const remove = row.first().getByRole('button', { name: `Delete ${DEFAULT_TITLE}` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete job?' });
  await expect(confirm).toContainText(`"${DEFAULT_TITLE}" will be deleted`);
  await expect(confirm).not.toContainText('""');
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job deleted')).toBeVisible();
  await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Job Management' }), 'after the delete');
  await expect(cms.adminGet(`/jobs/${created.documentId}?status=draft`)).rejects.toThrow(/404/);
});
