/**
 * Starting and stopping the two apps as child processes, for `npm start` and for the test suites
 * (which run each app on a throwaway SQLite file, upload folder and resume folder).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
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

/** Resolves once `url` answers with a status below 500; rejects after `timeoutMs` or when `child` exits. */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The process for ${url} exited before it answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Spawns a process whose output lines are prefixed with `[label]`, hidden when `quiet`, copied to `logFile`. */
function run(command, args, { cwd, env, label, quiet, logFile }) {
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

/**
 * Starts the built CMS (`strapi start`). `dataDir` holds its SQLite file, public uploads and private resumes
 * when given (tests); otherwise the defaults under apps/cms are used. `webUrl` is the web app whose page cache it
 * tells about changes (none when omitted).
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export async function startCms({ env, port, dataDir, quiet = false, logFile, webUrl = '' }) {
  const storage = dataDir
    ? {
        DATABASE_FILENAME: path.join(dataDir, 'data.db'),
        PUBLIC_DIR: path.join(dataDir, 'public'),
        RESUME_STORAGE_DIR: path.join(dataDir, 'resumes'),
      }
    : {};
  mkdirSync(path.join(storage.PUBLIC_DIR ?? path.join(CMS_DIR, 'public'), 'uploads'), { recursive: true });
  const child = run(
    process.execPath,
    [path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: CMS_DIR,
      env: {
        ...env,
        ...storage,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_URL: webUrl,
        BROWSER: 'none',
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      },
      label: 'cms',
      quiet,
      logFile,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/_health`, { child });
  return { url, child };
}

/** Starts the built web app (server.js in production mode) against `cmsUrl`; `http://localhost:${port}` is its URL. */
export async function startWeb({ env, port, cmsUrl, quiet = false, logFile }) {
  const child = run(process.execPath, ['server.js'], {
    cwd: WEB_DIR,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), CMS_URL: cmsUrl },
    label: 'web',
    quiet,
    logFile,
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/favicon.svg`, { child });
  return { url, child };
}
