import { errors } from '@strapi/utils';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataField, removeTempFiles, singleFile } from './multipart';

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

describe('removeTempFiles', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'multipart-test-'));
  });

  afterAll(async () => {
    await fs.rm(directory, { recursive: true, force: true });
  });

  /** Creates a real temp file standing for one formidable upload. */
  async function tempFile(name: string) {
    const filepath = path.join(directory, name);
    await fs.writeFile(filepath, 'x');
    return { filepath, originalFilename: name, size: 1 };
  }

  it('deletes every uploaded temp file, single or in lists, and tolerates files already gone', async () => {
    const files = {
      'files.resume': await tempFile('resume'),
      'files.other': [await tempFile('one'), await tempFile('two')],
      'files.gone': { filepath: path.join(directory, 'never-written'), originalFilename: 'x', size: 0 },
      empty: undefined,
    };
    await removeTempFiles(files);
    expect(await fs.readdir(directory)).toEqual([]);
  });

  it('does nothing without files', async () => {
    await expect(removeTempFiles(undefined)).resolves.toBeUndefined();
  });
});
