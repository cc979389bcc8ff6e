import { currencyOptions, type CodeOption } from '@agency/contract';
import { useMemo } from 'react';
import { intlLocale, type Language } from './languages';
import { useLanguage } from './link';

/** The currencies of the public forms in the page's language, as choices.ts gives the countries (its docstring says how). */

/**
 * The currencies as the contract offers them (`currencyOptions`: the common ones first, then every other code), each
 * labelled "AED — <its name in `language`>".
 */
export function localizedCurrencyOptions(language: Language): ReturnType<typeof currencyOptions> {
  const options = currencyOptions();
  if (language === 'en') return options;
  const names = new Intl.DisplayNames(intlLocale(language), { type: 'currency', fallback: 'none' });
  const relabel = (list: readonly CodeOption[]) =>
    list.map(({ value, label }) => ({ value, label: names.of(value) ? `${value} — ${names.of(value)}` : label }));
  return { common: relabel(options.common), others: relabel(options.others) };
}

/** `localizedCurrencyOptions` in the page's language. */
export function useCurrencyOptions(): ReturnType<typeof currencyOptions> {
  const language = useLanguage();
  return useMemo(() => localizedCurrencyOptions(language), [language]);
}
