/**
 * `npm run test:api:postgres`: the CMS API suite (apps/cms/tests/api) in the scale-out configuration (issue 12):
 * PostgreSQL instead of SQLite, and S3-compatible storage instead of the local disk.
 * - It creates a throwaway PostgreSQL cluster with Debian's server programs (`initdb` into a temp folder, `pg_ctl` on a
 *   free local port, only a Unix socket in that folder and the loopback address), and runs the suite with
 *   `DATABASE_CLIENT=postgres` and `DATABASE_URL` (which the CMS and the tests' own connection read). As root (CI) the
 *   cluster runs as the `postgres` user, because PostgreSQL refuses root.
 * - It starts a throwaway s3rver (scripts/lib/s3rver.mjs: a free local port, its objects in the same temp folder) with
 *   one bucket, and sets `S3_BUCKET` and the client settings (`S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 *   `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`): covers at the bucket's root, resumes under `resumes/` of the same
 *   bucket (`S3_RESUME_BUCKET` unset, its default). The tests read the bucket through the SDK (tests/api/helpers.ts)
 *   and tests/api/s3-storage.test.ts runs only here.
 * Then it stops both and deletes the folder.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { freePort } from './lib/processes.mjs';
import { startS3rver } from './lib/s3rver.mjs';
import { ensurePostgres, postgresBin, sh } from './lib/setup.mjs';

ensurePostgres();
const bin = postgresBin();
const root = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'cms-api-postgres-'));
const data = path.join(dir, 'data');
const port = await freePort();
const BUCKET = 'agency';

/** Runs one of PostgreSQL's programs, as the `postgres` user when we are root. */
function pg(program, args) {
  const command = path.join(bin, program);
  if (root) sh('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir });
  else sh(command, args, { cwd: dir });
}

let status = 1;
/** @type {Awaited<ReturnType<typeof startS3rver>> | undefined} */
let s3;
try {
  if (root)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres']).stdout),
      Number(spawnSync('id', ['-g', 'postgres']).stdout),
    );
  pg('initdb', ['--pgdata', data, '--auth', 'trust', '--username', 'postgres', '--encoding', 'UTF8', '--no-sync']);
  pg('pg_ctl', [
    'start',
    '--pgdata',
    data,
    '--wait',
    '--log',
    path.join(dir, 'server.log'),
    '--options',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  pg('createdb', ['--host', '127.0.0.1', '--port', String(port), '--username', 'postgres', 'cms']);
  s3 = await startS3rver({ directory: path.join(dir, 's3'), buckets: [BUCKET] });
  const result = spawnSync('npm', ['run', 'test:api'], {
    stdio: 'inherit',
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/cms`,
      S3_BUCKET: BUCKET,
      ...s3.env,
    },
  });
  status = result.status ?? 1;
} finally {
  await s3?.stop();
  try {
    pg('pg_ctl', ['stop', '--pgdata', data, '--mode', 'fast', '--wait']);
  } catch {
    // not started
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
