/**
 * `npm run test:api:postgres`: the CMS API suite (apps/cms/tests/api) in the scale-out configuration
 * (docs/016-deployment.md): PostgreSQL instead of SQLite, and S3-compatible storage instead of the local disk.
 * - A throwaway PostgreSQL cluster (scripts/lib/postgres.mjs) on a free local port; the suite runs with
 *   `DATABASE_CLIENT=postgres` and `DATABASE_URL` (which the CMS and the tests' own connection read).
 * - A throwaway s3rver (scripts/lib/s3rver.mjs: a free local port, its objects in a temp folder) with one
 *   bucket, and `S3_BUCKET` and the client settings (`S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 *   `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`): covers at the bucket's root, resumes under `resumes/` of the same
 *   bucket (`S3_RESUME_BUCKET` unset, its default). The tests read the bucket through the SDK (tests/api/helpers.ts)
 *   and tests/api/s3-storage.test.ts runs only here.
 * Then it stops both and deletes the folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { startPostgres, stopPostgres } from './lib/postgres.mjs';
import { freePort } from './lib/processes.mjs';
import { startS3rver } from './lib/s3rver.mjs';

// Two folders: PostgreSQL's is handed to the `postgres` user when we are root, and must be its own.
const dir = mkdtempSync(path.join(tmpdir(), 'cms-api-postgres-'));
const s3Dir = mkdtempSync(path.join(tmpdir(), 'cms-api-s3-'));
const BUCKET = 'agency';
let status = 1;
/** @type {Awaited<ReturnType<typeof startS3rver>> | undefined} */
let s3;
try {
  const url = startPostgres(dir, await freePort());
  s3 = await startS3rver({ directory: s3Dir, buckets: [BUCKET] });
  // Arguments are passed on to vitest (a test file of apps/cms, e.g. tests/api/people-search.test.ts).
  const result = spawnSync('npm', ['run', 'test:api', '--', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, DATABASE_CLIENT: 'postgres', DATABASE_URL: url, S3_BUCKET: BUCKET, ...s3.env },
  });
  status = result.status ?? 1;
} finally {
  await s3?.stop();
  stopPostgres(dir);
  rmSync(dir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
}
process.exit(status);
