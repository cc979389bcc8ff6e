/**
 * Writes src/country-data.ts and src/currency-data.ts: the ISO 3166-1 countries and ISO 4217 currencies with their
 * English names, from the `Intl` of the Node that runs it (CLDR, through ICU). Run it by hand when the lists should
 * follow a newer CLDR:
 *   node packages/contract/scripts/code-lists.mjs && npx prettier --write packages/contract/src/*-data.ts
 *
 * Why the lists are written down and not made from `Intl` where they are used: a browser's ICU is not the server's
 * (Chromium names HK "Hong Kong" where Node 24 says "Hong Kong SAR China", and knows three currencies fewer), so a
 * select made in both differed, React threw its server-rendered HTML away while hydrating it, and what a visitor had
 * typed into the apply form was lost (docs/023-talent-pool.md "Candidates").
 */
import { writeFileSync } from 'node:fs';

// Two-letter codes that `Intl` names but that are not ISO 3166-1 countries: groupings (European Union, Eurozone,
// United Nations), private-use codes (Outlying Oceania, pseudo-locales, Unknown Region, Kosovo's XK) and ISO's
// exceptional reservations (Ascension Island, Clipperton, Sark, Diego Garcia, Ceuta & Melilla, Canary Islands,
// Tristan da Cunha).
const NOT_COUNTRIES = new Set('EU EZ UN QO XA XB XK ZZ AC CP CQ DG EA IC TA'.split(' '));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const collator = new Intl.Collator('en');
const countries = [...LETTERS]
  .flatMap((first) => [...LETTERS].map((second) => first + second))
  // Not a grouping or a reservation, and not a retired code that `Intl` maps to its successor (DD → DE, UK → GB).
  .filter((code) => !NOT_COUNTRIES.has(code) && new Intl.Locale('und', { region: code }).region === code)
  .map((code) => [code, regions.of(code)])
  .filter(([code, name]) => name && name !== code)
  .sort((a, b) => collator.compare(a[1], b[1]));

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' });
const currencies = Intl.supportedValuesOf('currency').map((code) => [code, currencyNames.of(code)]);

const list = (pairs) => pairs.map(([code, name]) => `  [${JSON.stringify(code)}, ${JSON.stringify(name)}],`).join('\n');
const source = `Node ${process.versions.node} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr})`;
// One file per list: a page that needs one list (the job board's country filter) loads that one only.
writeFileSync(
  new URL('../src/country-data.ts', import.meta.url),
  `/**
 * ISO 3166-1 alpha-2 countries, sorted by English name, with their English names, written by scripts/code-lists.mjs
 * from ${source}. Do not edit by hand; the script says why these are data and not \`Intl\`.
 */

export const COUNTRIES: readonly (readonly [code: string, name: string])[] = [
${list(countries)}
];
`,
);
writeFileSync(
  new URL('../src/currency-data.ts', import.meta.url),
  `/**
 * ISO 4217 currencies, by code, with their English names, written by scripts/code-lists.mjs from ${source}.
 * Do not edit by hand; the script says why these are data and not \`Intl\`.
 */

export const CURRENCIES: readonly (readonly [code: string, name: string])[] = [
${list(currencies)}
];
`,
);
console.log(`${countries.length} countries, ${currencies.length} currencies`);
