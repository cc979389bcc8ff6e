import { randomUUID } from 'crypto';
import { createReadStream } from 'fs';
import fs from 'fs/promises';
import path from 'path';
import type { Readable } from 'stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { s3SettingsFromEnv } from './s3';

/**
 * Private storage of resumes (docs/000-product.md §15): files named by a random key (`<uuid>.pdf|doc|docx`), never by
 * the applicant's file name, that no static route serves. Two implementations of the same four calls: a local directory
 * (`createLocalResumeStorage`, one CMS instance or a shared volume) and an S3-compatible bucket
 * (`createS3ResumeStorage`, several instances); `resumeStorageFromEnv` picks one.
 */
export interface ResumeStorage {
  /** Copies the uploaded temp file into storage; resolves to the new storage key. */
  save(sourcePath: string, extension: string): Promise<string>;
  /** A stream of the stored file. @throws Error with code ENOENT when the key is unknown. */
  open(key: string): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file with the time it was written. */
  list(): Promise<Array<{ key: string; writtenAt: Date }>>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

/** Whether `name` is a storage key of ours (`<uuid>.pdf|doc|docx`): what a backup copies and a restore writes back. */
export function isStorageKey(name: string): boolean {
  return KEY_PATTERN.test(name);
}

/** `key` when it is one of ours. @throws Error for anything else (keys come from our database, but never trusted). */
function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid resume storage key: ${key}`);
  return key;
}

/** A new key for a file with `extension` (`.pdf`, `.doc`, `.docx`). */
const newKey = (extension: string) => checkedKey(`${randomUUID()}${extension}`);

/** The error `open` throws for a key that is not stored: what `fs` throws for a missing file. */
function notFound(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored resume ${key}`), { code: 'ENOENT' });
}

/**
 * Resumes in the directory `directory` (`resumeStorageDirectory`), created on the first save with mode 0700.
 */
export function createLocalResumeStorage(directory: string): ResumeStorage {
  // A key is never allowed to point outside the directory.
  const pathOf = (key: string) => path.join(directory, checkedKey(key));
  return {
    async save(sourcePath, extension) {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const key = newKey(extension);
      await fs.copyFile(sourcePath, pathOf(key));
      return key;
    },
    async open(key) {
      const filePath = pathOf(key);
      await fs.access(filePath);
      return createReadStream(filePath);
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async list() {
      const names = await fs.readdir(directory).catch(() => [] as string[]);
      return Promise.all(
        names
          .filter((name) => KEY_PATTERN.test(name))
          .map(async (key) => ({ key, writtenAt: (await fs.stat(pathOf(key))).mtime })),
      );
    },
  };
}

/** The prefix of the resumes' objects in their bucket. */
export const S3_RESUME_PREFIX = 'resumes/';

/**
 * Resumes as objects `resumes/<key>` of `bucket`, written without ACL (private: nothing links to them; the staff
 * download streams through the CMS). `list` pages through ListObjectsV2 (1,000 a page); `writtenAt` is the object's
 * LastModified, the storage server's clock.
 */
export function createS3ResumeStorage(client: S3Client, bucket: string): ResumeStorage {
  const objectKey = (key: string) => `${S3_RESUME_PREFIX}${checkedKey(key)}`;
  return {
    async save(sourcePath, extension) {
      const key = newKey(extension);
      const { size } = await fs.stat(sourcePath);
      // Resumes are at most a few megabytes (RESUME_MAX_BYTES): one PUT, its length known up front.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
        }),
      );
      return key;
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) throw notFound(key);
        // In Node the SDK's body is the HTTP response, a Readable.
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') throw notFound(key);
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list() {
      const stored: Array<{ key: string; writtenAt: Date }> = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: S3_RESUME_PREFIX })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(S3_RESUME_PREFIX.length) ?? '';
          if (KEY_PATTERN.test(key) && object.LastModified) stored.push({ key, writtenAt: object.LastModified });
        }
      }
      return stored;
    },
  };
}

/**
 * The resume storage the environment configures: the S3 bucket of `S3_RESUME_BUCKET` (default `S3_BUCKET`; lib/s3.ts)
 * when `S3_BUCKET` is set, else the local directory of `resumeStorageDirectory(appRoot)`.
 */
export function resumeStorageFromEnv(appRoot: string, env: NodeJS.ProcessEnv = process.env): ResumeStorage {
  const s3 = s3SettingsFromEnv(env);
  if (s3) return createS3ResumeStorage(new S3Client(s3.client), s3.resumeBucket);
  return createLocalResumeStorage(resumeStorageDirectory(appRoot, env));
}

/** The storage directory in use: `RESUME_STORAGE_DIR`, relative paths resolved from the CMS folder. */
export function resumeStorageDirectory(appRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(appRoot, env.RESUME_STORAGE_DIR || '.private/resumes');
}
