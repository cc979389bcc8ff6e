import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { flatten, type Catalog } from './catalog';
import ar from './catalogs/ar';
import en from './catalogs/en';
import { translate } from './translate';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 10, 11, 99, 100, 101, 1.5];

describe('translate: the browser says every message as i18next does on the server (docs/026-languages.md "Catalogs")', () => {
  for (const [language, catalog] of Object.entries({ en, ar }) as [string, Catalog][]) {
    it(`every key of the ${language} catalog, with its variables, without them, and with every count`, async () => {
      // The server's options (i18next.server.ts).
      const server = i18next.createInstance();
      await server.init({
        lng: language,
        resources: { [language]: { translation: catalog } },
        fallbackLng: false,
        interpolation: { escapeValue: false },
      });
      // Any key, not only the English catalog's typed ones.
      const say = server.t.bind(server) as unknown as (key: string, options?: object) => string;
      const flat = flatten(catalog);
      const keys = new Set(Object.keys(flat).map((key) => key.replace(PLURAL, '')));
      let compared = 0;
      for (const key of keys) {
        const texts = Object.entries(flat)
          .filter(([name]) => name === key || name.replace(PLURAL, '') === key)
          .map(([, text]) => text);
        const names = [
          ...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim()))),
        ];
        const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const cases = [
          undefined,
          {},
          values,
          { [names.find((name) => name !== 'count') ?? 'none']: null },
          ...COUNTS.map((count) => ({ ...values, count })),
        ];
        for (const options of cases) {
          expect(translate(catalog, language, key, options), `${key} ${JSON.stringify(options)}`).toBe(
            say(key, options),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(keys.size * 10);
      expect(translate(catalog, language, 'no.such.key')).toBe(say('no.such.key'));
    });
  }
});
