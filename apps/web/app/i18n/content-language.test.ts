import { describe, expect, it } from 'vitest';
import { textLang } from './content-language';

describe("a record's text language on the page (docs/026-languages.md)", () => {
  it('marks English text on an Arabic page', () => {
    expect(textLang('en', 'ar')).toBe('en');
    expect(textLang(undefined, 'ar')).toBe('en');
  });

  it('marks nothing where the text is in the language of the page', () => {
    expect(textLang('ar', 'ar')).toBeUndefined();
    expect(textLang('en', 'en')).toBeUndefined();
  });
});
