import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strapiKnex } from '../../tests/unit/strapi-knex';
import type { Connection } from './database-types';
import { ensureJobKeywordIndex, ftsQuery, whereKeywords } from './job-keywords';

describe('ftsQuery', () => {
  it('requires every term, each a quoted phrase, a prefix from three characters', () => {
    expect(ftsQuery(['senior', 'go', 'nurse'])).toBe('"senior"* "go" "nurse"*');
  });

  it('quotes what FTS5 would read as syntax, and leaves out terms without a letter or digit', () => {
    expect(ftsQuery(['"a', 'or', 'near(', 'c++', '&', '*'])).toBe('"""a" "or" "near("* "c++"*');
    expect(ftsQuery(['&', '%'])).toBeNull();
    expect(ftsQuery([])).toBeNull();
  });
});

/** A jobs table on an in-memory SQLite database, with Strapi's metadata and dialect as the module reads them. */
function fakeStrapi(knex: Connection): Core.Strapi {
  const attributes = Object.fromEntries(['id', 'title', 'company', 'skills', 'description'].map((name) => [name, {}]));
  return {
    db: {
      connection: knex,
      dialect: { client: 'sqlite' },
      metadata: { get: () => ({ tableName: 'jobs', attributes }) },
    },
  } as unknown as Core.Strapi;
}

describe('the SQLite keyword index', () => {
  let knex: Connection;
  let strapi: Core.Strapi;

  /** Titles of the jobs that have every term. */
  const find = async (...terms: string[]) => {
    const query = knex('jobs as j').select('j.title').orderBy('j.id');
    whereKeywords(strapi, query, 'j', terms);
    return ((await query) as Array<{ title: string }>).map((row) => row.title);
  };

  beforeEach(async () => {
    knex = strapiKnex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    strapi = fakeStrapi(knex);
    await knex.schema.createTable('jobs', (table) => {
      table.increments('id');
      table.string('title');
      table.string('company');
      table.text('skills');
      table.text('description');
    });
    // A job stored before the index existed is indexed when the index is made.
    await knex('jobs').insert({
      title: 'Développeur Go',
      company: 'Acme',
      skills: 'Go, gRPC',
      description: '<p>Care</p>',
    });
    await ensureJobKeywordIndex(strapi);
  });

  afterEach(async () => {
    await knex.destroy();
  });

  it('finds words without case or accents, word starts from three letters, short words whole', async () => {
    await knex('jobs').insert([
      { title: 'Registered Nurse', company: 'Cleveland Clinic', skills: 'ICU, BLS', description: '<p>Nights</p>' },
      { title: 'Goalkeeper coach', company: 'FC', skills: '', description: '<p>Good pay</p>' },
    ]);
    expect(await find('developpeur')).toEqual(['Développeur Go']);
    expect(await find('NURS')).toEqual(['Registered Nurse']);
    expect(await find('go')).toEqual(['Développeur Go']);
    expect(await find('goal')).toEqual(['Goalkeeper coach']);
    expect(await find('nurse', 'icu')).toEqual(['Registered Nurse']);
    expect(await find('nurse', 'acme')).toEqual([]);
    expect(await find('&')).toEqual([]);
  });

  it('follows every insert, change and removal of a job (triggers)', async () => {
    await knex('jobs').insert({ title: 'Pharmacist', company: 'Boots' });
    const id = 2;
    expect(await find('pharmacist')).toEqual(['Pharmacist']);
    await knex('jobs').where({ id }).update({ title: 'Chemist' });
    expect(await find('pharmacist')).toEqual([]);
    expect(await find('chemist')).toEqual(['Chemist']);
    await knex('jobs').where({ id }).delete();
    expect(await find('chemist')).toEqual([]);
    expect(await find('boots')).toEqual([]);
  });

  it('is made once: a second start changes nothing, a lost trigger is put back and the index refilled', async () => {
    await ensureJobKeywordIndex(strapi);
    expect(await find('acme')).toEqual(['Développeur Go']);
    await knex.raw('DROP TRIGGER jobs_keywords_insert');
    await knex('jobs').insert({ title: 'Recruiter', company: 'Northstar' });
    expect(await find('recruiter')).toEqual([]);
    await ensureJobKeywordIndex(strapi);
    expect(await find('recruiter')).toEqual(['Recruiter']);
  });
});
