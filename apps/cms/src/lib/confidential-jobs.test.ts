import { CONFIDENTIAL_NAMES_COMPANY_MESSAGE, SITE_NAME } from '@agency/contract';
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/unit/fake-strapi';
import {
  checkConfidentialField,
  checkConfidentialJob,
  fieldsNamingCompany,
  hideConfidentialCompanies,
  withConfidentialSlug,
} from './confidential-jobs';

const JOB = 'api::job.job';
const CLIENT = 'Meridian Bank';

describe('hideConfidentialCompanies', () => {
  it('names the agency for every confidential job of an answer, at any depth, and leaves the others alone', () => {
    const answer = [
      { title: 'Analyst', company: CLIENT, confidential: true },
      { title: 'Teller', company: CLIENT, confidential: false },
      { name: 'Finance', jobs: [{ title: 'Auditor', company: CLIENT, confidential: true, cover: { url: '/a.png' } }] },
    ];
    expect(hideConfidentialCompanies(answer)).toEqual([
      { title: 'Analyst', company: SITE_NAME, confidential: true },
      { title: 'Teller', company: CLIENT, confidential: false },
      {
        name: 'Finance',
        jobs: [{ title: 'Auditor', company: SITE_NAME, confidential: true, cover: { url: '/a.png' } }],
      },
    ]);
    expect(hideConfidentialCompanies(null)).toBeNull();
    expect(hideConfidentialCompanies(3)).toBe(3);
  });
});

describe('a confidential job’s public text', () => {
  const job = { company: CLIENT, confidential: true, title: 'Data Engineer', description: '<p>Build pipelines.</p>' };

  it('may not name its company in any field visitors read; the description is read as text', () => {
    expect(fieldsNamingCompany(job)).toEqual([]);
    const naming = {
      ...job,
      title: 'Data Engineer at MERIDIAN bank',
      description: '<p>Join <strong>Meridian</strong> Bank&#39;s data team.</p>',
      skills: 'SQL, dbt',
      city: 'New York',
    };
    expect(fieldsNamingCompany(naming)).toEqual([
      { path: ['title'], message: CONFIDENTIAL_NAMES_COMPANY_MESSAGE, name: 'ValidationError' },
      { path: ['description'], message: CONFIDENTIAL_NAMES_COMPANY_MESSAGE, name: 'ValidationError' },
    ]);
    expect(() => checkConfidentialJob(naming)).toThrow(errors.ValidationError);
  });

  it('of a job that is not confidential, or has no company, is not checked', () => {
    expect(fieldsNamingCompany({ ...job, confidential: false, title: 'Meridian Bank analyst' })).toEqual([]);
    expect(fieldsNamingCompany({ ...job, company: '  ', title: 'Meridian Bank analyst' })).toEqual([]);
  });

  it('is a boolean flag; null is false and anything else a 400 on its field', () => {
    expect(checkConfidentialField({ confidential: null })).toEqual({ confidential: false });
    expect(checkConfidentialField({ title: 'x' })).toEqual({ title: 'x' });
    expect(() => checkConfidentialField({ confidential: 'yes' })).toThrow(errors.ValidationError);
  });
});

describe('withConfidentialSlug', () => {
  /** A CMS where `taken` slugs are used by other jobs. */
  const cms = (taken: string[]) =>
    fakeStrapi({
      query: { [JOB]: { count: ({ where }: { where: { slug: string } }) => (taken.includes(where.slug) ? 1 : 0) } },
    }).strapi;

  it("replaces a slug that names the company by the title's, made unique", async () => {
    const job = { title: 'Data Engineer', company: CLIENT, confidential: true, slug: 'data-engineer-meridian-bank' };
    const current = { documentId: 'doc', title: 'Data Engineer' };
    expect(await withConfidentialSlug(cms([]), job, {}, current)).toEqual({ slug: 'data-engineer' });
    expect(await withConfidentialSlug(cms(['data-engineer']), job, { slug: job.slug }, current)).toEqual({
      slug: 'data-engineer-2',
    });
  });

  it('keeps any other slug, and every slug of a job that is not confidential', async () => {
    const job = { title: 'Data Engineer', company: CLIENT, confidential: true, slug: 'data-engineer' };
    expect(await withConfidentialSlug(cms([]), job, { slug: 'data-engineer' })).toEqual({ slug: 'data-engineer' });
    const open = { ...job, confidential: false, slug: 'data-engineer-meridian-bank' };
    expect(await withConfidentialSlug(cms([]), open, {})).toEqual({});
  });
});
