import type { CodeOption } from './countries.js';
import { CURRENCIES } from './currency-data.js';

/**
 * The ISO 4217 currencies staff choose from, with their English names, from currency-data.ts (CLDR's names, written
 * down by scripts/code-lists.mjs; countries.ts says why not from `Intl`).
 */

const CURRENCY_NAMES: ReadonlyMap<string, string> = new Map(CURRENCIES);

/** The currencies the agency's jobs are mostly paid in, offered first, in this order. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'PKR'] as const;

/** Whether `code` is an ISO 4217 currency code of `CURRENCIES` (currency-data.ts, from CLDR), e.g. `AED`. */
export function isCurrencyCode(code: string): boolean {
  return CURRENCY_NAMES.has(code);
}

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
