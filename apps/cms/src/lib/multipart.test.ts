import { errors } from '@strapi/utils';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'http';
import { MULTIPART_LIMITS } from '@agency/contract';
import {
  multipartClientError,
  readDataField,
  recordTempFile,
  removeTempFiles,
  TEMP_FILES_SECOND_PASS_MS,
  singleFile,
  trackTempFiles,
} from './multipart';

describe('readDataField', () => {
  it('reads the JSON text of a multipart `data` field', () => {
    expect(readDataField('{"fullName":"Ada","consent":true}')).toEqual({ fullName: 'Ada', consent: true });
  });

  it('passes an object from a JSON request through', () => {
    const data = { fullName: 'Ada' };
    expect(readDataField(data)).toBe(data);
  });

  it.each([[undefined], [null], ['']])('reads %j as an empty object', (value) => {
    expect(readDataField(value)).toEqual({});
  });

  it.each([['not json'], ['[1,2]'], ['"text"'], ['null'], ['42'], [[{ fullName: 'Ada' }]], [42], [true]])(
    'refuses %j with a 400',
    (value) => {
      expect(() => readDataField(value)).toThrow(errors.ValidationError);
      expect(() => readDataField(value)).toThrow('The "data" field must be a JSON object.');
    },
  );
});

describe('singleFile', () => {
  const file = (name: string) => ({ filepath: `/tmp/${name}`, originalFilename: name, size: 1 });

  it('returns the one file sent under the field', () => {
    const resume = file('cv.pdf');
    expect(singleFile({ 'files.resume': resume }, 'files.resume')).toBe(resume);
    expect(singleFile({ 'files.resume': [resume] }, 'files.resume')).toBe(resume);
  });

  it('returns undefined when nothing was sent under the field', () => {
    expect(singleFile(undefined, 'files.resume')).toBeUndefined();
    expect(singleFile({}, 'files.resume')).toBeUndefined();
    expect(singleFile({ files: file('other.pdf') }, 'files.resume')).toBeUndefined();
  });

  it('refuses several files under the field with a 400', () => {
    const files = { 'files.resume': [file('a.pdf'), file('b.pdf')] };
    expect(() => singleFile(files, 'files.resume')).toThrow(errors.ValidationError);
    expect(() => singleFile(files, 'files.resume')).toThrow('Send one file in "files.resume".');
  });
});

describe('temp files of a request', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'multipart-test-'));
  });

  afterAll(async () => {
    await fs.rm(directory, { recursive: true, force: true });
  });

  /** A request as formidable sees it: `recordTempFile` runs with formidable's `this`, which holds the headers. */
  function request(): { req: IncomingMessage; form: { headers: object } } {
    // A stand-in with only the headers these functions read: a whole IncomingMessage needs a socket.
    const req = { headers: { 'content-type': 'multipart/form-data; boundary=x' } } as unknown as IncomingMessage;
    return { req, form: { headers: req.headers } };
  }

  async function tempFile(name: string) {
    const filepath = path.join(directory, name);
    await fs.writeFile(filepath, 'x');
    return { filepath };
  }

  it('deletes every recorded file, and tolerates files already gone', async () => {
    const { req, form } = request();
    trackTempFiles(req);
    recordTempFile.call(form, 'files.resume', await tempFile('resume'));
    recordTempFile.call(form, 'anything', await tempFile('other'));
    recordTempFile.call(form, 'gone', { filepath: path.join(directory, 'never-written') });
    await removeTempFiles(req);
    expect(await fs.readdir(directory)).toEqual([]);
  });

  it('deletes again a file created after the first pass (a write stream still opening when the parse was refused)', async () => {
    const { req, form } = request();
    trackTempFiles(req);
    const late = path.join(directory, 'opened-late');
    recordTempFile.call(form, 'files', { filepath: late });
    await removeTempFiles(req);
    await fs.writeFile(late, '');
    await new Promise((resolve) => setTimeout(resolve, TEMP_FILES_SECOND_PASS_MS + 200));
    expect(await fs.readdir(directory)).toEqual([]);
  });

  it('stops a request past the file limit', () => {
    const { req, form } = request();
    trackTempFiles(req);
    for (let index = 0; index < MULTIPART_LIMITS.files; index += 1) {
      recordTempFile.call(form, 'files', { filepath: path.join(directory, `f${index}`) });
    }
    expect(() => recordTempFile.call(form, 'files', { filepath: path.join(directory, 'one-too-many') })).toThrow(
      errors.PayloadTooLargeError,
    );
  });

  it('ignores files of a request nobody tracks', async () => {
    expect(() => recordTempFile.call({ headers: {} }, 'files', { filepath: '/tmp/x' })).not.toThrow();
    await expect(removeTempFiles(request().req)).resolves.toBeUndefined();
  });
});

describe('multipartClientError', () => {
  const formidableError = (code: number) => Object.assign(new Error(`formidable ${code}`), { code, httpCode: 400 });

  it.each([
    [1007, errors.PayloadTooLargeError, 'Too many fields: a request may carry at most 50.'],
    [1006, errors.PayloadTooLargeError, 'The text fields are too large: the limit is 1 MB in all.'],
    [1012, errors.ValidationError, 'The multipart body could not be read: check its boundary and parts.'],
    [1013, errors.ValidationError, 'The multipart body could not be read: check its boundary and parts.'],
  ])('turns formidable error %i into a client error', (code, type, message) => {
    const error = multipartClientError(formidableError(code));
    expect(error).toBeInstanceOf(type);
    expect(error?.message).toBe(message);
  });

  it('leaves other errors alone (they stay server errors)', () => {
    expect(multipartClientError(new Error('disk full'))).toBeUndefined();
    expect(multipartClientError(formidableError(1009))).toBeUndefined();
  });
});
