/**
 * `npm run test:api:postgres`: the CMS API suite (apps/cms/tests/api) on PostgreSQL instead of SQLite (issue 12), on a
 * throwaway cluster (scripts/lib/postgres.mjs) on a free local port, with `DATABASE_CLIENT=postgres` and
 * `DATABASE_URL` (which the CMS and the tests' own connection read); the cluster is stopped and deleted afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { startPostgres, stopPostgres } from './lib/postgres.mjs';
import { freePort } from './lib/processes.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'cms-api-postgres-'));
let status = 1;
try {
  const url = startPostgres(dir, await freePort());
  const result = spawnSync('npm', ['run', 'test:api'], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, DATABASE_CLIENT: 'postgres', DATABASE_URL: url },
  });
  status = result.status ?? 1;
} finally {
  stopPostgres(dir);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
