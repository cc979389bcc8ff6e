import { slugify } from '@agency/contract/slug';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsAdmin } from './helpers';

/**
 * Slugs of job postings and articles (docs/009-one-contract.md): one rule for both apps (the contract's `slugify`,
 * which transliterates), and unique in the CMS whoever writes — the back-office, which sends the slug it suggests, or
 * an API caller, who may send none.
 */
let staff: string;
const created: Array<{ type: 'jobs' | 'articles'; documentId: string }> = [];

beforeAll(async () => {
  staff = await loginAsAdmin();
});

afterAll(async () => {
  for (const { type, documentId } of created) await api('DELETE', `/${type}/${documentId}`, { token: staff });
});

/** Creates a job (closed: the public board's pages are shared with other tests) as staff; the raw answer. */
async function createJob(data: Record<string, unknown>) {
  const response = await api('POST', '/jobs', { token: staff, json: { data: { status: 'closed', ...data } } });
  if (response.status === 201) created.push({ type: 'jobs', documentId: response.body.data.documentId as string });
  return response;
}

describe('job slugs', () => {
  it('a second job with the same title saves under title-2, as the back-office sends it (its own suggested slug)', async () => {
    const title = `Registered Nurse ${Date.now()}`;
    const first = await createJob({ title, slug: slugify(title), company: 'Al Noor Hospital' });
    const second = await createJob({ title, slug: slugify(title), company: 'City Hospital' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.data.slug).toBe(slugify(title));
    expect(second.body.data.slug).toBe(`${slugify(title)}-2`);
    const third = await createJob({ title });
    expect(third.body.data.slug).toBe(`${slugify(title)}-3`);
  });

  it.each([
    ['French', 'Développeur Full‑Stack', 'developpeur-full-stack'],
    ['Cyrillic', 'Инженер DevOps', 'inzhener-devops'],
    ['Arabic', 'مهندس برمجيات', 'mhnds-brmjyt'],
  ])('a %s title gets a transliterated slug (through the API, without a slug)', async (_script, title, slug) => {
    const stamp = String(Date.now());
    const response = await createJob({ title: `${title} ${stamp}` });
    expect(response.status).toBe(201);
    expect(response.body.data.slug).toBe(`${slug}-${stamp}`);
  });

  it('a slug typed by staff that another job has is refused on the slug field, naming it', async () => {
    const taken = await createJob({ title: `Taken slug ${Date.now()}` });
    const slug = taken.body.data.slug as string;
    const response = await createJob({ title: `Another job ${Date.now()}`, slug });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(`"${slug}"`);
    expect(response.body.error.message).not.toContain('This attribute must be unique');
    expect(response.body.error.details.errors[0].path).toEqual(['slug']);

    const other = await createJob({ title: `Third job ${Date.now()}` });
    const update = await api('PUT', `/jobs/${other.body.data.documentId as string}`, {
      token: staff,
      json: { data: { slug } },
    });
    expect(update.status).toBe(400);
    expect(update.body.error.details.errors[0].path).toEqual(['slug']);
  });

  it('a typed slug is written by the rule, and an update keeps the job its own slug', async () => {
    const stamp = Date.now();
    const response = await createJob({ title: 'Chef', slug: `  Head Chef ${stamp} ` });
    expect(response.body.data.slug).toBe(`head-chef-${stamp}`);
    const documentId = response.body.data.documentId as string;
    const update = await api('PUT', `/jobs/${documentId}`, {
      token: staff,
      json: { data: { title: 'Head Chef', slug: `head-chef-${stamp}` } },
    });
    expect(update.status).toBe(200);
    expect(update.body.data.slug).toBe(`head-chef-${stamp}`);
  });

  it('a job type outside the list is refused, naming the allowed ones', async () => {
    const response = await createJob({ title: `Typed job ${Date.now()}`, type: 'Gig' });
    expect(response.status).toBe(400);
    expect(response.body.error.details.errors[0].message).toContain('Full-time, Part-time');
  });
});

describe('article slugs', () => {
  it('a second article with the same title saves under title-2', async () => {
    const title = `Hiring in Dubai ${Date.now()}`;
    const slugs: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await api('POST', '/articles?status=draft', {
        token: staff,
        json: { data: { title, slug: slugify(title), description: '<p>Body</p>', publishedAt: '' } },
      });
      expect(response.status).toBe(201);
      created.push({ type: 'articles', documentId: response.body.data.documentId as string });
      slugs.push(response.body.data.slug as string);
    }
    expect(slugs).toEqual([slugify(title), `${slugify(title)}-2`]);
  });
});
