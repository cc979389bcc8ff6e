import { expect, pdfFile, test, uniqueEmail } from '../fixtures';
import { signInAsRecruiter } from '../fixtures/staff';
import { applyThroughCms } from '../fixtures/cms';

/**
 * The search of the talent pool (docs/023-talent-pool.md "Searching people"): a Recruiter types "React" key by key in
 * /admin/candidates, filters by the talent pool and by country, reads the snippet that shows why a person matched (HTML in a cover letter
 * stays text) and opens the candidate; the query lives in the URL.
 */

/** A name of letters only that no other test uses. */
const uniqueName = () =>
  `Layla ${[...Array(8)].map(() => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** An application sent to the CMS as the apply form sends it (set-up). */
const apply = (cmsUrl: string, job: string, fields: { fullName: string; email: string; [field: string]: string }) =>
  applyThroughCms(cmsUrl, job, fields, pdfFile('cv.pdf'));

test('a recruiter searches the pool for React, filters by the talent pool and country, reads the snippet and opens the candidate', async ({
  page,
  cms,
}) => {
  test.setTimeout(60_000);
  const jobs = (await (await fetch(`${cms.url}/api/jobs?pagination[pageSize]=1`)).json()) as {
    data: Array<{ documentId: string }>;
  };
  const job = jobs.data[0].documentId;
  const [inDubai, inLondon] = [uniqueName(), uniqueName()];
  await apply(cms.url, job, {
    fullName: inDubai,
    email: uniqueEmail('react-ae'),
    country: 'AE',
    coverLetter: 'I built <b>React</b> dashboards for a bank <script>alert(1)</script>.',
    // The talent-pool box ticked: the "In the talent pool" filter finds them.
    poolConsent: 'true',
  });
  await apply(cms.url, job, {
    fullName: inLondon,
    email: uniqueEmail('react-gb'),
    country: 'GB',
    coverLetter: 'Five years of React and TypeScript.',
  });

  await signInAsRecruiter(page);
  await page.goto('/admin/candidates');
  const box = page.getByLabel('Search candidates');
  await box.pressSequentially('React', { delay: 40 });
  // The results follow the typing; the query is in the URL and the box keeps the focus.
  await expect(page).toHaveURL(/\/admin\/candidates\?q=React/);
  await expect(box).toBeFocused();
  await expect(page.getByRole('link', { name: inLondon })).toBeVisible();
  await expect(page.getByRole('link', { name: inDubai })).toBeVisible();

  // In the talent pool: only the applicant who ticked the pool box; the filter is in the URL.
  const pool = page.getByLabel('In the talent pool');
  await pool.check();
  await expect(page).toHaveURL(/pool=yes/);
  await expect(page.getByRole('link', { name: inLondon })).toHaveCount(0);
  await expect(page.getByRole('link', { name: inDubai })).toBeVisible();
  await pool.uncheck();
  await expect(page.getByRole('link', { name: inLondon })).toBeVisible();

  await page.getByLabel('Country').selectOption('AE');
  await expect(page).toHaveURL(/country=AE/);
  await expect(page.getByRole('link', { name: inLondon })).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: inDubai }) });
  const snippet = row.getByTestId('candidate-snippet');
  await expect(snippet).toContainText('Cover letter:');
  await expect(snippet.locator('mark')).toHaveText(['React']);
  // HTML in the letter is text: no element came of it.
  await expect(snippet).toContainText('<script>alert(1)</script>');
  await expect(snippet.locator('b, script')).toHaveCount(0);

  await row.getByRole('link', { name: inDubai }).click();
  await expect(page.getByRole('heading', { level: 1, name: inDubai })).toBeVisible();
});

test('the search works without JavaScript: a GET form, the query and filters in the URL', async ({ browser, cms }) => {
  // Signed in with JavaScript, then the session carried to a context without it.
  const baseURL = process.env.E2E_BASE_URL;
  const signedIn = await browser.newContext({ baseURL });
  await signInAsRecruiter(await signedIn.newPage());
  const context = await browser.newContext({
    baseURL,
    storageState: await signedIn.storageState(),
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const jobs = (await (await fetch(`${cms.url}/api/jobs?pagination[pageSize]=1`)).json()) as {
    data: Array<{ documentId: string }>;
  };
  const name = uniqueName();
  await apply(cms.url, jobs.data[0].documentId, {
    fullName: name,
    email: uniqueEmail('nojs'),
    country: 'SA',
    coverLetter: 'Kubernetes operator in Riyadh.',
  });
  await page.goto('/admin/candidates');
  await page.getByLabel('Search candidates').pressSequentially('kubernetes riyadh');
  await page.getByLabel('Country').selectOption('SA');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=kubernetes\+riyadh.*country=SA/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await context.close();
  await signedIn.close();
});
