import path from 'path';
import {
  formatMegabytes,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  resumeExtension,
  stripFileNameControls,
  type ResumeExtension,
} from '@agency/contract';
import { errors } from '@strapi/utils';

/**
 * What a resume may be (the contract's `RESUME_TYPES`, docs/000-product.md §5, docs/000-product.md §15): `.pdf`, `.doc`
 * or `.docx`, checked by name and by content. Content is sniffed with `file-type` (magic bytes; for .docx it also reads
 * the zip's entries): a PDF starts with `%PDF`, a .doc is an OLE compound file (`cfb`), a .docx is an Office Open XML
 * word document.
 */
/** A file as formidable (Strapi's body parser) leaves it on disk. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

export interface CheckedResume {
  name: string;
  mime: string;
  size: number;
  extension: ResumeExtension;
}

/**
 * What a checked file is called in the CMS's answers and under which field its refusal is reported: the resume by
 * default; a hiring request's job description (docs/024-employers.md) takes the resume's types and limit under its own
 * name.
 */
export interface CheckedFileSubject {
  /** The field of the refusal's `details.errors[].path`. */
  field: string;
  /** The words in the messages ("The resume must be…", "The resume file is empty."). */
  name: string;
}

export const RESUME_SUBJECT: CheckedFileSubject = { field: 'resume', name: 'resume' };

/**
 * Keeps a file name displayable and safe in a header: base name only, no control characters and no bidirectional
 * formatting characters (the contract's `stripFileNameControls`: a right-to-left override disguises an extension),
 * 255 at most.
 */
export function cleanFileName(name: string): string {
  const base = stripFileNameControls(path.basename(name.replace(/\\/g, '/'))).trim();
  return base.slice(-255) || 'resume';
}

/**
 * Checks an uploaded resume (or another document of its kind, named by `subject`) by name, size and content.
 * @throws ValidationError (400) for a wrong extension, an empty file or content that does not match the name;
 *         PayloadTooLargeError (413) over `RESUME_MAX_BYTES`.
 */
export async function checkResume(
  file: UploadedFile,
  subject: CheckedFileSubject = RESUME_SUBJECT,
): Promise<CheckedResume> {
  const name = cleanFileName(file.originalFilename ?? '');
  const extension = resumeExtension(name);
  if (!extension) {
    const message = `The ${subject.name} must be a .pdf, .doc or .docx file.`;
    throw new errors.ValidationError(message, { errors: [{ path: [subject.field], message }] });
  }
  if (file.size > RESUME_MAX_BYTES) {
    throw new errors.PayloadTooLargeError(
      `The ${subject.name} is too large: the limit is ${formatMegabytes(RESUME_MAX_BYTES)}.`,
      { maxBytes: RESUME_MAX_BYTES },
    );
  }
  if (file.size === 0) {
    throw new errors.ValidationError(`The ${subject.name} file is empty.`, {
      errors: [{ path: [subject.field], message: 'empty file' }],
    });
  }
  // file-type is ESM-only; Node >= 20.19 loads it from this CommonJS build.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(file.filepath);
  const expected = RESUME_TYPES[extension];
  if (detected?.ext !== expected.detected) {
    const message = `The ${subject.name}'s content does not match a ${extension} file.`;
    throw new errors.ValidationError(message, { errors: [{ path: [subject.field], message }] });
  }
  return { name, mime: expected.mime, size: file.size, extension };
}
