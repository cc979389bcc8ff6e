import { expect, pdfFile, test, uniqueEmail } from '../fixtures/admin';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';
import { createApplication } from '../fixtures/staff';

/**
 * The staff dialogs with the keyboard alone (WCAG 2.4.3 Focus Order, docs/018-forms-and-focus.md): each returns the
 * focus to the control that opened it (Escape, Close, and after its action), or to the list's heading when that
 * control is gone; the application dialog opens on its title, stays open after a status move and keeps the focus
 * where the person works. Keys only; the state is set up through the CMS.
 */

const cmsUrl = () => process.env.E2E_CMS_URL!;

test('application dialog: opens on its title, returns the focus on Escape and Close, note and moves keep it inside', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = `focus${Date.now()}`;
  const fullName = `Noor ${stamp}`;
  await createApplication(cmsUrl(), {
    fullName,
    email: `noor.${stamp}@example.com`,
    coverLetter: 'I would like to join your team for its work on logistics.',
    resume: pdfFile('noor-cv.pdf', 2048),
  });
  await page.goto(`/admin/applications?q=${stamp}`);
  const opener = page.getByRole('button', { name: `View details of ${fullName}` });
  const dialog = page.getByRole('dialog', { name: fullName });
  const title = dialog.getByRole('heading', { name: fullName });

  // Opens on its title (not on the first status button), Escape returns to the opener.
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectFocus(page, title, 'the dialog opened');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(page, opener, 'Escape');

  // Close returns to the opener.
  await page.keyboard.press('Enter');
  await expectFocus(page, title, 'the dialog opened again');
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocus(page, opener, 'Close');

  // A note: the focus stays in the emptied note field.
  await page.keyboard.press('Enter');
  const note = dialog.getByLabel('Add a note');
  await tabTo(page, note);
  await typeInto(page, note, 'Called back: available in May.');
  await page.keyboard.press('Tab');
  await expectFocus(page, dialog.getByRole('button', { name: 'Add note' }), 'Tab to Add note');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Notes, newest first' })).toContainText(
    'Called back: available in May.',
  );
  await expect(note).toHaveValue('');
  await expectFocus(page, note, 'after Add note');
  // The next note is typed straight away.
  await typeInto(page, note, 'Second call booked.');
  await note.press('Control+a');
  await note.press('Delete');

  // A move keeps the dialog open, with the focus on the status section's heading.
  const statusHeading = dialog.getByRole('heading', { name: 'Change status' });
  await tabTo(page, dialog.getByRole('button', { name: 'Mark as Reviewed' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status changed to Reviewed')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectFocus(page, statusHeading, 'after Mark as Reviewed');
  await expect(dialog.getByRole('button', { name: 'Mark as Reviewed' })).toHaveCount(0);

  // A final status asks first: Escape returns to its button; confirmed, the focus is back in the details dialog.
  // Under load the details dialog may still listen for Escape when the confirmation opens (its Radix layer missed
  // the update) and marks the key as handled so as to stay open: a listener registered first does the same here,
  // and the confirmation must close all the same (it stayed open in CI).
  await page.evaluate(() => {
    const staleLayer = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (event.target as Element).closest('[role="alertdialog"]')) event.preventDefault();
    };
    document.addEventListener('keydown', staleLayer, { capture: true });
    (window as unknown as { removeStaleLayer: () => void }).removeStaleLayer = () =>
      document.removeEventListener('keydown', staleLayer, { capture: true });
  });
  const reject = dialog.getByRole('button', { name: 'Mark as Rejected' });
  await tabTo(page, reject);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Mark as Rejected?' });
  await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }), 'the confirmation opened');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await expectFocus(page, reject, 'Escape in the confirmation');
  await page.evaluate(() => (window as unknown as { removeStaleLayer: () => void }).removeStaleLayer());
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Mark as Rejected' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status changed to Rejected')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Rejected is final');
  await expectFocus(page, statusHeading, 'after the confirmed rejection');

  // The list behind shows the new status; Escape returns to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(page, opener, 'Escape after the moves');
  await expect(page.getByRole('listitem').filter({ hasText: fullName })).toContainText('Rejected');
});

test('job dialogs: Create Job and Update Job return to their button, a deleted row leaves the focus on the heading', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Focus Test Engineer ${stamp}`;
  await page.goto('/admin/jobs');
  const heading = page.getByRole('heading', { level: 1, name: 'Job Management' });

  const add = page.getByRole('button', { name: 'Add Job' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Add New Job' });
  await expectFocus(page, editor.getByLabel('Title'), 'Add Job opened the editor');
  await typeInto(page, editor.getByLabel('Title'), title);
  await tabTo(page, editor.getByRole('button', { name: 'Create Job' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job created')).toBeVisible();
  await expect(editor).toBeHidden();
  await expectFocus(page, add, 'after Create Job');

  // The view dialog: Escape returns to its row's View button.
  const view = page.getByRole('button', { name: `View ${title}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const viewDialog = page.getByRole('dialog', { name: title });
  await expectFocus(page, viewDialog.getByRole('heading', { name: title }), 'the view dialog opened');
  await page.keyboard.press('Escape');
  await expectFocus(page, view, 'Escape in the view dialog');

  // Edit, then Update Job: back on the row's Edit button (named after the new title).
  await tabTo(page, page.getByRole('button', { name: `Edit ${title}` }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  const titleField = edit.getByLabel('Title');
  await expectFocus(page, titleField, 'Edit opened the editor');
  await page.keyboard.press('End');
  await titleField.pressSequentially(' II', { delay: 5 });
  await expect(titleField).toHaveValue(`${title} II`);
  await tabTo(page, edit.getByRole('button', { name: 'Update Job' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expectFocus(page, page.getByRole('button', { name: `Edit ${title} II` }), 'after Update Job');

  // Delete: Escape returns to the row's Delete button; once deleted, the focus is on the list's heading.
  const remove = page.getByRole('button', { name: `Delete ${title} II` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete job?' });
  await expect(confirm).toContainText(`"${title} II" will be deleted`);
  await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }), 'the confirmation opened');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expectFocus(page, remove, 'Escape in the delete confirmation');
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job deleted')).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expectFocus(page, heading, 'after the delete');
  // From the heading, Tab goes on in the page, not back to the top.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('delete confirmations of articles and applications: Cancel returns to the row, a deletion to the heading', async ({
  page,
  cms,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const articleTitle = `Focus article ${stamp}`;
  await cms.adminSend('POST', '/articles', {
    data: { title: articleTitle, slug: `focus-article-${stamp}`, description: '<p>Words.</p>' },
  });
  await page.goto(`/admin/blogs?q=${stamp}`);
  const removeArticle = page.getByRole('button', { name: `Delete ${articleTitle}` });
  await tabTo(page, removeArticle);
  await page.keyboard.press('Enter');
  const confirmArticle = page.getByRole('alertdialog', { name: 'Delete article?' });
  await expectFocus(page, confirmArticle.getByRole('button', { name: 'Cancel' }), 'the confirmation opened');
  await page.keyboard.press('Enter');
  await expect(confirmArticle).toBeHidden();
  await expectFocus(page, removeArticle, 'Cancel');
  await page.keyboard.press('Enter');
  await tabTo(page, confirmArticle.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Article deleted')).toBeVisible();
  await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Articles' }), 'after deleting the article');

  const fullName = `Tariq ${stamp}`;
  await createApplication(cmsUrl(), {
    fullName,
    email: `tariq.${stamp}@example.com`,
    coverLetter: 'I would like to apply for this role, which fits my experience.',
    resume: pdfFile('tariq-cv.pdf', 2048),
  });
  await page.goto(`/admin/applications?q=${stamp}`);
  const removeApplication = page.getByRole('button', { name: `Delete application of ${fullName}` });
  await tabTo(page, removeApplication);
  await page.keyboard.press('Enter');
  const confirmApplication = page.getByRole('alertdialog', { name: 'Delete application?' });
  await tabTo(page, confirmApplication.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Application deleted')).toBeVisible();
  await expectFocus(
    page,
    page.getByRole('heading', { level: 1, name: 'Job Applications' }),
    'after deleting the application',
  );
});

test('the enquiry dialog returns the focus to its Read button', async ({ page }) => {
  await page.goto('/admin/contactList');
  const read = page.getByRole('button', { name: /^Read/ }).first();
  await tabTo(page, read);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expectFocus(page, dialog.getByRole('heading', { name: /^Message from/ }), 'the dialog opened');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(page, read, 'Escape');
});

test('personal data: Cancel returns to Delete all data; once the data is deleted, the focus is on its heading', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('focus-erasure');
  await createApplication(cmsUrl(), {
    fullName: 'Frances Focus',
    email,
    coverLetter: 'I would like to apply for this role.',
    resume: pdfFile('frances-cv.pdf', 2048),
  });
  await page.goto('/admin/personal-data');
  const address = page.getByLabel('E-mail address');
  await tabTo(page, address);
  await typeInto(page, address, email);
  await page.keyboard.press('Enter');
  const stored = page.getByRole('region', { name: `Stored about ${email}` });
  const erase = stored.getByRole('button', { name: 'Delete all data' });
  await tabTo(page, erase);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete all data of this person?' });
  await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }), 'the confirmation opened');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expectFocus(page, erase, 'Cancel');

  await page.keyboard.press('Enter');
  const typed = confirm.getByLabel('Type the e-mail address to confirm');
  await tabTo(page, typed);
  await typeInto(page, typed, email);
  await tabTo(page, confirm.getByRole('button', { name: 'Delete all data' }));
  await page.keyboard.press('Enter');
  await expect(stored).toContainText('Nothing is stored about this address.');
  await expect(erase).toHaveCount(0);
  await expectFocus(page, stored.getByRole('heading', { name: `Stored about ${email}` }), 'after the erasure');
});
