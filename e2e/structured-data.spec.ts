import type { Page } from '@playwright/test';
import { expect, readSitemap, test } from './fixtures';
import type { CmsClient } from './fixtures/cms';
import { allJobs, expectListsVisibleJobs, visible, type StaffJob } from './fixtures/visible-jobs';
import { unexpectedIssues, validateStructuredData } from '../apps/web/test/structured-data';

/**
 * What search engines and aggregators read (docs/012-structured-data-and-feeds.md): the JobPosting data of every open
 * job page checked by Google's rules (the validator), and the job feeds (/jobs.xml, /blog/jobs.rss) and the sitemap
 * parsed as XML by the browser, listing open jobs only and never served past a listed job's closing date.
 *
 * Other tests change jobs while these run (a job closed and reopened, jobs created). So what a feed lists is compared
 * with the CMS read just before and just after it: a listed job must be visible in one of them, and a job visible in
 * both must be listed.
 */

/**
 * Parses `xml` with the browser's XML parser (a document that is not well-formed throws) and returns the elements
 * `selector` finds, each as its children's text by name (the first child of each name) and its attributes.
 */
async function xmlRecords(page: Page, xml: string, selector: string): Promise<Array<Record<string, string>>> {
  return page.evaluate(
    ({ xml, selector }) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const error = document.querySelector('parsererror');
      if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
      return [...document.querySelectorAll(selector)].map((element) => {
        const record: Record<string, string> = {};
        for (const attribute of element.attributes) record[`@${attribute.name}`] = attribute.value;
        for (const child of element.children) record[child.tagName] ??= child.textContent?.trim() ?? '';
        return record;
      });
    },
    { xml, selector },
  );
}

async function fetchText(page: Page, path: string, contentType: RegExp): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(contentType);
  expect(response.headers()).not.toHaveProperty('x-page-expires');
  return response.text();
}

/** A job created for one test (open, complete, closing at `validThrough` when given; or a draft). */
async function createJob(cms: CmsClient, data: Record<string, unknown>) {
  const { data: job } = await cms.adminSend<{ data: { documentId: string; slug: string } }>('POST', '/jobs', {
    data: {
      description: '<p>Keeps the feeds honest.</p>',
      company: 'Feed Check Ltd',
      country: 'GB',
      city: 'Leeds',
      workplace: 'onsite',
      type: 'Full-time',
      status: 'open',
      ...data,
    },
  });
  return job;
}

test.describe('what search engines and aggregators read', () => {
  test('every open job page passes Google’s JobPosting rules: no error, only the allowed warnings', async ({
    request,
    cms,
  }) => {
    const jobs = (await allJobs(cms)).filter(visible);
    expect(jobs.length).toBeGreaterThanOrEqual(30);
    let [errors, warnings, checked] = [0, 0, 0];
    const unexpected: string[] = [];
    for (const job of jobs) {
      const html = await (await request.get(`/jobs/${job.slug}`)).text();
      if (!html.includes('"@type":"JobPosting"')) {
        // Closed by a test running beside this one since the list was read: then it must no longer be visible.
        const [now] = (await allJobs(cms)).filter((other) => other.documentId === job.documentId);
        expect(now && visible(now), `${job.slug} is open but its page has no JobPosting`).toBeFalsy();
        continue;
      }
      checked += 1;
      const issues = await validateStructuredData(html);
      errors += issues.filter((issue) => issue.severity === 'ERROR').length;
      warnings += issues.filter((issue) => issue.severity === 'WARNING').length;
      for (const issue of unexpectedIssues(issues, {
        remote: job.workplace === 'remote',
        closes: !!job.validThrough,
        paid: job.salaryMin != null || job.salaryMax != null,
      })) {
        unexpected.push(`${job.slug}: ${issue.severity} ${issue.issueMessage}`);
      }
    }
    console.log(`Structured data of ${checked} open job pages: ${errors} errors, ${warnings} allowed warnings.`);
    expect(checked).toBeGreaterThanOrEqual(30);
    expect(errors).toBe(0);
    expect(unexpected).toEqual([]);
  });

  test('/jobs.xml is well-formed Indeed XML of every open job, and no closed, expired or draft one', async ({
    page,
    cms,
    baseURL,
  }) => {
    const draft = await createJob(cms, { title: `Draft feed job ${Date.now()}`, status: 'draft' });
    try {
      let source: Record<string, string> = {};
      let jobs: Array<Record<string, string>> = [];
      const { before, listed } = await expectListsVisibleJobs(cms, async () => {
        const xml = await fetchText(page, '/jobs.xml', /^application\/xml/);
        [source] = await xmlRecords(page, xml, 'source');
        jobs = await xmlRecords(page, xml, 'source > job');
        return jobs.map((job) => job.url);
      });
      expect(listed.length).toBeGreaterThanOrEqual(30);
      expect(source).toMatchObject({ publisher: 'Northstar Talent', publisherurl: `${baseURL}/` });
      expect(Date.parse(source.lastBuildDate)).not.toBeNaN();
      const hidden = before.filter((job) => !visible(job));
      expect(hidden.filter((job) => job.status === 'closed').length).toBeGreaterThanOrEqual(3);
      expect(hidden.some((job) => job.status === 'open')).toBe(true); // the demo's expired job
      expect(hidden.some((job) => job.slug === draft.slug)).toBe(true);
      for (const job of hidden) expect(listed).not.toContain(job.slug);
      for (const entry of jobs) {
        const stored = before.find((job) => `${baseURL}/jobs/${job.slug}` === entry.url);
        expect(Object.keys(entry)).toEqual(
          expect.arrayContaining(['title', 'date', 'referencenumber', 'requisitionid', 'company', 'description']),
        );
        expect(entry.jobtype).toMatch(/^[a-z -]+$/);
        if (!stored) continue; // created beside this test after the first read
        expect(entry.referencenumber).toBe(stored.documentId);
        expect(entry.expirationdate).toBe(
          stored.validThrough ? new Date(stored.validThrough).toISOString() : undefined,
        );
        expect(entry.country ?? null).toBe(
          stored.country ?? (stored.applicantLocations?.length === 1 ? stored.applicantLocations[0] : null),
        );
      }
      expect(jobs.some((entry) => entry.expirationdate)).toBe(true);
      expect(jobs.some((entry) => entry.salary)).toBe(true);
    } finally {
      await cms.adminSend('DELETE', `/jobs/${draft.documentId}`);
    }
  });

  test('/blog/jobs.rss follows a board search: RSS 2.0 of the open jobs it finds, in its order', async ({
    page,
    cms,
    baseURL,
  }) => {
    const searches: Array<{ query: string; matches: (job: StaffJob) => boolean }> = [
      {
        query: 'q=engineer&sort=closing',
        matches: (job) =>
          // The board's full-text fields (docs/011-job-search.md): a word that starts with "engineer" in any of them.
          [job.title, job.company, job.skills, job.description, job.location, job.city, job.category?.name].some(
            (text) => (text ?? '').toLowerCase().includes('engineer'),
          ),
      },
      {
        query: 'country=GB&type=full-time',
        matches: (job) =>
          job.type === 'Full-time' && (job.country === 'GB' || (job.applicantLocations ?? []).includes('GB')),
      },
      { query: 'workplace=remote', matches: (job) => job.workplace === 'remote' },
      { query: 'category=healthcare&country=XX&type=unknown', matches: (job) => job.category?.slug === 'healthcare' },
    ];
    for (const { query, matches } of searches) {
      let channel: Record<string, string> = {};
      let rss: Record<string, string> = {};
      const { listed, before } = await expectListsVisibleJobs(
        cms,
        async () => {
          const xml = await fetchText(page, `/blog/jobs.rss?${query}`, /^application\/rss\+xml/);
          [rss] = await xmlRecords(page, xml, 'rss');
          [channel] = await xmlRecords(page, xml, 'rss > channel');
          const items = await xmlRecords(page, xml, 'rss > channel > item');
          for (const item of items) expect(item.guid).toBe(item.link);
          return items.map((item) => item.link);
        },
        matches,
      );
      expect(listed.length, query).toBeGreaterThan(0);
      expect(rss['@version']).toBe('2.0');
      expect(channel.link).toMatch(new RegExp(`^${baseURL}/blog\\?`));
      if (query.includes('sort=closing')) {
        // Soonest closing first, then the jobs without a closing date.
        const closes = listed.map((slug) => before.find((job) => job.slug === slug)?.validThrough ?? null);
        const dated = closes.filter((time): time is string => time !== null);
        expect(closes.slice(0, dated.length)).toEqual([...dated].sort());
      }
    }
  });

  test('the sitemap is well-formed and lists every open job with lastmod, and no closed, expired or draft job', async ({
    page,
    cms,
  }) => {
    const { listed, before } = await expectListsVisibleJobs(cms, async () => {
      const sitemap = await readSitemap(page.request);
      const index = await xmlRecords(
        page,
        await (await page.request.get('/sitemap.xml')).text(),
        'sitemapindex > sitemap',
      );
      expect(index.map((entry) => entry.loc)).toEqual(sitemap.files);
      const urls: Array<Record<string, string>> = [];
      for (const [position, part] of sitemap.parts.entries()) {
        if (sitemap.files[position]?.includes('/sitemaps/jobs-'))
          urls.push(...(await xmlRecords(page, part.xml, 'urlset > url')));
      }
      for (const url of urls) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      return urls.map((url) => url.loc);
    });
    expect(listed.length).toBeGreaterThanOrEqual(30);
    for (const job of before.filter((job) => !visible(job))) expect(listed).not.toContain(job.slug);
  });

  test('the feeds and the sitemap are never served past a listed job’s closing date', async ({ page, cms }) => {
    const word = `expiring${Date.now()}`;
    // Sooner than any demo job closes, so that it is the first closing date of every list that shows it.
    const closes = Date.now() + 12_000;
    const job = await createJob(cms, { title: `Feed ${word} analyst`, validThrough: new Date(closes).toISOString() });
    try {
      const paths = ['/jobs.xml', `/blog/jobs.rss?q=${word}`, '/sitemaps/jobs-1.xml'];
      const read = async () => Promise.all(paths.map((path) => page.request.get(path)));
      // Served from the page cache: two reads in a row give the same ETag (a write's second invalidation may come
      // just after the job is created).
      await expect(async () => {
        const [first, second] = [await read(), await read()];
        for (const [index, response] of first.entries()) {
          expect(await response.text(), paths[index]).toContain(`/jobs/${job.slug}`);
          expect(second[index].headers().etag, paths[index]).toBe(response.headers().etag);
        }
      }).toPass({ timeout: 5_000 });

      await page.waitForTimeout(Math.max(0, closes - Date.now()) + 500);
      // Well inside the cache's 60 s freshness: only the page's expiry makes it render again.
      for (const [index, response] of (await read()).entries()) {
        expect(await response.text(), paths[index]).not.toContain(`/jobs/${job.slug}`);
      }
    } finally {
      await cms.adminSend('DELETE', `/jobs/${job.documentId}`);
    }
  });
});
