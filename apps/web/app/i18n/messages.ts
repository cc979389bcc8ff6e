import { useTranslation } from 'react-i18next';
import { flatten } from './catalog';
import english from './catalogs/en/messages';
import { useLanguage } from './link';
import type { MessageKey } from './catalog';

/**
 * One way for the public forms to say a message in the page's language (docs/026-languages.md "Forms and their
 * messages"). The contract's schemas and the server answer in English (the spec's words, the CMS's and the tests'
 * language); a form keeps those strings in its state and says them through `translateMessage` when it renders, so the
 * browser's check and the server's answer come out the same. A message is found in the catalog section `messages` by
 * its English text: exactly, or by the pattern of a message with `{{variables}}` ("Full name must be at most 120
 * characters." is `messages.tooLong` with `label` "Full name" and `max` "120"); a variable's value that is itself a
 * message (the label) is said in the language too. A message the catalog does not have is shown as it came.
 */

type Translate = (key: MessageKey, values?: Record<string, string>) => string;

const flat = flatten({ messages: english });
const exact = new Map<string, string>();
const patterns: { key: string; pattern: RegExp; names: string[] }[] = [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
for (const [key, text] of Object.entries(flat)) {
  const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const source = text
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(escape)
    .join('(.+?)');
  patterns.push({ key, pattern: new RegExp(`^${source}$`, 'u'), names });
}

/**
 * The catalog key of an English message and its variables: `{ key: 'messages.contactSuccess', values: {} }`, or for a
 * message with numbers `{ key: 'messages.tooLong', values: { label: 'Full name', max: '120' } }`; null when the catalog
 * does not have it.
 */
export function messageKey(message: string): { key: string; values: Record<string, string> } | null {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const { key: patternKey, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (match) return { key: patternKey, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/**
 * `message` (English, from a schema or the server) said by `t` (an i18next `t` in the page's language); its variables
 * that are messages themselves are said by `t` too. A message the catalog lacks comes back unchanged.
 */
export function translateMessage(message: string, t: Translate): string {
  const found = messageKey(message);
  if (!found) return message;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => {
      const inner = exact.get(value);
      return [name, inner ? t(inner as MessageKey) : value];
    }),
  );
  return t(found.key as MessageKey, values);
}

/**
 * `translateMessage` in the page's language, for components: `const say = useMessage(); say(field.errors?.[0])`. On an
 * English page a message is shown as it came (it is the catalog's English already); undefined stays undefined.
 */
export function useMessage(): <M extends string | undefined | null>(message: M) => M {
  const { t } = useTranslation();
  const language = useLanguage();
  return <M extends string | undefined | null>(message: M): M =>
    (language === 'en' || !message ? message : translateMessage(message, t)) as M;
}

/**
 * An English message of the catalog with its variables filled in, for the forms' error maps (which must answer in
 * English, the language the server and the browser share): `englishMessage(en.hire.hiresInvalid, { max: 500 })`.
 */
export function englishMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
