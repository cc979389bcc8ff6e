import { beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from './fixtures';
import { api, cmsUrl, createJob, expectError, loginAsAdmin, totalOf, unique, openNowQuery } from './helpers';

/**
 * Job postings and articles (docs/000-product.md §13, §14): what visitors may read (open jobs, published articles), the
 * exact slug lookup of a closed job, staff CRUD with generated slugs, and cover uploads (images only).
 */

let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

/** Public list request; returns the body after asserting a 200. */
async function publicList(path: string) {
  const response = await api('GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as {
    data: Array<Record<string, unknown>>;
    meta: { pagination: { total: number; page: number; pageSize: number; pageCount: number } };
  };
}

const documentIds = (body: { data: Array<Record<string, unknown>> }) => body.data.map((item) => item.documentId);

/** Every documentId of the public job list, read 100 at a time in the website's order. */
async function allPublicJobIds(): Promise<unknown[]> {
  const ids: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const list = await publicList(
      `/jobs?sort[0]=posted:desc&sort[1]=createdAt:desc&sort[2]=id:desc&pagination[page]=${page}&pagination[pageSize]=100`,
    );
    ids.push(...documentIds(list));
    if (page >= list.meta.pagination.pageCount) return ids;
  }
}

describe('jobs: what visitors see', () => {
  let closedJob: { documentId: string; slug: string; title: string };

  beforeAll(async () => {
    closedJob = await createJob({ title: unique('Closed posting') });
    const closing = await api('PUT', `/jobs/${closedJob.documentId}`, {
      token: admin,
      json: { data: { status: 'closed' } },
    });
    expect(closing.status).toBe(200);
  });

  it('lists open jobs only, as many as staff count open', async () => {
    const list = await publicList('/jobs?pagination[pageSize]=100');
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((job) => job.status === 'open')).toBe(true);
    expect(list.meta.pagination.total).toBe(await totalOf(`/jobs?${openNowQuery()}`, admin));
    expect(documentIds(list)).not.toContain(closedJob.documentId);
    // Staff see the closed ones too (the seed has four).
    expect(await totalOf('/jobs?filters[status][$eq]=closed', admin)).toBeGreaterThanOrEqual(5);
  });

  it('refuses the filters the website does not send; those it sends find no closed job', async () => {
    for (const path of [
      '/jobs?filters[status][$eq]=closed',
      `/jobs?filters[title][$containsi]=${encodeURIComponent(closedJob.title)}`,
      `/jobs?filters[$or][0][status][$eq]=closed&filters[$or][1][slug][$eq]=${closedJob.slug}`,
    ]) {
      expectError(await api('GET', path), 400, /not allowed on the public API/);
    }
    expect(documentIds(await publicList('/jobs?filters[documentId][$ne]=none&pagination[pageSize]=100'))).not.toContain(
      closedJob.documentId,
    );
  });

  it('answers the exact slug lookup of a closed job, so its page can say it is closed', async () => {
    const list = await publicList(`/jobs?filters[slug][$eq]=${closedJob.slug}&populate=*`);
    expect(documentIds(list)).toEqual([closedJob.documentId]);
    expect(list.data[0].status).toBe('closed');
  });

  it('finds no closed job through a relation: categories and authors are not public, deeper populates are refused', async () => {
    for (const path of [
      '/categories?populate[jobs][fields][0]=slug&populate[jobs][fields][1]=status&pagination[pageSize]=100',
      '/categories?populate=*&pagination[pageSize]=100',
      '/authors?populate=jobs&pagination[pageSize]=100',
    ]) {
      expectError(await api('GET', path), 403);
    }
    const [open] = (await publicList('/jobs?pagination[pageSize]=1')).data;
    expectError(
      await api('GET', `/jobs?filters[slug][$eq]=${open.slug as string}&populate[category][populate][jobs]=true`),
      400,
    );
    // What the website reads: the category itself, without its jobs.
    const page = await publicList(`/jobs?filters[slug][$eq]=${open.slug as string}&populate=*`);
    expect(page.data[0].category).toHaveProperty('name');
    expect(page.data[0].category).not.toHaveProperty('jobs');
  });

  it('does not answer a job by its documentId; staff still see a closed one, also through relations', async () => {
    expectError(await api('GET', `/jobs/${closedJob.documentId}`), 403);
    expect((await api('GET', `/jobs/${closedJob.documentId}`, { token: admin })).status).toBe(200);
    const staffView = await api('GET', '/categories?populate[jobs][fields][0]=status&pagination[pageSize]=100', {
      token: admin,
    });
    const statuses = (staffView.body.data as Array<{ jobs: Array<{ status: string }> }>).flatMap((category) =>
      category.jobs.map((job) => job.status),
    );
    expect(statuses).toContain('closed');
  });

  it('answers the slug lookup of an open job with its relations populated', async () => {
    const [first] = (await publicList('/jobs?pagination[pageSize]=1')).data;
    const list = await publicList(`/jobs?filters[slug][$eq]=${first.slug as string}&populate=*`);
    expect(documentIds(list)).toEqual([first.documentId]);
    expect(list.data[0]).toHaveProperty('cover');
    expect(list.data[0]).toHaveProperty('category');
    expect(list.data[0]).toHaveProperty('author');
  });

  it('paginates', async () => {
    const first = await publicList('/jobs?sort=id:desc&pagination[page]=1&pagination[pageSize]=5');
    const second = await publicList('/jobs?sort=id:desc&pagination[page]=2&pagination[pageSize]=5');
    expect(first.data).toHaveLength(5);
    expect(first.meta.pagination).toMatchObject({
      page: 1,
      pageSize: 5,
      pageCount: Math.ceil(first.meta.pagination.total / 5),
    });
    expect(second.meta.pagination.page).toBe(2);
    expect(documentIds(second).some((id) => documentIds(first).includes(id))).toBe(false);
  });

  it('refuses a page size over the maximum of 100 by capping it', async () => {
    const list = await publicList('/jobs?pagination[pageSize]=500');
    expect(list.meta.pagination.pageSize).toBe(100);
  });
});

describe('jobs: staff', () => {
  it('generates a lowercase, hyphenated slug from the title, unique with -2', async () => {
    const title = `${unique('Night Shift Nurse')} (ICU) — Dubai!`;
    const expected = title
      .toLowerCase()
      .replace(/[()—!]/g, '')
      .trim()
      .replace(/\s+/g, '-');
    const first = await createJob({ title });
    const second = await createJob({ title });
    expect(first.slug).toBe(expected);
    expect(second.slug).toBe(`${expected}-2`);
    expect(first.status).toBe('open');
  });

  it('keeps a slug given by staff', async () => {
    const slug = unique('custom-slug').replace(' ', '-');
    expect((await createJob({ slug })).slug).toBe(slug);
  });

  it('updates a job without touching its slug, and deletes it', async () => {
    const job = await createJob({ title: unique('Original title') });
    const updated = await api('PUT', `/jobs/${job.documentId}`, {
      token: admin,
      json: { data: { title: 'New title', salary: '£50,000' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'New title', salary: '£50,000', slug: job.slug });

    expect((await api('DELETE', `/jobs/${job.documentId}`, { token: admin })).status).toBe(204);
    expectError(await api('GET', `/jobs/${job.documentId}`, { token: admin }), 404);
  });

  it('closes and reopens a job: it leaves and comes back to the public list', async () => {
    const job = await createJob({ title: unique('Toggle') });
    const isListed = async () => (await allPublicJobIds()).includes(job.documentId);
    expect(await isListed()).toBe(true);
    await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'closed' } } });
    expect(await isListed()).toBe(false);
    await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'open' } } });
    expect(await isListed()).toBe(true);
  });

  it('lists closed jobs and searches title or description for staff', async () => {
    const word = unique('zebrafish').replace(' ', '');
    const byTitle = await createJob({ title: `Keeper of ${word}` });
    const byDescription = await createJob({ description: `<p>Care for the ${word.toUpperCase()} tanks.</p>` });
    await api('PUT', `/jobs/${byDescription.documentId}`, { token: admin, json: { data: { status: 'closed' } } });
    const response = await api(
      'GET',
      `/jobs?filters[$or][0][title][$containsi]=${word}&filters[$or][1][description][$containsi]=${word}`,
      { token: admin },
    );
    expect(response.status).toBe(200);
    expect(documentIds(response.body).sort()).toEqual([byTitle.documentId, byDescription.documentId].sort());
  });

  it('refuses an unknown status and a missing title with a 400', async () => {
    expectError(
      await api('POST', '/jobs', { token: admin, json: { data: { title: unique('Paused'), status: 'paused' } } }),
      400,
    );
    expectError(await api('POST', '/jobs', { token: admin, json: { data: { company: 'No title' } } }), 400);
  });
});

describe('GET /api/sitemap: what the site map lists', () => {
  it('counts and lists open jobs and published articles only, by the rule of every public read', async () => {
    const summary = (await publicList('/sitemap')) as unknown as {
      data: { pageSize: number; jobs: { total: number; updatedAt: string }; articles: { total: number } };
    };
    expect(summary.data.pageSize).toBe(50_000);
    expect(summary.data.jobs.total).toBe(await totalOf('/jobs'));
    expect(summary.data.articles.total).toBe(await totalOf('/articles'));
    expect(Date.parse(summary.data.jobs.updatedAt)).not.toBeNaN();

    const jobs = (await api('GET', '/sitemap/jobs/1')).body.data as Array<{ slug: string; updatedAt: string }>;
    expect(jobs).toHaveLength(summary.data.jobs.total);
    const closed = await api('GET', '/jobs?filters[status][$eq]=closed&fields[0]=slug&pagination[pageSize]=100', {
      token: admin,
    });
    const closedSlugs = (closed.body.data as Array<{ slug: string }>).map((job) => job.slug);
    expect(closedSlugs.length).toBeGreaterThan(0);
    expect(jobs.some((job) => closedSlugs.includes(job.slug))).toBe(false);

    const articles = (await api('GET', '/sitemap/articles/1')).body.data as Array<{ slug: string }>;
    const drafts = await api('GET', '/articles?status=draft&fields[0]=slug&pagination[pageSize]=100', { token: admin });
    const published = (await publicList('/articles?pagination[pageSize]=100')).data.map((article) => article.slug);
    expect(articles.map((article) => article.slug).sort()).toEqual([...published].sort());
    expect((drafts.body.data as unknown[]).length).toBeGreaterThan(published.length);
  });

  it("says when the first listed job closes (the web app never serves the sitemap past it), and each job's closing", async () => {
    const closes = new Date(Date.now() + 60_000).toISOString();
    const job = await createJob({ status: 'open', validThrough: closes });
    const summary = (await publicList('/sitemap')) as unknown as {
      data: { jobs: { closesAt: string | null }; articles: { closesAt: string | null } };
    };
    expect(summary.data.jobs.closesAt).toBe(closes);
    expect(summary.data.articles.closesAt).toBeNull();
    const jobs = (await api('GET', '/sitemap/jobs/1')).body.data as Array<{
      slug: string;
      validThrough: string | null;
    }>;
    expect(jobs.find((entry) => entry.slug === job.slug)?.validThrough).toBe(closes);
    expect(
      jobs.every((entry) => entry.validThrough === null || Date.parse(entry.validThrough) >= Date.parse(closes)),
    ).toBe(true);
    await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'closed' } } });
  });

  it('answers 404 for an unknown type or page number, and an empty list past the last page', async () => {
    expectError(await api('GET', '/sitemap/users/1'), 404);
    expectError(await api('GET', '/sitemap/jobs/0'), 404);
    expect((await api('GET', '/sitemap/jobs/2')).body.data).toEqual([]);
  });
});

describe('articles', () => {
  let draft: { documentId: string; slug: string; title: string };

  beforeAll(async () => {
    const response = await api('POST', '/articles?status=draft', {
      token: admin,
      json: { data: { title: unique('Unpublished article') } },
    });
    expect(response.status).toBe(201);
    draft = response.body.data;
    expect(response.body.data.publishedAt).toBeNull();
  });

  it('lists published articles only to visitors, and refuses to list drafts', async () => {
    const published = await publicList('/articles?pagination[pageSize]=100');
    expect(published.data.length).toBeGreaterThan(0);
    expect(published.data.every((article) => article.publishedAt !== null)).toBe(true);
    expect(documentIds(published)).not.toContain(draft.documentId);
    expectError(await api('GET', '/articles?status=draft&pagination[pageSize]=100'), 400);
  });

  it('hides a draft from visitors by slug and by documentId, but not from staff', async () => {
    expect((await publicList(`/articles?filters[slug][$eq]=${draft.slug}`)).data).toEqual([]);
    expectError(await api('GET', `/articles?status=draft&filters[slug][$eq]=${draft.slug}`), 400);
    expectError(await api('GET', `/articles/${draft.documentId}`), 403);
    expectError(await api('GET', `/articles/${draft.documentId}?status=draft`), 403);

    const staff = await api('GET', `/articles?status=draft&filters[slug][$eq]=${draft.slug}`, { token: admin });
    expect(documentIds(staff.body)).toEqual([draft.documentId]);
  });

  it('never shows a draft to visitors through a relation, even when they ask for drafts', async () => {
    const [job] = (
      await api('GET', '/jobs?filters[author][id][$notNull]=true&populate=*&pagination[pageSize]=1', { token: admin })
    ).body.data as Array<{ documentId: string; category: { documentId: string }; author: { documentId: string } }>;
    const { category, author } = job;
    const linked = await api('POST', '/articles?status=draft', {
      token: admin,
      json: { data: { title: unique('Linked draft'), category: category.documentId, author: author.documentId } },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    const staffView = await api('GET', `/authors/${author.documentId}?status=draft&populate=articles`, {
      token: admin,
    });
    expect(JSON.stringify(staffView.body)).toContain(linked.body.data.documentId);

    for (const path of [
      `/categories?status=draft&populate=articles&pagination[pageSize]=100`,
      `/categories/${category.documentId}?status=draft&populate=articles`,
      `/authors?status=draft&populate[articles][populate]=blocks&pagination[pageSize]=100`,
      `/authors/${author.documentId}?status=draft&populate=articles`,
      `/jobs?status=draft&populate[author][populate][articles]=true&pagination[pageSize]=100`,
      `/jobs/${job.documentId}?status=draft&populate[category][populate][articles]=true&populate[author][populate][articles]=true`,
      `/articles?status=draft&populate[category][populate][articles]=true&pagination[pageSize]=100`,
      `/articles?populate[category][populate][articles]=true&pagination[pageSize]=100`,
      `/jobs?populate[author][populate][articles]=true&pagination[pageSize]=100`,
    ]) {
      const response = await api('GET', path);
      expect([400, 403], path).toContain(response.status);
      const leaked = JSON.stringify(response.body).includes(linked.body.data.documentId);
      expect(leaked, `draft shown to a visitor by GET ${path}`).toBe(false);
    }
  });

  it('counts one draft more for staff than visitors see, for every draft', async () => {
    const drafts = await api('GET', '/articles?status=draft&pagination[pageSize]=100', { token: admin });
    const published = await publicList('/articles?pagination[pageSize]=100');
    const unpublished = drafts.body.data.filter(
      (article: { documentId: string }) => !documentIds(published).includes(article.documentId),
    );
    expect(unpublished.map((article: { documentId: string }) => article.documentId)).toContain(draft.documentId);
    // The seed's draft is among them too.
    expect(unpublished.length).toBeGreaterThanOrEqual(2);
  });

  it('generates the slug of a new article from its title and makes it unique', async () => {
    const title = unique('Hiring In Dubai: A Guide');
    const first = await api('POST', '/articles', { token: admin, json: { data: { title } } });
    const second = await api('POST', '/articles', { token: admin, json: { data: { title } } });
    const expected = title.toLowerCase().replace(':', '').replace(/\s+/g, '-');
    expect(first.body.data.slug).toBe(expected);
    expect(second.body.data.slug).toBe(`${expected}-2`);
  });

  it('lets staff publish, update and delete an article', async () => {
    const created = await api('POST', '/articles?status=draft', {
      token: admin,
      json: { data: { title: unique('Lifecycle'), readTime: 4 } },
    });
    const { documentId } = created.body.data;

    const published = await api('PUT', `/articles/${documentId}?status=published`, {
      token: admin,
      json: { data: { readTime: 5 } },
    });
    expect(published.status).toBe(200);
    const bySlug = `/articles?filters[slug][$eq]=${created.body.data.slug as string}`;
    const visible = await api('GET', bySlug);
    expect(visible.status).toBe(200);
    expect(visible.body.data[0].readTime).toBe(5);

    expect((await api('DELETE', `/articles/${documentId}`, { token: admin })).status).toBe(204);
    expect((await api('GET', bySlug)).body.data).toEqual([]);
    expectError(await api('GET', `/articles/${documentId}?status=draft`, { token: admin }), 404);
  });
});

describe('POST /api/upload (admin): cover images only', () => {
  /** Uploads one file to the media library as staff. */
  const upload = (bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    return api('POST', '/upload', { token: admin, form });
  };

  it('stores a PNG and serves it publicly', async () => {
    const response = await upload(pngBytes(), 'cover.png', 'image/png');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body[0]).toMatchObject({ mime: 'image/png', width: 4, height: 3 });
    // Site-relative from the local provider; absolute in the bucket with S3 (npm run test:api:postgres).
    const file = await fetch(new URL(response.body[0].url as string, cmsUrl()));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // The media library may re-encode the image; it stays a PNG.
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 8)
        .equals(pngBytes().subarray(0, 8)),
    ).toBe(true);
  });

  it.each([
    ['a PDF', pdfBytes(), 'brochure.pdf', 'application/pdf'],
    [
      'an SVG (it can carry scripts)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with a 400', async (_label, bytes, name, type) => {
    expectError(await upload(bytes, name, type), 400);
  });
});
