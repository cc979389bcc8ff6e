import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveWriter, backupKeyOf, MANIFEST, readArchive } from '../../scripts/lib/backup-archive.mjs';
import { manifestOf, newBackupKey, tableCountsOf } from '../../scripts/lib/backup.mjs';
import { generateSecrets, ROOT } from '../../scripts/lib/env.mjs';
import { startPostgres, stopPostgres } from '../../scripts/lib/postgres.mjs';
import { CMS_DIR, cmsStorageEnv, freePort } from '../../scripts/lib/processes.mjs';
import { startS3rver } from '../../scripts/lib/s3rver.mjs';
import { firstOpenJob, pdf, STAFF, staffToken, startStack, submitApplication, type Stack } from './stack';

/**
 * The restore drill (docs/021-operations.md "Backups and the restore drill"), on SQLite with local folders and on
 * PostgreSQL with S3 storage: a stack with the demo data, applications with resumes and hiring requests with and
 * without a job description file; `npm run backup` while 50 applications arrive; an address erased after the backup;
 * then `npm run restore` into a fresh target (its database and storage empty, the erasure log carried over as it
 * survives the loss) and a fresh stack on it. Every application in the archive's manifest is there with its resume
 * byte for byte, and the hiring request with its job description file, the tables hold the manifest's row counts, the
 * erased address is erased again, and the restored stack serves the job board and the back-office. Before that, a
 * damaged archive, a wrong key, a non-empty target and an archive whose job description file is missing or changed
 * are each refused with a clear message, and change nothing; after it, an archive of the version before job
 * description files were backed up (no `hiringRequests` in its manifest) still restores. Local only (127.0.0.1).
 */

const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));

/**
 * Tables the restore's re-application of the erasure log changes: the erased person's rows, the erasure's audit
 * entries, and Strapi's settings, which each start of the CMS may add to.
 */
const ERASURE_TOUCHED = new Set([
  'strapi_core_store_settings',
  'job_applications',
  'job_applications_cmps',
  'job_applications_job_lnk',
  'job_applications_duplicate_of_lnk',
  'components_application_resumes',
  'application_notes',
  'application_notes_application_lnk',
  'application_status_changes',
  'application_status_changes_application_lnk',
  'contacts',
  'email_outbox',
  'audit_entries',
  // The talent pool (docs/023-talent-pool.md): the person's candidate and resume texts go with their applications.
  'candidates',
  'job_applications_candidate_lnk',
  'resume_texts',
  'resume_texts_application_lnk',
  // The candidate's page (docs/025-placements.md): an application's links, submissions and interviews go with it.
  'application_links',
  'application_links_application_lnk',
  'submissions',
  'submissions_application_lnk',
  'submissions_job_lnk',
  'submissions_client_lnk',
  'interviews',
  'interviews_submission_lnk',
  'interviews_organiser_lnk',
]);

/** Whether erasing a person may change `table`'s row count: the tables above and the people index's own tables. */
const touchedByErasure = (table: string) => ERASURE_TOUCHED.has(table) || table.startsWith('people_search');

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Runs an npm script of the root with `env`; resolves with its exit code and output. */
function npmRun(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** A staff session of the web app's back-office (its cookie), signed in through its form. */
async function staffCookie(web: string): Promise<string> {
  const response = await fetch(`${web}/admin/login`, {
    method: 'POST',
    headers: { Origin: web },
    body: new URLSearchParams({ identifier: STAFF.username, password: STAFF.password }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** The SHA-256 of an application's resume as the back-office downloads it (null: not found). */
async function resumeHash(web: string, cookie: string, documentId: string): Promise<string | null> {
  const response = await fetch(`${web}/admin/applications/${documentId}/resume`, { headers: { Cookie: cookie } });
  if (response.status === 404) return null;
  expect(response.status, documentId).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

/** The SHA-256 of a hiring request's job description file as the back-office downloads it (null: not found). */
async function jobDescriptionHash(web: string, cookie: string, documentId: string): Promise<string | null> {
  const response = await fetch(`${web}/admin/hiring-requests/${documentId}/job-description`, {
    headers: { Cookie: cookie },
  });
  if (response.status === 404) return null;
  expect(response.status, documentId).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

/** An employer's hiring request sent to the CMS as the form at /hire sends it, with `jobDescription` when given. */
async function sendHiringRequest(cmsUrl: string, email: string, jobDescription?: Buffer): Promise<string> {
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      company: `Gulf Builders ${email}`,
      contactName: 'Mariam Saleh',
      email,
      phone: '+971 4 123 4567',
      roleTitle: 'Site Engineer',
      hires: 2,
      workplace: 'onsite',
      country: 'ae',
      city: 'Dubai',
      employmentType: 'Contract',
      requirements: 'Civil engineering degree.',
    }),
  );
  if (jobDescription) {
    form.set(
      'files.jobDescription',
      new Blob([new Uint8Array(jobDescription)], { type: 'application/pdf' }),
      'brief.pdf',
    );
  }
  const response = await fetch(`${cmsUrl}/api/hiring-requests`, { method: 'POST', body: form });
  const body = (await response.json()) as { data: { documentId: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data.documentId;
}

/**
 * Writes `copy`: `archive` decrypted, its files and manifest changed by `change`, and encrypted again to the key of
 * `env` — a damaged archive, or one as an older version wrote it.
 */
async function rewriteArchive(
  archive: string,
  copy: string,
  env: Record<string, string>,
  change: (manifest: Manifest, files: Map<string, Buffer>) => void,
): Promise<void> {
  const { identity, recipient } = await backupKeyOf(env);
  const staging = mkdtempSync(path.join(tmpdir(), 'drill-rewrite-'));
  try {
    const read = await readArchive(archive, identity, staging);
    const manifest = read.manifest as Manifest;
    const files = new Map([...read.staged].map(([name, file]) => [name, readFileSync(file)]));
    change(manifest, files);
    const writer = await archiveWriter(copy, recipient);
    for (const [name, bytes] of files) await writer.add(name, Readable.from([bytes]), bytes.length);
    const text = Buffer.from(JSON.stringify(manifest));
    await writer.add(MANIFEST, Readable.from([text]), text.length);
    await writer.finish();
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Every file under `dir`, relative. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

interface Manifest {
  createdAt: string;
  summary: Record<string, number>;
  tables: Record<string, number>;
  applications: Array<{ documentId: string; resume: string | null; missing?: boolean }>;
  hiringRequests?: Array<{ documentId: string; jobDescription: string | null; missing?: boolean }>;
  files: Record<string, { sha256: string; size: number }>;
}

/** One configuration of the drill: where the original stack and the restore's target keep their data. */
interface Configuration {
  name: string;
  /** The original stack's storage settings (none: the stack's own folder). */
  original: Record<string, string>;
  /** The fresh target's settings (the CMS of the restored stack runs with them). */
  target: Record<string, string>;
  /** The fresh target's folder (SQLite), which the restored stack starts on. */
  targetDir?: string;
  /** Whether the target holds nothing (before the restore). */
  targetIsEmpty(): Promise<boolean>;
  /** Carries the original's erasure log to the target, as it survives the loss of the database. */
  carryErasureLog(original: Stack): Promise<void>;
  tearDown(): Promise<void>;
}

/** SQLite and local folders: the target is an empty folder. */
function sqliteConfiguration(): Configuration {
  const targetDir = mkdtempSync(path.join(tmpdir(), 'restored-'));
  return {
    name: 'SQLite and local folders',
    original: {},
    target: cmsStorageEnv(targetDir),
    targetDir,
    targetIsEmpty: async () => filesIn(targetDir).length === 0,
    async carryErasureLog(original) {
      mkdirSync(path.join(targetDir, 'resumes'), { recursive: true });
      const log = 'erasure-log.jsonl';
      copyFileSync(path.join(original.dataDir, 'resumes', log), path.join(targetDir, 'resumes', log));
    },
    // The restored stack deletes its folder when it stops.
    tearDown: async () => rmSync(targetDir, { recursive: true, force: true }),
  };
}

/** PostgreSQL and S3: a throwaway cluster with two databases and an s3rver with two pairs of buckets. */
async function postgresConfiguration(): Promise<Configuration> {
  const pgDir = mkdtempSync(path.join(tmpdir(), 'drill-postgres-'));
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'drill-s3-'));
  const url = startPostgres(pgDir, await freePort());
  const pg = cmsRequire('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE DATABASE restored');
  await admin.end();
  const restoredUrl = url.replace(/\/cms$/, '/restored');
  const s3 = await startS3rver({
    directory: s3Dir,
    buckets: ['covers', 'resumes', 'covers-restored', 'resumes-restored'],
  });
  const { S3Client, CopyObjectCommand, ListObjectsV2Command } = cmsRequire('@aws-sdk/client-s3');
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keysOf = async (bucket: string, prefix = ''): Promise<string[]> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object: { Key: string }) => object.Key);
  };
  const storage = (database: string, covers: string, resumes: string) => ({
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: database,
    S3_BUCKET: covers,
    S3_RESUME_BUCKET: resumes,
    MEDIA_URL: `${s3.endpoint}/${covers}`,
    ...s3.env,
  });
  const target = storage(restoredUrl, 'covers-restored', 'resumes-restored');
  return {
    name: 'PostgreSQL and S3',
    original: storage(url, 'covers', 'resumes'),
    target,
    async targetIsEmpty() {
      const tables = await tableCountsOf(target);
      const objects = [...(await keysOf('covers-restored')), ...(await keysOf('resumes-restored'))];
      return Object.keys(tables).length === 0 && objects.length === 0;
    },
    async carryErasureLog() {
      for (const key of await keysOf('resumes', 'erasure-log/')) {
        await client.send(
          new CopyObjectCommand({ Bucket: 'resumes-restored', Key: key, CopySource: `resumes/${key}` }),
        );
      }
    },
    async tearDown() {
      client.destroy();
      await s3.stop();
      stopPostgres(pgDir);
      rmSync(pgDir, { recursive: true, force: true });
      rmSync(s3Dir, { recursive: true, force: true });
    },
  };
}

describe.each([
  { kind: 'sqlite', make: async () => sqliteConfiguration() },
  { kind: 'postgres', make: postgresConfiguration },
])('the restore drill ($kind)', ({ make }) => {
  const tag = randomBytes(4).toString('hex');
  const erased = `erased.${tag}@example.com`;
  const secrets = generateSecrets();
  let configuration: Configuration;
  let original: Stack | undefined;
  let restored: Stack | undefined;
  let backupDir: string;
  let backupKey: string;

  // The original stack (on PostgreSQL, with the cluster and the s3rver) starts here: its seeding takes longer than the
  // suite's default hook time on a busy machine, and so does the drill.
  beforeAll(async () => {
    configuration = await make();
    backupDir = mkdtempSync(path.join(tmpdir(), 'drill-backups-'));
    backupKey = (await newBackupKey()).identity;
    original = await startStack({ ...secrets, ...configuration.original, FORM_RATE_LIMIT: '100000' });
  }, 240_000);

  afterAll(async () => {
    await original?.stop();
    await restored?.stop();
    await configuration?.tearDown();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up while 50 applications arrive, and restores into a fresh stack without the erased person', async () => {
    const started = Date.now();
    const stack = original!;
    const job = await firstOpenJob(stack.cmsUrl);
    const site = stack.webUrl;
    const apply = (email: string, index: number, resume: Buffer) =>
      submitApplication(site, {
        job: job.documentId,
        email,
        idempotencyKey: randomBytes(16).toString('hex'),
        resume,
        index,
      });

    // Before the backup: the person erased later applies twice and sends an enquiry.
    const erasedResumes = [pdf(`erased 1 ${tag}`), pdf(`erased 2 ${tag}`)];
    for (const [index, resume] of erasedResumes.entries()) {
      expect((await apply(erased, 900 + index, resume)).toldSuccess).toBe(true);
    }
    const enquiry = await fetch(`${stack.cmsUrl}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { fullName: 'Erased Person', email: erased, message: 'Call me.', service: 'other' },
      }),
    });
    expect(enquiry.status).toBe(201);

    // Before the backup: an employer sends a hiring request with a job description file, another one without.
    const jobDescription = pdf(`job description ${tag}`);
    const withFile = await sendHiringRequest(stack.cmsUrl, `employer.${tag}@example.com`, jobDescription);
    const withoutFile = await sendHiringRequest(stack.cmsUrl, `employer.plain.${tag}@example.com`);

    // 50 applications arrive, one every 80 ms; the backup starts once 10 of them are stored.
    const backupEnv = { ...process.env, ...stack.cmsEnv, BACKUP_KEY: backupKey } as Record<string, string>;
    let startBackup: (run: ReturnType<typeof npmRun>) => void = () => {};
    const backingUp = new Promise<ReturnType<typeof npmRun>>((resolve) => (startBackup = resolve));
    const sent: Array<ReturnType<typeof apply>> = [];
    const resumes = new Map<string, string>();
    let acknowledged = 0;
    for (let index = 0; index < 50; index += 1) {
      const resume = pdf(`arrival ${index} ${tag}`);
      resumes.set(sha256(resume), `arrival ${index}`);
      sent.push(
        apply(`arrival.${index}.${tag}@example.com`, index, resume).then((outcome) => {
          acknowledged += 1;
          if (acknowledged === 10) startBackup(npmRun(['backup', '--', '--out', backupDir], backupEnv));
          return outcome;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    const backedUp = await backingUp;
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const outcomes = await Promise.all(sent);
    expect(outcomes.filter((outcome) => !outcome.toldSuccess)).toEqual([]);
    const [archiveName] = readdirSync(backupDir);
    expect(archiveName).toMatch(/^backup-\d{8}T\d{6}Z\.tar\.age$/);
    const archive = path.join(backupDir, archiveName);
    expect(backedUp.stdout).toContain(`Backed up to ${archive}`);
    // The archive holds no personal data in the clear.
    expect(readFileSync(archive).includes(Buffer.from(erased))).toBe(false);

    const manifest = (await manifestOf(archive, backupEnv)) as Manifest;
    const inArchive = Object.values(manifest.files).filter((file) => resumes.has(file.sha256)).length;
    // Taken while they arrived: some of the 50 are in it, not all.
    expect(inArchive).toBeGreaterThan(0);
    expect(inArchive).toBeLessThan(50);
    expect(manifest.summary.applications).toBe(manifest.applications.length);
    expect(manifest.applications.filter((application) => application.missing)).toEqual([]);
    // The hiring requests with their job description file, in the one resume storage's entries.
    const requests = new Map(manifest.hiringRequests?.map((request) => [request.documentId, request]));
    expect(requests.get(withoutFile)).toEqual({ documentId: withoutFile, jobDescription: null });
    const jobDescriptionKey = requests.get(withFile)?.jobDescription;
    expect(jobDescriptionKey).toEqual(expect.any(String));
    const jobDescriptionEntry = `resumes/${jobDescriptionKey}`;
    expect(manifest.files[jobDescriptionEntry]).toMatchObject({
      size: jobDescription.length,
      sha256: sha256(jobDescription),
    });
    expect(manifest.summary.hiringRequests).toBe(manifest.hiringRequests!.length);
    expect(manifest.summary.jobDescriptionFiles).toBe(
      manifest.hiringRequests!.filter((request) => request.jobDescription).length,
    );
    expect(manifest.summary.resumeFiles + manifest.summary.jobDescriptionFiles).toBe(
      Object.keys(manifest.files).filter((name) => name.startsWith('resumes/')).length,
    );

    // After the backup the person is erased (the back-office's erasure, through the CMS).
    const token = await staffToken(stack.cmsUrl);
    const erasure = await fetch(`${stack.cmsUrl}/api/personal-data/erase`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { email: erased } }),
    });
    expect(erasure.status).toBe(200);
    expect(((await erasure.json()) as { data: { counts: Record<string, number> } }).data.counts).toMatchObject({
      applications: 2,
      enquiries: 1,
    });

    // What the original stack holds: each application of the archive with its resume, as the back-office gives it.
    const cookie = await staffCookie(site);
    const originalHashes = new Map<string, string | null>();
    for (const application of manifest.applications) {
      originalHashes.set(application.documentId, await resumeHash(site, cookie, application.documentId));
    }
    const erasedIds = [...originalHashes].filter(([, hash]) => hash === null).map(([documentId]) => documentId);
    expect(erasedIds).toHaveLength(2);
    for (const application of manifest.applications) {
      const hash = originalHashes.get(application.documentId);
      if (hash) expect(manifest.files[`resumes/${application.resume}`].sha256).toBe(hash);
    }
    const erasedHashes = erasedResumes.map(sha256);
    for (const documentId of erasedIds) {
      const file = manifest.files[`resumes/${manifest.applications.find((a) => a.documentId === documentId)!.resume}`];
      expect(erasedHashes).toContain(file.sha256);
    }

    // Refused, and nothing changed: a damaged archive, a wrong key, a target that is not empty.
    const targetEnv = {
      ...process.env,
      ...secrets,
      ...configuration.target,
      BACKUP_KEY: backupKey,
    } as Record<string, string>;
    const damaged = path.join(backupDir, 'damaged.tar.age');
    const bytes = readFileSync(archive);
    bytes[bytes.length >> 1] ^= 0x01;
    writeFileSync(damaged, bytes);
    const refusedDamaged = await npmRun(['restore', '--', damaged], targetEnv);
    expect(refusedDamaged.code).toBe(1);
    expect(refusedDamaged.stderr).toContain('Restore failed: The archive is damaged or cut short');
    expect(await configuration.targetIsEmpty()).toBe(true);

    const wrongKey = { ...targetEnv, BACKUP_KEY: (await newBackupKey()).identity };
    const refusedKey = await npmRun(['restore', '--', archive], wrongKey);
    expect(refusedKey.code).toBe(1);
    expect(refusedKey.stderr).toContain('Restore failed: This archive cannot be opened with this BACKUP_KEY');
    expect(await configuration.targetIsEmpty()).toBe(true);

    // An archive whose manifest lists the job description file without holding it, or holds other bytes under it.
    const withoutJobDescription = path.join(backupDir, 'without-job-description.tar.age');
    await rewriteArchive(archive, withoutJobDescription, targetEnv, (changed, files) => {
      files.delete(jobDescriptionEntry);
      delete changed.files[jobDescriptionEntry];
    });
    const refusedWithout = await npmRun(['restore', '--', withoutJobDescription], targetEnv);
    expect(refusedWithout.code).toBe(1);
    expect(refusedWithout.stderr).toContain(
      'Restore failed: The archive lacks a hiring request’s job description file that its manifest lists',
    );
    expect(await configuration.targetIsEmpty()).toBe(true);
    const changedJobDescription = path.join(backupDir, 'changed-job-description.tar.age');
    await rewriteArchive(archive, changedJobDescription, targetEnv, (_changed, files) => {
      files.set(jobDescriptionEntry, pdf(`another job description ${tag}`));
    });
    const refusedChanged = await npmRun(['restore', '--', changedJobDescription], targetEnv);
    expect(refusedChanged.code).toBe(1);
    expect(refusedChanged.stderr).toContain(
      `Restore failed: ${jobDescriptionEntry} in the archive does not match its checksum in the manifest.`,
    );
    expect(await configuration.targetIsEmpty()).toBe(true);

    const countsBefore = await tableCountsOf(backupEnv);
    const refusedFull = await npmRun(['restore', '--', archive], backupEnv);
    expect(refusedFull.code).toBe(1);
    expect(refusedFull.stderr).toContain('Restore failed: The target is not empty');
    expect(refusedFull.stderr).toContain('Nothing was changed');
    expect(await tableCountsOf(backupEnv)).toEqual(countsBefore);
    expect(await resumeHash(site, cookie, erasedIds[0])).toBeNull();

    // The database is lost; the erasure log survives it (docs/021-operations.md). Restore into a fresh target.
    await configuration.carryErasureLog(stack);
    await stack.stop();
    original = undefined;
    const restoring = await npmRun(['restore', '--', archive, '--json'], targetEnv);
    expect(restoring.code, restoring.stderr).toBe(0);
    expect(restoring.stdout).toContain(`Restored ${archiveName}`);
    const report = JSON.parse(restoring.stdout.trim().split('\n').at(-1)!) as {
      covers: number;
      resumes: number;
      jobDescriptions: number;
      missing: { resumes: number; jobDescriptions: number };
      erasureLog: { entries: number };
      erasedAgain: { people: number; counts: Record<string, number> };
    };
    expect(report.erasedAgain.people).toBe(1);
    expect(report.erasedAgain.counts).toMatchObject({ applications: 2, resumes: 2, enquiries: 1 });
    expect(report.resumes).toBe(manifest.summary.resumeFiles);
    expect(report.jobDescriptions).toBe(manifest.summary.jobDescriptionFiles);
    expect(report.jobDescriptions).toBeGreaterThan(0);
    expect(report.missing).toEqual({ resumes: 0, jobDescriptions: 0 });
    expect(restoring.stdout).toContain(`${report.jobDescriptions} job description files, each matching its checksum`);

    // The restored tables hold the manifest's counts, less what the erasure's re-application deleted.
    const counts = await tableCountsOf(targetEnv);
    for (const [table, rows] of Object.entries(manifest.tables)) {
      if (!touchedByErasure(table)) expect(counts[table], table).toBe(rows);
    }
    expect(Object.keys(counts).sort()).toEqual(Object.keys(manifest.tables).sort());
    expect(counts.job_applications).toBe(manifest.tables.job_applications - 2);
    expect(counts.contacts).toBe(manifest.tables.contacts - 1);

    // A fresh stack on the restored data serves the board and the back-office.
    restored = await startStack(
      { ...secrets, ...configuration.target, FORM_RATE_LIMIT: '100000' },
      { dataDir: configuration.targetDir },
    );
    const restoredToken = await staffToken(restored.cmsUrl);
    const list = await fetch(`${restored.cmsUrl}/api/job-applications?pagination[pageSize]=1`, {
      headers: { Authorization: `Bearer ${restoredToken}` },
    });
    expect(list.status).toBe(200);
    const total = ((await list.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
    expect(total).toBe(manifest.applications.length - 2);
    const lookup = await fetch(`${restored.cmsUrl}/api/personal-data/find`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${restoredToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { email: erased } }),
    });
    expect(((await lookup.json()) as { data: { counts: Record<string, number> } }).data.counts).toMatchObject({
      applications: 0,
      resumes: 0,
      enquiries: 0,
      emails: 0,
    });

    const restoredCookie = await staffCookie(restored.webUrl);
    for (const application of manifest.applications) {
      const hash = await resumeHash(restored.webUrl, restoredCookie, application.documentId);
      expect(hash, application.documentId).toBe(originalHashes.get(application.documentId));
    }
    // The hiring request's job description file, byte for byte as the employer sent it.
    expect(await jobDescriptionHash(restored.webUrl, restoredCookie, withFile)).toBe(sha256(jobDescription));
    expect(await jobDescriptionHash(restored.webUrl, restoredCookie, withoutFile)).toBeNull();
    const page = await fetch(`${restored.webUrl}/blog/admin/applications`, { headers: { Cookie: restoredCookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Applicant ');

    const { data: jobs } = (await (await fetch(`${restored.cmsUrl}/api/jobs?pagination[pageSize]=1`)).json()) as {
      data: Array<{ title: string }>;
    };
    const board = await fetch(`${restored.webUrl}/blog`);
    expect(board.status).toBe(200);
    expect(await board.text()).toContain(jobs[0].title.replace(/&/g, '&amp;'));
    const [cover] = Object.keys(manifest.files).filter((name) => name.startsWith('covers/'));
    const image = await fetch(`${restored.webUrl}/uploads/${cover.slice('covers/'.length)}`);
    expect(image.status).toBe(200);
    expect(sha256(new Uint8Array(await image.arrayBuffer()))).toBe(manifest.files[cover].sha256);

    // With --force the restore replaces a target that is not empty (the CMS stopped first; killed here, so that
    // SQLite's write-ahead log is left behind as a crash leaves it), with the same checks.
    const cms = restored.cmsProcess();
    restored.killCms();
    if (cms.exitCode === null && cms.signalCode === null) await once(cms, 'exit');
    const forced = await npmRun(['restore', '--', archive, '--force', '--json'], targetEnv);
    expect(forced.code, forced.stderr).toBe(0);
    const forcedReport = JSON.parse(forced.stdout.trim().split('\n').at(-1)!) as typeof report;
    expect(forcedReport.erasedAgain.people).toBe(1);
    const forcedCounts = await tableCountsOf(targetEnv);
    expect(forcedCounts.job_applications).toBe(manifest.tables.job_applications - 2);
    expect(forcedCounts.jobs).toBe(manifest.tables.jobs);

    // An archive of the version before job description files were backed up (no `hiringRequests`, no such files)
    // still restores, its resumes as before.
    const legacy = path.join(backupDir, 'legacy.tar.age');
    await rewriteArchive(archive, legacy, targetEnv, (changed, files) => {
      for (const request of changed.hiringRequests ?? []) {
        if (!request.jobDescription) continue;
        files.delete(`resumes/${request.jobDescription}`);
        delete changed.files[`resumes/${request.jobDescription}`];
      }
      delete changed.hiringRequests;
      for (const name of ['hiringRequests', 'jobDescriptions', 'jobDescriptionFiles']) delete changed.summary[name];
    });
    const legacyRestore = await npmRun(['restore', '--', legacy, '--force', '--json'], targetEnv);
    expect(legacyRestore.code, legacyRestore.stderr).toBe(0);
    const legacyReport = JSON.parse(legacyRestore.stdout.trim().split('\n').at(-1)!) as typeof report;
    expect(legacyReport.resumes).toBe(manifest.summary.resumeFiles);
    expect(legacyReport.jobDescriptions).toBe(0);
    expect(legacyReport.erasedAgain.people).toBe(1);
    expect((await tableCountsOf(targetEnv)).job_applications).toBe(manifest.tables.job_applications - 2);
    console.log(
      `restore drill (${configuration.name}): ${((Date.now() - started) / 1000).toFixed(1)} s after start-up`,
    );
  }, 300_000);
});
