import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsRecruiter,
  openNowQuery,
  totalOf,
  unique,
} from './helpers';

/**
 * Jobs and articles in two languages (docs/026-languages.md "Content in two languages"): an Arabic version saved by
 * staff through `PUT /jobs/:id/arabic` and `PUT /articles/:id/arabic` (Strapi's i18n, locale `ar`) is read by visitors
 * with `locale=ar`; a record without one answers its English text with `language: 'en'`. An Arabic version is never a
 * second job or article: lists, counts, the board's search, the sitemap and the dashboard count one record per document.
 * Drafts, closed and confidential jobs keep their rules in Arabic; `locale` takes `en` or `ar` only.
 */

let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

/** An Arabic version of a job as staff type it. */
const arabicJob = (title = unique('مهندس برمجيات')) => ({
  title,
  description: '<p>نبحث عن مهندس برمجيات ذي خبرة للعمل في دبي.</p>',
  location: 'دبي، الإمارات',
  salary: '٢٠٬٠٠٠ درهم شهرياً',
  skills: 'تايب سكريبت، رياكت',
  experience: 'خمس سنوات',
});

/** Saves `data` as the Arabic version of `documentId` with `token` (the Admin's by default). */
const putArabic = (path: string, documentId: string, data: Record<string, unknown>, token = admin) =>
  api('PUT', `/${path}/${documentId}/arabic`, { token, json: { data } });

type Record_ = Record<string, unknown>;

/** The public job list's records with the slug `slug` (asserts a 200). */
async function publicJobBySlug(slug: string, locale?: string): Promise<Record_[]> {
  const response = await api(
    'GET',
    `/jobs?filters[slug][$eq]=${encodeURIComponent(slug)}&populate=*${locale ? `&locale=${locale}` : ''}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Record_[];
}

/** The public article list's records with the slug `slug` (asserts a 200). */
async function publicArticleBySlug(slug: string, locale?: string): Promise<Record_[]> {
  const response = await api(
    'GET',
    `/articles?filters[slug][$eq]=${encodeURIComponent(slug)}&populate=*${locale ? `&locale=${locale}` : ''}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Record_[];
}

/** The job board's search (GET /jobs/search) for `q` (asserts a 200). */
async function search(q: string, locale?: string) {
  const response = await api('GET', `/jobs/search?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: Record_[]; meta: { pagination: { total: number } } };
}

/** What counts jobs and articles, each one record per document whatever its languages. */
async function counts() {
  const stats = await api('GET', '/dashboard/stats', { token: admin });
  const sitemap = await api('GET', '/sitemap');
  expect(stats.status).toBe(200);
  expect(sitemap.status).toBe(200);
  return {
    publicJobs: await totalOf('/jobs'),
    staffJobs: await totalOf('/jobs', admin),
    openJobs: await totalOf(`/jobs?${openNowQuery()}`, admin),
    board: (await search('')).meta.pagination.total,
    publicArticles: await totalOf('/articles'),
    staffArticles: await totalOf('/articles?status=draft', admin),
    activeJobs: stats.body.activeJobs,
    totalArticles: stats.body.totalArticles,
    sitemapJobs: sitemap.body.data.jobs.total,
    sitemapArticles: sitemap.body.data.articles.total,
  };
}

describe('a job in Arabic', () => {
  let job: { documentId: string; slug: string; title: string };
  const arabic = arabicJob();

  beforeAll(async () => {
    job = await createJob({ title: unique('Localized Engineer'), salary: 'AED 20,000 a month' });
  });

  it('adds an Arabic version without adding a job to any list or count', async () => {
    const before = await counts();
    const saved = await putArabic('jobs', job.documentId, arabic);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ documentId: job.documentId, title: arabic.title, skills: arabic.skills });
    expect(await counts()).toEqual(before);
    // The public list holds the job once, in either language.
    for (const locale of ['en', 'ar']) {
      const list = await api('GET', `/jobs?filters[slug][$eq]=${job.slug}&locale=${locale}`);
      expect(list.body.meta.pagination.total).toBe(1);
      expect((list.body.data as Record_[]).map((item) => item.documentId)).toEqual([job.documentId]);
    }
  });

  it('answers the Arabic text with locale=ar and the English text otherwise, shared fields alike', async () => {
    const [inArabic] = await publicJobBySlug(job.slug, 'ar');
    expect(inArabic).toMatchObject({
      documentId: job.documentId,
      slug: job.slug,
      title: arabic.title,
      description: arabic.description,
      location: arabic.location,
      salary: arabic.salary,
      skills: arabic.skills,
      experience: arabic.experience,
      language: 'ar',
      locales: ['en', 'ar'],
      company: 'Test Company',
      country: 'AE',
      status: 'open',
    });
    const [inEnglish] = await publicJobBySlug(job.slug, 'en');
    expect(inEnglish).toMatchObject({ title: job.title, salary: 'AED 20,000 a month', language: 'en' });
    expect(inEnglish.locales).toEqual(['en', 'ar']);
    const [byDefault] = await publicJobBySlug(job.slug);
    expect(byDefault).toMatchObject({ title: job.title, language: 'en', locales: ['en', 'ar'] });
    expect(byDefault.id).toBe(inArabic.id);
  });

  it('answers the Arabic text on the job board, which finds the job once', async () => {
    const word = job.title.split(' ').at(-1)!;
    const found = await search(word, 'ar');
    expect(found.data.map((item) => item.documentId)).toEqual([job.documentId]);
    expect(found.data[0]).toMatchObject({ title: arabic.title, language: 'ar' });
    expect((await search(word)).data[0]).toMatchObject({ title: job.title, language: 'en' });
    // A word of the Arabic version only finds the job too (its text is indexed with the English record).
    const arabicWord = arabic.title.split(' ').at(-1)!;
    expect((await search(arabicWord, 'ar')).data.map((item) => item.documentId)).toEqual([job.documentId]);
    expect((await search(`مهندس ${arabicWord}`)).data.map((item) => item.documentId)).toEqual([job.documentId]);
  });

  it('gives staff the Arabic version and the job read in Arabic with its owner', async () => {
    const version = await api('GET', `/jobs/${job.documentId}/arabic`, { token: admin });
    expect(version.status).toBe(200);
    expect(version.body.data).toEqual({ documentId: job.documentId, ...arabic });
    const read = await api('GET', `/jobs/${job.documentId}?locale=ar`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ title: arabic.title, language: 'ar' });
    expect(read.body.data.owner).not.toBeNull();
  });

  it('keeps the shared fields of the English record when the English job changes', async () => {
    const closing = await api('PUT', `/jobs/${job.documentId}`, {
      token: admin,
      json: { data: { status: 'closed', title: unique('Localized Engineer renamed') } },
    });
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    // The page (exact slug) says closed, in Arabic; the lists no longer have it in either language.
    const [closed] = await publicJobBySlug(closing.body.data.slug, 'ar');
    expect(closed).toMatchObject({ status: 'closed', title: arabic.title, language: 'ar' });
    const word = job.title.split(' ').at(-1)!;
    expect((await search(word, 'ar')).data).toEqual([]);
    const reopening = await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'open' } } });
    expect(reopening.status).toBe(200);
    job = { ...job, slug: reopening.body.data.slug, title: reopening.body.data.title };
    // Saving the Arabic version again changes no shared field of the English record.
    expect((await putArabic('jobs', job.documentId, arabic)).status).toBe(200);
    const [english] = await publicJobBySlug(job.slug);
    expect(english).toMatchObject({ status: 'open', title: job.title, company: 'Test Company' });
  });

  it('replaces and deletes the Arabic version', async () => {
    const renamed = arabicJob(unique('مهندسة برمجيات'));
    const replaced = await putArabic('jobs', job.documentId, renamed);
    expect(replaced.status).toBe(200);
    expect((await publicJobBySlug(job.slug, 'ar'))[0]).toMatchObject({ title: renamed.title, language: 'ar' });

    expect((await search(renamed.title.split(' ').at(-1)!)).data).toHaveLength(1);

    const removed = await api('DELETE', `/jobs/${job.documentId}/arabic`, { token: admin });
    expect(removed.status).toBe(204);
    expect((await search(renamed.title.split(' ').at(-1)!)).data).toEqual([]);
    expect((await publicJobBySlug(job.slug, 'ar'))[0]).toMatchObject({
      title: job.title,
      language: 'en',
      locales: ['en'],
    });
    expectError(await api('GET', `/jobs/${job.documentId}/arabic`, { token: admin }), 404);
    expectError(await api('DELETE', `/jobs/${job.documentId}/arabic`, { token: admin }), 404);
  });

  it('checks the Arabic version by the contract: a title, and the English limits', async () => {
    expectError(await putArabic('jobs', job.documentId, { ...arabic, title: '' }), 400, /title/);
    expectError(await putArabic('jobs', job.documentId, { ...arabic, title: 'ع'.repeat(201) }), 400, /title/);
    expectError(await putArabic('jobs', job.documentId, { ...arabic, salary: 'ع'.repeat(121) }), 400, /salary/);
    expectError(await api('PUT', `/jobs/${job.documentId}/arabic`, { token: admin, json: {} }), 400);
    expectError(await putArabic('jobs', 'nosuchjobdocumentid0000', arabic), 404);
  });

  it('deletes the Arabic version with its job', async () => {
    const doomed = await createJob({ title: unique('Doomed job') });
    expect((await putArabic('jobs', doomed.documentId, arabicJob())).status).toBe(200);
    expect((await api('DELETE', `/jobs/${doomed.documentId}`, { token: admin })).status).toBe(204);
    expectError(await api('GET', `/jobs/${doomed.documentId}/arabic`, { token: admin }), 404);
    expect(await publicJobBySlug(doomed.slug, 'ar')).toEqual([]);
  });
});

describe('a job without an Arabic version', () => {
  it('answers its English text marked as English with locale=ar', async () => {
    const job = await createJob({ title: unique('English only') });
    const [record] = await publicJobBySlug(job.slug, 'ar');
    expect(record).toMatchObject({ title: job.title, language: 'en', locales: ['en'] });
  });

  it('takes one application whatever the language', async () => {
    const job = await createJob({ title: unique('Apply in Arabic') });
    expect((await putArabic('jobs', job.documentId, arabicJob())).status).toBe(200);
    await createApplication(job.documentId);
    expect(await totalOf(`/job-applications?filters[job][documentId][$eq]=${job.documentId}`, admin)).toBe(1);
  });
});

describe('what visitors may not read in Arabic', () => {
  let draft: { documentId: string; slug: string };

  beforeAll(async () => {
    draft = await createJob({ title: unique('Draft in Arabic'), status: 'draft' });
    expect((await putArabic('jobs', draft.documentId, arabicJob())).status).toBe(200);
  });

  it('hides a draft job in Arabic: by slug, on the board, by documentId', async () => {
    expect(await publicJobBySlug(draft.slug, 'ar')).toEqual([]);
    expect((await search(draft.slug.split('-').at(-1)!, 'ar')).data).toEqual([]);
    expectError(await api('GET', `/jobs/${draft.documentId}?locale=ar`), 403);
    expectError(await api('GET', `/jobs/${draft.documentId}/arabic`), 403);
  });

  it('refuses any locale but en and ar on the public lists, and reads no Arabic row through the board', async () => {
    for (const locale of ['*', 'all', 'fr', 'AR', '']) {
      expectError(await api('GET', `/jobs?locale=${locale}&filters[slug][$eq]=${draft.slug}`), 400, /locale/);
      expectError(await api('GET', `/articles?locale=${locale}`), 400, /locale/);
    }
    expectError(await api('GET', `/jobs?locale[0]=ar&locale[1]=en`), 400, /locale/);
    // The board ignores what it does not know: English, and still no draft.
    const board = await api('GET', `/jobs/search?locale=*&q=${encodeURIComponent(draft.slug.split('-').at(-1)!)}`);
    expect(board.status).toBe(200);
    expect(board.body.data).toEqual([]);
  });

  it('refuses staff a write of the English record into another locale', async () => {
    for (const [method, path] of [
      ['POST', '/jobs?locale=ar'],
      ['PUT', `/jobs/${draft.documentId}?locale=ar`],
      ['DELETE', `/jobs/${draft.documentId}?locale=ar`],
      ['POST', '/articles?locale=ar'],
      ['PUT', `/jobs/${draft.documentId}?locale=*`],
    ] as const) {
      const response = await api(method, path, { token: admin, json: { data: { title: unique('Wrong door') } } });
      expectError(response, 400, /locale|arabic/i);
    }
    expect((await api('GET', `/jobs/${draft.documentId}/arabic`, { token: admin })).body.data.title).not.toMatch(
      /Wrong door/,
    );
  });

  it('refuses staff a locale but en and ar', async () => {
    expectError(await api('GET', `/jobs?locale=*`, { token: admin }), 400, /locale/);
    expectError(await api('GET', `/jobs/${draft.documentId}?locale=all`, { token: admin }), 400, /locale/);
  });

  it('keeps a confidential job’s company out of its Arabic text', async () => {
    const company = unique('Secretive Holdings');
    const job = await createJob({ title: unique('Confidential role'), company, confidential: true });
    expectError(
      await putArabic('jobs', job.documentId, { ...arabicJob(), title: `محاسب لدى ${company}` }),
      400,
      /name|company/i,
    );
    expect((await putArabic('jobs', job.documentId, arabicJob())).status).toBe(200);
    const [record] = await publicJobBySlug(job.slug, 'ar');
    expect(record.language).toBe('ar');
    expect(JSON.stringify(record)).not.toContain(company);
  });
});

describe('ownership of the Arabic version', () => {
  it('lets a Recruiter save the Arabic version of their own job only', async () => {
    const recruiter = await loginAsRecruiter();
    const me = await api('GET', '/users/me', { token: recruiter });
    const own = await createJob({ title: unique('Recruiter job'), owner: me.body.id });
    const others = await createJob({ title: unique('Admin job') });
    expect((await putArabic('jobs', own.documentId, arabicJob(), recruiter)).status).toBe(200);
    expect((await api('DELETE', `/jobs/${own.documentId}/arabic`, { token: recruiter })).status).toBe(204);
    expectError(await putArabic('jobs', others.documentId, arabicJob(), recruiter), 403);
    expect((await putArabic('jobs', others.documentId, arabicJob())).status).toBe(200);
    expectError(await api('DELETE', `/jobs/${others.documentId}/arabic`, { token: recruiter }), 403);
  });
});

describe('an article in Arabic', () => {
  const arabic = {
    title: unique('كيف تستعد لمقابلة العمل'),
    description: '<p>نصائح عملية للباحثين عن عمل في الخليج.</p>',
    summary: 'نصائح للمقابلة',
  };
  let article: { documentId: string; slug: string; title: string };

  beforeAll(async () => {
    const response = await api('POST', '/articles', {
      token: admin,
      json: {
        data: {
          title: unique('Preparing for interviews'),
          description: '<p>Practical advice.</p>',
          publishedAt: new Date().toISOString(),
        },
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    article = response.body.data;
  });

  it('publishes an Arabic version with its published article, counted once', async () => {
    const before = await counts();
    const saved = await putArabic('articles', article.documentId, arabic);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await counts()).toEqual(before);
    const [inArabic] = await publicArticleBySlug(article.slug, 'ar');
    expect(inArabic).toMatchObject({ ...arabic, slug: article.slug, language: 'ar', locales: ['en', 'ar'] });
    const [inEnglish] = await publicArticleBySlug(article.slug);
    expect(inEnglish).toMatchObject({ title: article.title, language: 'en', locales: ['en', 'ar'] });
    expect(inEnglish.readTime).toBe(inArabic.readTime);
  });

  it('hides the Arabic version while its article is a draft, and deletes it', async () => {
    const unpublish = await api('PUT', `/articles/${article.documentId}`, {
      token: admin,
      json: { data: { publishedAt: null } },
    });
    expect(unpublish.status, JSON.stringify(unpublish.body)).toBe(200);
    expect(await publicArticleBySlug(article.slug, 'ar')).toEqual([]);
    const version = await api('GET', `/articles/${article.documentId}/arabic`, { token: admin });
    expect(version.body.data).toMatchObject(arabic);
    const republish = await api('PUT', `/articles/${article.documentId}`, {
      token: admin,
      json: { data: { publishedAt: new Date().toISOString() } },
    });
    expect(republish.status).toBe(200);
    expect((await publicArticleBySlug(article.slug, 'ar'))[0]).toMatchObject({ title: arabic.title });

    expect((await api('DELETE', `/articles/${article.documentId}/arabic`, { token: admin })).status).toBe(204);
    expect((await publicArticleBySlug(article.slug, 'ar'))[0]).toMatchObject({
      title: article.title,
      language: 'en',
      locales: ['en'],
    });
  });

  it('never shows a draft article’s Arabic version to visitors', async () => {
    const draft = await api('POST', '/articles?status=draft', {
      token: admin,
      json: { data: { title: unique('Draft article'), description: '<p>Not yet.</p>' } },
    });
    expect(draft.status).toBe(201);
    expect((await putArabic('articles', draft.body.data.documentId, arabic)).status).toBe(200);
    expect(await publicArticleBySlug(draft.body.data.slug, 'ar')).toEqual([]);
    expectError(await api('GET', `/articles/${draft.body.data.documentId}?locale=ar`), 403);
    expectError(await putArabic('articles', draft.body.data.documentId, { title: 'عنوان', description: '' }), 400);
    expect((await api('DELETE', `/articles/${draft.body.data.documentId}`, { token: admin })).status).toBe(204);
    expectError(await api('GET', `/articles/${draft.body.data.documentId}/arabic`, { token: admin }), 404);
  });
});

describe('the sitemap after an Arabic edit', () => {
  type Entry = { slug: string; updatedAt: string; arabicUpdatedAt: string };
  type Summary = { data: { jobs: { updatedAt: string; arabicUpdatedAt: string } } };
  const entryOf = async (slug: string) =>
    ((await api('GET', '/sitemap/jobs/1')).body.data as Entry[]).find((entry) => entry.slug === slug);

  it("moves the Arabic page's lastmod (the later of the job's and its Arabic version's change), not the English one", async () => {
    const job = await createJob({ status: 'open', title: unique('Sitemap Engineer') });
    const before = await entryOf(job.slug);
    expect(before?.arabicUpdatedAt).toBe(before?.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = Date.now();
    expect((await putArabic('jobs', job.documentId, arabicJob())).status).toBe(200);
    const after = await entryOf(job.slug);
    expect(after?.updatedAt).toBe(before?.updatedAt);
    expect(Date.parse(after!.arabicUpdatedAt)).toBeGreaterThanOrEqual(asked);
    const summary = (await api('GET', '/sitemap')).body as Summary;
    expect(Date.parse(summary.data.jobs.arabicUpdatedAt)).toBeGreaterThanOrEqual(Date.parse(after!.arabicUpdatedAt));
    expect(Date.parse(summary.data.jobs.arabicUpdatedAt)).toBeGreaterThanOrEqual(
      Date.parse(summary.data.jobs.updatedAt),
    );
    await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'closed' } } });
  });
});
