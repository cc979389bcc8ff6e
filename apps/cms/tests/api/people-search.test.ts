import { randomBytes } from 'crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CANDIDATE_SEARCH_COUNT_CAP } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  submitApplication,
  validApplication,
} from './helpers';
import { textPdf } from './resume-fixtures';
import { openCmsDatabase } from './database';

/**
 * The search of the talent pool (docs/023-talent-pool.md "Searching people"): GET /api/candidates?q= and the filters,
 * ranked, with safe snippets, on the people index kept by triggers (the same cases on SQLite and PostgreSQL); and the
 * staff applications list's `q` on the same index.
 */

let database: Connection | undefined;
function cmsDatabase(): Connection {
  database ??= openCmsDatabase();
  return database;
}
afterAll(async () => {
  await database?.destroy();
});

/** A word no other test writes: 10 letters a–p (names allow letters only). */
const word = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 16))).join('');
const address = () => `${word()}@example.com`;

interface Hit {
  documentId: string;
  fullName: string;
  email: string;
  snippet: { column: string; parts: Array<{ text: string; match: boolean }> } | null;
}

/** The candidate search as a Recruiter runs it: `q` and the filters as URL parameters. */
async function search(q: string, filters: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...(q ? { q } : {}), ...filters });
  const response = await api('GET', `/candidates?${params.toString()}`, { token: await loginAsRecruiter() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: Hit[]; meta: { pagination: { total: number }; capped: boolean } };
}

const emailsOf = async (q: string, filters: Record<string, string> = {}) =>
  (await search(q, filters)).data.map((hit) => hit.email);

/** The staff applications list for `q` (documentIds). */
async function applicationsFor(q: string): Promise<string[]> {
  const response = await api('GET', `/job-applications?q=${encodeURIComponent(q)}&pagination[pageSize]=100`, {
    token: await loginAsRecruiter(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as Array<{ documentId: string }>).map((row) => row.documentId);
}

/** The candidate of `email` (its documentId), found by its address. */
async function candidateOf(email: string): Promise<string> {
  const hits = (await search(email)).data.filter((hit) => hit.email === email);
  expect(hits, email).toHaveLength(1);
  return hits[0].documentId;
}

describe('the candidate search', () => {
  it('ranks a match in the name above one in a cover letter, and one in the cover letter above the resume-only words', async () => {
    const job = await createJob();
    const key = word();
    const [byName, byLetter] = [address(), address()];
    await createApplication(job.documentId, { email: byLetter, coverLetter: `I have built ${key} for years.` });
    await createApplication(job.documentId, { email: byName, fullName: `Ada ${key}` });
    expect(await emailsOf(key)).toEqual([byName, byLetter]);
    const { meta } = await search(key);
    expect(meta).toMatchObject({ pagination: { total: 2 }, capped: false });
  });

  it('ranks by relevance with an excluded word too, above recency (on PostgreSQL from its RUM index)', async () => {
    // The name's match is the older one: ordered by the latest activity instead, the letter's would come first.
    // PostgreSQL's ts_rank gives every match of a query with an exclusion the same 1e-20; RUM's score does not.
    const job = await createJob();
    const [key, other] = [word(), word()];
    const [byName, byLetter] = [address(), address()];
    await createApplication(job.documentId, { email: byName, fullName: `Ada ${key}` });
    await createApplication(job.documentId, { email: byLetter, coverLetter: `I have built ${key} for years.` });
    expect(await emailsOf(`${key} -${other}`)).toEqual([byName, byLetter]);
    expect(await emailsOf(key)).toEqual([byName, byLetter]);
    if (process.env.DATABASE_CLIENT === 'postgres') {
      // CI's PostgreSQL has the extension (.ci/run), so the index these searches ranked from is RUM.
      const { rows } = await cmsDatabase().raw<{ rows: Array<{ method: string }> }>(
        `SELECT am.amname AS method FROM pg_class c JOIN pg_am am ON am.oid = c.relam WHERE c.relname = 'people_search_document_idx'`,
      );
      expect(rows).toEqual([{ method: 'rum' }]);
    }
  });

  it('reads the syntax: all words, phrases, OR, -excluded, stemming, Arabic, a prefix, and never fails', async () => {
    const job = await createJob();
    const key = word();
    const [react, vue, nurse, arabic] = [address(), address(), address(), address()];
    await createApplication(job.documentId, {
      email: react,
      coverLetter: `${key} senior React developer in Dubai, intensive care of web apps.`,
    });
    await createApplication(job.documentId, { email: vue, coverLetter: `${key} Vue developer in Riyadh.` });
    await createApplication(job.documentId, {
      email: nurse,
      coverLetter: `${key} nurse with engineering skills, intensive care unit.`,
    });
    await createApplication(job.documentId, { email: arabic, coverLetter: `${key} مهندس برمجيات في دبي` });

    expect(await emailsOf(`${key} react dubai`)).toEqual([react]);
    expect(await emailsOf(`${key} "intensive care unit"`)).toEqual([nurse]);
    expect((await emailsOf(`${key} react OR vue`)).sort()).toEqual([react, vue].sort());
    expect((await emailsOf(`${key} -react -vue`)).sort()).toEqual([nurse, arabic].sort());
    expect(await emailsOf(`${key} engineer`)).toEqual([nurse]);
    expect(await emailsOf(`${key} مهندس`)).toEqual([arabic]);
    expect(await emailsOf(`${key} Riy`)).toEqual([vue]);
    for (const hostile of [`${key} "`, `${key} ) OR (`, `${key} NEAR(a b)`, `${key} *:&!'`, `${key} -`]) {
      const response = await api('GET', `/candidates?q=${encodeURIComponent(hostile)}`, {
        token: await loginAsRecruiter(),
      });
      expect(response.status, hostile).toBe(200);
    }
    // Punctuation only: no word, no hit.
    expect(await emailsOf('*** !!!')).toEqual([]);
  });

  it('filters by country, tag, job, category, latest status, last activity, source and availability', async () => {
    const categories = await api('GET', '/categories?pagination[pageSize]=2', { token: await loginAsAdmin() });
    const [first, second] = categories.body.data as Array<{ documentId: string }>;
    const [jobA, jobB] = [
      await createJob({ category: first.documentId }),
      await createJob({ category: second.documentId }),
    ];
    const key = word();
    const [uae, uk] = [address(), address()];
    const inUae = await createApplication(jobA.documentId, { email: uae, coverLetter: `${key} one`, country: 'AE' });
    await createApplication(jobB.documentId, {
      email: uk,
      coverLetter: `${key} two`,
      country: 'GB',
      utmSource: 'linkedin',
    });
    const token = await loginAsAdmin();
    expect(
      (await api('PUT', `/job-applications/${inUae}`, { token, json: { data: { job_status: 'Reviewed' } } })).status,
    ).toBe(200);
    const ukCandidate = await candidateOf(uk);
    expect(
      (
        await api('PUT', `/candidates/${ukCandidate}`, {
          token,
          json: { data: { tags: ['Finance Lead'], availability: 'placed' } },
        })
      ).status,
    ).toBe(200);

    expect(await emailsOf(key, { country: 'AE' })).toEqual([uae]);
    expect(await emailsOf(key, { country: 'gb' })).toEqual([uk]);
    expect(await emailsOf(key, { tag: 'finance lead' })).toEqual([uk]);
    expect(await emailsOf(key, { job: jobA.documentId })).toEqual([uae]);
    expect(await emailsOf(key, { category: second.documentId })).toEqual([uk]);
    expect(await emailsOf(key, { status: 'Reviewed' })).toEqual([uae]);
    expect(await emailsOf(key, { source: 'linkedin' })).toEqual([uk]);
    expect(await emailsOf(key, { availability: 'placed' })).toEqual([uk]);
    expect((await emailsOf(key, { since: '2000-01-01' })).sort()).toEqual([uae, uk].sort());
    expect(await emailsOf(key, { since: '2999-01-01' })).toEqual([]);
    // An invalid filter value is no filter; filters work without a text too.
    expect((await emailsOf(key, { country: 'XX', status: 'Nope' })).sort()).toEqual([uae, uk].sort());
    expect(await emailsOf('', { tag: 'Finance Lead', job: jobB.documentId })).toEqual([uk]);
  });

  it('ranks a filter that leaves a few applications among them alone, in the same order and with an exact total', async () => {
    const [job, elsewhere] = [await createJob(), await createJob()];
    const key = word();
    const [weak, strong, other] = [address(), address(), address()];
    // The strongest match of all is outside the filter (another job); of the job's two, the one with the word three
    // times ranks first although it applied first.
    await createApplication(elsewhere.documentId, { email: other, coverLetter: `${key} ${key} ${key} ${key} ${key}` });
    await createApplication(job.documentId, { email: strong, coverLetter: `${key} ${key} ${key} lead` });
    await createApplication(job.documentId, { email: weak, coverLetter: `I know ${key}.` });
    const filtered = await search(key, { job: job.documentId });
    expect(filtered.data.map((hit) => hit.email)).toEqual([strong, weak]);
    expect(filtered.meta).toMatchObject({ pagination: { total: 2 }, capped: false });
    expect(filtered.data.map((hit) => hit.snippet?.column)).toEqual(['letter', 'letter']);
    // By the start of the word alone nobody ranks: the most recently active first.
    expect(await emailsOf(key.slice(0, 6), { job: job.documentId })).toEqual([weak, strong]);
    expect(await emailsOf(`${key} -lead`, { job: job.documentId })).toEqual([weak]);
    expect((await search(key, { job: job.documentId, page: '2' })).data).toEqual([]);
  });

  it('gives a snippet that shows why each hit matched, as plain text parts (a resume of HTML stays text)', async () => {
    const job = await createJob();
    const key = word();
    const email = address();
    await createApplication(job.documentId, {
      email,
      coverLetter: `<script>alert(1)</script> I know <mark>${key}</mark> and <b>more</b> &amp; things.`,
    });
    const [hit] = (await search(key)).data;
    expect(hit.email).toBe(email);
    expect(hit.snippet?.column).toBe('letter');
    const parts = hit.snippet!.parts;
    expect(parts.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual([key]);
    const text = parts.map((part) => part.text).join('');
    // The web app renders the parts as text, only `match` becomes <mark>. FTS5 gives the stored text as it was typed;
    // PostgreSQL's parser reads `<script>` as a tag and ts_headline leaves tags out. Either way no marker is left.
    if (process.env.DATABASE_CLIENT === 'postgres') expect(text).not.toContain('<');
    else expect(text).toContain('<script>alert(1)</script> I know <mark>');
    expect(text).not.toMatch(/[\uE000\uE001]/);
  });

  it('keeps the full order where the best ranked applications are cut: equal ranks go by the most recent activity', async () => {
    // 260 people alike (the same relevance for the word), written as the CMS stores them; the newest rows (the largest
    // ids, which the index's cut keeps among equal ranks) are the least recently active.
    const db = cmsDatabase();
    if (process.env.DATABASE_CLIENT !== 'postgres') await db.raw('pragma busy_timeout = 10000');
    const key = word();
    const now = Date.now();
    const people = Array.from({ length: 260 }, (_, index) => ({
      index,
      email: `t${String(index).padStart(3, '0')}.${key}@example.com`,
      at: new Date(now - index * 60_000),
    }));
    for (const person of people) {
      const [application] = await db('job_applications')
        .insert({
          document_id: `tie${key}${person.index}`,
          full_name: 'Tie Person',
          email: person.email,
          cover_letter: `Skilled in ${key}.`,
          job_status: 'Pending',
          applied_at: person.at,
          consent: true,
          created_at: person.at,
          updated_at: person.at,
          published_at: person.at,
        })
        .returning('id');
      const [candidate] = await db('candidates')
        .insert({
          document_id: `tiec${key}${person.index}`,
          email: person.email,
          full_name: 'Tie Person',
          availability: 'available',
          last_activity_at: person.at,
          created_at: person.at,
          updated_at: person.at,
          published_at: person.at,
        })
        .returning('id');
      await db('job_applications_candidate_lnk').insert({
        job_application_id: typeof application === 'object' ? application.id : application,
        candidate_id: typeof candidate === 'object' ? candidate.id : candidate,
        job_application_ord: 1,
      });
    }
    const first = await search(key);
    expect(first.meta.pagination.total).toBe(260);
    expect(first.data.map((hit) => hit.email)).toEqual(people.slice(0, 25).map((person) => person.email));
    const tenth = await search(key, { page: '10' });
    expect(tenth.data.map((hit) => hit.email)).toEqual(people.slice(225, 250).map((person) => person.email));
  });

  it('counts up to the cap, and pages through the list without a text', async () => {
    const all = await search('');
    expect(all.meta.capped).toBe(false);
    expect(all.meta.pagination.total).toBeGreaterThan(0);
    expect(CANDIDATE_SEARCH_COUNT_CAP).toBe(1000);
    const second = await api('GET', '/candidates?page=2&pageSize=1', { token: await loginAsRecruiter() });
    expect(second.status).toBe(200);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].documentId).toBe(all.data[1].documentId);
  });
});

describe('the index follows the data', () => {
  it('an application, a note, a tag change, a merge and an erasure', async () => {
    const job = await createJob();
    const token = await loginAsAdmin();
    const [noteKey, tagKey, mergedKey] = [word(), word(), word()];
    const [email, other] = [address(), address()];
    const application = await createApplication(job.documentId, { email });
    const candidate = await candidateOf(email);

    const note = await api('POST', `/job-applications/${application}/notes`, {
      token,
      json: { data: { text: `Spoke about ${noteKey} on the phone.` } },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const [noted] = (await search(noteKey)).data;
    expect(noted).toMatchObject({ email, snippet: { column: 'notes' } });

    const tags = (list: string[]) => api('PUT', `/candidates/${candidate}`, { token, json: { data: { tags: list } } });
    expect((await tags([`Skill ${tagKey}`])).status).toBe(200);
    expect(await emailsOf(tagKey)).toEqual([email]);
    expect((await tags([])).status).toBe(200);
    expect(await emailsOf(tagKey)).toEqual([]);

    await createApplication(job.documentId, { email: other, coverLetter: `Other address, ${mergedKey}.` });
    const otherCandidate = await candidateOf(other);
    expect((await search(mergedKey)).data.map((hit) => hit.documentId)).toEqual([otherCandidate]);
    const merged = await api('POST', `/candidates/${candidate}/merge`, { token, json: { data: { from: other } } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await search(mergedKey)).data.map((hit) => hit.documentId)).toEqual([candidate]);

    const ids = await cmsDatabase()('job_applications').whereIn('email', [email, other]).pluck('id');
    expect(ids).toHaveLength(2);
    // The index's row id: FTS5's rowid on SQLite, a column on PostgreSQL.
    const indexed = () =>
      cmsDatabase()('people_search')
        .whereIn(process.env.DATABASE_CLIENT === 'postgres' ? 'id' : 'rowid', ids)
        .count({ count: '*' })
        .then((rows) => Number(rows[0].count));
    expect(await indexed()).toBe(2);
    const erased = await api('POST', '/personal-data/erase', { token, json: { data: { email } } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const left = await api('POST', '/personal-data/erase', { token, json: { data: { email: other } } });
    expect(left.status).toBe(200);
    expect(await emailsOf(noteKey)).toEqual([]);
    expect(await emailsOf(mergedKey)).toEqual([]);
    // The index's own rows are gone with the applications (no text of the person is left in it).
    expect(await indexed()).toBe(0);
  });
});

describe('the resume text', () => {
  it('is searched once extracted, its snippet from the resume, HTML in it kept as text', async () => {
    const job = await createJob();
    const key = word();
    const email = address();
    const pdf = textPdf([
      ['Grace Hopper', `Senior ${key} engineer, Abu Dhabi`, '<script>alert(1)</script> <mark>x</mark>'],
      ['Page two', 'COBOL and compilers, 1959'],
    ]);
    const response = await submitApplication(validApplication(job.documentId, { email }), {
      bytes: pdf,
      name: 'Grace.pdf',
      type: 'application/pdf',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const deadline = Date.now() + 20_000;
    let hits = (await search(`${key} compilers`)).data;
    while (hits.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      hits = (await search(`${key} compilers`)).data;
    }
    expect(hits.map((hit) => hit.email)).toEqual([email]);
    expect(hits[0].snippet?.column).toBe('resume');
    const parts = hits[0].snippet!.parts;
    expect(parts.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain(key);
    expect(parts.some((part) => part.match && part.text.includes('<'))).toBe(false);
    expect(await applicationsFor(`"${key} engineer"`)).toEqual([response.body.data.documentId]);
  });
});

describe('the staff applications list', () => {
  it('searches cover letters, phone numbers (as typed or digits only) and notes on the same index', async () => {
    const job = await createJob();
    const key = word();
    const phone = `+971 50 ${String(Date.now()).slice(-3)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const byLetter = await createApplication(job.documentId, { email: address(), coverLetter: `Fluent in ${key}.` });
    const byPhone = await createApplication(job.documentId, { email: address(), phone });
    expect(await applicationsFor(key)).toEqual([byLetter]);
    expect(await applicationsFor(phone)).toEqual([byPhone]);
    expect(await applicationsFor(phone.replace(/\D/g, ''))).toEqual([byPhone]);
    expect((await applicationsFor('+971')).length).toBeGreaterThan(0);
    const noteKey = word();
    await api('POST', `/job-applications/${byPhone}/notes`, {
      token: await loginAsAdmin(),
      json: { data: { text: `Call back about ${noteKey}` } },
    });
    expect(await applicationsFor(noteKey)).toEqual([byPhone]);
    // Combined with Strapi's own filters, as the list sends them.
    const filtered = await api(
      'GET',
      `/job-applications?q=${key}&filters[job_status][$eq]=Rejected&pagination[pageSize]=10`,
      { token: await loginAsRecruiter() },
    );
    expect(filtered.body.data).toEqual([]);
  });

  it('"all matching" of a bulk move reads the same text search', async () => {
    const job = await createJob();
    const key = word();
    const moved = await createApplication(job.documentId, { email: address(), coverLetter: `Knows ${key}.` });
    await createApplication(job.documentId, { email: address() });
    const response = await api('POST', '/job-applications/bulk-status', {
      token: await loginAsRecruiter(),
      json: { data: { to: 'Reviewed', filter: { q: key } } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.moved.map((row: { documentId: string }) => row.documentId)).toEqual([moved]);
  });
});

describe('Arabic (issue 23)', () => {
  it('finds a candidate whatever the alef forms, hamza, taa marbuta and diacritics; a phone typed in Arabic-Indic digits is stored and found in Latin digits', async () => {
    const job = await createJob();
    const key = word();
    const email = address();
    const digits = `${Date.now()}`.slice(-7);
    const arabicDigits = [...digits].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('');
    const documentId = await createApplication(job.documentId, {
      email,
      fullName: 'أسماء المؤمن',
      phone: `+٩٧١ ٥٠ ${arabicDigits}`,
      coverLetter: `${key} مُمَرِّضَة مسؤولة في مستشفى ٱلرئيسي، خبرة إدارة`,
    });
    for (const q of ['اسماء', 'المومن', 'ممرضه مسووله', 'مستشفي', '"مسؤولة في"', 'ادارة', 'مُمرِّضة']) {
      expect(await emailsOf(`${key} ${q}`), q).toEqual([email]);
    }
    expect(await emailsOf(`${key} اسماء -مستشفى`)).toEqual([]);
    // Stored in Latin digits, and found by them as typed or as the digits alone.
    const stored = await api('GET', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
    expect(stored.body.data.phone).toBe(`+971 50 ${digits}`);
    expect(await applicationsFor(`+971 50 ${digits}`)).toEqual([documentId]);
    expect(await applicationsFor(`97150${digits}`)).toEqual([documentId]);
    expect(await applicationsFor(`٩٧١٥٠${arabicDigits}`)).toEqual([documentId]);
  });
});

describe('who may search', () => {
  it('an Editor and a visitor get 403', async () => {
    expectError(await api('GET', '/candidates?q=react', { token: await loginAsEditor() }), 403);
    expectError(await api('GET', '/candidates?q=react'), 403);
    expectError(await api('GET', '/job-applications?q=react', { token: await loginAsEditor() }), 403);
    expectError(await api('GET', '/job-applications?q=react'), 403);
  });
});
