import { Readable } from 'stream';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { addressesIn, jsonDocument, mentionsAddress, safeFileName } from './personal-data';
import { zipStream, type ZipEntry } from './zip-stream';

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('addressesIn', () => {
  it('finds each whole address, lower-cased, as mentionsAddress finds it', () => {
    const text = 'New application from Ann <ANN@Example.com>. Reply to jo.ann+cv@mail.example.co.uk, not to @nobody.';
    expect(addressesIn(text)).toEqual(['ann@example.com', 'jo.ann+cv@mail.example.co.uk']);
    for (const address of addressesIn(text)) expect(mentionsAddress(text, address)).toBe(true);
    expect(addressesIn(null)).toEqual([]);
    expect(addressesIn('no address here')).toEqual([]);
  });
});

describe('mentionsAddress', () => {
  it('finds the whole address in any case', () => {
    expect(mentionsAddress('Applicant: Ann <ANN@Example.com>', 'ann@example.com')).toBe(true);
    expect(mentionsAddress('Reply to ann@example.com.', 'ann@example.com')).toBe(true);
    expect(mentionsAddress('ann@example.com', 'ann@example.com')).toBe(true);
  });

  it('does not take a longer address for it', () => {
    expect(mentionsAddress('joann@example.com', 'ann@example.com')).toBe(false);
    expect(mentionsAddress('jo.ann@example.com', 'ann@example.com')).toBe(false);
    expect(mentionsAddress('ann@example.com.au', 'ann@example.com')).toBe(false);
    expect(mentionsAddress('ann@example.community', 'ann@example.com')).toBe(false);
    expect(mentionsAddress(null, 'ann@example.com')).toBe(false);
  });
});

describe('jsonDocument', () => {
  it('writes valid JSON with empty and filled sections', async () => {
    async function* rows() {
      yield { a: 1, nested: { b: [1, 2] } };
      yield { a: 2 };
    }
    const written = await text(
      jsonDocument({ exportedAt: '2026-01-01T00:00:00.000Z' }, [
        { key: 'empty', rows: [] },
        { key: 'filled', rows: rows() },
      ]),
    );
    expect(JSON.parse(written)).toEqual({
      exportedAt: '2026-01-01T00:00:00.000Z',
      empty: [],
      filled: [{ a: 1, nested: { b: [1, 2] } }, { a: 2 }],
    });
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and strips folders and control characters', () => {
    expect(safeFileName('CV Ann.pdf')).toBe('CV Ann.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a\u0000b.pdf')).toBe('a_b.pdf');
    expect(safeFileName('cv\u202Efdp.exe.pdf')).toBe('cvfdp.exe.pdf');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName(`${'x'.repeat(300)}.docx`)).toMatch(/^x{145}\.docx$/);
  });
});

describe('zipStream', () => {
  it('writes every entry, text deflated and bytes stored, that a ZIP reader reads back', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    const entries: ZipEntry[] = [
      { name: 'data.json', compress: true, open: () => jsonDocument({ x: 'ü' }, []) },
      {
        name: 'files/Lebenslauf Jörg.pdf',
        compress: false,
        open: () => Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      },
    ];
    async function* all() {
      yield* entries;
    }
    const files = unzipSync(new Uint8Array(await bytesOf(zipStream(all()))));
    expect(Object.keys(files)).toEqual(['data.json', 'files/Lebenslauf Jörg.pdf']);
    expect(JSON.parse(strFromU8(files['data.json']))).toEqual({ x: 'ü' });
    expect(Buffer.from(files['files/Lebenslauf Jörg.pdf']).equals(bytes)).toBe(true);
  });

  it('ends with an error when an entry cannot be read', async () => {
    async function* all(): AsyncIterable<ZipEntry> {
      yield {
        name: 'missing.pdf',
        compress: false,
        open: async () => {
          throw new Error('gone');
        },
      };
    }
    await expect(bytesOf(zipStream(all()))).rejects.toThrow('gone');
  });
});
