import { beforeAll, describe, expect, it } from 'vitest';
import { api, createApplication, createJob, expectError, loginAsAdmin, unique } from './helpers';

/**
 * The public content API answers only the queries the website sends (the contract's PUBLIC_QUERIES,
 * docs/017-security-audit.md), tried as the outside audit did: an unbounded populate, a blind search for drafts
 * through relation filters on every public type, and query shapes the website never sends. Every door a visitor
 * can reach is tried: the lists, single records, categories, authors, the job search and the enquiry form's POST.
 */

let admin: string;
/** A draft job, a closed job and a draft article, each with words nobody else uses. */
let draftJob: { documentId: string; title: string; company: string; slug: string };
let closedJob: { documentId: string; title: string; slug: string };
let draftArticle: { documentId: string; title: string; slug: string };

beforeAll(async () => {
  admin = await loginAsAdmin();
  const category = (await api('GET', '/categories?filters[kind][$eq]=job&pagination[pageSize]=1', { token: admin }))
    .body.data[0].documentId as string;
  const author = (await api('GET', '/authors?pagination[pageSize]=1', { token: admin })).body.data[0]
    .documentId as string;
  draftJob = await createJob({
    title: unique('Secret draft role'),
    company: unique('Confidential Client'),
    status: 'draft',
    category,
    author,
  });
  closedJob = await createJob({ title: unique('Secret closed role'), status: 'closed', category, author });
  const article = await api('POST', '/articles?status=draft', {
    token: admin,
    json: { data: { title: unique('Secret draft article'), category, author } },
  });
  expect(article.status, JSON.stringify(article.body)).toBe(201);
  draftArticle = article.body.data;
});

describe('an unbounded populate', () => {
  it("refuses the audit's deep populate, dotted or in brackets, at once and with a small answer", async () => {
    const deep = 'jobs.author.articles.author.jobs.author.articles.author.jobs.author';
    for (const path of [
      `/authors?populate=${deep}`,
      `/categories?populate=${deep}`,
      '/jobs?populate=author.articles.author.jobs.author.articles',
      '/jobs?populate[author][populate][jobs][populate][author][populate][jobs]=true',
      '/articles?populate[author][populate][jobs][populate][author]=true',
      '/articles?populate=category.jobs',
      '/jobs?populate[category][populate]=*',
    ]) {
      const response = await api('GET', path);
      expect([400, 403], path).toContain(response.status);
      expect(response.bytes.length, path).toBeLessThan(1024);
    }
  });

  it('keeps answering other visitors while deep populates are refused', async () => {
    const deep = Array.from({ length: 6 }, () =>
      api('GET', '/jobs?populate=author.jobs.author.jobs.author.jobs.author.jobs'),
    );
    const page = await api('GET', '/jobs?populate=*&pagination[pageSize]=12');
    expect(page.status).toBe(200);
    for (const response of await Promise.all(deep)) expect(response.status).toBe(400);
  });
});

describe('drafts found through filters (a blind search)', () => {
  /**
   * The same request with a value that exists and one that does not: the answers must not differ (else each request
   * answers one yes-or-no question about hidden data) and must be refusals.
   */
  async function expectNoOracle(path: (value: string) => string, secret: string) {
    const found = await api('GET', path(encodeURIComponent(secret)));
    const missing = await api('GET', path(encodeURIComponent(`${secret} nowhere`)));
    expect([400, 403], path(secret)).toContain(found.status);
    expect(found.status, path(secret)).toBe(missing.status);
    expect(JSON.stringify(found.body), path(secret)).toBe(JSON.stringify(missing.body));
  }

  it('refuses every filter through a relation, on every public type', async () => {
    for (const type of ['jobs', 'articles', 'categories', 'authors']) {
      for (const relation of ['category', 'author']) {
        for (const [target, field, secret] of [
          ['jobs', 'title', draftJob.title],
          ['jobs', 'company', draftJob.company],
          ['jobs', 'title', closedJob.title],
          ['articles', 'title', draftArticle.title],
        ] as const) {
          await expectNoOracle((value) => `/${type}?filters[${relation}][${target}][${field}][$eq]=${value}`, secret);
          await expectNoOracle((value) => `/${type}?filters[${target}][${field}][$eq]=${value}`, secret);
        }
      }
    }
  });

  it('refuses the one-character-at-a-time comparisons and the fields of the records themselves', async () => {
    for (const operator of ['$gte', '$lt', '$startsWith', '$containsi', '$contains', '$in', '$null']) {
      await expectNoOracle((value) => `/jobs?filters[title][${operator}]=${value}`, draftJob.title.slice(0, 1));
      await expectNoOracle((value) => `/articles?filters[title][${operator}]=${value}`, draftArticle.title.slice(0, 1));
      await expectNoOracle(
        (value) => `/jobs?filters[category][jobs][company][${operator}]=${value}`,
        draftJob.company.slice(0, 3),
      );
    }
    await expectNoOracle((value) => `/jobs?filters[salaryMin][$gte]=${value}`, '0');
    await expectNoOracle((value) => `/jobs?filters[$or][0][title][$eq]=${value}&filters[$or][1][slug][$eq]=x`, 'x');
  });

  it("reaches no applicant, candidate or resume text from an open job, nor through the talent pool's own types", async () => {
    const job = await createJob({ title: unique('Open matrix role') });
    const email = `${unique('pool')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}@example.com`;
    await createApplication(job.documentId, { email, fullName: 'Pool Person' });
    await expectNoOracle((value) => `/jobs?filters[applications][email][$eq]=${value}`, email);
    await expectNoOracle((value) => `/jobs?filters[applications][candidate][email][$eq]=${value}`, email);
    await expectNoOracle((value) => `/jobs?filters[applications][resumeTexts][text][$containsi]=${value}`, 'a');
    for (const path of [
      `/jobs?filters[slug][$eq]=${job.slug}&populate[applications][populate][candidate]=true`,
      `/jobs?filters[slug][$eq]=${job.slug}&populate=*`,
      `/candidates?filters[email][$eq]=${encodeURIComponent(email)}`,
      `/candidates?q=${encodeURIComponent(email)}`,
      `/resume-texts`,
      `/jobs/${job.documentId}/suggested-candidates`,
    ]) {
      const response = await api('GET', path);
      expect(response.status, path).not.toBe(500);
      expect(JSON.stringify(response.body), path).not.toContain(email);
      expect(JSON.stringify(response.body), path).not.toContain('Pool Person');
    }
  });

  it('finds no draft by the filters it accepts, and reads no single record by documentId', async () => {
    expect((await api('GET', `/jobs?filters[slug][$eq]=${draftJob.slug}`)).body.data).toEqual([]);
    expect((await api('GET', `/articles?filters[slug][$eq]=${draftArticle.slug}`)).body.data).toEqual([]);
    const notClosed = await api('GET', `/jobs?filters[documentId][$ne]=x&pagination[pageSize]=100`);
    expect(JSON.stringify(notClosed.body)).not.toContain(closedJob.documentId);
    for (const path of [
      `/jobs/${draftJob.documentId}`,
      `/jobs/${closedJob.documentId}`,
      `/articles/${draftArticle.documentId}`,
      `/articles/${draftArticle.documentId}?status=draft`,
    ]) {
      expectError(await api('GET', path), 403);
    }
  });

  it("finds no draft or closed job through the job board's search", async () => {
    for (const secret of [draftJob.title, draftJob.company, closedJob.title]) {
      const answer = await api('GET', `/jobs/search?q=${encodeURIComponent(secret)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.meta.pagination.total, secret).toBe(0);
    }
  });
});

describe('query shapes the website never sends', () => {
  it('answers each with a 400 that names the parameter', async () => {
    for (const [path, parameter] of [
      ['/jobs?fields[0]=title', 'fields'],
      ['/jobs?status=draft', 'status'],
      ['/articles?status=draft', 'status'],
      // Only en and ar (docs/026-languages.md): every version at once, or another language, is refused.
      ['/jobs?locale=*', 'locale'],
      ['/jobs?locale=all', 'locale'],
      ['/articles?locale=fr', 'locale'],
      ['/jobs?sort=salaryMax:desc', 'sort salaryMax:desc'],
      ['/jobs?pagination[limit]=100', 'pagination[limit]'],
      ['/jobs?pagination[start]=0', 'pagination[start]'],
      ['/jobs?populate[category][fields][0]=name', 'populate[category]'],
      ['/jobs?populate[category][filters][name][$eq]=x', 'populate[category]'],
      ['/articles?populate[blocks][on][shared.media][populate]=*', 'populate[blocks]'],
      ['/articles?filters[category][name][$eq]=x', 'filters category.name.$eq'],
    ] as const) {
      const response = await api('GET', path);
      expectError(response, 400, `This query is not allowed on the public API: ${parameter}.`);
    }
  });

  it('refuses any query on the enquiry form, and stores nothing', async () => {
    const before = await api('GET', '/contacts?pagination[pageSize]=1', { token: admin });
    const posted = await api('POST', '/contacts?populate=*', {
      json: { data: { fullName: 'Query Shape', email: 'shape@example.com', message: 'Hello', service: 'other' } },
    });
    expectError(posted, 400, 'This query is not allowed on the public API: populate.');
    const after = await api('GET', '/contacts?pagination[pageSize]=1', { token: admin });
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });

  it("answers the website's own reads and the spec's calls (§7)", async () => {
    const [job] = (await api('GET', '/jobs?pagination[pageSize]=1')).body.data;
    const [article] = (await api('GET', '/articles?pagination[pageSize]=1')).body.data;
    for (const path of [
      '/jobs?populate=*&pagination[page]=1&pagination[pageSize]=12',
      `/jobs?filters[slug][$eq]=${job.slug as string}&populate=*`,
      `/jobs?populate=*&filters[category][name][$eq]=Healthcare&filters[documentId][$ne]=${job.documentId as string}&sort[0]=posted:desc&sort[1]=createdAt:desc&sort[2]=id:desc&pagination[page]=1&pagination[pageSize]=3`,
      '/articles?populate=*',
      `/articles?filters[slug][$eq]=${article.slug as string}&populate=*`,
      '/articles?populate[cover]=true&populate[author]=true&populate[category]=true&sort[0]=publishedAt:desc&pagination[page]=1&pagination[pageSize]=9',
      `/articles?filters[slug][$eq]=${article.slug as string}&populate[cover]=true&populate[author]=true&populate[category]=true&populate[blocks][populate]=*`,
    ]) {
      const response = await api('GET', path);
      expect(response.status, `${path}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
      expect(response.body.data.length, path).toBeGreaterThan(0);
    }
  });

  it('leaves staff free to query as the back-office needs', async () => {
    const response = await api('GET', '/jobs?filters[status][$eq]=draft&fields[0]=title&pagination[limit]=100', {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain(draftJob.title);
  });
});
