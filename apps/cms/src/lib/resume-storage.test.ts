import { mkdtemp, readdir, rm, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import type { Readable } from 'stream';
import { pathToFileURL } from 'url';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createS3ResumeStorage,
  isStorageKey,
  resumeStorageFromEnv,
  S3_RESUME_PREFIX,
  type ResumeStorage,
} from './resume-storage';
import { s3SettingsFromEnv } from './s3';

/** The two implementations, one contract: each is run against a temp folder or a local S3 server (s3rver). */

/** The part of the repository's `scripts/lib/s3rver.mjs` these tests use. */
interface S3rverScript {
  startS3rver(
    this: void,
    options: {
      directory: string;
      buckets: string[];
    },
  ): Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
}

const BUCKET = 'agency';
let dir: string;
let server: Awaited<ReturnType<S3rverScript['startS3rver']>> | undefined;
let env: NodeJS.ProcessEnv;
let client: S3Client;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'resume-storage-'));
  const script = pathToFileURL(path.resolve(__dirname, '..', '..', '..', '..', 'scripts', 'lib', 's3rver.mjs')).href;
  const { startS3rver } = (await import(script)) as S3rverScript;
  server = await startS3rver({ directory: path.join(dir, 's3'), buckets: [BUCKET, 'private-resumes'] });
  env = { S3_BUCKET: BUCKET, ...server.env };
  client = new S3Client(s3SettingsFromEnv(env)!.client);
  await writeFile(path.join(dir, 'upload.pdf'), '%PDF-1.4 resume of Ada');
});

afterAll(async () => {
  client?.destroy();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  { kind: 'local folder', storage: () => resumeStorageFromEnv(dir, { RESUME_STORAGE_DIR: path.join(dir, 'local') }) },
  {
    kind: 'S3 bucket',
    storage: () => resumeStorageFromEnv(dir, { ...env, RESUME_STORAGE_DIR: path.join(dir, 'local') }),
  },
])('resume storage in a $kind', ({ storage: make }) => {
  let storage: ResumeStorage;
  beforeAll(() => {
    storage = make();
  });

  it('saves under a new random key, opens, lists and removes', async () => {
    const key = await storage.save(path.join(dir, 'upload.pdf'), '.pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await readAll(await storage.open(key))).toString()).toBe('%PDF-1.4 resume of Ada');
    const listed = (await storage.list()).find((file) => file.key === key);
    expect(listed?.writtenAt).toBeInstanceOf(Date);
    expect(Math.abs(listed!.writtenAt.getTime() - Date.now())).toBeLessThan(60_000);
    await storage.remove(key);
    expect((await storage.list()).map((file) => file.key)).not.toContain(key);
  });

  it('throws ENOENT for a key that is not stored, and removes one without error', async () => {
    const missing = '00000000-0000-4000-8000-000000000000.pdf';
    await expect(storage.open(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.remove(missing)).resolves.toBeUndefined();
  });

  it('refuses a key that is not one of its own', async () => {
    await expect(storage.open('../data.db')).rejects.toThrow('Invalid resume storage key');
    await expect(storage.remove('resumes/../x.pdf')).rejects.toThrow('Invalid resume storage key');
  });
});

describe('isStorageKey', () => {
  it('tells the keys the storage makes from any other name (the erasure log beside them, a path)', () => {
    expect(isStorageKey('00000000-0000-4000-8000-000000000000.pdf')).toBe(true);
    expect(isStorageKey('00000000-0000-4000-8000-000000000000.docx')).toBe(true);
    expect(isStorageKey('erasure-log.jsonl')).toBe(false);
    expect(isStorageKey('../00000000-0000-4000-8000-000000000000.pdf')).toBe(false);
  });
});

describe('resume storage in an S3 bucket', () => {
  it('keeps the files as objects under resumes/ of S3_BUCKET, and nothing on the local disk', async () => {
    const storage = resumeStorageFromEnv(dir, { ...env, RESUME_STORAGE_DIR: path.join(dir, 'local-unused') });
    const key = await storage.save(path.join(dir, 'upload.pdf'), '.pdf');
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${S3_RESUME_PREFIX}${key}` }));
    expect(await object.Body!.transformToString()).toBe('%PDF-1.4 resume of Ada');
    await expect(readdir(path.join(dir, 'local-unused'))).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.remove(key);
  });

  it('uses S3_RESUME_BUCKET when set', async () => {
    const storage = resumeStorageFromEnv(dir, { ...env, S3_RESUME_BUCKET: 'private-resumes' });
    const key = await storage.save(path.join(dir, 'upload.pdf'), '.docx');
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'private-resumes' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`${S3_RESUME_PREFIX}${key}`]);
    await storage.remove(key);
  });

  it('lists every page (more than ListObjectsV2’s 1,000) and only its own keys under the prefix', async () => {
    const storage = createS3ResumeStorage(client, 'private-resumes');
    const keys = Array.from(
      { length: 1005 },
      (_, index) => `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000.pdf`,
    );
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys
          .slice(start, start + 50)
          .map((key) =>
            client.send(
              new PutObjectCommand({ Bucket: 'private-resumes', Key: `${S3_RESUME_PREFIX}${key}`, Body: 'x' }),
            ),
          ),
      );
    }
    await client.send(
      new PutObjectCommand({ Bucket: 'private-resumes', Key: `${S3_RESUME_PREFIX}notes.txt`, Body: 'x' }),
    );
    await client.send(new PutObjectCommand({ Bucket: 'private-resumes', Key: keys[0], Body: 'x' }));
    const listed = await storage.list();
    expect(listed.map((file) => file.key).sort()).toEqual(keys);
  }, 60_000);
});
