/**
 * Where the CMS keeps things, as its own config and modules read its environment (docs/021-operations.md "Backups and
 * the restore drill"): the database (SQLite or PostgreSQL) with its snapshot, check and installation for backups and
 * restores, the cover and resume storage (local folders or S3 buckets), and the erasure log. The CMS's dependencies
 * and built modules (`apps/cms/dist`) do the reading: the backup works on the CMS's data with the CMS's code.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BackupError } from './backup-archive.mjs';
import { CMS_DIR } from './processes.mjs';
import { postgresClientBin } from './setup.mjs';

const SQLITE_ENTRY = 'database/data.db';
const POSTGRES_ENTRY = 'database/cms.dump';

const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));

/**
 * A module of the built CMS (`apps/cms/dist/src/lib/<name>.js`).
 * @throws BackupError when the CMS is not built.
 */
export function cmsLib(name) {
  const file = path.join(CMS_DIR, 'dist', 'src', 'lib', `${name}.js`);
  if (!existsSync(file)) throw new BackupError('The CMS is not built: run `npm run build` first.');
  return cmsRequire(file);
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

/**
 * The hiring requests in a snapshot with their job description file's storage key (docs/024-employers.md "The form at
 * /hire": the `application.resume` component on the field `jobDescription`, in the resume storage like a resume).
 */
const HIRING_REQUESTS_SQL = (schema) => {
  const table = (name) => (schema ? `${identifier(schema)}.${identifier(name)}` : identifier(name));
  return `SELECT h.document_id AS "documentId", r.storage_key AS "storageKey"
    FROM ${table('hiring_requests')} h
    LEFT JOIN ${table('hiring_requests_cmps')} c
      ON c.entity_id = h.id AND c.field = 'jobDescription' AND c.component_type = 'application.resume'
    LEFT JOIN ${table('components_application_resumes')} r ON r.id = c.cmp_id
    ORDER BY h.id`;
};

/** Whether a snapshot with these tables has hiring requests with their files (not before docs/024's feature). */
const hasHiringRequests = (names) => names.includes('hiring_requests') && names.includes('hiring_requests_cmps');

/**
 * What the manifest sums up, from a snapshot (its tables' row counts, its applications and hiring requests with their
 * storage keys, its number of articles): the kinds an operator checks after a restore. `resumes` counts the
 * applications with a resume and `jobDescriptions` the hiring requests with a file (both are rows of
 * `components_application_resumes`).
 */
export function summaryOf({ tables, articles, applications, hiringRequests }) {
  const rows = (name) => tables[name] ?? 0;
  return {
    applications: rows('job_applications'),
    resumes: applications.filter((application) => application.storageKey).length,
    hiringRequests: rows('hiring_requests'),
    jobDescriptions: hiringRequests.filter((request) => request.storageKey).length,
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

/**
 * A SQLite database file: its tables' row counts, the applications and the hiring requests (with their files' storage
 * keys), and the number of articles (documents).
 */
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
    const hiringRequests = hasHiringRequests(names) ? db.prepare(HIRING_REQUESTS_SQL()).all() : [];
    const articles = names.includes('articles')
      ? db.prepare('SELECT count(DISTINCT document_id) FROM articles').pluck().get()
      : 0;
    return { tables, applications, hiringRequests, articles };
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
     * whose row counts, applications and hiring requests the same transaction reads: the manifest describes exactly
     * the dump.
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
        const hiringRequests = hasHiringRequests(names) ? (await client.query(HIRING_REQUESTS_SQL(schema))).rows : [];
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
        return { file, tables, applications, hiringRequests, articles, serverMajor: major };
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
 * What the CMS of `env` keeps, and where: the database, the cover images, the resume storage (the applications' resumes
 * and the hiring requests' job description files) and the erasure log, as the CMS's own config and modules read `env`
 * (apps/cms/config/database.ts and server.ts, src/lib/s3.ts, resume-storage.ts, erasure-log.ts).
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
  if (resumes > 0) found.push(`${target.resumes.label} holds ${count(resumes)} resumes or job description files`);
  return found;
}

/**
 * The row count of each table of the database of the CMS of `env`, now (the restore drill compares it).
 * @returns {Promise<Record<string, number>>}
 */
export function tableCountsOf(env) {
  return targetOf(env).database.counts();
}
