import { appendFile, mkdtemp, readFile, rm } from 'fs/promises';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERASURE_LOG_FILE,
  erasureEntry,
  erasureHash,
  erasureKeyId,
  erasureLogFromEnv,
  erasureLogKey,
  type ErasureLog,
} from './erasure-log';

/** The erasure log's rules, and its two places (a file in the resume folder, objects in the resumes' bucket). */

/** The part of the repository's `scripts/lib/s3rver.mjs` these tests use. */
interface S3rverScript {
  startS3rver(
    this: void,
    options: { directory: string; buckets: string[] },
  ): Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
}

const KEY = 'an erasure log key of the tests';
let dir: string;
let server: Awaited<ReturnType<S3rverScript['startS3rver']>> | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'erasure-log-'));
  const script = pathToFileURL(path.resolve(__dirname, '..', '..', '..', '..', 'scripts', 'lib', 's3rver.mjs')).href;
  const { startS3rver } = (await import(script)) as S3rverScript;
  server = await startS3rver({ directory: path.join(dir, 's3'), buckets: ['covers', 'private'] });
});

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('erasureHash, erasureKeyId and erasureLogKey', () => {
  it('hashes the normalised address with the key: the same person whatever the case or spaces', () => {
    expect(erasureHash(KEY, ' Ann@Example.COM ')).toBe(erasureHash(KEY, 'ann@example.com'));
    expect(erasureHash(KEY, 'ann@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(erasureHash('another key of the log', 'ann@example.com')).not.toBe(erasureHash(KEY, 'ann@example.com'));
    expect(erasureKeyId(KEY)).toMatch(/^[0-9a-f]{16}$/);
    expect(erasureKeyId(KEY)).not.toBe(erasureKeyId('another key of the log'));
  });

  it('refuses a missing or short key', () => {
    expect(erasureLogKey({ ERASURE_LOG_KEY: KEY })).toBe(KEY);
    expect(() => erasureLogKey({})).toThrow('ERASURE_LOG_KEY is not set');
    expect(() => erasureLogKey({ ERASURE_LOG_KEY: 'short' })).toThrow('ERASURE_LOG_KEY is not set');
  });
});

describe.each([
  { kind: 'file in the resume folder', env: () => ({ RESUME_STORAGE_DIR: path.join(dir, 'resumes') }) },
  {
    kind: "objects in the resumes' bucket",
    env: () => ({ ...server!.env, S3_BUCKET: 'covers', S3_RESUME_BUCKET: 'private' }),
  },
])('the erasure log as $kind', ({ env }) => {
  let log: ErasureLog;
  beforeAll(() => {
    log = erasureLogFromEnv(dir, env());
  });

  it('keeps what is appended, without the address', async () => {
    expect(await log.entries()).toEqual([]);
    const first = erasureEntry(KEY, 'ann@example.com', new Date('2026-03-01T10:00:00Z'));
    const second = erasureEntry(KEY, 'bob@example.com', new Date('2026-03-02T10:00:00Z'));
    await log.append(first);
    await log.append(second);
    const entries = await log.entries();
    expect(entries.map((entry) => entry.hash).sort()).toEqual([first.hash, second.hash].sort());
    expect(entries.every((entry) => entry.keyId === erasureKeyId(KEY) && entry.at !== '')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('example.com');
  });
});

describe('the erasure log file', () => {
  it('is erasure-log.jsonl in the resume folder, and skips a line a crash cut short', async () => {
    const folder = path.join(dir, 'torn');
    const log = erasureLogFromEnv(dir, { RESUME_STORAGE_DIR: folder });
    expect(log.location).toBe(path.join(folder, ERASURE_LOG_FILE));
    const entry = erasureEntry(KEY, 'ann@example.com');
    await log.append(entry);
    await appendFile(log.location, '{"hash":"ab12');
    expect(await log.entries()).toEqual([entry]);
    expect(await readFile(log.location, 'utf8')).not.toContain('ann');
  });
});
