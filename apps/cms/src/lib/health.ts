import { constants } from 'fs';
import fs from 'fs/promises';
import path from 'path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { HEALTH_CHECK_TIMEOUT_MS, readinessProbe, type HealthAnswer } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { readinessChanged } from './metrics';
import { pingPageInvalidation } from './page-invalidation';
import { resumeStorageDirectory } from './resume-storage';
import { s3SettingsFromEnv } from './s3';

/**
 * The CMS's readiness checks (docs/021-operations.md "Health"; answered by src/middlewares/health.ts), each run with
 * its own timeout (the contract's `HEALTH_CHECK_TIMEOUT_MS`):
 * - `database`: `select 1` through Strapi's knex connection (a connection from the pool, and the server's answer).
 * - `resumeStorage`, `coverStorage`: on the local disk, the folder (`RESUME_STORAGE_DIR`, `PUBLIC_DIR/uploads`) is
 *   there or can be made, and is writable; with `S3_BUCKET`, a HeadBucket of each bucket (lib/s3.ts; one request,
 *   no retry: the AWS SDK's own retries would outlast the timeout).
 * - `redis`, when `REDIS_URL` is set: a PING on page invalidation's connection (lib/page-invalidation.ts).
 * None writes anything but the storage folders themselves, made as the storage makes them.
 */
export function readinessChecks(strapi: Core.Strapi): Record<string, () => Promise<unknown>> {
  const s3 = s3SettingsFromEnv();
  const storage = (directory: string, bucket: string | undefined) =>
    bucket ? () => bucketAnswers(bucket) : () => writableDirectory(directory);
  const checks: Record<string, () => Promise<unknown>> = {
    database: async () => {
      await strapi.db.connection.raw('select 1').timeout(HEALTH_CHECK_TIMEOUT_MS);
    },
    resumeStorage: storage(resumeStorageDirectory(strapi.dirs.app.root), s3?.resumeBucket),
    coverStorage: storage(path.join(strapi.dirs.static.public, 'uploads'), s3?.bucket),
  };
  if (process.env.REDIS_URL) checks.redis = pingPageInvalidation;
  return checks;
}

/** Resolves when `directory` exists (made with mode 0700 when missing, as the resume storage makes it) and is writable. */
async function writableDirectory(directory: string): Promise<void> {
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  await fs.access(directory, constants.W_OK);
}

let client: S3Client | null = null;

/** Resolves when S3 answers a HeadBucket of `bucket` (it exists and these credentials may list it). */
async function bucketAnswers(bucket: string): Promise<void> {
  const settings = s3SettingsFromEnv();
  if (!settings) throw new Error('S3_BUCKET is not set');
  client ??= new S3Client({ ...settings.client, maxAttempts: 1 });
  await client.send(new HeadBucketCommand({ Bucket: bucket }), {
    abortSignal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS),
  });
}

let shuttingDown = false;

/** Readiness answers 503 from now on (lib/shutdown.ts calls it when Strapi's shutdown starts). */
export function startShuttingDown(): void {
  shuttingDown = true;
}

/** True once a shutdown started. */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

/**
 * The readiness probe of this process: the checks above, a check's failure logged once when it starts and once when
 * it ends (the contract's `readinessProbe`), each turn between ready and not ready counted (lib/metrics.ts).
 */
export function createReadinessProbe(strapi: Core.Strapi): () => Promise<HealthAnswer> {
  return readinessProbe(() => readinessChecks(strapi), {
    log: (message) => strapi.log.warn(message),
    onChange: readinessChanged,
  });
}
