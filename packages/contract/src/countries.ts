import { COUNTRIES } from './country-data.js';

/**
 * The ISO 3166-1 alpha-2 countries staff and applicants choose from, with their English names, from country-data.ts
 * (CLDR's names, written down by scripts/code-lists.mjs), never from the browser's `Intl`: the server and every browser
 * must render the same options, or React throws the server's HTML of a form away while hydrating it, with what a
 * visitor typed. The currencies are in currencies.ts, apart: a page that needs one list loads that one only.
 */

/** A choice of a select: the code that is stored and the words staff read. */
export interface CodeOption {
  value: string;
  label: string;
}

const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(COUNTRIES);

let countries: readonly CodeOption[] | undefined;

/** Every ISO 3166-1 country as `{ value: 'AE', label: 'United Arab Emirates' }`, sorted by name. */
export function countryOptions(): readonly CodeOption[] {
  countries ??= COUNTRIES.map(([value, label]) => ({ value, label }));
  return countries;
}

/**
 * Whether `code` is an ISO 3166-1 alpha-2 country code, e.g. `AE`: one of `COUNTRIES` (country-data.ts, from CLDR),
 * so not a grouping, a reserved code or a retired one (`DD`, `UK`).
 */
export function isCountryCode(code: string): boolean {
  return COUNTRY_NAMES.has(code);
}

/** The English name of an ISO 3166-1 alpha-2 code (`AE` → United Arab Emirates); the code itself when unknown. */
export function countryName(code: string): string {
  return COUNTRY_NAMES.get(code) ?? code;
}
