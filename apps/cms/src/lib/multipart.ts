import fs from 'fs/promises';
import type { IncomingMessage } from 'http';
import { errors } from '@strapi/utils';
import { formatMegabytes, MULTIPART_LIMITS } from '@agency/contract';
import type { UploadedFile } from './resume-file';

/** `ctx.request.files` as koa-body/formidable fills it: one file or several per field name. */
export type UploadedFiles = Record<string, UploadedFile | UploadedFile[] | undefined>;

/**
 * The `data` part of a Strapi multipart request is JSON text; a JSON request carries an object already.
 * @throws ValidationError (400) when the text is not a JSON object.
 */
export function readDataField(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null || data === '') return {};
  if (typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
  }
  throw new errors.ValidationError('The "data" field must be a JSON object.');
}

/**
 * The one file sent under `field`, or undefined.
 * @throws ValidationError (400) when several files were sent under that name.
 */
export function singleFile(files: UploadedFiles | undefined, field: string): UploadedFile | undefined {
  const value = files?.[field];
  if (!Array.isArray(value)) return value;
  if (value.length > 1) throw new errors.ValidationError(`Send one file in "${field}".`);
  return value[0];
}

// ---------------------------------------------------------------- temp files of every request

/**
 * The temp files formidable wrote for each request in flight, keyed by the request's headers object: formidable
 * keeps that very object (`this.headers`, set by `writeHeaders(req.headers)`) and gives no other way back to the
 * request from its `fileBegin` event. `strapi::body` deletes only the files of a field named `files`, and only when
 * the request succeeds; `global::multipart` deletes all of them, whatever happened.
 */
const tempFiles = new WeakMap<object, string[]>();

/** Starts recording the temp files of `req` (called by `global::multipart` before the body is parsed). */
export function trackTempFiles(req: IncomingMessage): void {
  tempFiles.set(req.headers, []);
}

/**
 * formidable's `onFileBegin` (config/middlewares.ts): records the file's temp path before a byte is written, and
 * stops the parse past `MULTIPART_LIMITS.files` files.
 * @throws PayloadTooLargeError, which formidable turns into a failed parse.
 */
export function recordTempFile(this: { headers?: object }, _field: string, file: { filepath: string }): void {
  const paths = this.headers ? tempFiles.get(this.headers) : undefined;
  if (!paths) return;
  paths.push(file.filepath);
  if (paths.length > MULTIPART_LIMITS.files) {
    throw new errors.PayloadTooLargeError(`Too many files: a request may carry at most ${MULTIPART_LIMITS.files}.`);
  }
}

/** How long after a request its temp files are deleted again (ms): see `removeTempFiles`. */
export const TEMP_FILES_SECOND_PASS_MS = 1_000;

/**
 * Deletes every temp file recorded for `req` (files already moved or deleted are no error), and once more
 * `TEMP_FILES_SECOND_PASS_MS` later without waiting for it: when a parse is refused, a file's write stream may still be
 * opening (formidable opens it on the file system's thread pool, busy under load) and create its file after the first
 * pass; a test of the whole suite under load caught one so.
 */
export async function removeTempFiles(req: IncomingMessage): Promise<void> {
  const paths = tempFiles.get(req.headers) ?? [];
  tempFiles.delete(req.headers);
  const remove = () => Promise.all(paths.map((filepath) => fs.rm(filepath, { force: true })));
  await remove();
  if (paths.length > 0) setTimeout(() => void remove().catch(() => {}), TEMP_FILES_SECOND_PASS_MS).unref();
}

// ---------------------------------------------------------------- parser errors

/** formidable's error codes (formidable/src/FormidableError.js) for a body the client got wrong. */
const FORMIDABLE = {
  aborted: 1002,
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  malformedMultipart: 1012,
  missingMultipartBoundary: 1013,
} as const;

/**
 * The client error a multipart parse failure stands for, in Strapi's error shape, or undefined when `error` is not
 * one (it is then a server error and stays a 500).
 */
export function multipartClientError(error: unknown): Error | undefined {
  if (error instanceof errors.ApplicationError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case FORMIDABLE.maxFieldsExceeded:
      return new errors.PayloadTooLargeError(
        `Too many fields: a request may carry at most ${MULTIPART_LIMITS.fields}.`,
      );
    case FORMIDABLE.maxFieldsSizeExceeded:
      return new errors.PayloadTooLargeError(
        `The text fields are too large: the limit is ${formatMegabytes(MULTIPART_LIMITS.fieldsBytes)} in all.`,
      );
    case FORMIDABLE.malformedMultipart:
    case FORMIDABLE.missingMultipartBoundary:
    case FORMIDABLE.aborted:
      return new errors.ValidationError('The multipart body could not be read: check its boundary and parts.', {
        reason: (error as Error).message,
      });
    default:
      return undefined;
  }
}
