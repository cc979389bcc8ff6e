/**
 * `npm run test:api:postgres`: the CMS API suite (apps/cms/tests/api) on PostgreSQL instead of SQLite (issue 12). It
 * creates a throwaway PostgreSQL cluster with Debian's server programs (`initdb` into a temp folder, `pg_ctl` on a
 * free local port, only a Unix socket in that folder and the loopback address), runs the suite with
 * `DATABASE_CLIENT=postgres` and `DATABASE_URL` (which the CMS and the tests' own connection read), then stops the
 * cluster and deletes it. As root (CI) the cluster runs as the `postgres` user, because PostgreSQL refuses root.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { freePort } from './lib/processes.mjs';
import { ensurePostgres, postgresBin, sh } from './lib/setup.mjs';

ensurePostgres();
const bin = postgresBin();
const root = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'cms-api-postgres-'));
const data = path.join(dir, 'data');
const port = await freePort();

/** Runs one of PostgreSQL's programs, as the `postgres` user when we are root. */
function pg(program, args) {
  const command = path.join(bin, program);
  if (root) sh('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir });
  else sh(command, args, { cwd: dir });
}

let status = 1;
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
  const result = spawnSync('npm', ['run', 'test:api'], {
    stdio: 'inherit',
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/cms`,
    },
  });
  status = result.status ?? 1;
} finally {
  try {
    pg('pg_ctl', ['stop', '--pgdata', data, '--mode', 'fast', '--wait']);
  } catch {
    // not started
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
