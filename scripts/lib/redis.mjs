/**
 * A throwaway Redis server for the tests (scale-out, docs/016-deployment.md): Debian's `redis-server` (`REDIS_SERVER`,
 * default /usr/bin/redis-server) on a free local port, with nothing saved to disk (`--save ''`, no append-only file;
 * its folder is a temp one, deleted by `stop()`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitForPort } from './processes.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';

/**
 * Starts a Redis server; resolves once it accepts connections.
 * @returns {Promise<import('./redis.d.mts').TestRedis>} `url` is `redis://127.0.0.1:<port>`; `kill()` ends it
 *          (SIGTERM) and `start()` starts a new, empty one on the same port (a Redis outage and restart, as its
 *          clients see it); `freeze()` and `thaw()` stop and continue it (SIGSTOP, SIGCONT: a server that hangs);
 *          `stop()` ends it and deletes its folder.
 * @throws Error when redis-server is missing (with the command that installs it) or does not start within 10 s.
 */
export async function startRedis() {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: run "sudo apt-get install -y redis-server" (or set REDIS_SERVER).`);
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-'));
  const port = await freePort();
  let child = await launch(dir, port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      await stopProcess(child);
    },
    async start() {
      if (child.exitCode === null && child.signalCode === null) throw new Error('redis-server is running already.');
      child = await launch(dir, port);
    },
    freeze() {
      child.kill('SIGSTOP');
    },
    thaw() {
      child.kill('SIGCONT');
    },
    async stop() {
      child.kill('SIGCONT');
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** redis-server's arguments: `port` of 127.0.0.1, working folder `dir`, nothing saved to disk. */
export function redisArguments(dir, port) {
  return ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
}

async function launch(dir, port) {
  const child = spawn(REDIS_SERVER, redisArguments(dir, port), { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  try {
    await waitForPort(port, { child, timeoutMs: 10_000 });
  } catch {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on port ${port}: ${errors.trim() || `exit ${child.exitCode}`}`);
  }
  return child;
}
