import { errors } from '@strapi/utils';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docBytes,
  docxBytes,
  exeBytes,
  htmlBytes,
  pdfBytes,
  pdfOfSize,
  plainZipBytes,
  textBytes,
} from '../../tests/api/fixtures';
import { RESUME_MAX_BYTES } from '@agency/contract';
import { checkResume, cleanFileName } from './resume-file';

let directory: string;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'resume-file-test-'));
});

afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true });
});

let counter = 0;

/** Writes `bytes` to a real temp file and describes it as formidable would (original name, size, path). */
async function upload(bytes: Uint8Array, originalFilename: string | null) {
  const filepath = path.join(directory, `upload-${(counter += 1)}`);
  await fs.writeFile(filepath, bytes);
  return { filepath, originalFilename, size: bytes.length };
}

/** Runs `checkResume` and returns what it threw. */
async function rejection(file: Awaited<ReturnType<typeof upload>>): Promise<Error> {
  const error = await checkResume(file).then(
    () => new Error('checkResume accepted the file'),
    (reason: unknown) => reason as Error,
  );
  expect(error.message).not.toBe('checkResume accepted the file');
  return error;
}

describe('checkResume accepts', () => {
  it.each([
    ['a PDF', () => pdfBytes(), 'Ada_Resume.pdf', 'application/pdf', '.pdf'],
    ['a Word .doc (OLE compound file)', () => docBytes(), 'Ada Resume.doc', 'application/msword', '.doc'],
    [
      'a Word .docx',
      () => docxBytes(),
      'ada-resume.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.docx',
    ],
    ['an upper-case extension', () => pdfBytes(), 'RESUME.PDF', 'application/pdf', '.pdf'],
  ])('%s', async (_label, bytes, name, mime, extension) => {
    const file = await upload(bytes(), name);
    expect(await checkResume(file)).toEqual({ name, mime, size: file.size, extension });
  });

  it('a PDF of exactly 5 MB', async () => {
    const file = await upload(pdfOfSize(RESUME_MAX_BYTES), 'big.pdf');
    expect((await checkResume(file)).size).toBe(5 * 1024 * 1024);
  });

  it('and keeps only the base name of a path sent as the file name', async () => {
    const file = await upload(pdfBytes(), '../../etc/Ada Resume.pdf');
    expect((await checkResume(file)).name).toBe('Ada Resume.pdf');
  });
});

describe('checkResume refuses with a 400', () => {
  it.each([
    ['a .txt file', () => textBytes(), 'resume.txt'],
    ['a PDF named .txt', () => pdfBytes(), 'resume.txt'],
    ['a file without extension', () => pdfBytes(), 'resume'],
    ['a file without a name', () => pdfBytes(), null],
    ['an image', () => pdfBytes(), 'resume.png'],
  ])('%s: wrong extension', async (_label, bytes, name) => {
    const error = await rejection(await upload(bytes(), name));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error.message).toBe('The resume must be a .pdf, .doc or .docx file.');
  });

  it.each([
    ['an HTML page renamed .pdf', () => htmlBytes(), 'resume.pdf', '.pdf'],
    ['an executable renamed .pdf', () => exeBytes(), 'resume.pdf', '.pdf'],
    ['plain text renamed .doc', () => textBytes(), 'resume.doc', '.doc'],
    ['a PDF renamed .docx', () => pdfBytes(), 'resume.docx', '.docx'],
    ['a .docx renamed .doc', () => docxBytes(), 'resume.doc', '.doc'],
    ['a .doc renamed .pdf', () => docBytes(), 'resume.pdf', '.pdf'],
    ['a zip that is not a Word document renamed .docx', () => plainZipBytes(), 'resume.docx', '.docx'],
  ])('%s: content does not match the name', async (_label, bytes, name, extension) => {
    const error = await rejection(await upload(bytes(), name));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error.message).toBe(`The resume's content does not match a ${extension} file.`);
  });

  it('an empty file', async () => {
    const error = await rejection(await upload(new Uint8Array(0), 'resume.pdf'));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error.message).toBe('The resume file is empty.');
  });
});

describe('checkResume refuses with a 413', () => {
  it('a PDF one byte over 5 MB, saying the limit', async () => {
    const error = await rejection(await upload(pdfOfSize(RESUME_MAX_BYTES + 1), 'big.pdf'));
    expect(error).toBeInstanceOf(errors.PayloadTooLargeError);
    expect(error.message).toBe('The resume is too large: the limit is 5 MB.');
  });
});

describe("checkResume of another document of its kind (a hiring request's job description)", () => {
  const subject = { field: 'jobDescription', name: 'job description' };

  it('accepts it as a resume, and refuses it in its own words, on its own field', async () => {
    const pdf = await upload(pdfBytes(), 'Controller brief.pdf');
    expect(await checkResume(pdf, subject)).toMatchObject({ name: 'Controller brief.pdf', extension: '.pdf' });
    const refusals = [
      [await upload(pdfBytes(), 'brief.txt'), 'The job description must be a .pdf, .doc or .docx file.'],
      [await upload(htmlBytes(), 'brief.pdf'), "The job description's content does not match a .pdf file."],
      [await upload(new Uint8Array(0), 'brief.pdf'), 'The job description file is empty.'],
    ] as const;
    for (const [file, message] of refusals) {
      const error = await checkResume(file, subject).then(
        () => new Error('accepted'),
        (reason: unknown) => reason as errors.ValidationError,
      );
      expect(error).toBeInstanceOf(errors.ValidationError);
      expect(error.message).toBe(message);
      expect((error as errors.ValidationError).details).toMatchObject({ errors: [{ path: ['jobDescription'] }] });
    }
    const big = await checkResume(await upload(pdfOfSize(RESUME_MAX_BYTES + 1), 'big.pdf'), subject).catch(
      (reason: unknown) => reason as Error,
    );
    expect(big).toBeInstanceOf(errors.PayloadTooLargeError);
    expect((big as Error).message).toBe('The job description is too large: the limit is 5 MB.');
  });
});

describe('cleanFileName', () => {
  it.each([
    ['Ada Resume.pdf', 'Ada Resume.pdf'],
    ['C:\\Users\\ada\\Desktop\\cv.docx', 'cv.docx'],
    ['/home/ada/../cv.pdf', 'cv.pdf'],
    ['cv\r\nSet-Cookie: x=1.pdf', 'cvSet-Cookie: x=1.pdf'],
    ['  spaced.pdf  ', 'spaced.pdf'],
    ['', 'resume'],
    ['\u0000\u0001', 'resume'],
    // A right-to-left override disguising the extension, and the other bidirectional formatting characters.
    ['cv\u202Efdp.exe.pdf', 'cvfdp.exe.pdf'],
    ['\u2066cv\u2069\u200F.pdf\u061C', 'cv.pdf'],
  ])('%j → %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('keeps the last 255 characters, so a long name keeps its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});
