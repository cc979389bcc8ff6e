import { createHmac } from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import { paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { resumeStorageDirectory } from './resume-storage';
import { s3SettingsFromEnv } from './s3';

/**
 * The erasure log (docs/021-operations.md "Backups and the restore drill"): one entry per personal-data erasure, so
 * that a restore of a backup taken before the erasure erases the person again. An entry holds a keyed hash of the
 * address (HMAC-SHA256 with `ERASURE_LOG_KEY`), never the address: addresses are guessable, so a plain hash could be
 * reversed by trying a list of them; without the key the log says nothing about anyone.
 *
 * It lives outside the database a restore replaces, in the resume storage, beside the resumes:
 * - local disk: the file `erasure-log.jsonl` in `RESUME_STORAGE_DIR`, one JSON line per entry, appended (O_APPEND,
 *   flushed to disk before the erasure goes on); the resume storage lists only its own keys and never sees it;
 * - S3 (`S3_BUCKET` set): one object per entry, `erasure-log/<key id>/<hash>` in the resumes' bucket, private, so that
 *   every CMS instance adds entries without a shared file to append to (an object per entry needs no lock; the same
 *   person erased twice is the same object).
 * The backup copies the log into each archive and the restore merges the archive's copy with the target's
 * (scripts/lib/backup.mjs).
 */

/** One entry: the keyed hash of the address, the id of the key that made it, and when (ISO 8601). */
export interface ErasureLogEntry {
  hash: string;
  keyId: string;
  at: string;
}

/** Where the log is kept: the local file or the bucket's prefix. */
export interface ErasureLog {
  /** Where it is, for messages: a path, or `s3://<bucket>/erasure-log/`. */
  readonly location: string;
  /** Adds `entry` durably (flushed to disk, or stored by S3) before it resolves. */
  append(entry: ErasureLogEntry): Promise<void>;
  /** Every entry, oldest first for the file (S3: in key order). Lines a crash left incomplete are skipped. */
  entries(): Promise<ErasureLogEntry[]>;
}

/** The name of the local log file inside `RESUME_STORAGE_DIR`. */
export const ERASURE_LOG_FILE = 'erasure-log.jsonl';

/** The prefix of the log's objects in the resumes' bucket. */
export const ERASURE_LOG_PREFIX = 'erasure-log/';

const HEX = /^[0-9a-f]+$/;

/**
 * The address as the log hashes it: trimmed and lower-cased, the contract's rule for every stored address
 * (`emailField`, packages/contract/src/fields.ts), so that `Ann@Example.com ` and `ann@example.com` are one person.
 */
export function normalisedAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The log's key: `ERASURE_LOG_KEY` (a required secret of the CMS, packages/contract/src/secrets.ts), at least 16
 * characters.
 * @throws Error when it is unset or shorter: an erasure is never made without its log entry.
 */
export function erasureLogKey(env: NodeJS.ProcessEnv = process.env): string {
  const key = env.ERASURE_LOG_KEY ?? '';
  if (key.length < 16) {
    throw new Error('ERASURE_LOG_KEY is not set (at least 16 characters): erasures cannot be logged.');
  }
  return key;
}

/** The keyed hash of `email` (normalised): HMAC-SHA256 with `key`, 64 hex digits. */
export function erasureHash(key: string, email: string): string {
  return createHmac('sha256', key).update(normalisedAddress(email)).digest('hex');
}

/**
 * A short id of `key` (16 hex digits of an HMAC of a fixed text, which tells nothing about the key): each entry carries
 * it, so that a restore can tell an entry written with another key (which it could not match) from one that matches
 * no one.
 */
export function erasureKeyId(key: string): string {
  return createHmac('sha256', key).update('erasure-log key id').digest('hex').slice(0, 16);
}

/** The entry of the erasure of `email` at `now`. */
export function erasureEntry(key: string, email: string, now = new Date()): ErasureLogEntry {
  return { hash: erasureHash(key, email), keyId: erasureKeyId(key), at: now.toISOString() };
}

/** `value` as an entry when it is one (a parsed line or object), else null. */
function entryOf(value: unknown): ErasureLogEntry | null {
  const { hash, keyId, at } = (value ?? {}) as Record<string, unknown>;
  if (typeof hash !== 'string' || hash.length !== 64 || !HEX.test(hash)) return null;
  if (typeof keyId !== 'string' || keyId.length !== 16 || !HEX.test(keyId)) return null;
  return { hash, keyId, at: typeof at === 'string' ? at : '' };
}

/** The log as a file of JSON lines at `file` (its folder created with mode 0700 when missing). */
export function createFileErasureLog(file: string): ErasureLog {
  return {
    location: file,
    async append(entry) {
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const handle = await fs.open(file, 'a', 0o600);
      try {
        await handle.appendFile(`${JSON.stringify(entry)}\n`);
        await handle.datasync();
      } finally {
        await handle.close();
      }
    },
    async entries() {
      const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const entries: ErasureLogEntry[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(line);
        } catch {
          // a line cut short by a crash while it was written: the erasure it announced did not go on either
        }
        const entry = entryOf(parsed);
        if (entry) entries.push(entry);
      }
      return entries;
    },
  };
}

/** The log as objects `erasure-log/<key id>/<hash>` of `bucket` (private: no ACL), with the time in the body. */
export function createS3ErasureLog(client: S3Client, bucket: string): ErasureLog {
  return {
    location: `s3://${bucket}/${ERASURE_LOG_PREFIX}`,
    async append(entry) {
      const body = JSON.stringify(entry);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${ERASURE_LOG_PREFIX}${entry.keyId}/${entry.hash}`,
          Body: body,
          ContentLength: Buffer.byteLength(body),
          ContentType: 'application/json',
        }),
      );
    },
    async entries() {
      const entries: ErasureLogEntry[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: ERASURE_LOG_PREFIX })) {
        for (const object of page.Contents ?? []) {
          const [keyId, hash] = (object.Key ?? '').slice(ERASURE_LOG_PREFIX.length).split('/');
          const entry = entryOf({ keyId, hash, at: object.LastModified?.toISOString() });
          if (entry) entries.push(entry);
        }
      }
      return entries;
    },
  };
}

/**
 * The log the environment configures: in the resumes' bucket (`S3_RESUME_BUCKET`, default `S3_BUCKET`; lib/s3.ts) when
 * `S3_BUCKET` is set, else the file `erasure-log.jsonl` in the resume folder (`resumeStorageDirectory(appRoot)`).
 */
export function erasureLogFromEnv(appRoot: string, env: NodeJS.ProcessEnv = process.env): ErasureLog {
  const s3 = s3SettingsFromEnv(env);
  if (s3) return createS3ErasureLog(new S3Client(s3.client), s3.resumeBucket);
  return createFileErasureLog(path.join(resumeStorageDirectory(appRoot, env), ERASURE_LOG_FILE));
}
