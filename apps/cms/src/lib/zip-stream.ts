import { PassThrough, type Readable } from 'stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** What an entry is read from: chunks of bytes or text, at once or as they come. */
type Chunks = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** One file of a streamed ZIP archive. */
export interface ZipEntry {
  /** Its path inside the archive (`/` separated). */
  name: string;
  /** Its bytes (or text, written as UTF-8), read only when the archive reaches this entry. */
  open: () => Chunks | Promise<Chunks>;
  /** Deflate it (text) or store it as it is (files that are compressed already: PDF, DOCX). */
  compress: boolean;
}

const encoder = new TextEncoder();

/**
 * A ZIP archive of `entries`, written as a stream (fflate's streaming `Zip`): entries are opened one at a time, in
 * order, and read chunk by chunk; the archive waits while its reader is slow (back-pressure), so neither an entry nor
 * the archive is ever held whole in memory. A failure (an entry that cannot be read) destroys the stream with that
 * error; a reader that goes away stops the reading of entries.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified = new Date()): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!out.destroyed) out.write(chunk);
    if (final) out.end();
  });
  /** Waits until the reader has taken what is buffered; false when the reader went away. */
  const drained = () =>
    new Promise<boolean>((resolve) => {
      if (out.destroyed) return resolve(false);
      if (!out.writableNeedDrain) return resolve(true);
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve(!out.destroyed);
      };
      out.on('drain', done);
      out.on('close', done);
    });

  const pump = async () => {
    for await (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = modified;
      zip.add(file);
      for await (const chunk of await entry.open()) {
        file.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        if (!(await drained())) return;
      }
      file.push(new Uint8Array(0), true);
      if (!(await drained())) return;
    }
    zip.end();
  };
  pump().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
