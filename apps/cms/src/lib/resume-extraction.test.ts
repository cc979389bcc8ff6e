import { RESUME_EXTRACTION_LIMITS, RESUME_TEXT_MAX_BYTES } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { plainZipBytes } from '../../tests/api/fixtures';
import { scanLikePdf, textDoc, textDocx, textPdf, zipBombDocx } from '../../tests/api/resume-fixtures';
import {
  checkZipInflation,
  ExtractionError,
  extractResumeText,
  hasText,
  normaliseText,
  resumeKindOf,
  truncateUtf8,
} from './resume-extraction';

describe('normaliseText', () => {
  it('keeps line breaks, makes each run of spaces one, trims lines and keeps at most one empty line', () => {
    expect(normaliseText('  Ada \t\u00a0 Lovelace  \r\n\r\n\r\n\n Engineer\u2003 ')).toBe('Ada Lovelace\n\nEngineer');
  });

  it('removes control characters (the contract rule) and makes form feeds and separators line breaks', () => {
    expect(normaliseText('A\u0000B\u0007C\u009f\fD\u2028E')).toBe('ABC\nD\nE');
  });

  it('composes characters (NFC) and leaves right-to-left text alone', () => {
    expect(normaliseText('Zoe\u0308 مهندس')).toBe('Zoë مهندس');
  });
});

describe('truncateUtf8', () => {
  it('cuts at most maxBytes of UTF-8, never inside a character', () => {
    expect(truncateUtf8('aé€😀', 1)).toBe('a');
    expect(truncateUtf8('aé€😀', 2)).toBe('a');
    expect(truncateUtf8('aé€😀', 3)).toBe('aé');
    expect(truncateUtf8('aé€😀', 9)).toBe('aé€');
    expect(truncateUtf8('aé€😀', 10)).toBe('aé€😀');
  });

  it('keeps RESUME_TEXT_MAX_BYTES by default', () => {
    const text = 'é'.repeat(RESUME_TEXT_MAX_BYTES);
    expect(Buffer.byteLength(truncateUtf8(text))).toBe(RESUME_TEXT_MAX_BYTES);
  });
});

describe('hasText and resumeKindOf', () => {
  it('finds letters or digits in any script', () => {
    expect(hasText(' \n–•. ')).toBe(false);
    expect(hasText('دبي')).toBe(true);
    expect(hasText('٣')).toBe(true);
  });

  it('reads the kind from a storage key or a name', () => {
    expect(resumeKindOf('0b8a.pdf')).toBe('pdf');
    expect(resumeKindOf('CV.DOCX')).toBe('docx');
    expect(resumeKindOf('cv.doc')).toBe('doc');
    expect(resumeKindOf('cv.txt')).toBeNull();
  });
});

describe('checkZipInflation', () => {
  it('lets an ordinary DOCX through', () => {
    expect(() => checkZipInflation(textDocx(['Resume']))).not.toThrow();
  });

  it('refuses a ZIP whose directory declares more than the limit, before inflating anything', async () => {
    const bomb = await zipBombDocx(64);
    const error = (() => {
      try {
        checkZipInflation(bomb);
      } catch (caught) {
        return caught as ExtractionError;
      }
    })();
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error?.reason).toBe('too-big');
    expect(error?.message).toMatch(/^Declares \d+ bytes/);
  });

  it('refuses a ZIP whose directory lies, once it inflates past what it declared', async () => {
    const bomb = await zipBombDocx(64, { lie: true });
    expect(() => checkZipInflation(bomb)).toThrow(/more than its directory declares/);
    // Within the limit, but more than declared: refused all the same.
    expect(() => checkZipInflation(bomb, RESUME_EXTRACTION_LIMITS.inflatedBytes * 4)).toThrow(ExtractionError);
  });

  it('calls anything else unreadable', () => {
    expect(() => checkZipInflation(Buffer.from('not a zip'))).toThrow(
      expect.objectContaining({ reason: 'unreadable' }),
    );
    expect(() => checkZipInflation(plainZipBytes())).not.toThrow();
  });
});

describe('extractResumeText (in this thread)', () => {
  it('reads a PDF page by page, a DOCX and a DOC', async () => {
    expect(await extractResumeText(textPdf([['Page one'], ['Page  two']]), 'pdf')).toBe('Page one\n\nPage two');
    expect(await extractResumeText(textDocx(['Grace', 'Hopper']), 'docx')).toBe('Grace\n\nHopper');
    expect(await extractResumeText(textDoc(['Alan', 'Turing']), 'doc')).toBe('Alan\nTuring');
  });

  it('gives no text for a scan', async () => {
    expect(await extractResumeText(scanLikePdf(), 'pdf')).toBe('');
  });

  it('calls a file its parser cannot read unreadable, without quoting it', async () => {
    await expect(extractResumeText(Buffer.from('%PDF-1.4 secret garbage'), 'pdf')).rejects.toMatchObject({
      reason: 'unreadable',
      message: expect.not.stringContaining('secret'),
    });
    await expect(extractResumeText(textDocx(['x']).subarray(0, 40), 'docx')).rejects.toMatchObject({
      reason: 'unreadable',
    });
    await expect(extractResumeText(Buffer.alloc(512), 'doc')).rejects.toMatchObject({ reason: 'unreadable' });
  });
});
