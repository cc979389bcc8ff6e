import { describe, expect, it } from 'vitest';
import { stripBidiControls, stripControlCharacters, stripFileNameControls } from './control-characters.js';

/** Every bidirectional formatting character of Unicode Standard Annex #9. */
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const MARKS = ['\u200E', '\u200F', '\u061C'];

describe('stripFileNameControls', () => {
  it('removes a right-to-left override that disguises an extension', () => {
    expect(stripFileNameControls('cv\u202Efdp.exe.pdf')).toBe('cvfdp.exe.pdf');
  });

  it('removes every bidirectional embedding, override, isolate and mark', () => {
    for (const character of [...BIDI, ...MARKS]) {
      const hex = character.codePointAt(0)!.toString(16);
      expect(stripFileNameControls(`a${character}b.pdf`), hex).toBe('ab.pdf');
    }
  });

  it('removes control characters, line breaks and tabs, and keeps other letters of any script', () => {
    expect(stripFileNameControls('cv\r\nSet-Cookie: x=1\t\u0000\u0085.pdf')).toBe('cvSet-Cookie: x=1.pdf');
    expect(stripFileNameControls('سيرة ذاتية – Zoë 履歴書.pdf')).toBe('سيرة ذاتية – Zoë 履歴書.pdf');
  });
});

describe('stripBidiControls', () => {
  it('removes only the bidirectional formatting characters', () => {
    expect(stripBidiControls(`x${BIDI.join('')}${MARKS.join('')}y\u0000`)).toBe('xy\u0000');
  });
});

describe('stripControlCharacters', () => {
  it('leaves the bidirectional marks of other text alone', () => {
    expect(stripControlCharacters('\u200Fשלום\u200E', false)).toBe('\u200Fשלום\u200E');
  });
});
