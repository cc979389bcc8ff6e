import { currencyOptions } from '@agency/contract';

/**
 * The `<option>`s of a currency select: the currencies the agency's jobs are mostly paid in first ("Common", the
 * contract's `COMMON_CURRENCIES`), then every other ISO 4217 code ("All currencies"), each as "AED — United Arab Emirates
 * Dirham". Put inside a `Select` after its placeholder.
 */
export function CurrencyOptions() {
  const { common, others } = currencyOptions();
  const optionsOf = (list: typeof common) =>
    list.map((currency) => (
      <option key={currency.value} value={currency.value}>
        {currency.label}
      </option>
    ));
  return (
    <>
      <optgroup label="Common">{optionsOf(common)}</optgroup>
      <optgroup label="All currencies">{optionsOf(others)}</optgroup>
    </>
  );
}
