import { countryName, isCountryCode, isCurrencyCode } from './job.js';

/**
 * The ISO code lists staff choose from in the job editor: countries (ISO 3166-1 alpha-2) and currencies
 * (ISO 4217), with their English names. Both are made from `Intl`, so they hold exactly the codes the job schema
 * accepts (`isCountryCode`, `isCurrencyCode`), and are made once, on the first call: a page that never shows a list
 * never pays for it.
 */

/** A choice of a select: the code that is stored and the words staff read. */
export interface CodeOption {
  value: string;
  label: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let countries: readonly CodeOption[] | undefined;

/**
 * Every ISO 3166-1 country as `{ value: 'AE', label: 'United Arab Emirates' }`, sorted by name. `Intl` has no list of
 * regions (`Intl.supportedValuesOf` knows no `'region'`), so the list is every pair of letters from AA to ZZ that
 * `isCountryCode` accepts.
 */
export function countryOptions(): readonly CodeOption[] {
  if (!countries) {
    const collator = new Intl.Collator('en');
    countries = [...LETTERS]
      .flatMap((first) => [...LETTERS].map((second) => first + second))
      .filter(isCountryCode)
      .map((code) => ({ value: code, label: countryName(code) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }
  return countries;
}

/** The currencies the agency's jobs are mostly paid in, offered first, in this order. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'PKR'] as const;

/** The English name of an ISO 4217 code (`AED` → United Arab Emirates Dirham); the code itself when unknown. */
export function currencyName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

let currencies: { common: readonly CodeOption[]; others: readonly CodeOption[] } | undefined;

/**
 * The currencies as `{ value: 'AED', label: 'AED — United Arab Emirates Dirham' }`: `common` (COMMON_CURRENCIES, in their order) and
 * `others`, every other code of `Intl.supportedValuesOf('currency')`, by code.
 */
export function currencyOptions(): { common: readonly CodeOption[]; others: readonly CodeOption[] } {
  if (!currencies) {
    const option = (code: string): CodeOption => ({ value: code, label: `${code} — ${currencyName(code)}` });
    const common: readonly string[] = COMMON_CURRENCIES;
    currencies = {
      common: COMMON_CURRENCIES.filter(isCurrencyCode).map(option),
      others: Intl.supportedValuesOf('currency')
        .filter((code) => !common.includes(code))
        .sort()
        .map(option),
    };
  }
  return currencies;
}
