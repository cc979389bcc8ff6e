import { countryOptions, type CodeOption } from '@agency/contract';
import { useMemo } from 'react';
import { intlLocale, type Language } from './languages';
import { useLanguage } from './link';

/**
 * The code lists of the public forms in the page's language (docs/026-languages.md "Forms and their messages"): the
 * value of each option is the ISO code that is sent and stored, whatever the language; only its words change. English
 * keeps the contract's names (CLDR's, from country-data.ts); Arabic names come from the runtime's
 * `Intl.DisplayNames` (a code it does not know keeps its English name), sorted by `Intl.Collator`. A form that renders
 * them on the server marks each option `suppressHydrationWarning`: a browser whose ICU words a name differently keeps
 * the server's words rather than throwing the form's HTML away. The currencies are in currency-choices.ts, apart: the
 * job board's filter needs the countries only, and a module's imports come with it.
 */

const countriesByLanguage = new Map<Language, readonly CodeOption[]>();

/** Every ISO 3166-1 country as `{ value: 'AE', label: 'الإمارات العربية المتحدة' }`, sorted by its name in `language`. */
export function localizedCountryOptions(language: Language): readonly CodeOption[] {
  if (language === 'en') return countryOptions();
  let options = countriesByLanguage.get(language);
  if (!options) {
    const names = new Intl.DisplayNames(intlLocale(language), { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(intlLocale(language));
    options = countryOptions()
      .map(({ value, label }) => ({ value, label: names.of(value) ?? label }))
      .sort((a, b) => collator.compare(a.label, b.label));
    countriesByLanguage.set(language, options);
  }
  return options;
}

/** `localizedCountryOptions` in the page's language. */
export function useCountryOptions(): readonly CodeOption[] {
  const language = useLanguage();
  return useMemo(() => localizedCountryOptions(language), [language]);
}
