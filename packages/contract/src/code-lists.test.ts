import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currency-data.js';
import { countryOptions, isCountryCode } from './countries.js';
import { COMMON_CURRENCIES, currencyOptions } from './currencies.js';

describe('countries', () => {
  it('lists each ISO 3166-1 country once, by English name', () => {
    const countries = countryOptions();
    const names = countries.map((country) => country.label);
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries).toContainEqual({ value: 'AE', label: 'United Arab Emirates' });
    expect(countries).toContainEqual({ value: 'PK', label: 'Pakistan' });
    expect(countries.every((country) => isCountryCode(country.value))).toBe(true);
  });

  it('leaves out groupings, reserved codes and retired codes that Intl still names', () => {
    const codes = countryOptions().map((country) => country.value);
    for (const code of ['EU', 'UN', 'ZZ', 'XA', 'IC', 'AC', 'DD', 'UK', 'SU', 'YU']) {
      expect(codes, code).not.toContain(code);
      expect(isCountryCode(code), code).toBe(false);
    }
  });
});

describe('currencies', () => {
  it('offers the common currencies first, then every other ISO 4217 code, by code', () => {
    const { common, others } = currencyOptions();
    expect(common.map((currency) => currency.value)).toEqual([...COMMON_CURRENCIES]);
    expect(common[3]).toEqual({ value: 'AED', label: 'AED — United Arab Emirates Dirham' });
    const codes = others.map((currency) => currency.value);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('JPY');
    expect(codes).not.toContain('USD');
    expect(common.length + others.length).toBe(CURRENCIES.length);
  });
});
