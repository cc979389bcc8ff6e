import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCmsDatabase } from './database';
import { api, createJob, loginAsAdmin, openNowQuery } from './helpers';

/**
 * The job board's search (docs/011-job-search.md): `GET /api/jobs/search` filters and counts open jobs in the database.
 * Each test searches for a word only this file's jobs carry, so that the demo jobs and other files' jobs stay out of
 * its counts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A word no other job has: this file's jobs carry it in one of the searched fields. */
const WORD = `zq${randomBytes(4).toString('hex')}`;

interface Option {
  value: string;
  label: string;
  count: number;
}

/** The search's answer for `query` (asserts a 200). */
async function search(query: string, token?: string) {
  const response = await api('GET', `/jobs/search?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as {
    data: Array<{ documentId: string; title: string; validThrough: string | null; category: { name: string } | null }>;
    meta: {
      pagination: { page: number; pageSize: number; pageCount: number; total: number };
      facets: Record<'category' | 'type' | 'country' | 'city' | 'workplace', Option[]>;
      nextExpiry: string | null;
      search: Record<string, unknown>;
      suggestion: { q: string; total: number } | null;
    };
  };
}

/** `{ value: count }` of a facet. */
const counts = (options: Option[]) => Object.fromEntries(options.map((option) => [option.value, option.count]));

const titles = (body: Awaited<ReturnType<typeof search>>) => body.data.map((job) => job.title);

/** documentId of a category by slug. */
async function categoryId(slug: string): Promise<string> {
  const response = await api('GET', `/categories?filters[slug][$eq]=${slug}`, { token: await loginAsAdmin() });
  return response.body.data[0].documentId as string;
}

beforeAll(async () => {
  const [healthcare, software, articleCategory] = await Promise.all([
    categoryId('healthcare'),
    categoryId('software-engineering'),
    categoryId('hiring-advice'),
  ]);
  // Five open jobs, each with the word in another field, then jobs that must never be counted.
  await createJob({
    title: `ICU Nurse ${WORD}`,
    category: healthcare,
    type: 'Full-time',
    country: 'AE',
    workplace: 'onsite',
    posted: '2026-01-05',
    validThrough: inDays(20),
  });
  await createJob({
    title: 'Senior Go Developer',
    company: `Acme ${WORD.toUpperCase()}`,
    category: software,
    type: 'Contract',
    country: 'GB',
    workplace: 'hybrid',
    posted: '2026-01-04',
    validThrough: inDays(3),
  });
  await createJob({
    title: 'Remote Data Engineer',
    skills: `Python, ${WORD}, SQL`,
    category: software,
    type: 'Part-time',
    country: null,
    workplace: 'remote',
    applicantLocations: ['DE'],
    posted: '2026-01-03',
  });
  await createJob({
    title: 'Pharmacist',
    description: `<p>Dispensing and ${WORD} rounds.</p>`,
    category: healthcare,
    type: '',
    country: 'AE',
    workplace: 'hybrid',
    posted: '2026-01-02',
    validThrough: inDays(10),
  });
  await createJob({
    title: `Ward Nurse ${WORD}`,
    category: articleCategory,
    type: 'Full-time',
    country: 'SA',
    workplace: 'onsite',
    posted: '2026-01-01',
  });
  await createJob({ title: `Draft ${WORD}`, status: 'draft', type: 'Full-time', country: 'AE' });
  await createJob({ title: `Closed ${WORD}`, status: 'closed', type: 'Full-time', country: 'AE' });
  await createJob({ title: `Expired ${WORD}`, type: 'Full-time', country: 'AE', validThrough: inDays(-1) });
});

describe('the keyword', () => {
  it('finds a word in the title, company, skills or description, whatever its case', async () => {
    const body = await search(`q=${WORD.toUpperCase()}`);
    expect(titles(body).sort()).toEqual(
      ['ICU Nurse', 'Senior Go Developer', 'Remote Data Engineer', 'Pharmacist', 'Ward Nurse']
        .map((title) => (title.endsWith('Nurse') ? `${title} ${WORD}` : title))
        .sort(),
    );
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 1, total: 5 });
  });

  it('wants every word of a keyword text, each in any field', async () => {
    expect(titles(await search(`q=nurse%20${WORD}`)).sort()).toEqual([`ICU Nurse ${WORD}`, `Ward Nurse ${WORD}`]);
    expect(titles(await search(`q=${WORD}%20python`))).toEqual(['Remote Data Engineer']);
    expect((await search(`q=${WORD}%20nowhere`)).meta.pagination.total).toBe(0);
  });

  it('finds the start of a word, and reads search syntax and punctuation as plain text', async () => {
    expect((await search(`q=${WORD.slice(0, 6)}`)).meta.pagination.total).toBe(5);
    expect((await search(`q=${WORD.slice(2)}`)).meta.pagination.total).toBe(0);
    for (const text of ['"', '*', 'NEAR(', 'title:', '%', '_', 'OR', 'c++', '\\']) {
      await search(`q=${encodeURIComponent(text)}`);
    }
    // A term without a letter or digit is left out; a keyword of nothing else finds nothing.
    expect((await search(`q=${WORD}%20%26`)).meta.pagination.total).toBe(5);
    expect((await search('q=%26%20%25')).meta.pagination.total).toBe(0);
  });
});

describe('filters and their counts', () => {
  it('counts every option, without drafts, closed or expired jobs, and offers job categories only', async () => {
    const { facets } = (await search(`q=${WORD}`)).meta;
    expect(counts(facets.type)).toEqual({ 'full-time': 3, 'part-time': 1, contract: 1 });
    // The remote job open to applicants in Germany counts under Germany.
    expect(counts(facets.country)).toEqual({ AE: 2, DE: 1, GB: 1, SA: 1 });
    expect(counts(facets.workplace)).toEqual({ onsite: 2, hybrid: 2, remote: 1 });
    // The job filed under an article category is counted in no category.
    expect(counts(facets.category)).toEqual({ healthcare: 2, 'software-engineering': 2 });
    expect(facets.category.find((option) => option.value === 'healthcare')?.label).toBe('Healthcare');
    expect(facets.country.map((option) => option.label)).toEqual([
      'Germany',
      'Saudi Arabia',
      'United Arab Emirates',
      'United Kingdom',
    ]);
    expect(facets.workplace.map((option) => option.label)).toEqual(['On-site', 'Hybrid', 'Remote']);
  });

  it("narrows by each filter, and counts each filter's options with the other filters applied", async () => {
    const body = await search(`q=${WORD}&category=healthcare&type=full-time&country=AE&workplace=hybrid`);
    // A job without a type shows as Full-time, so Full-time finds it.
    expect(titles(body)).toEqual(['Pharmacist']);
    const { facets } = body.meta;
    expect(counts(facets.category)).toEqual({ healthcare: 1 });
    expect(counts(facets.type)).toEqual({ 'full-time': 1 });
    expect(counts(facets.country)).toEqual({ AE: 1 });
    expect(counts(facets.workplace)).toEqual({ onsite: 1, hybrid: 1 });

    const contract = await search(`q=${WORD}&type=contract`);
    expect(titles(contract)).toEqual(['Senior Go Developer']);
    expect(counts(contract.meta.facets.type)).toEqual({ 'full-time': 3, 'part-time': 1, contract: 1 });
    expect(counts(contract.meta.facets.country)).toEqual({ GB: 1 });
  });

  it('finds, by a country, the jobs there and the remote jobs open to applicants living there', async () => {
    expect(titles(await search(`q=${WORD}&country=DE`))).toEqual(['Remote Data Engineer']);
    const remote = await search(`q=${WORD}&workplace=remote`);
    expect(counts(remote.meta.facets.country)).toEqual({ DE: 1 });
    // A remote job that lists no applicant country is found by no country.
    expect((await search(`q=${WORD}&country=GB&workplace=remote`)).meta.pagination.total).toBe(0);
  });

  it('keeps a chosen option that finds nothing, so that the form can show it', async () => {
    const body = await search(`q=${WORD}&country=US&type=internship`);
    expect(body.meta.pagination.total).toBe(0);
    expect(body.meta.facets.country).toContainEqual({ value: 'US', label: 'United States', count: 0 });
    expect(body.meta.facets.type).toContainEqual({ value: 'internship', label: 'Internship', count: 0 });
  });

  it('ignores unknown values instead of refusing them', async () => {
    const body = await search(
      `q=${WORD}&category=hiring-advice&type=astronaut&country=XX&workplace=moon&sort=cheapest&page=x&pageSize=9999`,
    );
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 1, total: 5 });
    expect(body.meta.search).toEqual({
      q: WORD,
      category: null,
      type: null,
      country: null,
      city: null,
      workplace: null,
      sort: 'newest',
      page: 1,
    });
  });
});

describe('counts with a keyword', () => {
  const FACETS = ['category', 'type', 'country', 'city', 'workplace'] as const;

  /** Asserts that each option of each facet of the search `query` counts as many jobs as choosing it finds. */
  async function expectCountsToBeTotals(query: string): Promise<number> {
    const body = await search(query);
    for (const facet of FACETS) {
      for (const option of body.meta.facets[facet]) {
        if (body.meta.search[facet] === option.value) continue;
        const params = new URLSearchParams(query);
        params.set(facet, option.value);
        const chosen = await search(params.toString());
        expect(chosen.meta.pagination.total, `${query} ${facet}=${option.value}`).toBe(option.count);
      }
    }
    return body.meta.pagination.total;
  }

  it('counts every option as many jobs as choosing it finds, for every shape of keyword and with a filter', async () => {
    // A word, two words, OR, an excluded word, the start of a word, a phrase: each matched once for the whole search.
    const keywords = [
      WORD,
      `${WORD} nurse`,
      `pharmacist OR ${WORD}`,
      `${WORD} -nurse`,
      WORD.slice(0, 6),
      `"ward nurse ${WORD}"`,
      `-${WORD}x ${WORD}`,
    ];
    for (const keyword of keywords) {
      const q = `q=${encodeURIComponent(keyword)}`;
      expect(await expectCountsToBeTotals(q), keyword).toBeGreaterThan(0);
      for (const filter of ['workplace=hybrid', 'country=AE', 'type=full-time']) {
        await expectCountsToBeTotals(`${q}&${filter}`);
      }
    }
  });
});

describe('order and pages', () => {
  it('lists the best match first with a keyword (title, then company or skills, then description)', async () => {
    const found = titles(await search(`q=${WORD}`));
    expect(found.slice(0, 2).sort()).toEqual([`ICU Nurse ${WORD}`, `Ward Nurse ${WORD}`]);
    expect(found.slice(2, 4).sort()).toEqual(['Remote Data Engineer', 'Senior Go Developer']);
    expect(found[4]).toBe('Pharmacist');
  });

  it('lists the soonest closing first when asked (jobs without a closing date last), keyword or not', async () => {
    expect(titles(await search(`q=${WORD}&sort=closing`))).toEqual([
      'Senior Go Developer',
      'Pharmacist',
      `ICU Nurse ${WORD}`,
      'Remote Data Engineer',
      `Ward Nurse ${WORD}`,
    ]);
  });

  it('shows the last page for a page past it, and keeps the search on every page', async () => {
    const second = await search(`q=${WORD}&sort=closing&pageSize=2&page=2`);
    expect(titles(second)).toEqual([`ICU Nurse ${WORD}`, 'Remote Data Engineer']);
    const past = await search(`q=${WORD}&sort=closing&pageSize=2&page=40`);
    expect(past.meta.pagination).toEqual({ page: 3, pageSize: 2, pageCount: 3, total: 5 });
    expect(titles(past)).toEqual([`Ward Nurse ${WORD}`]);
    expect(past.meta.search.page).toBe(3);
  });

  it('answers an empty search with page 1 of none', async () => {
    const body = await search(`q=${WORD}-nothing&page=5`);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 0, total: 0 });
  });
});

describe('the answer', () => {
  it("carries the jobs as the job list does (category populated) and the board's next closing date", async () => {
    const body = await search(`q=${WORD}&category=healthcare`);
    expect(body.data.map((job) => job.category?.name)).toEqual(['Healthcare', 'Healthcare']);

    const soonest = await api(
      'GET',
      `/jobs?${openNowQuery()}&filters[validThrough][$notNull]=true&sort=validThrough:asc&pagination[pageSize]=1`,
      { token: await loginAsAdmin() },
    );
    expect(body.meta.nextExpiry).toBe(soonest.body.data[0].validThrough);
    expect(new Date(body.meta.nextExpiry!).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives staff the same answer as visitors (open jobs only)', async () => {
    const staff = await search(`q=${WORD}`, await loginAsAdmin());
    expect(staff.meta.pagination.total).toBe(5);
  });
});

/**
 * The keyword on the full-text engine (docs/011-job-search.md "Keywords", docs/023-talent-pool.md "One search engine"):
 * the same cases on SQLite (FTS5) and PostgreSQL (tsvector), as `npm run test:api` and `npm run test:api:postgres`
 * run this file. Each job carries `TEXT_WORD`, a word only these jobs have.
 */
describe('the full-text keyword', () => {
  const TEXT_WORD = `zt${randomBytes(4).toString('hex')}`;
  const found = async (q: string) => titles(await search(`q=${encodeURIComponent(`${TEXT_WORD} ${q}`)}`)).sort();

  beforeAll(async () => {
    await createJob({
      title: `Lead Software Engineer ${TEXT_WORD}`,
      location: 'Riyadh, Saudi Arabia',
      city: 'Riyadh',
      country: 'SA',
      skills: 'Kubernetes, Go',
      description: '<p>Build the intensive care platform with our engineering team.</p>',
    });
    await createJob({
      title: `Staff Nurse ${TEXT_WORD}`,
      location: 'Lahore, Pakistan',
      city: 'Lahore',
      country: 'PK',
      description: '<p>Night shift on the intensive care unit; engineering background welcome.</p>',
    });
    await createJob({
      title: `محاسب مالي ${TEXT_WORD}`,
      location: 'Dubai, United Arab Emirates',
      city: 'Dubai',
      country: 'AE',
      description: '<p>خبرة في المحاسبة والتقارير المالية — Financial accountant.</p>',
    });
  });

  it('finds a city word in the location, and filters and counts by city', async () => {
    expect(await found('Riyadh')).toEqual([`Lead Software Engineer ${TEXT_WORD}`]);
    expect(await found('lahore')).toEqual([`Staff Nurse ${TEXT_WORD}`]);
    expect(await found('pakistan')).toEqual([`Staff Nurse ${TEXT_WORD}`]);
    const body = await search(`q=${TEXT_WORD}&city=Riyadh`);
    expect(titles(body)).toEqual([`Lead Software Engineer ${TEXT_WORD}`]);
    expect(body.meta.search.city).toBe('riyadh');
    // The city's options are counted with the other filters applied, not the city itself.
    expect(counts(body.meta.facets.city)).toEqual({ dubai: 1, lahore: 1, riyadh: 1 });
    expect(body.meta.facets.city.map((option) => option.label)).toEqual(['Dubai', 'Lahore', 'Riyadh']);
    expect((await search(`q=${TEXT_WORD}&city=Atlantis`)).meta.pagination.total).toBe(0);
  });

  it('stems English words, ranks the title first and matches phrases in order', async () => {
    // "engineering" finds "Engineer" in a title and "engineering" in descriptions; the title match ranks first.
    const ranked = titles(await search(`q=${encodeURIComponent(`${TEXT_WORD} engineering`)}`));
    expect(ranked).toEqual([`Lead Software Engineer ${TEXT_WORD}`, `Staff Nurse ${TEXT_WORD}`]);
    expect(await found('"intensive care unit"')).toEqual([`Staff Nurse ${TEXT_WORD}`]);
    expect(await found('"unit care intensive"')).toEqual([]);
    expect(await found('"intensive care"')).toEqual([
      `Lead Software Engineer ${TEXT_WORD}`,
      `Staff Nurse ${TEXT_WORD}`,
    ]);
  });

  it('reads OR, -excluded and the start of the last word', async () => {
    expect(await found('riyadh OR lahore')).toEqual([
      `Lead Software Engineer ${TEXT_WORD}`,
      `Staff Nurse ${TEXT_WORD}`,
    ]);
    expect(await found('-nurse')).toEqual([`Lead Software Engineer ${TEXT_WORD}`, `محاسب مالي ${TEXT_WORD}`]);
    expect(await found('intensive -"night shift"')).toEqual([`Lead Software Engineer ${TEXT_WORD}`]);
    expect(await found('kube')).toEqual([`Lead Software Engineer ${TEXT_WORD}`]);
    expect(await found('Riy')).toEqual([`Lead Software Engineer ${TEXT_WORD}`]);
  });

  it('finds Arabic words', async () => {
    expect(await found('محاسب')).toEqual([`محاسب مالي ${TEXT_WORD}`]);
    expect(await found('المالية')).toEqual([`محاسب مالي ${TEXT_WORD}`]);
    expect(await found('محاسب -مالي')).toEqual([]);
  });

  it('finds Arabic whatever the alef forms, hamza, taa marbuta and diacritics, on both engines (issue 23)', async () => {
    // Its own word, so that the other tests' count of TEXT_WORD stays as it was.
    const word = `zt${randomBytes(4).toString('hex')}`;
    const title = 'مُهَنْدِسَة إدارة مَشاريع';
    await createJob({ title, skills: word, description: '<p>Project management engineer في مستشفى ٱلرئيسي</p>' });
    const foundBy = async (q: string) => {
      const body = await search(`q=${encodeURIComponent(q)}&pageSize=100`);
      return { titles: titles(body), suggestion: body.meta.suggestion };
    };
    const exactly = async (q: string) => titles(await search(`q=${encodeURIComponent(`${word} ${q}`)}`));
    // The visitor's spelling: no diacritics, bare alef, heh for the taa marbuta.
    expect(await foundBy('مهندسه اداره')).toMatchObject({ titles: expect.arrayContaining([title]), suggestion: null });
    for (const q of ['مهندسه اداره', 'مهندسة إدارة', '"ادارة مشاريع"', 'مُهندِسة', 'مستشفي الرييسي', 'مهند']) {
      expect(await exactly(q), q).toEqual([title]);
    }
    // English words of the same job still match as before (stems included); other words still do not.
    expect(await exactly('engineering management')).toEqual([title]);
    expect(await exactly('nurse')).toEqual([]);
  });

  it('answers any input without an error', async () => {
    const hostile = [
      '"',
      '"unbalanced phrase',
      '-',
      '- -',
      'OR',
      'OR OR',
      'a OR',
      '*',
      'NEAR(',
      'NEAR(a b, 2)',
      ':',
      'title:x',
      '(',
      ')',
      '((',
      "'; DROP TABLE jobs; --",
      "1' OR '1'='1",
      '\\',
      '%',
      '_',
      '^',
      '!!',
      '&&',
      '||',
      ':*',
      '<->',
      '!(a)',
      '.'.repeat(100),
      '-"',
      '{}[]',
      '½ ² Ⅻ',
      '\u200f',
      'a'.repeat(100),
      '* OR -* AND NOT',
    ];
    for (const text of hostile) {
      const response = await api('GET', `/jobs/search?q=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
      const scoped = await api('GET', `/jobs/search?q=${encodeURIComponent(`${TEXT_WORD} ${text}`)}`);
      expect(scoped.status, text).toBe(200);
    }
    expect((await search(`q=${TEXT_WORD}`)).meta.pagination.total).toBe(3);
  });

  it('suggests the nearest spelling that has results ("Did you mean")', async () => {
    const misspelt = `${TEXT_WORD.slice(0, 4)}y${TEXT_WORD.slice(5)}`;
    const body = await search(`q=${misspelt}`);
    expect(body.meta.pagination.total).toBe(0);
    expect(body.meta.suggestion).toEqual({ q: TEXT_WORD, total: 3 });
    // Only a spelling that finds jobs with the other filters is offered; a known word gets none.
    expect((await search(`q=${misspelt}&country=US`)).meta).toMatchObject({ suggestion: null });
    expect((await search(`q=${TEXT_WORD}`)).meta).toMatchObject({ suggestion: null });
    expect((await search(`q=${TEXT_WORD}%20enginer`)).meta).toMatchObject({
      suggestion: { q: `${TEXT_WORD} engineer` },
    });
  });

  it('follows a job through create, update, closing and deletion, and not a failed update', async () => {
    const admin = await loginAsAdmin();
    const word = `zl${randomBytes(4).toString('hex')}`;
    const job = await createJob({ title: `Pharmacist ${word}`, description: '<p>Compounding.</p>' });
    expect(titles(await search(`q=${word}`))).toEqual([`Pharmacist ${word}`]);

    const update = await api('PUT', `/jobs/${job.documentId}`, {
      token: admin,
      json: { data: { title: `Chemist ${word}` } },
    });
    expect(update.status).toBe(200);
    expect(titles(await search(`q=${word}%20chemist`))).toEqual([`Chemist ${word}`]);
    expect((await search(`q=${word}%20pharmacist`)).meta.pagination.total).toBe(0);

    // A refused update (a category that does not exist) changes neither the job nor what the search finds.
    const refused = await api('PUT', `/jobs/${job.documentId}`, {
      token: admin,
      json: { data: { title: `Druggist ${word}`, category: 'no-such-document-id' } },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await search(`q=${word}%20druggist`)).meta.pagination.total).toBe(0);
    expect(titles(await search(`q=${word}%20chemist`))).toEqual([`Chemist ${word}`]);

    const closed = await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'closed' } } });
    expect(closed.status).toBe(200);
    expect((await search(`q=${word}`)).meta.pagination.total).toBe(0);
    await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'open' } } });
    expect((await search(`q=${word}`)).meta.pagination.total).toBe(1);

    expect((await api('DELETE', `/jobs/${job.documentId}`, { token: admin })).status).toBeLessThan(300);
    expect((await search(`q=${word}`)).meta.pagination.total).toBe(0);
  });

  it('keeps the index in the transaction of the data: a rolled-back change leaves it as before', async () => {
    const word = `zr${randomBytes(4).toString('hex')}`;
    const job = await createJob({ title: `Radiographer ${word}` });
    const db = openCmsDatabase();
    try {
      await expect(
        db.transaction(async (trx) => {
          await trx('jobs')
            .where('document_id', job.documentId)
            .update({ title: `Sonographer ${word}` });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
    } finally {
      await db.destroy();
    }
    expect(titles(await search(`q=${word}`))).toEqual([`Radiographer ${word}`]);
    expect((await search(`q=${word}%20sonographer`)).meta.pagination.total).toBe(0);
  });
});
