/**
 * Backups and restores of everything the CMS keeps (docs/021-operations.md "Backups and the restore drill"), for
 * `npm run backup` (scripts/backup.mjs) and `npm run restore` (scripts/restore.mjs). Both read the CMS's own
 * environment (`cmsEnvironment`) and its own modules (the built `apps/cms/dist`): the same database (`DATABASE_CLIENT`,
 * `DATABASE_FILENAME` or `DATABASE_URL`), cover folder or bucket, resume folder or bucket and erasure log.
 *
 * An archive is a tar (tar-stream) of:
 * - `database/data.db`: a consistent SQLite snapshot taken by SQLite's online backup API (better-sqlite3's
 *   `db.backup()`) while the CMS writes, never a copy of the live file and its WAL; or `database/cms.dump`: `pg_dump`'s
 *   custom format, taken in a snapshot whose row counts go into the manifest (`pg_export_snapshot`);
 * - `covers/<name>`: the media library's files (the upload folder, or the covers' bucket less the resumes' and the
 *   erasure log's prefixes);
 * - `resumes/<storage key>`: the resume of every application in the snapshot;
 * - `erasure-log.jsonl`: the erasure log as it was (keyed hashes only; apps/cms/src/lib/erasure-log.ts);
 * - `manifest.json`, last: row counts per table, the applications with their resume, and each file's size and SHA-256.
 * encrypted as it is written with age (`age-encryption`, to the recipient of `BACKUP_KEY`): age is a small, specified
 * format with authenticated encryption in 64 KiB chunks (ChaCha20-Poly1305), so an archive of any size is encrypted
 * and decrypted as a stream, a changed or cut archive fails to decrypt instead of giving wrong bytes, and an operator
 * can open an archive without this code (`age -d -i key.txt`, Debian's `age`). Nothing is held whole in memory but
 * the manifest (about 100 bytes per application): memory stays flat whatever the archive's size.
 *
 * A restore decrypts the archive into a private staging folder (it needs that much free disk in `TMPDIR`), checks
 * every file against the manifest and the database's row counts (SQLite: in the staged snapshot; PostgreSQL: inside
 * the one transaction that loads the dump, which rolls back on any difference), all before it writes anything; then
 * writes the files, the database and the erasure log, and erases again everyone the erasure log names
 * (scripts/lib/reapply-erasures.mjs, through the CMS's own erasure code).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseEnv } from 'node:util';
import * as age from 'age-encryption';
import tar from 'tar-stream';
import { ENV_FILE, ROOT } from './env.mjs';
import { CMS_DIR } from './processes.mjs';
import { postgresClientBin } from './setup.mjs';

/** The archive format this code writes and reads. */
export const ARCHIVE_FORMAT = 'agency-backup/1';

const MANIFEST = 'manifest.json';
const ERASURE_LOG_ENTRY = 'erasure-log.jsonl';
const SQLITE_ENTRY = 'database/data.db';
const POSTGRES_ENTRY = 'database/cms.dump';

/** A failure whose message is for the operator as it is (the scripts print it without a stack and exit 1). */
export class BackupError extends Error {}

// The CMS's own dependencies and built modules: the backup works on the CMS's data with the CMS's code.
const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));

/**
 * A module of the built CMS (`apps/cms/dist/src/lib/<name>.js`).
 * @throws BackupError when the CMS is not built.
 */
function cmsLib(name) {
  const file = path.join(CMS_DIR, 'dist', 'src', 'lib', `${name}.js`);
  if (!existsSync(file)) throw new BackupError('The CMS is not built: run `npm run build` first.');
  return cmsRequire(file);
}

/**
 * The environment the CMS runs with: the root `.env` that `npm start` reads (development), overridden by the real
 * environment (production sets everything there). Nothing is generated or required here.
 */
export function cmsEnvironment(base = process.env) {
  const fromFile = existsSync(ENV_FILE) ? parseEnv(readFileSync(ENV_FILE, 'utf8')) : {};
  return { ...fromFile, ...base };
}

/** A timestamp for file names: `20260301T031500Z`. */
export function archiveStamp(now) {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

// --- The key ------------------------------------------------------------------------------------------------------

/** A new key for `BACKUP_KEY`: an age secret key (`AGE-SECRET-KEY-1…`) and its public recipient (`age1…`). */
export async function newBackupKey() {
  const identity = await age.generateIdentity();
  return { identity, recipient: await age.identityToRecipient(identity) };
}

/**
 * `BACKUP_KEY` of `env` (an age secret key) and its recipient.
 * @throws BackupError when it is unset or not an age secret key.
 */
export async function backupKeyOf(env) {
  const identity = (env.BACKUP_KEY ?? '').trim();
  if (!identity) {
    throw new BackupError('BACKUP_KEY is not set: make one with `npm run backup -- --new-key` and keep it safe.');
  }
  try {
    return { identity, recipient: await age.identityToRecipient(identity) };
  } catch {
    throw new BackupError(
      'BACKUP_KEY is not an age secret key (AGE-SECRET-KEY-1…): see `npm run backup -- --new-key`.',
    );
  }
}

// --- Where the CMS keeps things -----------------------------------------------------------------------------------

/** `text` as a quoted SQL identifier. */
const identifier = (text) => `"${text.replace(/"/g, '""')}"`;

/** `text` as an SQL string literal. */
const literal = (text) => `'${text.replace(/'/g, "''")}'`;

/** An error of a missing file or object, as `fs` throws it. */
const notFound = (what) => Object.assign(new Error(`${what} is missing`), { code: 'ENOENT' });

/** Every file under `dir` (recursively, names relative to it with `/`), skipping names that start with a dot. */
async function* filesUnder(dir, prefix = '') {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, name);
    else if (entry.isFile()) yield name;
  }
}

/** `name` inside `dir`. @throws BackupError for a name that would leave it (`..`, an absolute path). */
function inside(dir, name) {
  const resolved = path.resolve(dir, name);
  if (!resolved.startsWith(dir + path.sep) || name.split('/').some((part) => part === '..' || part === '')) {
    throw new BackupError(`The archive names a file outside its folder (${JSON.stringify(name)}): it is not ours.`);
  }
  return resolved;
}

/**
 * Files in a local folder: `accept(name)` says which are ours. Written with `fileMode` (folders 0700 when created).
 * `open` gives `{ stream, size }`; a missing file throws an ENOENT error.
 */
function localFolder(label, dir, { accept = () => true, fileMode = 0o644 } = {}) {
  return {
    label: `the ${label} folder ${dir}`,
    async *list() {
      for await (const name of filesUnder(dir)) if (accept(name)) yield name;
    },
    async open(name) {
      const file = inside(dir, name);
      const stats = await fs.stat(file).catch(() => null);
      if (!stats?.isFile()) throw notFound(name);
      return { stream: createReadStream(file), size: stats.size };
    },
    async write(name, source) {
      const file = inside(dir, name);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.copyFile(source, file);
      await fs.chmod(file, fileMode);
    },
  };
}

/**
 * Objects of `bucket` under `prefix` (their names without it), less those under `exclude`; written with `acl` (the
 * covers: `public-read`, as the CMS's upload provider writes them; resumes: none) and the content type they had.
 */
function s3Objects(label, client, bucket, prefix, { exclude = [], acl, accept = () => true } = {}) {
  const { GetObjectCommand, PutObjectCommand, paginateListObjectsV2 } = cmsRequire('@aws-sdk/client-s3');
  return {
    label: `the ${label} in s3://${bucket}/${prefix}`,
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key ?? '';
          if (exclude.some((excluded) => key.startsWith(excluded))) continue;
          const name = key.slice(prefix.length);
          if (name && accept(name)) yield name;
        }
      }
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }));
        return { stream: object.Body, size: Number(object.ContentLength), contentType: object.ContentType };
      } catch (error) {
        if (error.name === 'NoSuchKey') throw notFound(name);
        throw error;
      }
    },
    async write(name, source, { contentType } = {}) {
      const { size } = await fs.stat(source);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${name}`,
          Body: createReadStream(source),
          ContentLength: size,
          ...(contentType ? { ContentType: contentType } : {}),
          ...(acl ? { ACL: acl } : {}),
        }),
      );
    },
  };
}

/**
 * How the CMS of `env` is connected to PostgreSQL (apps/cms/config/database.ts): `DATABASE_URL`, else `DATABASE_HOST`,
 * `DATABASE_PORT`, `DATABASE_NAME`, `DATABASE_USERNAME`, `DATABASE_PASSWORD`; `DATABASE_SSL`. For the `pg` client, and
 * for PostgreSQL's programs: `--dbname` and PG* variables, the password only in `PGPASSWORD` (never on a command line,
 * which other users of the machine can read).
 */
function postgresConnection(env) {
  const ssl = env.DATABASE_SSL === 'true';
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    const password = decodeURIComponent(url.password);
    url.password = '';
    return {
      client: { connectionString: env.DATABASE_URL, ...(ssl ? { ssl: true } : {}) },
      dbname: url.toString(),
      name: decodeURIComponent(url.pathname.slice(1)),
      env: { ...(password ? { PGPASSWORD: password } : {}), ...(ssl ? { PGSSLMODE: 'require' } : {}) },
    };
  }
  const parts = {
    host: env.DATABASE_HOST || 'localhost',
    port: Number(env.DATABASE_PORT || 5432),
    database: env.DATABASE_NAME || 'strapi',
    user: env.DATABASE_USERNAME || 'strapi',
    password: env.DATABASE_PASSWORD || 'strapi',
  };
  return {
    client: { ...parts, ...(ssl ? { ssl: true } : {}) },
    dbname: parts.database,
    name: parts.database,
    env: {
      PGHOST: parts.host,
      PGPORT: String(parts.port),
      PGUSER: parts.user,
      PGPASSWORD: parts.password,
      ...(ssl ? { PGSSLMODE: 'require' } : {}),
    },
  };
}

/** The applications in a snapshot with their resume's storage key (Strapi's tables of the job-application type). */
const APPLICATIONS_SQL = (schema) => {
  const table = (name) => (schema ? `${identifier(schema)}.${identifier(name)}` : identifier(name));
  return `SELECT a.document_id AS "documentId", r.storage_key AS "storageKey"
    FROM ${table('job_applications')} a
    LEFT JOIN ${table('job_applications_cmps')} c
      ON c.entity_id = a.id AND c.field = 'resume' AND c.component_type = 'application.resume'
    LEFT JOIN ${table('components_application_resumes')} r ON r.id = c.cmp_id
    ORDER BY a.id`;
};

/** What the manifest sums up, from its tables' row counts: the kinds an operator checks after a restore. */
function summaryOf(tables, articles) {
  const rows = (name) => tables[name] ?? 0;
  return {
    applications: rows('job_applications'),
    resumes: rows('components_application_resumes'),
    notes: rows('application_notes'),
    jobs: rows('jobs'),
    articles,
    enquiries: rows('contacts'),
    jobAlerts: rows('job_alerts'),
    emails: rows('email_outbox'),
    staff: rows('up_users'),
    mediaFiles: rows('files'),
  };
}

/** A SQLite database file: its tables' row counts, the applications, and the number of articles (documents). */
function readSqlite(Database, file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all();
    const tables = Object.fromEntries(
      names.map((name) => [
        name,
        db
          .prepare(`SELECT count(*) FROM ${identifier(name)}`)
          .pluck()
          .get(),
      ]),
    );
    const applications = names.includes('job_applications') ? db.prepare(APPLICATIONS_SQL()).all() : [];
    const articles = names.includes('articles')
      ? db.prepare('SELECT count(DISTINCT document_id) FROM articles').pluck().get()
      : 0;
    return { tables, applications, articles };
  } finally {
    db.close();
  }
}

/**
 * The CMS's SQLite file (`DATABASE_FILENAME`, relative paths from apps/cms as the CMS's config resolves them).
 */
function sqliteDatabase(env) {
  const file = path.resolve(CMS_DIR, env.DATABASE_FILENAME || '.tmp/data.db');
  const Database = cmsRequire('better-sqlite3');
  return {
    client: 'sqlite',
    entry: SQLITE_ENTRY,
    label: `SQLite ${file}`,
    /** How many tables it has (0: no file, or an empty one). @throws BackupError for a file that is not a database. */
    async tableCount() {
      if (!existsSync(file) || (await fs.stat(file)).size === 0) return 0;
      try {
        const db = new Database(file, { readonly: true, fileMustExist: true });
        try {
          return db
            .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            .pluck()
            .get();
        } finally {
          db.close();
        }
      } catch (error) {
        throw new BackupError(`${file} is not a SQLite database (${error.message}).`);
      }
    },
    /** The row count of each table now. */
    async counts() {
      return readSqlite(Database, file).tables;
    },
    /**
     * A consistent copy made while the CMS runs: SQLite's online backup API copies the pages of one read
     * transaction (and starts again when another connection writes meanwhile), so the copy is the database as it was
     * at one instant, committed transactions only. The copy leaves WAL mode (the CMS sets it again when it opens it).
     */
    async snapshot(staging) {
      if (!existsSync(file)) throw new BackupError(`No database at ${file}: is DATABASE_FILENAME right?`);
      const copy = path.join(staging, 'data.db');
      const source = new Database(file, { fileMustExist: true, timeout: 10_000 });
      try {
        // All remaining pages in each step after the first: a step restarted by a write copies everything again.
        await source.backup(copy, { progress: () => 1 << 30 });
      } finally {
        source.close();
      }
      const db = new Database(copy);
      try {
        db.pragma('journal_mode = DELETE');
        const check = db.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new BackupError(`The snapshot of ${file} fails SQLite's check: ${check}.`);
      } finally {
        db.close();
      }
      return { file: copy, ...readSqlite(Database, copy) };
    },
    /** Checks the staged copy: SQLite's integrity check, then the tables and their row counts of the manifest. */
    async verify(staged, manifest) {
      let read;
      try {
        const db = new Database(staged, { readonly: true, fileMustExist: true });
        try {
          const check = db.pragma('integrity_check', { simple: true });
          if (check !== 'ok') throw new Error(check);
        } finally {
          db.close();
        }
        read = readSqlite(Database, staged);
      } catch (error) {
        throw new BackupError(`The archive's database fails SQLite's check (${error.message}).`);
      }
      compareTables(read.tables, manifest.tables);
    },
    /**
     * Puts the staged copy in place: written beside the target, flushed, then renamed over it (a crash leaves the old
     * file or the new one, never half of one). `force` also removes the old file's WAL and shared-memory files.
     */
    async install(staged, _manifest, { force }) {
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const next = `${file}.restoring-${process.pid}`;
      await fs.copyFile(staged, next);
      const handle = await fs.open(next, 'r+');
      await handle.sync();
      await handle.close();
      if (force) for (const extra of ['-wal', '-shm', '-journal']) await fs.rm(`${file}${extra}`, { force: true });
      await fs.rename(next, file);
    },
  };
}

/** Compares row counts read from a restored database with the manifest's. @throws BackupError naming a difference. */
function compareTables(found, expected) {
  const names = new Set([...Object.keys(found), ...Object.keys(expected)]);
  for (const name of [...names].sort()) {
    if (found[name] !== expected[name]) {
      throw new BackupError(
        `The archive's database does not match its manifest: table ${name} has ${found[name] ?? 'no'} rows where ` +
          `the manifest counts ${expected[name] ?? 'no table'}. The archive is damaged; nothing was changed.`,
      );
    }
  }
}

/** Runs `command`, collecting its standard error; resolves with its exit code. */
function runProgram(command, args, { env, stdin, stdout } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: [stdin ? 'pipe' : 'ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const done = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? signal, errors: errors.trim() }));
  });
  return { child, done };
}

/** The CMS's PostgreSQL database (`DATABASE_CLIENT=postgres`), schema `DATABASE_SCHEMA` (default `public`). */
function postgresDatabase(env) {
  const connection = postgresConnection(env);
  const schema = env.DATABASE_SCHEMA || 'public';
  const pg = cmsRequire('pg');
  const connect = async () => {
    const client = new pg.Client(connection.client);
    await client.connect();
    return client;
  };
  /** The folder of the client programs matching the server's major version. */
  const programs = async (client) => {
    const number = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
    const major = Math.floor(number / 10_000);
    const bin = postgresClientBin(major);
    if (!bin) {
      throw new BackupError(
        `PostgreSQL's client programs for a version ${major} server are missing: ` +
          `run "sudo apt-get install -y postgresql-client-${major}".`,
      );
    }
    return { bin, major };
  };
  const tableNames = async (client) =>
    (
      await client.query(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
        [schema],
      )
    ).rows.map((row) => row.table_name);
  const countRows = async (client, names) => {
    const tables = {};
    for (const name of names) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${identifier(schema)}.${identifier(name)}`);
      tables[name] = rows[0].n;
    }
    return tables;
  };
  return {
    client: 'postgres',
    entry: POSTGRES_ENTRY,
    label: `PostgreSQL database ${connection.name}, schema ${schema}`,
    schema,
    async tableCount() {
      const client = await connect();
      try {
        return (await tableNames(client)).length;
      } finally {
        await client.end();
      }
    },
    async counts() {
      const client = await connect();
      try {
        return await countRows(client, await tableNames(client));
      } finally {
        await client.end();
      }
    },
    /**
     * `pg_dump` (custom format) of the snapshot of one read-only transaction (`pg_export_snapshot`, `--snapshot`),
     * whose row counts and applications the same transaction reads: the manifest describes exactly the dump.
     */
    async snapshot(staging) {
      const client = await connect();
      try {
        const { bin, major } = await programs(client);
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const snapshotId = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
        const names = await tableNames(client);
        const tables = await countRows(client, names);
        const applications = names.includes('job_applications')
          ? (await client.query(APPLICATIONS_SQL(schema))).rows
          : [];
        const articles = names.includes('articles')
          ? (
              await client.query(
                `SELECT count(DISTINCT document_id)::int AS n FROM ${identifier(schema)}.${identifier('articles')}`,
              )
            ).rows[0].n
          : 0;
        const file = path.join(staging, 'cms.dump');
        const dump = runProgram(
          path.join(bin, 'pg_dump'),
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--snapshot=${snapshotId}`,
            `--file=${file}`,
            `--dbname=${connection.dbname}`,
          ],
          { env: connection.env },
        );
        const { code, errors } = await dump.done;
        if (code !== 0) throw new BackupError(`pg_dump failed (${code}): ${errors}`);
        await client.query('COMMIT');
        return { file, tables, applications, articles, serverMajor: major };
      } finally {
        await client.end();
      }
    },
    /** Nothing to check before the load: the row counts are checked inside its transaction (`install`). */
    async verify() {},
    /**
     * Loads the dump in one transaction (`pg_restore` to SQL, run by `psql --single-transaction`): first, with `force`,
     * the schema dropped and made again, else a check that it has no table; then the dump; then the row count of
     * every table and the number of tables against the manifest. Any error or difference rolls everything back.
     */
    async install(staged, manifest, { force }) {
      const client = await connect();
      let bin;
      try {
        ({ bin } = await programs(client));
      } finally {
        await client.end();
      }
      const before = force
        ? `DROP SCHEMA IF EXISTS ${identifier(schema)} CASCADE;\nCREATE SCHEMA ${identifier(schema)};\n`
        : `DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = ${literal(schema)}) THEN
    RAISE EXCEPTION 'the database is not empty';
  END IF;
END $$;\n`;
      const checks = Object.entries(manifest.tables).map(
        ([name, rows]) => `  SELECT count(*) INTO n FROM ${identifier(schema)}.${identifier(name)};
  IF n <> ${Number(rows)} THEN
    RAISE EXCEPTION 'table % has % rows where the manifest counts %', ${literal(name)}, n, ${Number(rows)};
  END IF;`,
      );
      const after = `DO $$ DECLARE n bigint; BEGIN
${checks.join('\n')}
  SELECT count(*) INTO n FROM information_schema.tables
    WHERE table_schema = ${literal(schema)} AND table_type = 'BASE TABLE';
  IF n <> ${Object.keys(manifest.tables).length} THEN
    RAISE EXCEPTION 'the database has % tables where the manifest counts ${Object.keys(manifest.tables).length}', n;
  END IF;
END $$;\n`;
      const dir = path.dirname(staged);
      await fs.writeFile(path.join(dir, 'before.sql'), before);
      await fs.writeFile(path.join(dir, 'after.sql'), after);
      const sql = runProgram(path.join(bin, 'pg_restore'), ['--no-owner', '--no-privileges', '--file=-', staged], {
        stdout: true,
      });
      const load = runProgram(
        path.join(bin, 'psql'),
        [
          '--no-psqlrc',
          '--quiet',
          '--set=ON_ERROR_STOP=1',
          '--single-transaction',
          `--file=${path.join(dir, 'before.sql')}`,
          '--file=-',
          `--file=${path.join(dir, 'after.sql')}`,
          '--output=/dev/null',
          `--dbname=${connection.dbname}`,
        ],
        { env: { ...connection.env, PGOPTIONS: '-c client_min_messages=warning' }, stdin: true },
      );
      // psql stops at the first error; pg_restore then writes into a closed pipe, which is not the news.
      load.child.stdin.on('error', () => {});
      sql.child.stdout.pipe(load.child.stdin);
      const [dumped, loaded] = await Promise.all([sql.done, load.done]);
      if (loaded.code !== 0) {
        const reason = loaded.errors.replace(/^psql:[^\n]*?ERROR:\s*/m, '');
        throw new BackupError(`The database was not restored (its transaction rolled back): ${reason}`);
      }
      if (dumped.code !== 0) throw new BackupError(`pg_restore failed (${dumped.code}): ${dumped.errors}`);
    },
  };
}

/**
 * What the CMS of `env` keeps, and where: the database, the cover images, the resumes and the erasure log, as the
 * CMS's own config and modules read `env` (apps/cms/config/database.ts and server.ts, src/lib/s3.ts,
 * resume-storage.ts, erasure-log.ts).
 * @throws BackupError for a database client other than SQLite and PostgreSQL, or a CMS not built.
 */
export function targetOf(env) {
  const { s3SettingsFromEnv } = cmsLib('s3');
  const { isStorageKey, resumeStorageDirectory, S3_RESUME_PREFIX } = cmsLib('resume-storage');
  const { erasureLogFromEnv, ERASURE_LOG_PREFIX } = cmsLib('erasure-log');
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') {
    throw new BackupError(`DATABASE_CLIENT=${client}: backups handle sqlite and postgres only.`);
  }
  const database = client === 'sqlite' ? sqliteDatabase(env) : postgresDatabase(env);
  const s3 = s3SettingsFromEnv(env);
  let covers;
  let resumes;
  if (s3) {
    const { S3Client } = cmsRequire('@aws-sdk/client-s3');
    const s3Client = new S3Client(s3.client);
    covers = s3Objects('cover files', s3Client, s3.bucket, '', {
      exclude: [S3_RESUME_PREFIX, ERASURE_LOG_PREFIX],
      acl: 'public-read',
    });
    resumes = s3Objects('resumes', s3Client, s3.resumeBucket, S3_RESUME_PREFIX, { accept: isStorageKey });
  } else {
    const uploads = path.resolve(CMS_DIR, env.PUBLIC_DIR || 'public', 'uploads');
    covers = localFolder('cover', uploads);
    resumes = localFolder('resume', resumeStorageDirectory(CMS_DIR, env), {
      accept: isStorageKey,
      fileMode: 0o600,
    });
  }
  return { database, covers, resumes, erasureLog: erasureLogFromEnv(CMS_DIR, env), isStorageKey };
}

/** How many of `list`'s items there are, up to `limit`. */
async function countUpTo(list, limit = 1_000) {
  let count = 0;
  for await (const _item of list) if (++count >= limit) break;
  return count;
}

/** What the target already holds, as phrases (empty: nothing; the erasure log does not count). */
export async function contentsOf(target) {
  const found = [];
  const tables = await target.database.tableCount();
  if (tables > 0) found.push(`the database (${target.database.label}) has ${tables} tables`);
  const count = (n) => (n >= 1_000 ? 'at least 1000' : String(n));
  const covers = await countUpTo(target.covers.list());
  if (covers > 0) found.push(`${target.covers.label} holds ${count(covers)} files`);
  const resumes = await countUpTo(target.resumes.list());
  if (resumes > 0) found.push(`${target.resumes.label} holds ${count(resumes)} resumes`);
  return found;
}

/**
 * The row count of each table of the database of the CMS of `env`, now (the restore drill compares it).
 * @returns {Promise<Record<string, number>>}
 */
export function tableCountsOf(env) {
  return targetOf(env).database.counts();
}

// --- Writing an archive -------------------------------------------------------------------------------------------

/**
 * An archive being written to `file`: tar entries, encrypted to `recipient` as they stream out. Each `add` hashes
 * what it writes and resolves with `{ size, sha256 }`.
 */
async function archiveWriter(file, recipient) {
  const pack = tar.pack();
  const encrypter = new age.Encrypter();
  encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(ReadableStream.from(pack));
  const handle = await fs.open(file, 'wx', 0o600);
  const writing = pipeline(Readable.fromWeb(encrypted), handle.createWriteStream());
  writing.catch(() => {});
  return {
    /** Adds `source` (a readable stream of exactly `size` bytes) as `name`. */
    async add(name, source, size) {
      const hash = createHash('sha256');
      let written = 0;
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
      const finished = new Promise((resolve, reject) => {
        entry.once('finish', resolve);
        entry.once('error', reject);
      });
      for await (const chunk of source) {
        hash.update(chunk);
        written += chunk.length;
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      if (written !== size) throw new BackupError(`${name} changed size while it was copied (${written} of ${size}).`);
      entry.end();
      await finished;
      return { size, sha256: hash.digest('hex') };
    },
    /** Ends the tar and waits until the file is written and flushed. */
    async finish() {
      pack.finalize();
      await writing;
      const flushed = await fs.open(file, 'r+');
      await flushed.sync();
      await flushed.close();
    },
    /** Stops writing (after a failure). */
    abort(error) {
      pack.destroy(error);
    },
  };
}

/**
 * `npm run backup`: one archive of everything the CMS of `env` keeps, written to `outDir` as
 * `backup-<UTC time>.tar.age` (mode 0600; `.partial` until complete), while the CMS runs.
 * @returns {{ file: string, bytes: number, manifest: object, missingResumes: number }}
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
    // The database first: files written after it are of applications it does not hold (they are left out).
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
    const applications = [];
    let missingResumes = 0;
    for (const { documentId, storageKey } of snapshot.applications) {
      const application = { documentId, resume: storageKey ?? null };
      if (storageKey && !files[`resumes/${storageKey}`]) {
        const opened = target.isStorageKey(storageKey)
          ? await target.resumes.open(storageKey).catch((error) => {
              if (error.code === 'ENOENT') return null; // its application was deleted after the snapshot
              throw error;
            })
          : null;
        if (opened) await add(`resumes/${storageKey}`, opened);
        else {
          application.missing = true;
          missingResumes += 1;
        }
      }
      applications.push(application);
    }
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
        ...summaryOf(snapshot.tables, snapshot.articles),
        coverFiles: Object.keys(files).filter((name) => name.startsWith('covers/')).length,
        resumeFiles: Object.keys(files).filter((name) => name.startsWith('resumes/')).length,
        erasureLogEntries: entries.length,
      },
      tables: snapshot.tables,
      applications,
      files,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST, Readable.from([text]), text.length);
    await writer.finish();
    await fs.rename(partial, file);
    return { file, bytes: (await fs.stat(file)).size, manifest, missingResumes };
  } catch (error) {
    writer?.abort(error);
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

// --- Reading an archive -------------------------------------------------------------------------------------------

/** The operator's message for an error of decryption or of the tar inside. */
function damaged(error) {
  const reason = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(reason)) {
    return new BackupError(
      'This archive cannot be opened with this BACKUP_KEY: it was encrypted for another key (or its header is damaged).',
    );
  }
  if (/invalid tag|final chunk|ciphertext/i.test(reason)) {
    return new BackupError(`The archive is damaged or cut short: its encrypted content does not check (${reason}).`);
  }
  return new BackupError(`The archive is damaged or is not a backup of this product (${reason}).`);
}

/**
 * Decrypts `archive` with `identity` into `staging` (each file under a number, never under its name) and checks it
 * against its manifest: every entry a regular file named in it with its size and SHA-256, the manifest last, of
 * this format, and no file of it missing.
 * @returns {{ manifest: object, staged: Map<string, string> }} the manifest and where each file of it is staged.
 * @throws BackupError for a wrong key, a damaged archive or one that does not match its manifest.
 */
export async function readArchive(archive, identity, staging) {
  const stats = await fs.stat(archive).catch(() => null);
  if (!stats?.isFile()) throw new BackupError(`No archive at ${archive}.`);
  const decrypter = new age.Decrypter();
  decrypter.addIdentity(identity);
  const staged = new Map();
  const found = new Map();
  let manifestText = null;
  // The decryption's own error (a changed or cut archive) rather than the tar reader's report of its stream's end.
  let feedError = null;
  let feeding = Promise.resolve();
  try {
    const decrypted = await decrypter.decrypt(ReadableStream.from(createReadStream(archive)));
    const extract = tar.extract();
    feeding = pipeline(Readable.fromWeb(decrypted), extract).catch((error) => {
      feedError = error;
    });
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (manifestText !== null) throw new BackupError(`The archive has ${name} after its manifest.`);
      if (type !== 'file') throw new BackupError(`The archive holds ${name}, which is not a file.`);
      if (found.has(name)) throw new BackupError(`The archive holds ${name} twice.`);
      if (name === MANIFEST) {
        const chunks = [];
        for await (const chunk of entry) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const file = path.join(staging, String(found.size));
      const hash = createHash('sha256');
      let size = 0;
      const out = (await fs.open(file, 'wx', 0o600)).createWriteStream();
      for await (const chunk of entry) {
        hash.update(chunk);
        size += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'close');
      found.set(name, { size, sha256: hash.digest('hex') });
      staged.set(name, file);
    }
    await feeding;
    if (feedError) throw feedError;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    await feeding;
    throw damaged(feedError ?? error);
  }
  if (manifestText === null) throw new BackupError('The archive has no manifest: it is cut short or not ours.');
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    throw new BackupError('The archive’s manifest is not JSON: it is not ours.');
  }
  if (manifest?.format !== ARCHIVE_FORMAT) {
    throw new BackupError(
      `The archive is of format ${String(manifest?.format)}; this version reads ${ARCHIVE_FORMAT}.`,
    );
  }
  if (typeof manifest.files !== 'object' || typeof manifest.tables !== 'object' || !manifest.database) {
    throw new BackupError('The archive’s manifest lacks its files, tables or database: it is not ours.');
  }
  for (const [name, expected] of Object.entries(manifest.files ?? {})) {
    const actual = found.get(name);
    if (!actual) throw new BackupError(`The archive lacks ${name}, which its manifest lists.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupError(`${name} in the archive does not match its checksum in the manifest.`);
    }
  }
  for (const name of found.keys()) {
    if (!manifest.files[name]) throw new BackupError(`The archive holds ${name}, which its manifest does not list.`);
  }
  if (!staged.has(manifest.database?.file)) throw new BackupError('The archive holds no database.');
  return { manifest, staged };
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

/** The erasure log entries of a staged `erasure-log.jsonl`. */
async function stagedErasures(file) {
  const text = file ? await fs.readFile(file, 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
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
 * erasure log re-applied. `log` receives progress lines.
 * @returns the manifest, what was written, and what the erasure log's re-application deleted.
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
  const refuseFilled = async () => {
    const filled = await contentsOf(target);
    if (filled.length > 0) {
      throw new BackupError(
        `The target is not empty: ${filled.join('; ')}. Restore into an empty database and storage, or add --force ` +
          'to replace them. Nothing was changed.',
      );
    }
  };
  if (!force) await refuseFilled();
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    log(`Decrypting and checking ${archive}…`);
    const { manifest, staged } = await readArchive(archive, identity, staging);
    if (manifest.database.client !== target.database.client) {
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
    for (const name of coverNames) {
      if (/^(resumes|erasure-log)\//.test(name.slice('covers/'.length))) {
        throw new BackupError(`${name} would overwrite private storage: the archive is not ours.`);
      }
    }
    log(`Checked ${names.length} files against their checksums and ${Object.keys(manifest.tables).length} tables.`);
    if (!force) await refuseFilled();

    // From here on the target changes.
    for (const name of coverNames) {
      await target.covers.write(name.slice('covers/'.length), staged.get(name), manifest.files[name]);
    }
    for (const name of resumeNames) await target.resumes.write(name.slice('resumes/'.length), staged.get(name));
    log(`Wrote ${coverNames.length} cover files and ${resumeNames.length} resumes.`);
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
      resumes: resumeNames.length,
      erasureLog: { entries: erasures.entries, addedFromArchive: added.length },
      erasedAgain: { people: erasures.people, counts: erasures.counts },
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
