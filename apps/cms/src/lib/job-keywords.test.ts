import { mkdtempSync, rmSync } from 'fs';
import { createServer, type AddressInfo } from 'net';
import { tmpdir } from 'os';
import path from 'path';
import { isEmptyFullTextQuery, parseFullTextQuery } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgres, stopPostgres } from '../../../../scripts/lib/postgres.mjs';
import { strapiKnex } from '../../tests/unit/strapi-knex';
import type { Connection } from './database-types';
import { fts5Match } from './full-text/sqlite';
import { ensureJobKeywordIndex, jobIndex, keywordMatches, suggestKeywords, whereKeywords } from './job-keywords';

describe('the FTS5 form of a parsed query', () => {
  it('quotes every term as a phrase, ORs alternatives, ANDs groups and NOTs exclusions', () => {
    expect(fts5Match(parseFullTextQuery('senior "icu nurse" dubai OR riyadh -locum'))).toEqual({
      positive: '("senior") AND ("icu nurse") AND ("dubai" OR "riyadh") NOT ("locum")',
      negative: null,
    });
    expect(fts5Match(parseFullTextQuery('-locum -"night shift"'))).toEqual({
      positive: null,
      negative: '"locum" OR "night shift"',
    });
    expect(fts5Match(parseFullTextQuery('NEAR( title: * "'))).toEqual({
      positive: '("near") AND ("title")',
      negative: null,
    });
    expect(fts5Match(parseFullTextQuery('engineer -engineer'))).toEqual({
      positive: '("engineer") NOT ("engineer")',
      negative: null,
    });
  });
});

/** jobs, categories and their link table on an in-memory SQLite database, with Strapi's metadata as the module reads it. */
function fakeStrapi(knex: Connection, client: 'sqlite' | 'postgres'): Core.Strapi {
  const plain = (names: string[]) => Object.fromEntries(names.map((name) => [name, {}]));
  const models: Record<string, unknown> = {
    'api::job.job': {
      tableName: 'jobs',
      attributes: {
        ...plain(['id', 'title', 'company', 'confidential', 'location', 'city', 'skills', 'description', 'status']),
        ...plain(['locale']),
        documentId: { columnName: 'document_id' },
        category: {
          joinTable: {
            name: 'jobs_category_lnk',
            joinColumn: { name: 'job_id' },
            inverseJoinColumn: { name: 'category_id' },
          },
        },
      },
    },
    'api::category.category': { tableName: 'categories', attributes: plain(['id', 'name']) },
  };
  return {
    db: { connection: knex, dialect: { client }, metadata: { get: (uid: string) => models[uid] } },
  } as unknown as Core.Strapi;
}

/** A free TCP port of 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster for the PostgreSQL engine (scripts/lib/postgres.mjs), as the API suite's. */
let postgres: { dir: string; url: string } | null = null;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'full-text-pg-'));
  postgres = { dir, url: startPostgres(dir, await freePort()) };
}, 120_000);
afterAll(() => {
  if (!postgres) return;
  stopPostgres(postgres.dir);
  rmSync(postgres.dir, { recursive: true, force: true });
});

/** The same cases on both engines (docs/023-talent-pool.md "One search engine"). */
describe.each(['sqlite', 'postgres'] as const)('the job index on %s', (client) => {
  let knex: Connection;
  let strapi: Core.Strapi;

  /** The triggers' names on the database at hand. */
  const triggers = async (): Promise<string[]> =>
    client === 'sqlite'
      ? await knex('sqlite_master').where('type', 'trigger').pluck('name')
      : (
          (await knex.raw("SELECT tgname FROM pg_trigger WHERE tgname LIKE 'jobs_search%'")).rows as Array<{
            tgname: string;
          }>
        ).map((row) => row.tgname);

  /** Titles of the jobs matching the keyword, best first. */
  const find = async (q: string) => {
    const query = knex('jobs as j').select('j.title');
    whereKeywords(strapi, query, 'j', q);
    const parsed = parseFullTextQuery(q);
    if (parsed.all.length > 0) {
      jobIndex(strapi).joinRank(query, 'j.id', parsed, 'r');
      query.orderByRaw('COALESCE(r.rank, 0) DESC');
    }
    query.orderBy('j.id');
    return ((await query) as Array<{ title: string }>).map((row) => row.title);
  };

  beforeEach(async () => {
    if (client === 'sqlite') {
      knex = strapiKnex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    } else {
      knex = strapiKnex({ client: 'pg', connection: postgres?.url });
      await knex.raw('DROP TABLE IF EXISTS jobs_search, jobs_category_lnk, categories, jobs CASCADE');
    }
    strapi = fakeStrapi(knex, client);
    await knex.schema.createTable('jobs', (table) => {
      table.increments('id');
      for (const name of ['title', 'company', 'location', 'city', 'status', 'document_id', 'locale'])
        table.string(name);
      table.text('skills');
      table.text('description');
      table.boolean('confidential');
    });
    await knex.schema.createTable('categories', (table) => {
      table.increments('id');
      table.string('name');
    });
    await knex.schema.createTable('jobs_category_lnk', (table) => {
      table.increments('id');
      table.integer('job_id');
      table.integer('category_id');
    });
    await knex('categories').insert({ name: 'Healthcare' });
    // A job stored before the index existed is indexed when the index is made.
    await knex('jobs').insert({
      title: 'Développeur Go',
      company: 'Acme',
      location: 'Lahore, Pakistan',
      city: 'Lahore',
    });
    await ensureJobKeywordIndex(strapi);
  });

  afterEach(async () => {
    await knex.destroy();
  });

  it('finds stems, accents, cities, categories and Arabic, and ranks a title match first', async () => {
    await knex('jobs').insert([
      {
        title: 'Registered Nurse',
        location: 'Riyadh, Saudi Arabia',
        city: 'Riyadh',
        description: 'Engineering support',
      },
      { title: 'Senior Engineer', company: 'Aramco', location: 'Dubai, UAE', description: 'مهندس برمجيات' },
    ]);
    await knex('jobs_category_lnk').insert({ job_id: 2, category_id: 1 });
    expect(await find('developpeur')).toEqual(['Développeur Go']);
    expect(await find('Lahore')).toEqual(['Développeur Go']);
    expect(await find('riyadh')).toEqual(['Registered Nurse']);
    expect(await find('healthcare')).toEqual(['Registered Nurse']);
    expect(await find('engineering')).toEqual(['Senior Engineer', 'Registered Nurse']);
    expect(await find('مهندس')).toEqual(['Senior Engineer']);
    expect(await find('"senior engineer"')).toEqual(['Senior Engineer']);
    expect(await find('"engineer senior"')).toEqual([]);
    expect(await find('nurse OR aramco')).toEqual(['Registered Nurse', 'Senior Engineer']);
    expect(await find('engineer -nurse')).toEqual(['Senior Engineer']);
    expect(await find('-engineer')).toEqual(['Développeur Go']);
    expect(await find('Riy')).toEqual(['Registered Nurse']);
    expect(await find('&')).toEqual([]);
  });

  it("finds a job by its Arabic version's words, once, and no longer once that version is gone (docs/026)", async () => {
    await knex('jobs').insert([
      { title: 'Solar Engineer', document_id: 'doc1', locale: 'en', description: 'Panels' },
      { title: 'مهندس الطاقة الشمسية', document_id: 'doc1', locale: 'ar', skills: 'تركيب الألواح' },
    ]);
    expect(await find('الطاقه الشمسيه')).toEqual(['Solar Engineer']);
    expect(await find('الالواح')).toEqual(['Solar Engineer']);
    expect(await find('solar')).toEqual(['Solar Engineer']);
    await knex('jobs').where({ document_id: 'doc1', locale: 'ar' }).update({ title: 'فني الطاقة المتجددة' });
    expect(await find('المتجدده')).toEqual(['Solar Engineer']);
    expect(await find('الشمسيه')).toEqual([]);
    await knex('jobs').where({ document_id: 'doc1', locale: 'ar' }).delete();
    expect(await find('المتجدده')).toEqual([]);
    expect(await find('solar')).toEqual(['Solar Engineer']);
  });

  it('finds Arabic whatever the alef forms, hamza, taa marbuta, diacritics, tatweel and digits (issue 23)', async () => {
    // A job stored before this index's version was made (the index and a trigger gone): the next start re-indexes it.
    await knex('jobs').insert({ title: 'مُهَنْدِسَة إدارة مَشاريع', description: 'خبرة ٥ سنوات في مستشفى ٱلرئيسي' });
    await knex.raw(`DROP TRIGGER "${(await triggers())[0]}"${client === 'postgres' ? ' ON jobs' : ''}`);
    await knex.raw('DROP TABLE jobs_search');
    await ensureJobKeywordIndex(strapi);
    // Written after the index exists: the triggers normalise it in the same statement.
    await knex('jobs').insert({ title: 'محاسب مالي', company: 'مؤسسة الأمل', description: 'Accountant' });
    for (const q of [
      'مهندسه اداره',
      'مهندسة إدارة',
      'مُهندِسة',
      '"ادارة مشاريع"',
      'مـهـندسة',
      'مستشفي الرييسي',
      'مهند',
    ]) {
      expect(await find(q), q).toEqual(['مُهَنْدِسَة إدارة مَشاريع']);
    }
    expect(await find('5 سنوات')).toEqual(['مُهَنْدِسَة إدارة مَشاريع']);
    expect(await find('٥')).toEqual(['مُهَنْدِسَة إدارة مَشاريع']);
    expect(await find('موسسه الامل')).toEqual(['محاسب مالي']);
    expect(await find('"مهندس"')).toEqual([]);
    await knex('jobs').where({ title: 'محاسب مالي' }).update({ title: 'مُحاسِبة' });
    expect(await find('محاسبه')).toEqual(['مُحاسِبة']);
    expect(await find('محاسب')).toEqual(['مُحاسِبة']);
    // Known as written, whatever the spelling: no "Did you mean" for an Arabic word the board has.
    expect(await suggestKeywords(strapi, 'إدارة')).toBeNull();
    expect(await find('developpeur')).toEqual(['Développeur Go']);
  });

  it('matches a text once into a list of jobs that narrows any query as whereKeywords does', async () => {
    await knex('jobs').insert([
      { title: 'Registered Nurse', location: 'Riyadh, Saudi Arabia', city: 'Riyadh', description: 'Night shifts' },
      { title: 'Senior Engineer', company: 'Aramco', location: 'Dubai, UAE', description: 'مهندس برمجيات' },
      { title: 'Senior Nurse', company: 'Mediclinic', location: 'Dubai, UAE', skills: 'ICU care' },
      { title: 'Pharmacist', location: 'Riyadh, Saudi Arabia', city: 'Riyadh' },
      { title: 'Engineering Manager', skills: 'Kubernetes, Go', description: 'Lead a senior team' },
    ]);
    await knex('jobs_category_lnk').insert({ job_id: 3, category_id: 1 });
    /** The jobs' ids one way and the other, as a query narrowed to open ones would see them. */
    const ids = async (narrow: (query: ReturnType<typeof knex>) => void) => {
      const query = knex('jobs as j').select('j.id').orderBy('j.id');
      narrow(query);
      return ((await query) as Array<{ id: number }>).map((row) => Number(row.id));
    };
    /** A few of the jobs, as filters leave them. */
    const few = [2, 3, 5, 6];
    const cases = [
      'engineering',
      'nurse',
      'nurs',
      'riy',
      'senior nurse',
      'dubai nurse OR engineer',
      'nurse OR pharmacist -senior',
      'nurse OR pharm -senior',
      '"senior engineer"',
      'senior -"senior engineer"',
      'healthcare',
      'مهندس',
      '-senior',
      '-senior -nurse',
      'astronaut',
      'astro',
      '&',
      '',
    ];
    for (const text of cases) {
      const once = await keywordMatches(strapi, text);
      const expected = await ids((query) => whereKeywords(strapi, query, 'j', text));
      expect(await ids((query) => once.where(query, 'j.id')), text).toEqual(expected);
      const parsed = parseFullTextQuery(text);
      // The list itself when the text has a word that must match; excluded words alone leave the condition in SQL.
      if (text && parsed.all.length === 0 && parsed.none.length > 0) expect(once.ids, text).toBeNull();
      else if (text) expect(once.ids, text).toEqual(expected);
      // The engine's own narrowings from here (a text without a word is the caller's to refuse: its parsed query
      // is empty). The matches found apart (`whereMatches`' `apart`, for rows that filters narrow): the same.
      if (isEmptyFullTextQuery(parsed)) continue;
      expect(await ids((query) => jobIndex(strapi).whereMatches(query, 'j.id', parsed, true)), text).toEqual(expected);
      // Among a few documents only (`rankAmong`, a search narrowed by filters): the same matches.
      const ranks = await jobIndex(strapi).rankAmong(few, parsed);
      expect(
        [...ranks.keys()].sort((a, b) => a - b),
        text,
      ).toEqual(expected.filter((id) => few.includes(id)));
    }
    expect(await ids(() => {})).toHaveLength(6);
    // Ranked by the whole words; a match by the start of a word alone has rank 0.
    const nurses = await jobIndex(strapi).rankAmong(few, parseFullTextQuery('nurse'));
    expect([...nurses.values()].every((rank) => rank > 0)).toBe(true);
    expect([...(await jobIndex(strapi).rankAmong(few, parseFullTextQuery('riy'))).values()]).toEqual([0, 0]);
  });

  it('counts the documents of a word up to a cap; above it, PostgreSQL tells a common word from a commoner one', async () => {
    await knex('jobs').insert([
      ...Array.from({ length: 120 }, () => ({ title: 'Registered Nurse' })),
      ...Array.from({ length: 50 }, () => ({ title: 'Pharmacist' })),
      ...Array.from({ length: 3 }, () => ({ title: 'Chemist' })),
    ]);
    // The statistics autovacuum would gather (the index's own fill gathers them at `ensure`).
    if (client === 'postgres') await knex.raw('ANALYZE jobs_search');
    const count = (text: string) => jobIndex(strapi).count(parseFullTextQuery(text), 10);
    expect(await count('chemist')).toBe(3);
    const [nurse, pharmacist] = [await count('nurse'), await count('pharmacist')];
    expect(Math.min(nurse, pharmacist)).toBeGreaterThanOrEqual(10);
    // From the planner's estimate, without reading the documents: the word in 120 jobs above the one in 50.
    if (client === 'postgres') expect(nurse).toBeGreaterThan(pharmacist);
  });

  it('gives a highlighted snippet of a column of the matching documents', async () => {
    await knex('jobs').insert([
      {
        title: 'Nurse',
        description: 'You will lead the night shift of the intensive care unit in Riyadh, Saudi Arabia.',
      },
      { title: 'Chemist', description: 'Nothing to see here.' },
    ]);
    const snippets = await jobIndex(strapi).snippets([1, 2, 3], 'description', parseFullTextQuery('intensive care'));
    expect([...snippets.keys()]).toEqual([2]);
    const parts = snippets.get(2) ?? [];
    expect(parts.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual(['intensive', 'care']);
    expect(parts.map((part) => part.text).join('')).toContain('night shift of the intensive care unit');
  });

  it('never fails on hostile input', async () => {
    const hostile = [
      '"',
      '""',
      '"unbalanced',
      '-',
      '- -',
      'OR',
      'OR OR',
      'a OR',
      '*',
      'NEAR(',
      'NEAR(a b)',
      ':',
      'title:x',
      '(',
      ')',
      '((a)',
      "'; DROP TABLE jobs; --",
      '\\',
      '%',
      '_',
      '^',
      '+',
      '!',
      '&&',
      '||',
      '!!',
      "'",
      ':*',
      '<->',
      '.'.repeat(100),
      '-"x',
      'AND NOT',
      '{}',
      '\u0000',
      '٭',
      '½',
      'Ⅻ',
    ];
    for (const text of hostile) await expect(find(text), text).resolves.toBeInstanceOf(Array);
    expect(Number((await knex('jobs').count('* as n').first())?.n)).toBe(1);
  });

  it('follows every insert, change and removal, of jobs, their category links and categories (triggers)', async () => {
    await knex('jobs').insert({ title: 'Pharmacist', company: 'Boots' });
    expect(await find('pharmacist')).toEqual(['Pharmacist']);
    await knex('jobs').where({ id: 2 }).update({ title: 'Chemist' });
    expect(await find('pharmacist')).toEqual([]);
    expect(await find('chemist')).toEqual(['Chemist']);
    await knex('jobs_category_lnk').insert({ job_id: 2, category_id: 1 });
    expect(await find('healthcare')).toEqual(['Chemist']);
    await knex('categories').where({ id: 1 }).update({ name: 'Medicine' });
    expect(await find('healthcare')).toEqual([]);
    expect(await find('medicine')).toEqual(['Chemist']);
    await knex('jobs').where({ id: 2 }).delete();
    expect(await find('chemist')).toEqual([]);
    expect(await find('boots')).toEqual([]);
  });

  it('leaves out the company of a confidential job, from the moment it is marked so (docs/024-employers.md)', async () => {
    await knex('jobs').insert([
      { title: 'Payables Lead', company: 'Meridian Bank', confidential: true },
      { title: 'Teller', company: 'Meridian Bank', confidential: false },
      { title: 'Auditor', company: 'Meridian Bank' },
    ]);
    expect(await find('meridian')).toEqual(['Teller', 'Auditor']);
    expect(await find('payables')).toEqual(['Payables Lead']);
    await knex('jobs').where({ title: 'Auditor' }).update({ confidential: true });
    expect(await find('meridian')).toEqual(['Teller']);
    expect(await suggestKeywords(strapi, 'meridan')).toBe('meridian');
    await knex('jobs').where({ title: 'Teller' }).update({ confidential: true });
    expect(await find('meridian')).toEqual([]);
    expect(await suggestKeywords(strapi, 'meridan')).toBeNull();
  });

  it('leaves the index as it was when the write is rolled back', async () => {
    await expect(
      knex.transaction(async (trx) => {
        await trx('jobs').where({ id: 1 }).update({ title: 'Chemist' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await find('chemist')).toEqual([]);
    expect(await find('developpeur')).toEqual(['Développeur Go']);
  });

  it('is made once: a lost trigger is put back and the index refilled at the next start', async () => {
    await ensureJobKeywordIndex(strapi);
    const [first] = await triggers();
    await knex.raw(`DROP TRIGGER "${first}"${client === 'postgres' ? ' ON jobs' : ''}`);
    await knex('jobs').insert({ title: 'Recruiter', company: 'Northstar' });
    expect(await find('recruiter')).toEqual([]);
    await ensureJobKeywordIndex(strapi);
    expect(await find('recruiter')).toEqual(['Recruiter']);
  });

  it('suggests the nearest indexed word for a word no job has', async () => {
    await knex('jobs').insert([
      { title: 'Senior Engineer' },
      { title: 'Software Engineer' },
      { title: 'Engines mechanic' },
    ]);
    expect(await suggestKeywords(strapi, 'enginer')).toBe('engineer');
    expect(await suggestKeywords(strapi, 'senior enginer -mechanic')).toBe('senior engineer -mechanic');
    expect(await suggestKeywords(strapi, 'engineer')).toBeNull();
    expect(await suggestKeywords(strapi, 'xqzwv')).toBeNull();
  });
});
