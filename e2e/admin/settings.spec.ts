import { CANDIDATE_UPDATE_DELAY_MAX_MINUTES } from '@agency/contract';
import { expect, test } from '../fixtures/admin';
import { expectFocus, tabTo, typeInto } from '../fixtures/focus';

/**
 * /admin/settings (docs/025-placements.md "What the candidate is told"), by keyboard: a delay beyond the limit is
 * stopped with the focus back on its field and nothing saved; corrected by typing, it saves. The browser tests share
 * one CMS, so the value typed back is the one it held: the other tests' e-mails keep their delay.
 */
test('the candidate-update delay: refused beyond its limit, corrected by typing, saved', async ({ page }) => {
  await page.goto('/admin/settings');
  const delay = page.getByLabel('Minutes before a candidate is told of a move');
  const held = await delay.inputValue();
  const save = page.getByRole('button', { name: 'Save settings' });

  await tabTo(page, delay);
  await page.keyboard.press('ControlOrMeta+A');
  await typeInto(page, delay, String(CANDIDATE_UPDATE_DELAY_MAX_MINUTES + 1));
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  // The form's own check stops it and gives the focus back to the field, saying why.
  await expectFocus(page, delay, 'the refused save');
  expect(await delay.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');

  await page.keyboard.press('ControlOrMeta+A');
  await typeInto(page, delay, held);
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expectFocus(page, save, 'after saving');

  await page.reload();
  await expect(delay).toHaveValue(held);
});
