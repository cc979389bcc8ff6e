import type { Catalog } from './catalog';

/**
 * i18next's `t`, for the browser's stand-in (i18n/browser-i18n.tsx, which says why): what the site's catalogs use of it, the
 * same way. Keys with dots (`jobs.meta.title`); `{{variable}}` without escaping (`escapeValue: false`, as on the
 * server), a variable not given left as `{{variable}}`, one given as null or undefined said as ''; plural forms by `count` through Intl.PluralRules (`key_zero` first for a
 * count of 0, then `key_<category>`, then `key`); a missing key said as the key. translate.test.ts proves that it
 * says every key of both catalogs as i18next does. Not supported (the catalogs do not use them, and that test would
 * show it): nesting (`$t(…)`), formats (`{{value, number}}`), contexts, namespaces and arrays of keys.
 */

/** `t`'s options: `count` for plural forms; every option is also a variable of `{{…}}`. */
export type Options = { count?: number; [name: string]: string | number | boolean | null | undefined };

const VARIABLE = /\{\{(.+?)\}\}/g;

/** The message at `key` (dots separate levels), or undefined. */
function lookup(messages: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `key` said in `language` (a BCP 47 code) from `messages`, as i18next's `t` says it. */
export function translate(messages: Catalog | undefined, language: string, key: string, options?: Options): string {
  const candidates: string[] = [];
  if (typeof options?.count === 'number') {
    if (options.count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${new Intl.PluralRules(language).select(options.count)}`);
  }
  candidates.push(key);
  for (const candidate of candidates) {
    const message = lookup(messages, candidate);
    if (message === undefined) continue;
    return message.replace(VARIABLE, (placeholder, name: string) => {
      if (!options || !Object.hasOwn(options, name.trim())) return placeholder;
      const value = options[name.trim()];
      return value === undefined || value === null ? '' : String(value);
    });
  }
  return key;
}
