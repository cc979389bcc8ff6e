import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { generateSecrets } from '../../scripts/lib/env.mjs';
import { cmsStorageEnv, freePort, startCms, startWeb, stopProcess } from '../../scripts/lib/processes.mjs';

/**
 * A CMS and a web app of the system tests' own, on free local ports, a throwaway SQLite database, upload, resume
 * and temp folders, and the production defaults of every limit unless `env` says otherwise. The CMS can be killed
 * and started again on the same port and data (fault tests); `stop()` ends both and deletes the data.
 */
export interface Stack {
  cmsUrl: string;
  webUrl: string;
  dataDir: string;
  /** The environment the CMS runs with (its data's places included): what `npm run backup` is run with. */
  cmsEnv: Record<string, string>;
  /** The web process, for its memory. */
  web: ChildProcess;
  /** The CMS process now running (a new one after `restartCms`). */
  cmsProcess(): ChildProcess;
  /** Starts one more web app against this CMS (with `env` on top of the stack's); stopped with the stack. */
  startWeb(env?: Record<string, string>): Promise<string>;
  /** Kills the CMS at once (SIGKILL: nothing is finished or cleaned up). */
  killCms(): void;
  /** Starts the CMS again on the same port and data; resolves when it answers. */
  restartCms(): Promise<void>;
  stop(): Promise<void>;
}

/** The demo staff account of the stack's CMS. */
export const STAFF = { username: 'admin', email: 'admin@example.com', password: 'Admin-demo-2026!' };

/**
 * Starts a stack. `dataDir` (an existing folder, deleted by `stop()`) holds data the CMS starts on, e.g. a restored
 * backup; by default a new empty one, where the CMS seeds the demo content.
 */
export async function startStack(
  env: Record<string, string> = {},
  { dataDir: given }: { dataDir?: string } = {},
): Promise<Stack> {
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'system-'));
  mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
  const environment = {
    ...process.env,
    ...generateSecrets(),
    NODE_ENV: 'test',
    // The demo admin signs in with a password alone, unless a test says otherwise (docs/022-the-team.md).
    STAFF_MFA_REQUIRED: 'off',
    TMPDIR: path.join(dataDir, 'tmp'),
    ...env,
  };
  const cmsPort = await freePort();
  const webPort = await freePort();
  const startCmsHere = () =>
    startCms({
      env: environment,
      port: cmsPort,
      dataDir,
      quiet: true,
      logFile: path.join(dataDir, 'cms.log'),
      webUrl: `http://localhost:${webPort}`,
    });
  let cms = await startCmsHere();
  const webs: ChildProcess[] = [];
  const startWebHere = async (extra: Record<string, string> = {}, port?: number) => {
    const started = await startWeb({
      env: { ...environment, ...extra },
      port: port ?? (await freePort()),
      cmsUrl: cms.url,
      quiet: true,
      logFile: path.join(dataDir, `web${webs.length || ''}.log`),
    });
    webs.push(started.child);
    return started;
  };
  const web = await startWebHere({}, webPort);
  const stack: Stack = {
    cmsUrl: cms.url,
    webUrl: web.url,
    dataDir,
    cmsEnv: { ...(environment as Record<string, string>), ...cmsStorageEnv(dataDir) },
    web: web.child,
    cmsProcess: () => cms.child,
    startWeb: async (extra) => (await startWebHere(extra)).url,
    killCms: () => cms.child.kill('SIGKILL'),
    async restartCms() {
      cms = await startCmsHere();
    },
    async stop() {
      await Promise.all(webs.map(stopProcess));
      await stopProcess(cms.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/**
 * The `process.version` of the running process `pid`: what its executable (Linux /proc) says, asked without a door
 * of the apps of its own (none of them tells its Node version to anyone).
 */
export function nodeVersionOf(pid: number): string {
  return execFileSync(realpathSync(`/proc/${pid}/exe`), ['-p', 'process.version'], { encoding: 'utf8' }).trim();
}

/**
 * A bearer token of the staff account, straight from the CMS: the demo account's, or with `password` (a production CMS,
 * such as the scale-out cluster's, creates the account only with a password of its own).
 */
export async function staffToken(cmsUrl: string, password: string = STAFF.password): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: STAFF.username, password }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** The first open job of the CMS: its documentId and its page. */
export async function firstOpenJob(cmsUrl: string): Promise<{ documentId: string; path: string }> {
  const response = await fetch(`${cmsUrl}/api/jobs?pagination[pageSize]=1`);
  const { data } = (await response.json()) as { data: Array<{ documentId: string; slug: string }> };
  return { documentId: data[0].documentId, path: `/jobs/${data[0].slug}` };
}

/** A small, well-formed PDF whose bytes are unique to `label`. */
export function pdf(label: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** What one applicant was told: the HTTP status (0: no answer at all), whether it said success, and its message. */
export interface Outcome {
  email: string;
  status: number;
  toldSuccess: boolean;
  message: string;
}

/**
 * One applicant's submission to `site`'s apply upload endpoint (what the apply form's script sends), with
 * `idempotencyKey` and a `resume` PDF; the applicant's name and file name are numbered by `index`.
 */
export async function submitApplication(
  site: string,
  {
    job,
    email,
    idempotencyKey,
    resume,
    index = 0,
  }: {
    job: string;
    email: string;
    idempotencyKey: string;
    resume: Buffer;
    index?: number;
  },
): Promise<Outcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    idempotencyKey,
    job,
    fullName: `Applicant ${index}`,
    email,
    phone: '+44 20 7946 0958',
    coverLetter: 'I would like to apply.',
    consent: 'on',
  })) {
    form.set(name, value);
  }
  form.set('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), `cv-${index}.pdf`);
  try {
    const response = await fetch(`${site}/resources/job-applications`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(170_000),
    });
    const body = (await response.json()) as { success?: boolean; result?: { error?: Record<string, string[]> } };
    return {
      email,
      status: response.status,
      toldSuccess: body.success === true,
      message: body.result?.error?.['']?.[0] ?? '',
    };
  } catch (error) {
    return { email, status: 0, toldSuccess: false, message: String(error) };
  }
}

/** One `/proc/net/tcp{,6}` address (`0100007F:0539`: little-endian 32-bit words in hex, then the port) as text. */
function procAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  if (words.length === 1)
    return words[0]
      .match(/../g)!
      .map((byte) => parseInt(byte, 16))
      .join('.');
  const groups = words.join('').match(/.{4}/g)!.join(':');
  return new URL(`http://[${groups}]/`).hostname.replace(/^\[|\]$/g, '');
}

/**
 * The local addresses a TCP socket listens on at `port` on this machine (Linux `/proc/net/tcp` and `tcp6`), e.g.
 * `['127.0.0.1']`, `['::']` for every interface.
 */
export function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table = '';
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of table.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, portHex] = local.split(':');
      if (state === '0A' && parseInt(portHex, 16) === port) addresses.push(procAddress(address));
    }
  }
  return addresses;
}
