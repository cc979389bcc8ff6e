/**
 * The text of resumes (docs/023-talent-pool.md "Resume text"): what the CMS extracts from each stored resume, off the
 * request path, for staff search. Its limits and states, written once; README "Limits" lists them.
 */

/** Most text kept of one resume, in bytes of UTF-8 (200 KB): a 40-page CV; what is past it is cut at a character. */
export const RESUME_TEXT_MAX_BYTES = 200 * 1024;

/**
 * Where a resume's extraction stands: `pending` (queued or being extracted), `done` (text kept), `no-text` (the file
 * holds no text: a scan, an image-only PDF), `failed` (hostile, timed out, too big once inflated, unreadable, or the
 * file could not be read after the last attempt).
 */
export const RESUME_TEXT_STATES = ['pending', 'done', 'no-text', 'failed'] as const;
export type ResumeTextState = (typeof RESUME_TEXT_STATES)[number];

/**
 * The limits of one extraction, run in a worker thread one file at a time (docs/023-talent-pool.md "Resume text"):
 * - `timeoutMs`: the worker is terminated after it (a PDF bomb, deeply nested objects);
 * - `heapMb`: the worker's V8 heap (old generation; `resourceLimits.maxOldGenerationSizeMb`), and `externalMb`: its
 *   buffers outside the heap, watched while it runs; past either the worker is terminated;
 * - `inflatedBytes`: most bytes a DOCX (a ZIP) may inflate to, checked from its directory before anything is inflated
 *   and again while the parts are inflated;
 * - `attempts`: tries of an extraction that failed for a passing reason (the storage out of reach); a hostile or
 *   unreadable file fails at once.
 */
export const RESUME_EXTRACTION_LIMITS = {
  timeoutMs: 10_000,
  heapMb: 128,
  externalMb: 192,
  inflatedBytes: 50 * 1024 * 1024,
  attempts: 5,
} as const;
