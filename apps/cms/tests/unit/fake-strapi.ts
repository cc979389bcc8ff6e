import type { Core } from '@strapi/strapi';
import { Readable } from 'stream';
import type { ResumeStorage } from '../../src/lib/resume-storage';

/** One call a function under test made: which content type (`strapi.db.query(uid)` or `strapi.documents(uid)`), which method, with what. */
export interface FakeCall {
  via: 'query' | 'documents';
  uid: string;
  method: string;
  args: unknown[];
}

/** What a fake answers for each content type and method; a method it does not name fails the test when called. */
export type FakeHandlers = Record<string, Record<string, (...args: any[]) => unknown>>;

/**
 * A stand-in for the few Strapi calls the CMS's service functions make, for their unit tests (no Strapi instance):
 * `strapi.db.query(uid).<method>(…)` and `strapi.documents(uid).<method>(…)` answer from `query` and `documents`
 * (sync or async), every call is recorded in `calls` in order, `strapi.db.transaction(fn)` runs `fn` (a rejected `fn`
 * rejects it; the fake rolls nothing back: tests check what was asked) and then, when it was the outermost and `fn`
 * resolved, the callbacks given to `onCommit` (as @strapi/database does; `inTransaction()` is true meanwhile),
 * `strapi.log.error` lines go to `errors`.
 * @throws Error (in the function under test) for a call the fake was not given an answer to.
 */
export function fakeStrapi(handlers: { query?: FakeHandlers; documents?: FakeHandlers } = {}) {
  const calls: FakeCall[] = [];
  const errors: string[] = [];
  const api = (via: FakeCall['via'], uid: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method: string) =>
          async (...args: unknown[]) => {
            calls.push({ via, uid, method, args });
            const answer = handlers[via]?.[uid]?.[method];
            if (!answer)
              throw new Error(`Unexpected strapi.${via === 'query' ? 'db.query' : 'documents'}('${uid}').${method}()`);
            return answer(...args);
          },
      },
    );
  let depth = 0;
  let committed: Array<() => void> = [];
  const strapi = {
    db: {
      query: (uid: string) => api('query', uid),
      inTransaction: () => depth > 0,
      transaction: async <T>(fn: (trx: { onCommit(callback: () => void): void }) => Promise<T>) => {
        depth += 1;
        try {
          const result = await fn({ onCommit: (callback) => committed.push(callback) });
          if (depth === 1) committed.splice(0).forEach((callback) => callback());
          return result;
        } catch (error) {
          if (depth === 1) committed = [];
          throw error;
        } finally {
          depth -= 1;
        }
      },
    },
    documents: (uid: string) => api('documents', uid),
    log: { error: (line: string) => errors.push(line), info: () => undefined, warn: () => undefined },
  } as unknown as Core.Strapi;
  /** The calls of one content type's method, in order. */
  const callsOf = (uid: string, method: string) => calls.filter((call) => call.uid === uid && call.method === method);
  return { strapi, calls, callsOf, errors };
}

/**
 * An in-memory resume storage (lib/resume-storage.ts's `ResumeStorage`): `files` maps a key to its text and the time it
 * was written. `save` stores under `saved-<n><extension>`; `failOn` makes `open` or `remove` reject with that error.
 * `removed` lists the keys removed, in order.
 */
export function fakeResumeStorage(
  files: Record<string, { text: string; writtenAt?: Date }> = {},
  failOn: { open?: Error; remove?: Error } = {},
) {
  const removed: string[] = [];
  let saved = 0;
  const storage = {
    save: async (_sourcePath: string, extension: string) => {
      saved += 1;
      const key = `saved-${saved}${extension}`;
      files[key] = { text: 'saved', writtenAt: new Date() };
      return key;
    },
    open: async (key: string) => {
      if (failOn.open) throw failOn.open;
      if (!files[key]) throw Object.assign(new Error(`No stored resume ${key}`), { code: 'ENOENT' });
      return Readable.from([files[key].text]);
    },
    remove: async (key: string) => {
      removed.push(key);
      if (failOn.remove) throw failOn.remove;
      delete files[key];
    },
    list: async () => Object.entries(files).map(([key, file]) => ({ key, writtenAt: file.writtenAt ?? new Date(0) })),
  } satisfies ResumeStorage;
  return { storage, files, removed };
}
