import { COVER_TYPE_MESSAGE, COVER_TYPES, coverExtension } from '@agency/contract';
import { errors } from '@strapi/utils';
import { cleanFileName } from './resume-file';

/**
 * What the media library stores (the contract's `COVER_TYPES`, docs/000-product.md §14): cover images the site shows,
 * checked by name and by content as resumes are (./resume-file.ts; docs/017-security-audit.md). Strapi's own check of
 * uploads (`plugin::upload.security`) trusts the extension when it cannot tell the content, so HTML, SVG or script
 * bytes named `.png` used to be stored and served as `image/png`; here the content must be the image its name says,
 * sniffed with file-type (magic bytes).
 */

/** An upload as the upload plugin's service receives it (formidable's file, or a file the panel fetched from a URL). */
export interface CoverUpload {
  filepath?: string;
  path?: string;
  originalFilename?: string | null;
  name?: string;
}

function refuse(message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: ['files'], message }] });
}

/**
 * Checks one cover by name and content.
 * @throws ValidationError (400) when the name is not a cover image's, or the content is not the image its name says
 *         (or cannot be read).
 */
export async function checkCover(file: CoverUpload): Promise<void> {
  const name = cleanFileName(file.originalFilename ?? file.name ?? '');
  const extension = coverExtension(name);
  if (!extension) refuse(COVER_TYPE_MESSAGE);
  const filepath = file.filepath ?? file.path;
  if (!filepath) refuse(COVER_TYPE_MESSAGE);
  // file-type is ESM-only; Node >= 20.19 loads it from this CommonJS build.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(filepath).catch(() => undefined);
  if (!detected || !(COVER_TYPES[extension].detected as readonly string[]).includes(detected.ext)) {
    refuse(`The file's content is not a ${extension} image. ${COVER_TYPE_MESSAGE}`);
  }
}

/** Checks every file of one upload before any is stored. @throws ValidationError (400) as `checkCover`. */
export async function checkCovers(files: CoverUpload | CoverUpload[] | null | undefined): Promise<void> {
  for (const file of [files ?? []].flat()) await checkCover(file);
}
