import { PERSONAL_DATA_ERASE_ACTION, SITE_NAME } from '@agency/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResumeStorage, fakeStrapi } from '../../../../tests/unit/fake-strapi';
import { erasureEntry, erasureHash, type ErasureLog, type ErasureLogEntry } from '../../../lib/erasure-log';
import type { ZipEntry } from '../../../lib/zip-stream';
import {
  applicationSource,
  countsFrom,
  emailSource,
  erasePersonalData,
  exportEntries,
  exportedApplication,
  outboxMessages,
  PAGE,
  pagedRows,
  personalDataSummary,
  reapplyErasureLog,
  requestedEmail,
  resumeEntry,
  resumePath,
  type PersonalDataSource,
} from './personal-data';

const OUTBOX_UID = 'api::email-outbox.email-outbox';
const EMAIL = 'ann@example.com';

/** Everything an async iterable yields. */
async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

/** The text of a ZIP entry. */
async function textOf(entry: ZipEntry): Promise<string> {
  let text = '';
  for await (const chunk of await entry.open())
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return text;
}

/**
 * A CMS whose outbox holds `count` messages with ids 1…count, each to `to(id)` with text `text(id)`, answered a page of
 * `limit` at a time after the asked id, as the query engine does.
 */
function outboxOf(count: number, to: (id: number) => string, text: (id: number) => string = () => '') {
  const messages = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    to: to(index + 1),
    text: text(index + 1),
  }));
  return fakeStrapi({
    query: {
      [OUTBOX_UID]: {
        findMany: ({ where, limit }: { where: { id: { $gt: number } }; limit: number }) =>
          messages.filter((message) => message.id > where.id.$gt).slice(0, limit),
        deleteMany: ({ where }: { where: { id: { $in: number[] } } }) => ({ count: where.id.$in.length }),
      },
    },
  });
}

describe('requestedEmail', () => {
  it('lower-cases the address, and refuses a missing one', () => {
    expect(requestedEmail({ email: ' Ann@Example.COM ' })).toBe(EMAIL);
    expect(() => requestedEmail({})).toThrow('Missing or invalid fields: email.');
  });
});

describe('pagedRows', () => {
  it(`reads ${PAGE} rows at a time after the last id it read, until a page is short`, async () => {
    const fake = outboxOf(PAGE + 1, () => EMAIL);
    expect(await all(pagedRows(fake.strapi, OUTBOX_UID, { to: EMAIL }))).toHaveLength(PAGE + 1);
    expect(fake.callsOf(OUTBOX_UID, 'findMany').map((call) => (call.args[0] as { where: unknown }).where)).toEqual([
      { to: EMAIL, id: { $gt: 0 } },
      { to: EMAIL, id: { $gt: PAGE } },
    ]);
  });
});

describe('exportedApplication and resumePath', () => {
  it('leaves out the idempotency key, the storage key and the links back, and names the resume in the ZIP', () => {
    const application = {
      id: 11,
      documentId: 'app-doc',
      email: EMAIL,
      idempotencyKey: 'secret-key',
      resume: { id: 3, name: '../CV:2026.pdf', mime: 'application/pdf', storageKey: 'r.pdf' },
      notes: [{ text: 'Called', application: 11 }],
      history: null,
    };
    expect(exportedApplication(application)).toEqual({
      id: 11,
      documentId: 'app-doc',
      email: EMAIL,
      resume: { name: '../CV:2026.pdf', mime: 'application/pdf', file: 'resumes/app-doc-_CV_2026.pdf' },
      notes: [{ text: 'Called' }],
      history: [],
    });
    expect(resumePath({ documentId: 'd' }, {})).toBe('resumes/d-file');
  });

  it('names the company of a confidential job as the applicant was told it: the agency (docs/024-employers.md)', () => {
    const job = { documentId: 'job-doc', title: 'Analyst', company: 'Meridian Bank', confidential: true };
    const exported = exportedApplication({ documentId: 'app-doc', resume: null, notes: [], history: [], job });
    expect(exported.job).toEqual({ documentId: 'job-doc', title: 'Analyst', company: SITE_NAME });
    const open = exportedApplication({ documentId: 'app-doc', resume: null, job: { ...job, confidential: false } });
    expect(open.job).toEqual({ documentId: 'job-doc', title: 'Analyst', company: 'Meridian Bank' });
  });
});

describe('resumeEntry', () => {
  const application = { documentId: 'app-doc', resume: { name: 'cv.pdf', storageKey: 'r.pdf' } };

  it('stores the file as it is, under its path', async () => {
    const { storage } = fakeResumeStorage({ 'r.pdf': { text: '%PDF' } });
    const entry = await resumeEntry(storage, application);
    expect(entry).toMatchObject({ name: 'resumes/app-doc-cv.pdf', compress: false });
    expect(await textOf(entry!)).toBe('%PDF');
  });

  it('writes a note for a file missing from storage, and nothing for an application without a resume', async () => {
    const { storage } = fakeResumeStorage();
    const entry = await resumeEntry(storage, application);
    expect(entry?.name).toBe('resumes/app-doc-cv.pdf.missing.txt');
    expect(await textOf(entry!)).toBe(
      'The resume "cv.pdf" of application app-doc is missing from the resume storage.\n',
    );
    expect(await resumeEntry(storage, { documentId: 'x', resume: null })).toBeNull();
  });

  it('fails the export when the storage fails', async () => {
    const { storage } = fakeResumeStorage({}, { open: new Error('storage unreachable') });
    await expect(resumeEntry(storage, application)).rejects.toThrow('storage unreachable');
  });
});

describe('outboxMessages and the emails source', () => {
  it('keeps the messages to the address and those mentioning the whole address, not a longer one', async () => {
    const fake = outboxOf(
      3,
      (id) => (id === 1 ? EMAIL : 'staff@example.com'),
      (id) => (id === 2 ? `From ${EMAIL}` : 'From joann@example.com'),
    );
    expect((await all(outboxMessages(fake.strapi, EMAIL))).map((message) => message.id)).toEqual([1, 2]);
    const rows = await all(emailSource(fake.strapi).rows(EMAIL));
    expect(rows.map((row) => row.about)).toEqual(['sent to them', 'mentions them']);
  });

  it('names the addresses messages are sent to and those their text mentions', async () => {
    const fake = outboxOf(
      2,
      (id) => (id === 1 ? EMAIL : 'staff@example.com'),
      (id) => (id === 2 ? 'From Bob <BOB@example.com>' : ''),
    );
    expect(await all(emailSource(fake.strapi).addresses())).toEqual([EMAIL, 'staff@example.com', 'bob@example.com']);
  });

  it(`deletes the messages ${PAGE} at a time`, async () => {
    const fake = outboxOf(PAGE + 2, () => EMAIL);
    expect(await emailSource(fake.strapi).erase(EMAIL, 'maria')).toEqual({ emails: PAGE + 2 });
    const batches = fake
      .callsOf(OUTBOX_UID, 'deleteMany')
      .map((call) => (call.args[0] as { where: { id: { $in: number[] } } }).where.id.$in.length);
    expect(batches).toEqual([PAGE, 2]);
  });
});

describe('the applications source', () => {
  const APPLICATION_UID = 'api::job-application.job-application';

  it('erases each application of the address with its own audit entry, then its file', async () => {
    let stored = ['a', 'b'];
    const fake = fakeStrapi({
      query: {
        [APPLICATION_UID]: {
          count: () => stored.length,
          findMany: () => stored.map((documentId) => ({ documentId })),
        },
        'api::application-note.application-note': { count: () => 0, findMany: () => [] },
        'api::application-status-change.application-status-change': { count: () => 0, findMany: () => [] },
        'api::resume-text.resume-text': { findMany: () => [] },
        'api::submission.submission': { findMany: () => [] },
        'api::application-link.application-link': { findMany: () => [] },
        'api::audit-entry.audit-entry': { create: () => ({}) },
      },
      documents: {
        [APPLICATION_UID]: {
          findOne: ({ documentId }: { documentId: string }) => ({ id: 1, resume: { storageKey: `${documentId}.pdf` } }),
          delete: ({ documentId }: { documentId: string }) => {
            stored = stored.filter((id) => id !== documentId);
          },
        },
      },
    });
    const { storage, removed } = fakeResumeStorage({ 'a.pdf': { text: '' }, 'b.pdf': { text: '' } });
    expect(await applicationSource({ strapi: fake.strapi, storage }).erase(EMAIL, 'maria')).toMatchObject({
      applications: 2,
    });
    expect(removed).toEqual(['a.pdf', 'b.pdf']);
    const audits = fake.callsOf('api::audit-entry.audit-entry', 'create');
    expect(audits.map((call) => (call.args[0] as { data: Record<string, unknown> }).data)).toMatchObject([
      { action: PERSONAL_DATA_ERASE_ACTION, subjectId: 'a', actor: 'maria' },
      { action: PERSONAL_DATA_ERASE_ACTION, subjectId: 'b', actor: 'maria' },
    ]);
  });
});

/**
 * A source `key` holding `counts`, with one row and, when `file` is given, one file; its erasures in `erased`; it holds
 * data about `addresses`.
 */
function source(
  key: string,
  counts: Record<string, number>,
  erased: string[],
  file?: string,
  addresses: string[] = [],
): PersonalDataSource {
  return {
    key,
    count: async () => counts,
    async *addresses() {
      yield* addresses;
    },
    async *rows() {
      yield { from: key };
    },
    ...(file
      ? {
          async *files() {
            yield { name: file, compress: false, open: () => [file] };
          },
        }
      : {}),
    erase: async (email, actor) => {
      erased.push(addresses.length > 0 ? `${key} of ${email} by ${actor}` : `${key} by ${actor}`);
      return counts;
    },
  };
}

describe('countsFrom and personalDataSummary', () => {
  it('counts 0 of every kind no source holds', async () => {
    expect(countsFrom([{ enquiries: 2 }])).toEqual({
      applications: 0,
      candidates: 0,
      resumes: 0,
      notes: 0,
      statusChanges: 0,
      enquiries: 2,
      hiringRequests: 0,
      clientContacts: 0,
      jobAlerts: 0,
      emails: 0,
    });
    const sources = [source('a', { applications: 1, resumes: 1 }, []), source('b', { emails: 3 }, [])];
    expect(await personalDataSummary(sources, EMAIL)).toMatchObject({
      applications: 1,
      resumes: 1,
      emails: 3,
      notes: 0,
    });
  });
});

describe('exportEntries', () => {
  it("writes personal-data.json first, each source under its key, then the sources' files", async () => {
    const sources = [source('applications', {}, [], 'resumes/a.pdf'), source('enquiries', {}, [])];
    const entries = await all(exportEntries(sources, EMAIL, new Date('2026-03-02T10:00:00.000Z')));
    expect(entries.map((entry) => entry.name)).toEqual(['personal-data.json', 'resumes/a.pdf']);
    expect(JSON.parse(await textOf(entries[0]))).toEqual({
      exportedAt: '2026-03-02T10:00:00.000Z',
      email: EMAIL,
      applications: [{ from: 'applications' }],
      enquiries: [{ from: 'enquiries' }],
    });
  });
});

const KEY = 'an erasure log key of the tests';

/** An erasure log in memory, holding `entries`; its appends in `appended` (or failing with `failure`). */
function memoryLog(entries: ErasureLogEntry[] = [], failure?: Error) {
  const appended: ErasureLogEntry[] = [];
  const log: ErasureLog = {
    location: 'memory',
    append: async (entry) => {
      if (failure) throw failure;
      appended.push(entry);
    },
    entries: async () => [...entries, ...appended],
  };
  return { log, appended };
}

describe('erasePersonalData', () => {
  beforeEach(() => {
    vi.stubEnv('ERASURE_LOG_KEY', KEY);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes the keyed hash of the address to the erasure log first, never the address', async () => {
    const erased: string[] = [];
    const fake = fakeStrapi({ query: { 'api::audit-entry.audit-entry': { create: () => ({}) } } });
    const { log, appended } = memoryLog();
    await erasePersonalData(fake.strapi, [source('applications', {}, erased)], EMAIL, 'maria', log);
    expect(appended).toEqual([{ hash: erasureHash(KEY, EMAIL), keyId: expect.any(String), at: expect.any(String) }]);
    expect(JSON.stringify(appended)).not.toContain('ann');
  });

  it('deletes nothing when the log cannot be written or has no key', async () => {
    const erased: string[] = [];
    const fake = fakeStrapi();
    const sources = [source('applications', { applications: 1 }, erased)];
    const failing = memoryLog([], new Error('storage unreachable')).log;
    await expect(erasePersonalData(fake.strapi, sources, EMAIL, 'maria', failing)).rejects.toThrow(
      'storage unreachable',
    );
    vi.stubEnv('ERASURE_LOG_KEY', '');
    await expect(erasePersonalData(fake.strapi, sources, EMAIL, 'maria', memoryLog().log)).rejects.toThrow(
      'ERASURE_LOG_KEY is not set',
    );
    expect(erased).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('erases source by source, then records one audit entry that names no one, with the counts', async () => {
    const erased: string[] = [];
    const fake = fakeStrapi({ query: { 'api::audit-entry.audit-entry': { create: () => ({}) } } });
    const sources = [source('applications', { applications: 2 }, erased), source('emails', { emails: 1 }, erased)];
    const counts = await erasePersonalData(fake.strapi, sources, EMAIL, 'maria', null);
    expect(erased).toEqual(['applications by maria', 'emails by maria']);
    expect(counts).toMatchObject({ applications: 2, emails: 1, enquiries: 0 });
    const [entry] = fake.calls.map((call) => (call.args[0] as { data: Record<string, unknown> }).data);
    expect(entry).toMatchObject({
      action: PERSONAL_DATA_ERASE_ACTION,
      subjectType: 'personal-data',
      actor: 'maria',
      details: counts,
    });
    expect(entry.subjectId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(entry)).not.toContain(EMAIL);
  });
});

describe('reapplyErasureLog', () => {
  const audit = () => fakeStrapi({ query: { 'api::audit-entry.audit-entry': { create: () => ({}) } } });

  it('erases again each person the log names, found in any source, once, and adds no entry', async () => {
    const erased: string[] = [];
    const sources = [
      source('applications', { applications: 1 }, erased, undefined, ['ann@example.com', 'bob@example.com']),
      source('emails', { emails: 2 }, erased, undefined, ['staff@example.com', 'ann@example.com', 'cy@example.com']),
    ];
    const { log, appended } = memoryLog([erasureEntry(KEY, 'Ann@Example.com'), erasureEntry(KEY, 'cy@example.com')]);
    const result = await reapplyErasureLog(audit().strapi, sources, log, 'restore', KEY);
    expect(result).toMatchObject({ entries: 2, people: 2, counts: { applications: 2, emails: 4, enquiries: 0 } });
    expect(erased).toEqual([
      'applications of ann@example.com by restore',
      'emails of ann@example.com by restore',
      'applications of cy@example.com by restore',
      'emails of cy@example.com by restore',
    ]);
    expect(appended).toEqual([]);
  });

  it('erases no one when the log is empty or names no one stored', async () => {
    const erased: string[] = [];
    const sources = [source('applications', { applications: 1 }, erased, undefined, ['bob@example.com'])];
    const empty = await reapplyErasureLog(audit().strapi, sources, memoryLog().log, 'restore', KEY);
    expect(empty).toMatchObject({ entries: 0, people: 0, counts: { applications: 0 } });
    const other = memoryLog([erasureEntry(KEY, 'ann@example.com')]).log;
    expect(await reapplyErasureLog(audit().strapi, sources, other, 'restore', KEY)).toMatchObject({ people: 0 });
    expect(erased).toEqual([]);
  });

  it('refuses a log written with another key, erasing nothing', async () => {
    const erased: string[] = [];
    const sources = [source('applications', { applications: 1 }, erased, undefined, [EMAIL])];
    const log = memoryLog([erasureEntry(KEY, EMAIL), erasureEntry('another key of the erasure log', EMAIL)]).log;
    await expect(reapplyErasureLog(audit().strapi, sources, log, 'restore', KEY)).rejects.toThrow(
      '1 entries of the erasure log (memory) were written with another ERASURE_LOG_KEY',
    );
    expect(erased).toEqual([]);
  });
});
