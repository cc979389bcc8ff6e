import { randomUUID } from 'crypto';
import { createReadStream, type ReadStream } from 'fs';
import fs from 'fs/promises';
import path from 'path';

/**
 * Private storage of resumes: a directory that no static route serves (DESIGN §6), by default
 * `apps/cms/.private/resumes`, or `RESUME_STORAGE_DIR`. Files are named by a random key, never by the
 * applicant's file name. With several CMS instances this directory must be shared (a volume) or replaced by
 * an S3-compatible implementation of the same four calls.
 */
export interface ResumeStorage {
  /** Copies the uploaded temp file into storage; resolves to the new storage key. */
  save(sourcePath: string, extension: string): Promise<string>;
  /** A stream of the stored file. @throws Error with code ENOENT when the key is unknown. */
  open(key: string): Promise<ReadStream>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file with the time it was written. */
  list(): Promise<Array<{ key: string; writtenAt: Date }>>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

export function createLocalResumeStorage(directory: string): ResumeStorage {
  const pathOf = (key: string) => {
    // Keys come from our own database, but a key is never allowed to point outside the directory.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid resume storage key: ${key}`);
    return path.join(directory, key);
  };
  return {
    async save(sourcePath, extension) {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const key = `${randomUUID()}${extension}`;
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
      const stored = await Promise.all(
        names
          .filter((name) => KEY_PATTERN.test(name))
          .map(async (key) => ({ key, writtenAt: (await fs.stat(pathOf(key))).mtime })),
      );
      return stored;
    },
  };
}

/** The storage directory in use: `RESUME_STORAGE_DIR`, relative paths resolved from the CMS folder. */
export function resumeStorageDirectory(appRoot: string): string {
  return path.resolve(appRoot, process.env.RESUME_STORAGE_DIR || '.private/resumes');
}
