import busboy from 'busboy';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { MULTIPART_LIMITS } from '@agency/contract';
import { log } from './log.server';

/**
 * Forms with files, server only, without holding a file in memory: a request's body parsed as it arrives (busboy)
 * with its files written to temp files (`readStreamedForm`), and a multipart body streamed from such files
 * (`multipartBody`).
 */

/** What a form may carry, checked as its body streams in. */
export interface FormLimits {
  /**
   * Files to keep, by field name, each with the most bytes kept: the rest of a longer file is read and dropped, so
   * one byte over the form's own limit is enough for its check to refuse it. Files under other names (and a second
   * file under a kept name) are read and dropped.
   */
  files: Record<string, number>;
  /** Most text fields. */
  fields: number;
  /** Most bytes of all the text fields together. */
  textBytes: number;
}

/** A form read by `readStreamedForm`. */
export interface StreamedForm {
  /** The text fields, and the kept files as `File`s whose bytes stay in their temp files. */
  formData: FormData;
  /** Deletes the temp files (once the files are no longer needed); safe to call more than once. */
  dispose(): Promise<void>;
}

/** The folder of the temp files, under the system's temp folder (`TMPDIR`). */
const SPOOL_FOLDER = 'web-form-uploads';
/**
 * Files older than this are left over by a process that was killed mid-request: no request lives that long (Node's
 * `requestTimeout` of 5 minutes for the body, then the CMS's attempts), so a file of another instance sharing the
 * folder is never taken.
 */
const STALE_MS = 60 * 60 * 1000;
/** How often a process that reads forms looks for such files. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

let spool: Promise<string> | undefined;
let lastSweep = 0;

async function removeStaleFiles(directory: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(directory)) {
    const file = path.join(directory, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_MS) await rm(file, { force: true });
  }
}

/**
 * The temp folder, made at the first call of this process. Files left over by killed processes (a resume is personal
 * data) are deleted at that first call, and again at most every 10 minutes (in the background) while forms are read.
 */
export function spoolDirectory(): Promise<string> {
  spool ??= (async () => {
    const directory = path.join(tmpdir(), SPOOL_FOLDER);
    await mkdir(directory, { recursive: true, mode: 0o700 });
    await removeStaleFiles(directory);
    lastSweep = Date.now();
    return directory;
  })().catch((error: unknown) => {
    spool = undefined;
    throw error;
  });
  if (lastSweep !== 0 && Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now();
    spool
      .then(removeStaleFiles)
      .catch((error: unknown) => log.error({ err: error }, 'Left-over upload files could not be removed'));
  }
  return spool;
}

/**
 * Reads a `multipart/form-data` (or `application/x-www-form-urlencoded`) request body as it arrives: text fields into
 * memory, each kept file (`limits.files`) into a temp file of its own (readable by this user only). Holds a few
 * chunks of the body at a time, whatever its size; the size of the whole body is the Express app's to limit
 * (server/body-limit.ts).
 * When the form cannot be read (another content type, a broken multipart body, past `limits`), the rest of the body
 * is still read and dropped, so that the client, which is still sending, receives the answer.
 * @throws the parser's error for a form it cannot read, or the body stream's error (the client went away, or the
 *         body passed its limit); in every case after deleting the temp files it wrote.
 */
export async function readStreamedForm(request: Request, limits: FormLimits): Promise<StreamedForm> {
  const keeps = Object.keys(limits.files).length > 0;
  const directory = keeps ? await spoolDirectory() : '';
  const formData = new FormData();
  const files: Array<[string, File]> = [];
  const temps: string[] = [];
  const writes: Array<Promise<void>> = [];
  const dispose = async () => {
    await Promise.all(temps.splice(0).map((file) => rm(file, { force: true })));
  };

  let failure: Error | undefined;
  const parser = busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    // Browsers send file names as UTF-8 (busboy's default for parameters is latin1).
    defParamCharset: 'utf8',
    limits: {
      fields: limits.fields,
      fieldSize: limits.textBytes,
      files: MULTIPART_LIMITS.files,
      fileSize: Math.max(0, ...Object.values(limits.files)),
    },
  });
  // The first error is the one reported; destroying the parser ends the file being written (its write fails).
  const fail = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error('The form could not be read.', { cause: error });
    if (!parser.destroyed) parser.destroy();
  };
  parser.on('error', fail);
  /** Until the parser takes more, or is destroyed. */
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        parser.off('drain', done);
        parser.off('close', done);
        resolve();
      };
      parser.on('drain', done);
      parser.on('close', done);
    });
  const tooMany = () => fail(new Error('The form has more parts than any form of this site.'));
  parser.on('fieldsLimit', tooMany);
  parser.on('filesLimit', tooMany);

  let textBytes = 0;
  parser.on('field', (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || textBytes > limits.textBytes) fail(new Error('The form has too much text.'));
    else formData.append(name, value);
  });

  const kept = new Set<string>();
  parser.on('file', (name, stream, { filename, mimeType }) => {
    if (limits.files[name] === undefined || kept.has(name) || failure !== undefined) {
      stream.resume();
      return;
    }
    kept.add(name);
    const file = path.join(directory, randomUUID());
    temps.push(file);
    writes.push(
      pipeline(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 })).then(
        async () => {
          const bytes = await openAsBlob(file, { type: mimeType });
          files.push([name, new File([bytes], filename ?? '', { type: mimeType })]);
        },
        (error: unknown) => fail(error),
      ),
    );
  });

  try {
    if (!request.body) throw new Error('The request has no body.');
    const reader = request.body.getReader();
    for (;;) {
      // Rejects when the client goes away or the body passes its limit: nothing more can be read or answered.
      const { done, value } = await reader.read();
      if (done) break;
      if (failure !== undefined) continue; // read to the end, so that the client receives the answer
      if (!parser.write(value)) await drained();
    }
    if (failure === undefined) {
      parser.end();
      await finished(parser).catch(fail);
    }
    await Promise.all(writes);
    if (failure !== undefined) throw failure;
  } catch (error) {
    parser.destroy();
    await Promise.allSettled(writes);
    await dispose();
    throw error;
  }

  for (const [name, file] of files) formData.append(name, file);
  return { formData, dispose };
}

/** A multipart body ready to send: its `Content-Type` (with the boundary), exact length, and a fresh stream each call. */
export interface MultipartBody {
  contentType: string;
  length: number;
  /** The body's bytes; files are read from their source (a temp file) as the stream is read. */
  stream(): Readable;
}

/**
 * HTML's escaping of a name in a part's header (the multipart/form-data encoding algorithm of the HTML standard, as
 * browsers and undici apply it): line feed, carriage return and quote as percent codes.
 */
function headerName(name: string): string {
  return name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
}

/**
 * `entries` as one `multipart/form-data` body, for a request that may be sent more than once: every call of
 * `stream()` reads the files again. Text is UTF-8; a file's part carries its name and type.
 */
export function multipartBody(entries: Array<[string, string | File]>): MultipartBody {
  const boundary = `----NorthstarFormBoundary${randomBytes(12).toString('hex')}`;
  const parts: Array<Buffer | File> = [];
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${headerName(name)}"\r\n\r\n${value}\r\n`,
          'utf8',
        ),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${headerName(name)}"; ` +
            `filename="${headerName(value.name)}"\r\n` +
            `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        value,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: parts.reduce((total, part) => total + (part instanceof File ? part.size : part.length), 0),
    stream: () =>
      Readable.from(
        (async function* () {
          for (const part of parts) {
            if (part instanceof File) {
              const reader = part.stream().getReader();
              try {
                for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
              } finally {
                await reader.cancel();
              }
            } else {
              yield part;
            }
          }
        })(),
      ),
  };
}
