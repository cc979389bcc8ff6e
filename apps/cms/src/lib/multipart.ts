import fs from 'fs/promises';
import { errors } from '@strapi/utils';
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

/**
 * Deletes formidable's temp files. `strapi::body` only cleans the field named `files`, so a route that reads
 * other file fields (`files.resume`) cleans them itself.
 */
export async function removeTempFiles(files: UploadedFiles | undefined): Promise<void> {
  const all = Object.values(files ?? {}).flatMap((value) => (Array.isArray(value) ? value : value ? [value] : []));
  await Promise.all(all.map((file) => fs.rm(file.filepath, { force: true })));
}
