import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESUME_TEXT_MAX_BYTES } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { openCmsDatabase } from './database';
import {
  api,
  cmsUrl,
  createJob,
  loginAsAdmin,
  loginAsEditor,
  submitApplication,
  unique,
  validApplication,
  type FilePart,
} from './helpers';
import { deeplyNestedPdf, pdfBomb, scanLikePdf, textDoc, textDocx, textPdf, zipBombDocx } from './resume-fixtures';
import { DEMO_ADMIN, PANEL_ADMIN } from './setup/admin-panel';

/**
 * The text of resumes (docs/023-talent-pool.md "Resume text") against the real CMS: an applicant sends a PDF, a DOCX
 * or a DOC made here (tests/api/resume-fixtures.ts), the CMS extracts its text after answering, off the request, and
 * staff see where it stands on the application (`resumeText: { state, characters }`) and get the text in the
 * personal-data ZIP; hostile files end as `failed` without the CMS's memory growing; a queued resume survives a
 * restart; the text goes with its application. The CMS under test polls its queue every 200 ms.
 */

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';

let job: { documentId: string };
let db: Connection;

beforeAll(async () => {
  job = await createJob();
  db = openCmsDatabase();
});

afterAll(async () => {
  await db?.destroy();
});

/** A unique applicant address. */
const applicantEmail = () =>
  `${unique('resume-text')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')}@example.com`;

/** Applies to the test job with `resume`, as a visitor. @returns the application's id, documentId and e-mail. */
async function applyWith(resume: FilePart, base = cmsUrl(), jobId = job.documentId) {
  const email = applicantEmail();
  const form = new FormData();
  form.append('data', JSON.stringify(validApplication(jobId, { email })));
  form.append('files.resume', new Blob([resume.bytes], { type: resume.type }), resume.name);
  const response = await fetch(`${base}/api/job-applications`, { method: 'POST', body: form });
  const body = (await response.json()) as { data: { id: number; documentId: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { id: body.data.id, documentId: body.data.documentId, email };
}

/** `resumeText` of the staff's view of an application. */
async function resumeTextOf(documentId: string, base = cmsUrl(), token?: string) {
  const response = await fetch(`${base}/api/job-applications/${documentId}`, {
    headers: { Authorization: `Bearer ${token ?? (await loginAsAdmin())}` },
  });
  const body = (await response.json()) as { data: { resumeText: { state: string; characters: number } | null } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data.resumeText;
}

/** Polls the staff view until the extraction is no longer pending. */
async function settled(documentId: string, base = cmsUrl(), token?: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await resumeTextOf(documentId, base, token);
    if (state && state.state !== 'pending') return state;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(state)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text files of the personal-data ZIP of `email`, by path. */
async function exportedTexts(email: string): Promise<Record<string, string>> {
  const response = await api('POST', '/personal-data/export', {
    token: await loginAsAdmin(),
    json: { data: { email } },
  });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(response.bytes));
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.endsWith('.txt'))
      .map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

/** The rows of `resume_texts` of application `applicationId`, with their link rows, as the database holds them. */
async function rowsOf(applicationId: number) {
  const rows: Array<{ id: number; state: string; last_error: string | null; text: string | null }> = await db(
    'resume_texts',
  )
    .join('resume_texts_application_lnk', 'resume_texts_application_lnk.resume_text_id', 'resume_texts.id')
    .where('resume_texts_application_lnk.job_application_id', applicationId)
    .select('resume_texts.id', 'resume_texts.state', 'resume_texts.last_error', 'resume_texts.text');
  return rows;
}

/** The CMS's resident memory now, from its metrics (prom-client's `process_resident_memory_bytes`). */
async function residentBytes(): Promise<number> {
  const response = await fetch(`${cmsUrl()}/metrics`, {
    headers: { Authorization: `Bearer ${inject('metricsToken')}` },
  });
  const text = await response.text();
  return Number(/^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text)?.[1]);
}

describe('the text of a resume', () => {
  it('is extracted from a two-page PDF after the application is stored, and staff see its state and length', async () => {
    const pdf = textPdf([
      ['Ada Lovelace', 'Senior React    engineer, Dubai', 'Skills: TypeScript, Node.js'],
      ['Page two', 'Analytical Engine programme, 1843'],
    ]);
    const { documentId, email } = await applyWith({ bytes: pdf, name: 'Ada.pdf', type: PDF });

    const state = await settled(documentId);
    const expected =
      'Ada Lovelace\nSenior React engineer, Dubai\nSkills: TypeScript, Node.js\n\nPage two\nAnalytical Engine programme, 1843';
    expect(state).toEqual({ state: 'done', characters: expected.length });
    const texts = await exportedTexts(email);
    expect(texts).toEqual({ [`resumes/${documentId}-Ada.pdf.txt`]: expected });
  });

  it('is extracted from a DOCX, in any script, its spaces normalised', async () => {
    const docx = textDocx(['Zoë Ångström', 'Ingénieure   logiciel \t à Dubaï', 'مهندسة برمجيات في دبي']);
    const { documentId, email } = await applyWith({ bytes: docx, name: 'cv.docx', type: DOCX });

    const expected = 'Zoë Ångström\n\nIngénieure logiciel à Dubaï\n\nمهندسة برمجيات في دبي';
    expect(await settled(documentId)).toEqual({ state: 'done', characters: expected.length });
    expect(Object.values(await exportedTexts(email))).toEqual([expected]);
  });

  it('is extracted from a Word 97 .doc, without its control characters', async () => {
    const doc = textDoc(['Alan Turing\u0007', 'Mathematician,\u0001 Manchester', 'دبي']);
    const { documentId, email } = await applyWith({ bytes: doc, name: 'cv.doc', type: DOC });

    const expected = 'Alan Turing\nMathematician, Manchester\nدبي';
    expect(await settled(documentId)).toEqual({ state: 'done', characters: expected.length });
    expect(Object.values(await exportedTexts(email))).toEqual([expected]);
  });

  it('is kept up to 200 KB of UTF-8, cut between characters', async () => {
    // 2-byte characters after one 1-byte one: the limit falls inside a character.
    const long = `x${'é'.repeat(150_000)}`;
    const { documentId, email } = await applyWith({ bytes: textDocx([long]), name: 'long.docx', type: DOCX });

    const state = await settled(documentId);
    const [text] = Object.values(await exportedTexts(email));
    expect(Buffer.byteLength(text)).toBe(RESUME_TEXT_MAX_BYTES - 1);
    expect(text).toBe(`x${'é'.repeat((RESUME_TEXT_MAX_BYTES - 2) / 2)}`);
    expect(state).toEqual({ state: 'done', characters: text.length });
  });

  it('is marked no-text for a scan (pages without text), and the ZIP has no text file', async () => {
    const { documentId, email } = await applyWith({ bytes: scanLikePdf(2), name: 'scan.pdf', type: PDF });

    expect(await settled(documentId)).toEqual({ state: 'no-text', characters: 0 });
    expect(await exportedTexts(email)).toEqual({});
  });

  it('is not shown to an Editor, and no role reaches resume texts through the content API', async () => {
    const { documentId } = await applyWith({ bytes: textPdf([['Editor test']]), name: 'a.pdf', type: PDF });
    const editor = await fetch(`${cmsUrl()}/api/job-applications/${documentId}`, {
      headers: { Authorization: `Bearer ${await loginAsEditor()}` },
    });
    expect(editor.status).toBe(403);
    for (const token of [undefined, await loginAsAdmin()]) {
      for (const route of ['/resume-texts', '/resume-texts/1']) {
        expect((await api('GET', route, { token })).status).toBe(404);
      }
    }
  });
});

describe('a hostile resume', () => {
  it('ends as failed, too big, for a 2 MB DOCX that inflates to 2 GB, the CMS using no more memory', async () => {
    for (const lie of [false, true]) {
      const bomb = await zipBombDocx(2048, { lie });
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const before = await residentBytes();
      let peak = before;
      const { id, documentId } = await applyWith({ bytes: bomb, name: 'bomb.docx', type: DOCX });
      const deadline = Date.now() + 20_000;
      let state = await resumeTextOf(documentId);
      while (state?.state === 'pending' && Date.now() < deadline) {
        peak = Math.max(peak, await residentBytes());
        state = await resumeTextOf(documentId);
      }
      peak = Math.max(peak, await residentBytes());

      expect(state).toEqual({ state: 'failed', characters: 0 });
      // Refused by its size, before (or while, for a directory that lies) inflating, not by the worker's limits.
      expect((await rowsOf(id)).map((row) => row.last_error)).toEqual(['too-big']);
      // Gigabytes if it were inflated; a new worker thread's own V8 isolate alone takes tens of megabytes of the
      // process's resident memory (78 MB measured once under load), hence the bound.
      expect(peak - before, `lie: ${lie}`).toBeLessThan(128 * 1024 * 1024);
    }
  });

  it('ends as failed for a PDF bomb (a content stream inflating to a gigabyte), by the worker limits', async () => {
    const bomb = await pdfBomb(1024);
    const { id, documentId } = await applyWith({ bytes: bomb, name: 'bomb.pdf', type: PDF });

    expect(await settled(documentId)).toEqual({ state: 'failed', characters: 0 });
    expect((await rowsOf(id)).map((row) => row.last_error)).toEqual([expect.stringMatching(/^(memory|timeout)$/)]);
    // The CMS answers as before.
    expect((await api('GET', '/jobs?pagination[pageSize]=1')).status).toBe(200);
  });

  it('ends as failed for a PDF with deeply nested objects', async () => {
    const { documentId } = await applyWith({ bytes: deeplyNestedPdf(), name: 'nested.pdf', type: PDF });
    expect(await settled(documentId)).toEqual({ state: 'failed', characters: 0 });
  });

  it('never fails or holds up the application: it is stored and answered before the extraction', async () => {
    const bomb = await pdfBomb(256);
    const started = Date.now();
    const response = await submitApplication(validApplication(job.documentId, { email: applicantEmail() }), {
      bytes: bomb,
      name: 'bomb.pdf',
      type: PDF,
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await resumeTextOf(response.body.data.documentId as string)).toEqual({ state: 'pending', characters: 0 });
  });
});

describe('the text goes when the resume goes', () => {
  it('with a staff deletion', async () => {
    const { id, documentId } = await applyWith({ bytes: textPdf([['Delete me']]), name: 'a.pdf', type: PDF });
    await settled(documentId);
    expect(await rowsOf(id)).toHaveLength(1);

    const response = await api('DELETE', `/job-applications/${documentId}`, { token: await loginAsAdmin() });
    expect(response.status).toBe(204);
    expect(await rowsOf(id)).toEqual([]);
    expect(await db('resume_texts_application_lnk').where('job_application_id', id)).toEqual([]);
  });

  it('with an erasure of the applicant’s personal data', async () => {
    const { id, documentId, email } = await applyWith({ bytes: textDocx(['Erase me']), name: 'a.docx', type: DOCX });
    await settled(documentId);
    const textId = (await rowsOf(id))[0].id;

    const response = await api('POST', '/personal-data/erase', {
      token: await loginAsAdmin(),
      json: { data: { email } },
    });
    expect(response.status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expect(await db('resume_texts').where('id', textId)).toEqual([]);
    expect(await exportedTexts(email)).toEqual({});
  });

  it('with the retention of applications, 30 days after the job closed', async () => {
    const closing = await createJob();
    const { id, documentId } = await applyWith(
      { bytes: textPdf([['Old']]), name: 'a.pdf', type: PDF },
      cmsUrl(),
      closing.documentId,
    );
    await settled(documentId);
    const close = await api('PUT', `/jobs/${closing.documentId}`, {
      token: await loginAsAdmin(),
      json: { data: { validThrough: new Date(Date.now() - 31 * 24 * 3600_000).toISOString() } },
    });
    expect(close.status).toBe(200);
    const deadline = Date.now() + 15_000;
    while ((await rowsOf(id)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await rowsOf(id)).toEqual([]);
  });
});

/** The part of `scripts/lib/processes.mjs` and `scripts/lib/env.mjs` (repository root) this file uses. */
interface Scripts {
  startCms(options: { env: NodeJS.ProcessEnv; port: number; dataDir: string; quiet?: boolean }): Promise<{
    url: string;
    child: unknown;
  }>;
  stopProcess(child: unknown): Promise<void>;
  freePort(): Promise<number>;
  generateSecrets(): Record<string, string>;
}

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('a queued resume across a restart', () => {
  let scripts: Scripts;
  let dataDir: string;
  let database: string | null = null;
  let child: unknown;

  beforeAll(async () => {
    scripts = {
      ...((await import(pathToFileURL(path.join(ROOT, 'scripts/lib/processes.mjs')).href)) as Scripts),
      ...((await import(pathToFileURL(path.join(ROOT, 'scripts/lib/env.mjs')).href)) as Scripts),
    };
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-resume-text-'));
  });

  afterAll(async () => {
    if (child) await scripts.stopProcess(child);
    if (database) await db.raw(`DROP DATABASE IF EXISTS "${database}"`);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is extracted by the next start when the CMS that stored it stopped first', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...scripts.generateSecrets(),
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      STAFF_MFA_REQUIRED: 'off',
      CMS_ADMIN_EMAIL: PANEL_ADMIN.email,
      CMS_ADMIN_PASSWORD: PANEL_ADMIN.password,
      RESUME_TEXT_POLL_MS: '200',
    };
    if (process.env.DATABASE_CLIENT === 'postgres') {
      // A database of its own on the suite's server, so that the suite's CMS does not extract it first.
      database = `resume_text_${Date.now()}`;
      await db.raw(`CREATE DATABASE "${database}"`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${database}`;
      env.DATABASE_URL = url.toString();
    }
    const port = await scripts.freePort();
    const quiet = process.env.CMS_LOGS !== '1';
    // The first run stores applications but extracts nothing (RESUME_TEXT_WORKER=off).
    let started = await scripts.startCms({ env: { ...env, RESUME_TEXT_WORKER: 'off' }, port, dataDir, quiet });
    child = started.child;
    const signIn = async () => {
      const response = await fetch(`${started.url}/api/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
      });
      return ((await response.json()) as { jwt: string }).jwt;
    };
    let token = await signIn();
    const created = await fetch(`${started.url}/api/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: { title: 'Restart job', location: 'Remote', description: '<p>x</p>', company: 'Acme', country: 'AE' },
      }),
    });
    const ownJob = ((await created.json()) as { data: { documentId: string } }).data.documentId;
    const pdf = textPdf([['Survives a restart']]);
    const { documentId } = await applyWith({ bytes: pdf, name: 'a.pdf', type: PDF }, started.url, ownJob);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await resumeTextOf(documentId, started.url, token)).toEqual({ state: 'pending', characters: 0 });
    await scripts.stopProcess(child);

    started = await scripts.startCms({ env, port, dataDir, quiet });
    child = started.child;
    token = await signIn();
    expect(await settled(documentId, started.url, token)).toEqual({
      state: 'done',
      characters: 'Survives a restart'.length,
    });
  }, 180_000);
});
