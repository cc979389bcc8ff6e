import { expect, jobCards, pdfFile, test, uniqueEmail } from '../fixtures';
import { tabTo } from '../fixtures/focus';
import { signInAsRecruiter } from '../fixtures/staff';
import { applyThroughCms } from '../fixtures/cms';

/**
 * The talent pool's candidates (docs/023-talent-pool.md "Candidates"): a Recruiter finds a person who applied twice,
 * tags them typing key by key (with suggestions from the tags in use), sets their availability and merges the same
 * person's other address into them, the focus landing on each answer; an applicant says where they live.
 */

/** The open jobs the board lists (documentId and title), read as a visitor reads them. */
async function openJobs(cmsUrl: string): Promise<Array<{ documentId: string; title: string }>> {
  const answer = await fetch(`${cmsUrl}/api/jobs?pagination[pageSize]=3`);
  return ((await answer.json()) as { data: Array<{ documentId: string; title: string }> }).data;
}

/** An application sent to the CMS as the apply form sends it (set-up). */
const apply = (cmsUrl: string, job: string, fields: { fullName: string; email: string }, file: string) =>
  applyThroughCms(cmsUrl, job, fields, pdfFile(file));

/** Signs in as the demo Recruiter through the login form, typing. */

test('a recruiter opens a candidate, tags them, sets availability and merges their other address', async ({
  page,
  cms,
}) => {
  test.setTimeout(60_000);
  const [first, second] = await openJobs(cms.url);
  const email = uniqueEmail('pool');
  const other = uniqueEmail('pool-other');
  await apply(cms.url, first.documentId, { fullName: 'Samira Haddad', email }, 'Samira_CV_2025.pdf');
  await apply(cms.url, second.documentId, { fullName: 'Samira Haddad', email }, 'Samira_CV_2026.pdf');
  await apply(cms.url, first.documentId, { fullName: 'Samira H.', email: other }, 'Samira_old.pdf');
  // A tag in use elsewhere, for the suggestions.
  const tagged = (
    await cms.adminGet<{ data: Array<{ documentId: string }> }>(`/candidates?q=${encodeURIComponent(other)}`)
  ).data[0];
  await cms.adminSend('PUT', `/candidates/${tagged.documentId}`, { data: { tags: ['Arabic speaker'] } });

  await signInAsRecruiter(page);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await page.getByLabel('Search candidates').pressSequentially(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/candidates\?q=/);
  await page.getByRole('link', { name: 'Samira Haddad' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Samira Haddad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applications (2)' })).toBeVisible();
  // Resumes newest first, each through the applications' resume route.
  const resumes = page.getByRole('region', { name: 'Resumes' }).getByRole('link');
  await expect(resumes).toHaveText([/Samira_CV_2026\.pdf/, /Samira_CV_2025\.pdf/]);
  await expect(resumes.first()).toHaveAttribute('href', /^\/admin\/applications\/[^/]+\/resume$/);

  // Tags, typed key by key; the field keeps the focus for the next one.
  const tagField = page.getByLabel('Add a tag');
  await tagField.pressSequentially('  React   Native ');
  await page.keyboard.press('Enter');
  // Each tag is named by its remove button.
  const tags = page.getByRole('list', { name: 'Tags of this candidate' }).getByRole('button');
  const named = (...names: string[]) => names.map((name) => `Remove the tag ${name}`);
  await expect(tags).toHaveText(named('React Native'));
  await expect(page.getByRole('status').filter({ hasText: 'Tag “React Native” added.' })).toBeVisible();
  await expect(tagField).toBeFocused();
  await expect(tagField).toHaveValue('');
  // Suggested from the tags in use as the recruiter types.
  await tagField.pressSequentially('Ara');
  await expect(page.locator('#candidate-tag-suggestions option[value="Arabic speaker"]')).toHaveCount(1);
  await tagField.pressSequentially('bic speaker');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags).toHaveText(named('React Native', 'Arabic speaker'));
  // The same tag in another case is the same tag.
  await tagField.pressSequentially('react native');
  await page.keyboard.press('Enter');
  await expect(tags).toHaveCount(2);
  // Removing one: its button is gone, the focus lands on the answer.
  await page.getByRole('button', { name: 'Remove the tag Arabic speaker' }).click();
  const removed = page.getByRole('status').filter({ hasText: 'Tag “Arabic speaker” removed.' });
  await expect(removed).toBeFocused();
  await expect(tags).toHaveText(named('React Native'));

  // Availability.
  await page.getByRole('combobox', { name: 'Availability' }).selectOption('placed');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Availability set to Placed.' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Availability' })).toHaveValue('placed');

  // The same person's other address, merged in.
  await page.getByLabel('E-mail address or id of the other candidate').pressSequentially(other.toUpperCase());
  await page.getByRole('button', { name: 'Merge into this candidate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now has 3 applications' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Applications (3)' })).toBeVisible();
  await expect(tags).toHaveText(named('React Native', 'Arabic speaker'));
  await expect(resumes).toHaveCount(3);
  // The activity in time order: the three applications.
  await expect(page.getByRole('region', { name: 'Activity' }).getByRole('listitem')).toHaveCount(3);

  // The merged candidate is gone from the list: the other address now finds the person it belongs to (the search reads
  // the applications' addresses, docs/023-talent-pool.md "Searching people").
  await page.goto(`/admin/candidates?q=${encodeURIComponent(other)}`);
  await expect(page.getByRole('link', { name: 'Samira Haddad' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Samira H.' })).toHaveCount(0);
});

test('a candidate opened while the typed search still waits stays open', async ({ page, cms }) => {
  const [job] = await openJobs(cms.url);
  const email = uniqueEmail('pool-open');
  await apply(cms.url, job.documentId, { fullName: 'Rania Saleh', email }, 'Rania_CV.pdf');
  await signInAsRecruiter(page);
  await page.goto(`/admin/candidates?q=${encodeURIComponent(email)}`);
  // The candidate's page answers slowly, as on a busy server: the typing pause ends while it loads.
  await page.route('**/admin/candidates/*.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/admin/candidates.data')) lists.push(request.url());
  });
  const box = page.getByLabel('Search candidates');
  await box.press('End');
  await box.pressSequentially(' ');
  await page.getByRole('link', { name: 'Rania Saleh' }).click();
  // The search the pause would have run is dropped: it used to bring the list back over the candidate.
  await expect(page.getByRole('heading', { level: 1, name: 'Rania Saleh' })).toBeVisible();
  expect(lists).toEqual([]);
});

test('the apply form asks where the applicant lives, and the candidate keeps it', async ({ page, cms }) => {
  await page.goto('/blog');
  await jobCards(page).first().getByRole('link').click();
  const email = uniqueEmail('apply-country');
  await page.getByLabel('Full Name').pressSequentially('Omar Farouk');
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Phone').pressSequentially('+971 50 765 4321');
  await page.getByLabel('Where do you live? (optional)').selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('Cover Letter').pressSequentially('Ten years in finance.');
  await page.getByLabel(/^Resume/).setInputFiles(pdfFile('Omar.pdf'));
  await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
  ).toBeVisible();

  const [stored] = await cms.applicationsByEmail(email);
  expect((stored as unknown as { country: string }).country).toBe('AE');
  const candidates = await cms.adminGet<{ data: Array<{ email: string; country: string }> }>(
    `/candidates?q=${encodeURIComponent(email)}`,
  );
  expect(candidates.data).toEqual([expect.objectContaining({ email, country: 'AE' })]);
});

test('after a refused tag and a refused merge, the recruiter types the right ones key by key and both work', async ({
  page,
  cms,
}) => {
  test.setTimeout(60_000);
  const [job] = await openJobs(cms.url);
  const email = uniqueEmail('pool-retry');
  const other = uniqueEmail('pool-retry-other');
  await apply(cms.url, job.documentId, { fullName: 'Karim Nasser', email }, 'Karim_CV.pdf');
  await apply(cms.url, job.documentId, { fullName: 'Karim N.', email: other }, 'Karim_old.pdf');

  await signInAsRecruiter(page);
  await page.goto(`/admin/candidates?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Karim Nasser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Karim Nasser' })).toBeVisible();

  // A tag of spaces only: refused, the message takes the focus.
  const tagField = page.getByLabel('Add a tag');
  await tagField.pressSequentially('   ');
  await page.keyboard.press('Enter');
  const tagRefused = page.getByRole('status').filter({ hasText: 'Type a tag.' });
  await expect(tagRefused).toBeFocused();
  // Back in the field, typed again key by key: the keys reach it, and the tag is added.
  await tabTo(page, tagField, { back: true });
  await page.keyboard.press('ControlOrMeta+A');
  await tagField.pressSequentially('Kotlin');
  await expect(tagField).toHaveValue('Kotlin');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Tag “Kotlin” added.' })).toBeVisible();
  await expect(tagField).toBeFocused();
  await expect(page.getByRole('list', { name: 'Tags of this candidate' }).getByRole('button')).toHaveText([
    'Remove the tag Kotlin',
  ]);

  // A merge with an address of nobody: refused, the message takes the focus, nothing moves.
  const mergeField = page.getByLabel('E-mail address or id of the other candidate');
  await mergeField.click();
  await mergeField.pressSequentially(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Merge into this candidate' }).click();
  const mergeAnswer = page
    .getByRole('status')
    .filter({ hasText: /candidate/i })
    .last();
  await expect(mergeAnswer).toBeFocused();
  await expect(mergeAnswer).not.toHaveText(/Merged/);
  await expect(page.getByRole('heading', { name: 'Applications (1)' })).toBeVisible();
  // Corrected by typing: the field takes the keys, and the merge goes through.
  await mergeField.click();
  await page.keyboard.press('ControlOrMeta+A');
  await mergeField.pressSequentially(other);
  await expect(mergeField).toHaveValue(other);
  await page.getByRole('button', { name: 'Merge into this candidate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now has 2 applications' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Applications (2)' })).toBeVisible();
});
