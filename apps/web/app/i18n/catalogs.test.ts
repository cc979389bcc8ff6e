import { describe, expect, it } from 'vitest';
import { flatten, pluralForms, type Catalog } from './catalog';
import ar from './catalogs/ar';
import en from './catalogs/en';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A catalog's keys without plural suffixes, and for each plural key the forms it has. */
function shape(catalog: Catalog) {
  const keys = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of Object.keys(flatten(catalog))) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    keys.add(base);
    if (form) plurals.set(base, (plurals.get(base) ?? new Set()).add(form));
  }
  return { keys, plurals };
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogs (issue 23 "Text")', () => {
  const catalogs = { en, ar } as Record<string, Catalog>;
  const shapes = Object.fromEntries(Object.entries(catalogs).map(([lang, c]) => [lang, shape(c)]));

  it('have the same keys in English and Arabic', () => {
    const missingInArabic = [...shapes.en.keys].filter((key) => !shapes.ar.keys.has(key));
    const missingInEnglish = [...shapes.ar.keys].filter((key) => !shapes.en.keys.has(key));
    expect({ missingInArabic, missingInEnglish }).toEqual({ missingInArabic: [], missingInEnglish: [] });
  });

  it("give each plural key every form of its language's plural rules", () => {
    for (const [language, { plurals }] of Object.entries(shapes)) {
      const needed = pluralForms(language);
      for (const [key, forms] of plurals) {
        expect({ key, language, missing: needed.filter((form) => !forms.has(form)) }).toEqual({
          key,
          language,
          missing: [],
        });
      }
    }
  });

  it('use the same {{variables}} in both languages', () => {
    const english = flatten(en);
    const arabic = flatten(ar);
    const base = (key: string) => key.replace(PLURAL, '');
    const englishByBase = new Map(Object.entries(english).map(([key, text]) => [base(key), variables(text)]));
    for (const [key, text] of Object.entries(arabic)) {
      // Arabic's zero/one/two forms may say the number in words ("وظيفتان"): no {{count}} needed there.
      const wanted = (englishByBase.get(base(key)) ?? []).filter((name) => name !== 'count' || !PLURAL.test(key));
      expect({ key, missing: wanted.filter((name) => !variables(text).includes(name)) }).toEqual({ key, missing: [] });
    }
  });

  it('finds a key missing in Arabic (the check can fail)', () => {
    const broken = shape({ common: { only: 'English' } });
    expect([...broken.keys].filter((key) => !shapes.ar.keys.has(key))).toEqual(['common.only']);
  });
});
