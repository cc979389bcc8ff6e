import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/admin';

/**
 * Arabic content on the site (docs/026-languages.md "Arabic content on the site"): a job without an Arabic version
 * shows its English title on /ar/jobs/{slug}, marked lang="en"; staff (the demo Admin) add an Arabic version in the
 * job editor by typing it; the same Arabic page (its cached copy purged by the save) then shows the Arabic title as
 * its heading, in the page's language, and its JobPosting data has the Arabic title and the Arabic page's URL. The
 * Arabic articles feed says it is in Arabic. The same for an article, through the article editor's Arabic version.
 */

/** Letters only, so that a title is unique to this run. */
const word = () =>
  `Qx${Date.now().toString(36).replace(/[0-9]/g, '')}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)}`;

/**
 * The `visitor`'s (a context of their own, not signed in) new page on `path`, the Arabic page of a record without an
 * Arabic version: its h1 is the English `title`, marked lang="en"; the page is cached from now on.
 * @returns the visitor's page and its h1.
 */
async function visitBeforeTheArabicVersion(visitor: BrowserContext, path: string, title: string) {
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(path);
  const heading = visitorPage.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toHaveAttribute('lang', 'en');
  return { visitorPage, heading };
}

/** Opens the editor's "Arabic version" in `editor` (its button); its title field is `dir="auto"`. @returns the section. */
async function openArabicVersion(editor: Page | Locator) {
  const section = editor.getByRole('region', { name: 'Arabic version' });
  await section.getByRole('button', { name: 'Edit the Arabic version' }).click();
  await expect(section.getByLabel('Arabic title')).toHaveAttribute('dir', 'auto');
  return section;
}

test('staff add an Arabic version of a job; the Arabic job page shows it, in Arabic, with its JobPosting', async ({
  page,
  browser,
  baseURL,
  cms,
}) => {
  const title = `Site Engineer ${word()}`;
  const arabicTitle = 'مهندس موقع أول';
  const { data: job } = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    data: {
      title,
      company: 'Gulf Builders',
      description: '<p>Supervise building sites in Dubai.</p>',
      country: 'AE',
      city: 'Dubai',
      workplace: 'onsite',
      type: 'Full-time',
      status: 'open',
    },
  });
  const visitor = await browser.newContext({ baseURL });
  try {
    const { visitorPage, heading } = await visitBeforeTheArabicVersion(visitor, `/ar/jobs/${job.slug}`, title);
    // Staff type the Arabic version in the job editor; a save without a title is refused on the title field.
    await page.goto('/admin/jobs?status=open');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const section = await openArabicVersion(page.getByRole('dialog', { name: 'Edit Job' }));
    const arabicTitleField = section.getByLabel('Arabic title');
    await section.getByRole('button', { name: 'Save Arabic version' }).click();
    await expect(arabicTitleField).toBeFocused();
    await expect(arabicTitleField).toHaveAccessibleDescription('Enter the Arabic title.');
    await arabicTitleField.pressSequentially(arabicTitle);
    const description = section.getByRole('textbox', { name: 'Arabic description' });
    await expect(description).toHaveAttribute('dir', 'auto');
    await description.click();
    await description.pressSequentially('الإشراف على مواقع البناء في دبي.');
    await section.getByRole('button', { name: 'Save Arabic version' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Arabic version saved' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Delete Arabic version' })).toBeVisible();

    // The Arabic page (its cached copy purged by the save) shows the Arabic title, in the page's language.
    await visitorPage.reload();
    await expect(heading).toHaveText(arabicTitle);
    await expect(heading).not.toHaveAttribute('lang', /.*/);
    await expect(visitorPage.locator('main [lang="en"]').filter({ hasText: arabicTitle })).toHaveCount(0);
    await expect(visitorPage.getByText('الإشراف على مواقع البناء في دبي.')).toBeVisible();
    const [posting] = (await visitorPage.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((block) => block['@type'] === 'JobPosting');
    expect(posting).toMatchObject({ title: arabicTitle, url: `${baseURL}/ar/jobs/${job.slug}` });
    // The English page is unchanged.
    await visitorPage.goto(`/jobs/${job.slug}`);
    await expect(heading).toHaveText(title);

    const rss = await (await visitor.request.get('/ar/rss.xml')).text();
    expect(rss).toContain('<language>ar</language>');
  } finally {
    await visitor.close();
    await cms.adminSend('DELETE', `/jobs/${job.documentId}`);
  }
});

test('staff add an Arabic version of an article; the Arabic article page shows its Arabic title', async ({
  page,
  browser,
  baseURL,
  cms,
}) => {
  const title = `Interview advice ${word()}`;
  const arabicTitle = 'كيف تستعد لمقابلة العمل';
  const { data: article } = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/articles', {
    data: { title, description: '<p>Practical advice.</p>', publishedAt: new Date().toISOString() },
  });
  const visitor = await browser.newContext({ baseURL });
  try {
    const { visitorPage, heading } = await visitBeforeTheArabicVersion(visitor, `/ar/blog/${article.slug}`, title);
    // Staff type the Arabic title in the article editor; a save without content is refused on the content's editor.
    await page.goto(`/admin/blogs/${article.documentId}/edit`);
    const section = await openArabicVersion(page);
    await section.getByLabel('Arabic title').pressSequentially(arabicTitle);
    await section.getByRole('button', { name: 'Save Arabic version' }).click();
    const content = section.getByRole('textbox', { name: 'Arabic content' });
    await expect(content).toBeFocused();
    await expect(content).toHaveAccessibleDescription('Enter the Arabic content.');
    await expect(content).toHaveAttribute('dir', 'auto');
    await content.pressSequentially('نصائح عملية للباحثين عن عمل في الخليج.');
    await section.getByRole('button', { name: 'Save Arabic version' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Arabic version saved' })).toBeVisible();

    // The Arabic page (its cached copy purged by the save) shows the Arabic title as its heading, in Arabic.
    await visitorPage.reload();
    await expect(heading).toHaveText(arabicTitle);
    await expect(heading).not.toHaveAttribute('lang', /.*/);
    expect(await heading.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('ar');
  } finally {
    await visitor.close();
    await cms.adminSend('DELETE', `/articles/${article.documentId}`);
  }
});
