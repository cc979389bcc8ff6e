import { COUNTRIES, CURRENCIES } from './code-list-data.js';

/**
 * The ISO code lists staff and applicants choose from: countries (ISO 3166-1 alpha-2) and currencies (ISO 4217),
 * with their English names. Both come from code-list-data.ts (CLDR's names, written down by
 * scripts/code-lists.mjs), never from the browser's `Intl`: the server and every browser must render the same
 * options, or React throws the server's HTML of a form away while hydrating it, with what a visitor typed.
 */

/** A choice of a select: the code that is stored and the words staff read. */
export interface CodeOption {
  value: string;
  label: string;
}

const CURRENCY_NAMES: ReadonlyMap<string, string> = new Map(CURRENCIES);

let countries: readonly CodeOption[] | undefined;

/** Every ISO 3166-1 country as `{ value: 'AE', label: 'United Arab Emirates' }`, sorted by name. */
export function countryOptions(): readonly CodeOption[] {
  countries ??= COUNTRIES.map(([value, label]) => ({ value, label }));
  return countries;
}

/** The currencies the agency's jobs are mostly paid in, offered first, in this order. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'PKR'] as const;

/** The English name of an ISO 4217 code (`AED` → United Arab Emirates Dirham); the code itself when unknown. */
export function currencyName(code: string): string {
  return CURRENCY_NAMES.get(code) ?? code;
}

let currencies: { common: readonly CodeOption[]; others: readonly CodeOption[] } | undefined;

/**
 * The currencies as `{ value: 'AED', label: 'AED — United Arab Emirates Dirham' }`: `common` (COMMON_CURRENCIES, in
 * their order) and `others`, every other code of `CURRENCIES`, by code.
 */
export function currencyOptions(): { common: readonly CodeOption[]; others: readonly CodeOption[] } {
  if (!currencies) {
    const option = (code: string): CodeOption => ({ value: code, label: `${code} — ${currencyName(code)}` });
    const common: readonly string[] = COMMON_CURRENCIES;
    currencies = {
      common: COMMON_CURRENCIES.map(option),
      others: CURRENCIES.map(([code]) => code)
        .filter((code) => !common.includes(code))
        .sort()
        .map(option),
    };
  }
  return currencies;
}
