/**
 * A throwaway S3-compatible server for tests (docs/000-product.md §11: `s3rver`, since MinIO and LocalStack cannot be
 * installed here): s3rver 3.7 in a child process on a free local port, keeping its objects in `directory`, with the
 * buckets `buckets` created, accepting any signature of the access key `S3RVER` / `S3RVER`.
 * It runs under Node's `--openssl-legacy-provider`: s3rver encrypts ListObjectsV2 continuation tokens with DES, which
 * OpenSSL 3 keeps in its legacy provider; without it every listing of more than 1,000 keys fails with a 500.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { freePort, stopProcess, waitForUrl } from './processes.mjs';

const S3RVER = path.join(ROOT, 'node_modules', 's3rver', 'bin', 's3rver.js');

/** The CMS's client settings for the s3rver at `endpoint` (the buckets are the caller's to name). */
export function s3rverClientEnv(endpoint) {
  return {
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** Node's arguments that run s3rver on `port` of 127.0.0.1 with `buckets` in `directory` (which must exist). */
export function s3rverArguments({ directory, port, buckets, quiet = true }) {
  const args = ['--openssl-legacy-provider', S3RVER];
  args.push('--directory', directory, '--address', '127.0.0.1', '--port', String(port));
  if (quiet) args.push('--silent');
  for (const bucket of buckets) args.push('--configure-bucket', bucket);
  return args;
}

/**
 * Starts s3rver. `quiet: false` shows its request log.
 * @param {{ directory: string, buckets: string[], quiet?: boolean }} options
 * @returns {Promise<{ endpoint: string, env: Record<string, string>, stop: () => Promise<void> }>} its URL
 *   (`http://127.0.0.1:<port>`), the client settings of the CMS for it (`S3_ENDPOINT`, `S3_REGION`, the keys,
 *   `S3_FORCE_PATH_STYLE`; the buckets are the caller's to name), and a stop that waits for it to exit.
 */
export async function startS3rver({ directory, buckets, quiet = true }) {
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, s3rverArguments({ directory, port, buckets, quiet }), {
    cwd: ROOT,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${endpoint}/`, { child, timeoutMs: 30_000 });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    endpoint,
    env: s3rverClientEnv(endpoint),
    stop: () => stopProcess(child),
  };
}
