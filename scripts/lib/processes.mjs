/**
 * Starting and stopping the two apps as child processes, for `npm start` and for the test suites
 * (which run each app on a throwaway SQLite file, upload folder and resume folder).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './env.mjs';

export const CMS_DIR = path.join(ROOT, 'apps', 'cms');
export const WEB_DIR = path.join(ROOT, 'apps', 'web');

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something accepts TCP connections on `port` of localhost. */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The local SMTP catcher's script (maildev on loopback, without CORS: scripts/lib/mail-catcher.mjs). */
export const MAIL_CATCHER = path.join(ROOT, 'scripts', 'lib', 'mail-catcher.mjs');

/**
 * Starts the local SMTP catcher of `npm start` (mail-catcher.mjs: SMTP `smtpPort`, web inbox `webPort`, both on
 * 127.0.0.1, mail kept in memory; docs/000-product.md §12), so that no mail leaves the machine in development. When a
 * port is taken it starts nothing and says so.
 * @returns {Promise<{ inboxUrl: string, child: import('node:child_process').ChildProcess | null, note?: string }>}
 */
export async function startMailCatcher({ smtpPort = 1025, webPort = 1080, quiet = true } = {}) {
  const inboxUrl = `http://localhost:${webPort}`;
  const taken = [];
  for (const port of [smtpPort, webPort]) if (await isListening(port)) taken.push(port);
  if (taken.length > 0) {
    return {
      inboxUrl,
      child: null,
      note: `port ${taken.join(' and ')} already in use: no mail catcher started (an earlier one may still run there)`,
    };
  }
  const child = run(process.execPath, [MAIL_CATCHER, '--smtp', String(smtpPort), '--web', String(webPort)], {
    cwd: ROOT,
    env: process.env,
    label: 'mail',
    quiet,
  });
  await waitForUrl(inboxUrl, { child, timeoutMs: 30_000 });
  return { inboxUrl, child };
}

/** Resolves once something listens on `port` of localhost; rejects when `child` exits first or after `timeoutMs`. */
export async function waitForPort(port, { child, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isListening(port))) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`The process for port ${port} exited (${child.exitCode ?? child.signalCode}).`);
    }
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port} after ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once `url` answers with a status below 500 (or one `accept` accepts); rejects after `timeoutMs`, or when
 * `child` exits (the message gives its exit code or signal).
 */
export async function waitForUrl(url, { timeoutMs = 120_000, child, accept = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once('exit', (code, signal) => {
    exited = code ?? signal;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The process for ${url} exited (${exited}) before it answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (accept(response.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/**
 * Spawns a process whose output lines are prefixed with `[label]`, hidden when `quiet`, copied to `logFile`.
 * `detached`: the process gets its own process group and writes straight to `logFile`, so that it outlives this one
 * (`npm run start:cluster`, stopped by `npm run stop:cluster`).
 */
export function run(command, args, { cwd, env, label, quiet, logFile, detached = false }) {
  if (detached) {
    const fd = openSync(logFile, 'a');
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
    child.unref();
    return child;
  }
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  const forward = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      if (logFile && lines.length > 0) appendFileSync(logFile, lines.map((line) => `${line}\n`).join(''));
      if (!quiet) for (const line of lines) target.write(`${prefix}${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

/** Stops a child process and waits for it to exit (SIGTERM, then SIGKILL after 10 s). */
export function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Where a CMS whose data is all in `dataDir` keeps it: its SQLite file, public uploads and private resumes. */
export function cmsStorageEnv(dataDir) {
  return {
    DATABASE_FILENAME: path.join(dataDir, 'data.db'),
    PUBLIC_DIR: path.join(dataDir, 'public'),
    RESUME_STORAGE_DIR: path.join(dataDir, 'resumes'),
  };
}

/**
 * Resolves once the app at `url` is ready: its `/readyz` answers 200 (docs/021-operations.md "Health"), every
 * dependency it checks answering; rejects as `waitForUrl`.
 */
export function waitUntilReady(url, { child, timeoutMs = 120_000 } = {}) {
  return waitForUrl(`${url}/readyz`, { child, timeoutMs, accept: (status) => status === 200 });
}

/**
 * Starts the built CMS (`strapi start`). `dataDir` holds its SQLite file, public uploads and private resumes
 * when given (tests); otherwise the defaults under apps/cms are used. `webUrl` is the web app whose page cache it
 * tells about changes (none when omitted). A test CMS (`dataDir`) without `SMTP_PORT` in `env` sends its mail to a
 * free local port where nothing listens: its outbox retries there, and no mail leaves the machine or reaches the
 * developer's inbox. `host` is the CMS's `HOST` (loopback, where every caller here reaches it); `null` leaves `HOST`
 * out, so that the CMS binds where its own default says (apps/cms config/server.ts). Resolves once the CMS answers
 * (`/_health`), or with `ready` once it is ready (`/readyz` 200: database and storage answer; `waitUntilReady`).
 * `cmsDir` is apps/cms unless a benchmark measures another build (an older one, side by side). `timeoutMs` is how long
 * it may take to answer (a benchmark's CMS may first fill a search index of 100,000 documents).
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export async function startCms({
  env,
  port,
  dataDir,
  quiet = false,
  logFile,
  webUrl = '',
  detached = false,
  host = '127.0.0.1',
  ready = false,
  cmsDir = CMS_DIR,
  timeoutMs = 120_000,
}) {
  const storage = dataDir ? cmsStorageEnv(dataDir) : {};
  if (dataDir && !env.SMTP_PORT)
    Object.assign(storage, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) });
  mkdirSync(path.join(storage.PUBLIC_DIR ?? path.join(CMS_DIR, 'public'), 'uploads'), { recursive: true });
  const { HOST: _host, ...rest } = env;
  const child = run(
    process.execPath,
    [path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: cmsDir,
      env: {
        ...rest,
        ...storage,
        PORT: String(port),
        ...(host === null ? {} : { HOST: host }),
        WEB_URL: webUrl,
        BROWSER: 'none',
        STRAPI_TELEMETRY_DISABLED: 'true',
      },
      label: 'cms',
      quiet,
      logFile,
      detached,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Strapi's 204, not any answer: another program's server on a port taken meanwhile must not pass for this CMS.
  const healthy = (status) => status === 204;
  await (ready
    ? waitUntilReady(url, { child, timeoutMs })
    : waitForUrl(`${url}/_health`, { child, timeoutMs, accept: healthy }));
  return { url, child };
}

/**
 * Node's flags for the web app in production (apps/web's `start` script says the same): V8's young generation at
 * most 16 MB a semi-space. V8 sizes it by the machine's memory, up to 64 MB a semi-space (128 MB of RSS) on a machine
 * with gigabytes to spare, which the app does not need (docs/008-public-pages-at-static-speed.md, "Memory").
 */
export const WEB_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * glibc's malloc settings for the web app in production (apps/web's `start` script says the same;
 * docs/008-public-pages-at-static-speed.md, "Memory"): at most 2 malloc arenas, so that libuv's threads compressing
 * pages with zlib do not each keep an arena of freed memory; and every block of 128 kB or more (a page's body, a render's
 * buffers) in a mapping of its own, given back to the system when freed, where glibc's moving threshold would put such
 * blocks in the arenas after the first was freed and keep their memory. A value already in the environment wins.
 */
export const WEB_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Starts the built web app (server.js in production mode, with `nodeFlags` and `mallocEnv`) against `cmsUrl`;
 * `http://localhost:${port}` is its URL. `webDir` is apps/web unless a benchmark measures another build (an older one,
 * side by side). Resolves once it serves its files, or with `ready` once it is ready (`/readyz` 200: it reaches the
 * CMS, and Redis when configured).
 */
export async function startWeb({
  env,
  port,
  cmsUrl,
  quiet = false,
  logFile,
  detached = false,
  webDir = WEB_DIR,
  ready = false,
  nodeFlags = WEB_NODE_FLAGS,
  mallocEnv = WEB_MALLOC_ENV,
}) {
  const child = run(process.execPath, [...nodeFlags, 'server.js'], {
    cwd: webDir,
    env: { ...mallocEnv, ...env, NODE_ENV: 'production', PORT: String(port), CMS_URL: cmsUrl },
    label: 'web',
    quiet,
    logFile,
    detached,
  });
  const url = `http://localhost:${port}`;
  // A 200 for its own file, not any answer: a port taken meanwhile by another program's server (a CMS answers 404
  // there) must not pass for this app, whose start then fails with EADDRINUSE instead of every test talking to it.
  const served = (status) => status === 200;
  await (ready ? waitUntilReady(url, { child }) : waitForUrl(`${url}/favicon.svg`, { child, accept: served }));
  return { url, child };
}
