/**
 * The `<option>`s of a code list in the page's language (`useCountryOptions`, `useCurrencyOptions` of i18n/choices.ts),
 * each `suppressHydrationWarning`: the browser's `Intl` may word a name differently from the server's, and React then
 * keeps the server's words rather than throwing the form's HTML away (docs/026-languages.md "Forms and their
 * messages"). The value is the code that is sent.
 */
export function CodeOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} suppressHydrationWarning>
      {option.label}
    </option>
  ));
}
