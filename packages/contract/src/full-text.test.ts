import { describe, expect, it } from 'vitest';
import {
  FULL_TEXT_MAX_TERMS,
  formatFullTextQuery,
  fullTextWords,
  isEmptyFullTextQuery,
  parseFullTextQuery,
  type FullTextTerm,
} from './full-text.js';

const word = (text: string, prefix = false): FullTextTerm => ({ words: [text], quoted: false, prefix });

describe('parseFullTextQuery', () => {
  it('reads words (all required), phrases, OR and exclusions', () => {
    expect(parseFullTextQuery('Senior "ICU nurse" Dubai OR Riyadh -locum')).toEqual({
      all: [
        [word('senior')],
        [{ words: ['icu', 'nurse'], quoted: true, prefix: false }],
        [word('dubai'), word('riyadh', true)],
      ],
      none: [word('locum')],
    });
    expect(parseFullTextQuery('nurse or midwife')).toEqual({
      all: [[word('nurse'), word('midwife', true)]],
      none: [],
    });
    expect(parseFullTextQuery('-"night shift" nurse')).toEqual({
      all: [[word('nurse', true)]],
      none: [{ words: ['night', 'shift'], quoted: true, prefix: false }],
    });
  });

  it('matches only the last unquoted single word of 3 characters or more as a prefix', () => {
    expect(parseFullTextQuery('riy').all).toEqual([[word('riy', true)]]);
    expect(parseFullTextQuery('go').all).toEqual([[word('go')]]);
    expect(parseFullTextQuery('"riy"').all).toEqual([[{ words: ['riy'], quoted: true, prefix: false }]]);
    expect(parseFullTextQuery('node.js').all).toEqual([[{ words: ['node', 'js'], quoted: false, prefix: false }]]);
    expect(parseFullTextQuery('nurse -locum').all).toEqual([[word('nurse', true)]]);
  });

  it('reads any script, lower case, without control characters', () => {
    expect(parseFullTextQuery('محاسب مالي').all).toEqual([[word('محاسب')], [word('مالي', true)]]);
    expect(fullTextWords('Développeur\u0000 ÉTÉ ｆｕｌｌ')).toEqual(['développeur', 'été', 'full']);
    expect(fullTextWords('हिन्दी')).toEqual(['हिन्दी']);
  });

  it('never fails, and reads a text without words as an empty query', () => {
    const hostile = [
      '',
      '"',
      '""',
      '-',
      '- -',
      'OR',
      'OR OR',
      '*',
      'NEAR(',
      ':',
      '()',
      "'; DROP TABLE jobs; --",
      '!!',
      '.'.repeat(200),
      '-"',
      '\u0000\u0001',
      '\\',
    ];
    for (const text of hostile) expect(() => parseFullTextQuery(text), text).not.toThrow();
    for (const text of ['', '"', '-', 'OR', 'OR OR', '*', '-"', '.'.repeat(200)]) {
      expect(isEmptyFullTextQuery(parseFullTextQuery(text)), text).toBe(true);
    }
    expect(parseFullTextQuery("'; DROP TABLE jobs; --").all).toEqual([
      [word('drop')],
      [word('table')],
      [word('jobs', true)],
    ]);
    expect(parseFullTextQuery('"unbalanced phrase').all).toEqual([
      [{ words: ['unbalanced', 'phrase'], quoted: true, prefix: false }],
    ]);
    // OR at the start, the end or twice joins nothing.
    expect(parseFullTextQuery('OR nurse OR OR').all).toEqual([[word('nurse', true)]]);
  });

  it('keeps at most FULL_TEXT_MAX_TERMS terms, without duplicates', () => {
    const parsed = parseFullTextQuery('a b c d e f g h i j k a');
    expect(parsed.all).toHaveLength(FULL_TEXT_MAX_TERMS);
    expect(parseFullTextQuery('nurse Nurse NURSE').all).toHaveLength(1);
  });

  it('writes a query back in the same syntax', () => {
    const text = 'senior "icu nurse" dubai OR riyadh -locum';
    expect(formatFullTextQuery(parseFullTextQuery(text))).toBe(text);
  });
});
