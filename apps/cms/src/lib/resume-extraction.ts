import { RESUME_EXTRACTION_LIMITS, RESUME_TEXT_MAX_BYTES, stripControlCharacters } from '@agency/contract';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/**
 * Text out of a resume file (docs/023-talent-pool.md "Resume text"), with well-kept libraries: PDF with `unpdf`
 * (PDF.js), DOCX with `mammoth`, DOC with `word-extractor`. Runs inside the extraction worker thread
 * (lib/resume-extraction-worker.ts), whose memory and time limits end a hostile file; a DOCX's inflated size is checked
 * here before anything is inflated, because inflated buffers live outside the worker's heap.
 */

/** The formats, by the extension the resume is stored with (lib/resume-storage.ts keys end in it). */
export type ResumeKind = 'pdf' | 'docx' | 'doc';

/** Why an extraction failed for good: a reason code stored in `lastError` (no personal data). */
export type ExtractionFailure = 'too-big' | 'unreadable' | 'timeout' | 'memory';

/** A failure that retrying cannot mend: the file itself is too big once inflated, or unreadable. */
export class ExtractionError extends Error {
  constructor(
    readonly reason: ExtractionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

/** The kind of a stored resume from its storage key or file name (`….pdf|docx|doc`), or null. */
export function resumeKindOf(name: string): ResumeKind | null {
  const match = /\.(pdf|docx|doc)$/i.exec(name);
  return match ? (match[1].toLowerCase() as ResumeKind) : null;
}

/** Spaces other than line breaks: tabs, no-break and the typographic spaces of Unicode's Zs category. */
const SPACES = /[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

/**
 * `raw` as it is kept: NFC, without control characters (the contract's `stripControlCharacters`, line breaks kept),
 * line breaks as `\n`, each run of spaces one space, each line trimmed, at most one empty line in a row, trimmed.
 */
export function normaliseText(raw: string): string {
  const lines = stripControlCharacters(raw.normalize('NFC').replace(/\r\n?|[\u2028\u2029\f\v]/g, '\n'), true)
    .split('\n')
    .map((line) => line.replace(SPACES, ' ').trim());
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * `text` cut to at most `maxBytes` bytes of UTF-8, never inside a character (TextEncoder's `encodeInto` writes whole
 * characters only).
 */
export function truncateUtf8(text: string, maxBytes = RESUME_TEXT_MAX_BYTES): string {
  if (text.length * 3 <= maxBytes) return text;
  const { read } = new TextEncoder().encodeInto(text, new Uint8Array(maxBytes));
  return text.slice(0, read);
}

/** Whether kept text says anything: at least one letter or digit in any script (else the file is a scan). */
export function hasText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * Checks that the ZIP `bytes` inflates to at most `limit` bytes, without keeping what it inflates: first the sizes its
 * directory declares (nothing inflated), then each entry inflated in a stream whose pieces are counted and dropped,
 * stopping past an entry's declared size or the limit (a directory that lies). Memory stays at a piece's size.
 * @throws ExtractionError `too-big` past the limit, `unreadable` when it is not a ZIP.
 */
export function checkZipInflation(bytes: Uint8Array, limit = RESUME_EXTRACTION_LIMITS.inflatedBytes): void {
  let declared = 0;
  const sizes = new Map<string, number>();
  try {
    // The filter sees every entry of the central directory and inflates none.
    unzipSync(bytes, {
      filter(file) {
        declared += file.originalSize;
        sizes.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch (error) {
    throw new ExtractionError('unreadable', `Not a readable ZIP: ${(error as Error).message}`);
  }
  if (declared > limit) throw new ExtractionError('too-big', `Declares ${declared} bytes once inflated.`);

  let inflated = 0;
  let tooBig = false;
  const unzip = new Unzip((file) => {
    const allowed = Math.min(sizes.get(file.name) ?? 0, limit);
    let own = 0;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      own += chunk.length;
      inflated += chunk.length;
      if (own > allowed || inflated > limit) {
        tooBig = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Small pieces: a piece of a bomb inflates to a thousand times its size.
  const step = 4 * 1024;
  try {
    for (let offset = 0; offset < bytes.length && !tooBig; offset += step) {
      unzip.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length);
    }
  } catch (error) {
    throw new ExtractionError('unreadable', `Not a readable ZIP: ${(error as Error).message}`);
  }
  if (tooBig) throw new ExtractionError('too-big', 'Inflates to more than its directory declares or the limit.');
}

/** The text of a PDF, every page, through unpdf (PDF.js without its own worker). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // Fonts are not needed for text (they stay unloaded); an error in one page's content stops the document.
  // PDF.js refuses a Buffer: the same memory, seen as a plain Uint8Array.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const document = await getDocumentProxy(data, { disableFontFace: true, stopAtErrors: true });
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The text of a DOCX through mammoth, once `checkZipInflation` has passed. */
async function docxText(bytes: Uint8Array): Promise<string> {
  checkZipInflation(bytes);
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
  return value;
}

/** The text of a Word 97–2003 .doc (an OLE compound file) through word-extractor: body, headers, footnotes. */
async function docText(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  return [document.getBody(), document.getHeaders({ includeFooters: true }), document.getFootnotes()].join('\n\n');
}

/**
 * The kept text of a resume: extracted by its kind, `normaliseText`, cut at `RESUME_TEXT_MAX_BYTES`; '' when the file
 * holds none (a scan).
 * @throws ExtractionError `too-big` (a DOCX inflating past the limit), `unreadable` (any parser's error).
 */
export async function extractResumeText(bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  let raw: string;
  try {
    raw = kind === 'pdf' ? await pdfText(bytes) : kind === 'docx' ? await docxText(bytes) : await docText(bytes);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // The parsers' messages may quote the file; only the kind of error is kept.
    throw new ExtractionError('unreadable', `The ${kind} parser failed (${(error as Error)?.name ?? 'error'}).`);
  }
  return truncateUtf8(normaliseText(raw));
}
