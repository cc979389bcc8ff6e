/**
 * A throwaway PostgreSQL cluster made with Debian's server programs (scale-out, docs/016-deployment.md): `initdb` into
 * a folder, `pg_ctl` on a local port (a Unix socket in that folder and the loopback address only), one database `cms`,
 * trust authentication (nothing but this machine can connect). Used by the API tests on PostgreSQL and by
 * `npm run start:cluster`. As root (CI) the cluster runs as the `postgres` user, because PostgreSQL refuses root.
 */
import { spawnSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import path from 'node:path';
import { ensurePostgres, postgresBin, sh } from './setup.mjs';

const asRoot = () => process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs in `dir`, as the `postgres` user when we are root. */
function pg(dir, program, args) {
  const command = path.join(postgresBin(), program);
  if (asRoot()) sh('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir });
  else sh(command, args, { cwd: dir });
}

/**
 * Creates and starts a cluster in `dir` (an empty folder; its data goes to `dir/data`) on `port`. As root, `dir` is
 * handed to the `postgres` user, who must be able to reach it: the folders above it must be open to others (a
 * `mkdtemp` folder is not, so it cannot be a parent; it can be `dir` itself).
 * @returns the `DATABASE_URL` of its database `cms`.
 * @throws Error when a program fails (its output is on the terminal).
 */
export function startPostgres(dir, port) {
  ensurePostgres();
  if (asRoot()) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres']).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  pg(dir, 'initdb', ['--pgdata', data, '--auth', 'trust', '--username', 'postgres', '--encoding', 'UTF8', '--no-sync']);
  restartPostgres(dir, port);
  pg(dir, 'createdb', ['--host', '127.0.0.1', '--port', String(port), '--username', 'postgres', 'cms']);
  return `postgres://postgres@127.0.0.1:${port}/cms`;
}

/**
 * Starts the stopped cluster of `dir` (made by `startPostgres`) again on `port`, with its data; returns once it takes
 * connections. The scale-out suite stops and starts the cluster's database this way (tests/scale-out).
 * @throws Error when `pg_ctl` fails (its output is on the terminal).
 */
export function restartPostgres(dir, port) {
  pg(dir, 'pg_ctl', [
    'start',
    '--pgdata',
    path.join(dir, 'data'),
    '--wait',
    '--log',
    path.join(dir, 'server.log'),
    '--options',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
}

/** Stops the cluster of `dir` (fast shutdown); a cluster that is not running is not an error. */
export function stopPostgres(dir) {
  try {
    pg(dir, 'pg_ctl', ['stop', '--pgdata', path.join(dir, 'data'), '--mode', 'fast', '--wait']);
  } catch {
    // not started, or already stopped
  }
}
