/**
 * Backups and restores of everything the CMS keeps (docs/021-operations.md "Backups and the restore drill"), for
 * `npm run backup` (scripts/backup.mjs) and `npm run restore` (scripts/restore.mjs). Both read the CMS's own
 * environment (`cmsEnvironment`) and work through its own config and modules (./backup-target.mjs): the same
 * database (`DATABASE_CLIENT`, `DATABASE_FILENAME` or `DATABASE_URL`), cover folder or bucket, resume folder or bucket
 * and erasure log.
 *
 * An archive (./backup-archive.mjs: a tar encrypted with age) holds, in this order:
 * - `database/data.db`: a consistent SQLite snapshot taken by SQLite's online backup API (better-sqlite3's
 *   `db.backup()`) while the CMS writes, never a copy of the live file and its WAL; or `database/cms.dump`: `pg_dump`'s
 *   custom format, taken in a snapshot whose row counts go into the manifest (`pg_export_snapshot`);
 * - `covers/<name>`: the media library's files (the upload folder, or the covers' bucket less the resumes' and the
 *   erasure log's prefixes);
 * - `resumes/<storage key>`: the resume of every application and the job description file of every hiring request in
 *   the snapshot (both are kept in the one resume storage, docs/024-employers.md "The form at /hire");
 * - `erasure-log.jsonl`: the erasure log as it was (keyed hashes only; apps/cms/src/lib/erasure-log.ts);
 * - `manifest.json`, last: row counts per table, the applications with their resume, the hiring requests with their
 *   job description file (`hiringRequests`; an archive written before them has none, and restores as it did), and each
 *   file's size and SHA-256.
 *
 * A restore decrypts the archive into a private staging folder (it needs that much free disk in `TMPDIR`), checks
 * every file against the manifest and the database's row counts (SQLite: in the staged snapshot; PostgreSQL: inside
 * the one transaction that loads the dump, which rolls back on any difference), all before it writes anything; then
 * writes the files, the database and the erasure log, and erases again everyone the erasure log names
 * (scripts/lib/reapply-erasures.mjs, through the CMS's own erasure code).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseEnv } from 'node:util';
import { ARCHIVE_FORMAT, archiveWriter, BackupError, backupKeyOf, MANIFEST, readArchive } from './backup-archive.mjs';
import { cmsLib, contentsOf, summaryOf, targetOf } from './backup-target.mjs';
import { ENV_FILE, ROOT } from './env.mjs';
import { CMS_DIR } from './processes.mjs';

export { BackupError, newBackupKey } from './backup-archive.mjs';
export { tableCountsOf } from './backup-target.mjs';

/** The erasure log's entry in an archive. */
const ERASURE_LOG_ENTRY = 'erasure-log.jsonl';

/**
 * The environment the CMS runs with: the root `.env` that `npm start` reads (development), overridden by the real
 * environment (production sets everything there). Nothing is generated or required here.
 */
export function cmsEnvironment(base = process.env) {
  const fromFile = existsSync(ENV_FILE) ? parseEnv(readFileSync(ENV_FILE, 'utf8')) : {};
  return { ...fromFile, ...base };
}

/**
 * The file of each record in `manifest`, as `{ kind, documentId, storageKey, missing }`: the applications' resumes
 * (`kind` `resume`) and the hiring requests' job description files (`jobDescription`; none in an archive written before
 * they were backed up). Records without a file are left out.
 * @throws BackupError for lists that are not a manifest's.
 */
function filesOfRecords(manifest) {
  const records = [
    ['resume', 'applications', manifest.applications ?? []],
    ['jobDescription', 'hiringRequests', manifest.hiringRequests ?? []],
  ];
  const files = [];
  for (const [kind, list, rows] of records) {
    const wrong = () => new BackupError(`The archive’s manifest lists its ${list} wrongly: it is not ours.`);
    if (!Array.isArray(rows)) throw wrong();
    for (const row of rows) {
      const storageKey = row?.[kind];
      if (storageKey === null || storageKey === undefined) continue;
      if (typeof storageKey !== 'string') throw wrong();
      files.push({ kind, documentId: row.documentId, storageKey, missing: row.missing === true });
    }
  }
  return files;
}

/** A timestamp for file names: `20260301T031500Z`. */
export function archiveStamp(now) {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * `npm run backup`: one archive of everything the CMS of `env` keeps, written to `outDir` as
 * `backup-<UTC time>.tar.age` (mode 0600; `.partial` until complete), while the CMS runs.
 * @returns {{ file: string, bytes: number, manifest: object, missingResumes: number, missingJobDescriptions: number }}
 *   (`missing…`: files whose record was deleted after the snapshot, so they were gone when copied)
 * @throws BackupError (for the operator) or the storage's errors; a failed backup leaves no archive.
 */
export async function backup({ env, outDir, now = new Date() }) {
  const target = targetOf(env);
  const { recipient } = await backupKeyOf(env);
  await fs.mkdir(outDir, { recursive: true, mode: 0o700 });
  const file = path.join(outDir, `backup-${archiveStamp(now)}.tar.age`);
  const partial = `${file}.partial`;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-backup-'));
  let writer;
  try {
    // The database first: files written after it are of records it does not hold (they are left out).
    const snapshot = await target.database.snapshot(staging);
    writer = await archiveWriter(partial, recipient);
    const files = {};
    const add = async (name, opened, meta = {}) => {
      files[name] = { ...(await writer.add(name, opened.stream, opened.size)), ...meta };
    };
    await add(target.database.entry, {
      stream: createReadStream(snapshot.file),
      size: (await fs.stat(snapshot.file)).size,
    });
    for await (const name of target.covers.list()) {
      const opened = await target.covers.open(name).catch((error) => {
        if (error.code === 'ENOENT') return null; // deleted since it was listed
        throw error;
      });
      if (opened) await add(`covers/${name}`, opened, opened.contentType ? { contentType: opened.contentType } : {});
    }
    // The files of the snapshot's records, in the one resume storage: a deleted record's file may be gone since.
    const copyFilesOf = async (records, field) => {
      const listed = [];
      let missing = 0;
      let copied = 0;
      for (const { documentId, storageKey } of records) {
        const record = { documentId, [field]: storageKey ?? null };
        if (storageKey && !files[`resumes/${storageKey}`]) {
          const opened = target.isStorageKey(storageKey)
            ? await target.resumes.open(storageKey).catch((error) => {
                if (error.code === 'ENOENT') return null; // its record was deleted after the snapshot
                throw error;
              })
            : null;
          if (opened) {
            await add(`resumes/${storageKey}`, opened);
            copied += 1;
          } else {
            record.missing = true;
            missing += 1;
          }
        }
        listed.push(record);
      }
      return { listed, missing, copied };
    };
    const resumes = await copyFilesOf(snapshot.applications, 'resume');
    const jobDescriptions = await copyFilesOf(snapshot.hiringRequests, 'jobDescription');
    const entries = await target.erasureLog.entries();
    const log = Buffer.from(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    await add(ERASURE_LOG_ENTRY, { stream: Readable.from([log]), size: log.length });
    const manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      database: {
        client: target.database.client,
        file: target.database.entry,
        ...(target.database.schema ? { schema: target.database.schema } : {}),
        ...(snapshot.serverMajor ? { serverMajor: snapshot.serverMajor } : {}),
      },
      summary: {
        ...summaryOf(snapshot),
        coverFiles: Object.keys(files).filter((name) => name.startsWith('covers/')).length,
        resumeFiles: resumes.copied,
        jobDescriptionFiles: jobDescriptions.copied,
        erasureLogEntries: entries.length,
      },
      tables: snapshot.tables,
      applications: resumes.listed,
      hiringRequests: jobDescriptions.listed,
      files,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST, Readable.from([text]), text.length);
    await writer.finish();
    await fs.rename(partial, file);
    return {
      file,
      bytes: (await fs.stat(file)).size,
      manifest,
      missingResumes: resumes.missing,
      missingJobDescriptions: jobDescriptions.missing,
    };
  } catch (error) {
    writer?.abort(error);
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * The manifest of `archive` (decrypted with `BACKUP_KEY` of `env` into a temp folder, checked, then deleted): what
 * a backup holds, for the drill's checks and for an operator's look.
 */
export async function manifestOf(archive, env) {
  const { identity } = await backupKeyOf(env);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    return (await readArchive(archive, identity, staging)).manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

// --- Restoring ----------------------------------------------------------------------------------------------------

/** The erasure log entries of a staged `erasure-log.jsonl`. @throws BackupError for a line that is not one. */
async function stagedErasures(file) {
  const text = file ? await fs.readFile(file, 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new BackupError('The archive’s erasure log is not one of ours.');
      }
    });
}

/**
 * Erases again everyone the target's erasure log names, through the CMS's own erasure code: a child process loads
 * the built CMS on the target (scripts/lib/reapply-erasures.mjs) and runs its `reapplyErasureLog`.
 * @returns {{ entries: number, people: number, counts: Record<string, number> }}
 * @throws BackupError when it fails (its output is on the terminal).
 */
export async function reapplyErasures(env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'lib', 'reapply-erasures.mjs')], {
    cwd: CMS_DIR,
    // Its own run of the CMS only erases: no outbox round (the longest timer Node allows), no demo content.
    env: { ...env, OUTBOX_POLL_MS: '2147483647', SEED_DEMO: 'false' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let result = null;
  child.on('message', (message) => {
    result = message;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0 || !result) {
    throw new BackupError(
      'The erasure log could not be re-applied (see above). Do not start the CMS until ' +
        '`npm run restore -- --reapply-erasures` succeeds.',
    );
  }
  return result;
}

/**
 * `npm run restore`: puts `archive` back into the target of `env` (its database, cover and resume storage), which
 * must be empty unless `force` (then the database is replaced, files of the archive overwrite those of the same name,
 * and other files stay: the CMS removes resumes without an application at its next start). In order: the target's
 * emptiness, the key, the archive decrypted into a staging folder and checked against its manifest (checksums; SQLite's
 * row counts), the erasure logs' key — all before anything changes; then the covers, the resumes, the database (on
 * PostgreSQL, counts checked inside its transaction), the archive's erasure log merged into the target's, and the
 * erasure log re-applied. The resume storage gets the applications' resumes and the hiring requests' job description
 * files (an archive without `hiringRequests`, written before they were backed up, holds resumes only). `log` receives
 * progress lines.
 * @returns the manifest, what was written (`covers`, `resumes`, `jobDescriptions`: files), the files the backup found
 *   gone (`missing.resumes`, `missing.jobDescriptions`), and what the erasure log's re-application deleted.
 * @throws BackupError (for the operator): a non-empty target, a wrong key, a damaged archive; nothing is changed then.
 */
export async function restore({ env, archive, force = false, log = () => {} }) {
  const target = targetOf(env);
  const { identity } = await backupKeyOf(env);
  const { erasureKeyId, erasureLogKey } = cmsLib('erasure-log');
  let logKey;
  try {
    logKey = erasureLogKey(env);
  } catch (error) {
    throw new BackupError(error.message);
  }
  // Reads the whole target even with `force`: a database or bucket out of reach stops the restore before it starts.
  const probeTarget = async () => {
    const filled = await contentsOf(target);
    if (filled.length > 0 && !force) {
      throw new BackupError(
        `The target is not empty: ${filled.join('; ')}. Restore into an empty database and storage, or add --force ` +
          'to replace them. Nothing was changed.',
      );
    }
  };
  await probeTarget();
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    log(`Decrypting and checking ${archive}…`);
    const { manifest, staged } = await readArchive(archive, identity, staging);
    if (manifest.database.file !== target.database.entry) {
      throw new BackupError(
        `The archive holds a ${manifest.database.client} database; the target is ${target.database.label}.`,
      );
    }
    if (manifest.database.schema && manifest.database.schema !== target.database.schema) {
      throw new BackupError(`The archive's schema is ${manifest.database.schema}; DATABASE_SCHEMA must be the same.`);
    }
    await target.database.verify(staged.get(manifest.database.file), manifest);
    const archived = await stagedErasures(staged.get(ERASURE_LOG_ENTRY));
    const present = await target.erasureLog.entries();
    const keyId = erasureKeyId(logKey);
    const foreign = [...archived, ...present].filter((entry) => entry.keyId !== keyId).length;
    if (foreign > 0) {
      throw new BackupError(
        `${foreign} erasure log entries were written with another ERASURE_LOG_KEY: restore with the key the CMS had ` +
          'then, or erased people could come back. Nothing was changed.',
      );
    }
    const names = Object.keys(manifest.files);
    const coverNames = names.filter((name) => name.startsWith('covers/'));
    const resumeNames = names.filter((name) => name.startsWith('resumes/'));
    for (const name of resumeNames) {
      if (!target.isStorageKey(name.slice('resumes/'.length)))
        throw new BackupError(`${name} is not a resume of ours.`);
    }
    // Every resume and job description file the manifest's records name is in the archive, unless the backup found
    // it gone (`missing`); the archive's files were checked against their sizes and SHA-256 as they were decrypted.
    const recordFiles = filesOfRecords(manifest);
    for (const { kind, storageKey, missing } of recordFiles) {
      if (!missing && !manifest.files[`resumes/${storageKey}`]) {
        const what = kind === 'resume' ? 'an application’s resume' : 'a hiring request’s job description file';
        throw new BackupError(`The archive lacks ${what} that its manifest lists: it is damaged or not ours.`);
      }
    }
    const jobDescriptionNames = new Set(
      recordFiles.filter((file) => file.kind === 'jobDescription').map((file) => `resumes/${file.storageKey}`),
    );
    const missing = {
      resumes: recordFiles.filter((file) => file.kind === 'resume' && file.missing).length,
      jobDescriptions: recordFiles.filter((file) => file.kind === 'jobDescription' && file.missing).length,
    };
    for (const name of coverNames) {
      if (/^(resumes|erasure-log)\//.test(name.slice('covers/'.length))) {
        throw new BackupError(`${name} would overwrite private storage: the archive is not ours.`);
      }
    }
    log(`Checked ${names.length} files against their checksums and ${Object.keys(manifest.tables).length} tables.`);
    await probeTarget();

    // From here on the target changes.
    for (const name of coverNames) {
      await target.covers.write(name.slice('covers/'.length), staged.get(name), manifest.files[name]);
    }
    // The applications' resumes and the hiring requests' job description files alike, into the one resume storage.
    for (const name of resumeNames) await target.resumes.write(name.slice('resumes/'.length), staged.get(name));
    const jobDescriptions = resumeNames.filter((name) => jobDescriptionNames.has(name)).length;
    log(
      `Wrote ${coverNames.length} cover files, ${resumeNames.length - jobDescriptions} resumes and ` +
        `${jobDescriptions} job description files.`,
    );
    await target.database.install(staged.get(manifest.database.file), manifest, { force });
    log(`Restored the database (${target.database.label}).`);
    // The archive's entries the target's log lacks (the log was lost, or this is a new machine) join it.
    const known = new Set(present.map((entry) => entry.hash));
    const added = [];
    for (const entry of archived) {
      if (known.has(entry.hash)) continue;
      known.add(entry.hash);
      added.push(entry);
      await target.erasureLog.append(entry);
    }
    log('Re-applying the erasure log…');
    const erasures = await reapplyErasures(env);
    return {
      manifest,
      covers: coverNames.length,
      resumes: resumeNames.length - jobDescriptions,
      jobDescriptions,
      missing,
      erasureLog: { entries: erasures.entries, addedFromArchive: added.length },
      erasedAgain: { people: erasures.people, counts: erasures.counts },
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
