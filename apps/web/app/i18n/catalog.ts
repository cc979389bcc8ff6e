import type { ParseKeys } from 'i18next';
import type en from './catalogs/en';

/**
 * The shape of a message catalog: nested sections of strings (i18next's JSON v4 format: nesting by `.`, plural
 * forms as `_one`/`_other`… suffixes, `{{name}}` interpolation). Both catalogs have the same keys up to plural forms;
 * `catalogs.test.ts` checks that in `npm test`, and `t()` keys are checked against the English one by TypeScript.
 */
export interface Catalog {
  [key: string]: string | Catalog;
}

type PluralSuffix = `_${'one' | 'other'}`;
type PluralBase<K> = K extends `${infer Base}${PluralSuffix}` ? Base : never;

/**
 * An Arabic section of the catalog, from its English one: the same keys, each a string, except plural keys, which
 * have Arabic's six forms where English has `_one` and `_other` (`jobs_one`, `jobs_other` → `jobs_zero` … `jobs_other`).
 * A key missing or extra is a type error as well as a test failure.
 */
export type SectionOf<T> = {
  [K in keyof T as K extends `${string}${PluralSuffix}` ? never : K]: T[K] extends string ? string : SectionOf<T[K]>;
} & { [K in PluralBase<keyof T> as `${K & string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`]: string };

/** The plural forms a language needs (`Intl.PluralRules`: English one/other, Arabic zero/one/two/few/many/other). */
export function pluralForms(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** Every key of a catalog as a dotted path, with its string: `{ 'common.nav.home': 'Home', … }`. */
export function flatten(catalog: Catalog, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

/** A key of the catalogs (`'common.nav.home'`), checked by TypeScript against the English catalog. */
export type MessageKey = ParseKeys<'translation'>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
