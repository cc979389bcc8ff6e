import type { Language } from './language.js';

/**
 * An enumeration whose values have words for people: `choices({ onsite: 'On-site', remote: 'Remote' })` gives the
 * options in that order (`{ value, label }`, for selects and badges) and the values alone (for `z.enum`).
 */
export function choices<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = Extract<keyof Labels, string>;
  const options = Object.entries(labels).map(([value, label]) => ({ value: value as Value, label }));
  return { options, values: options.map((option) => option.value) as [Value, ...Value[]] };
}

/**
 * The words of an enumeration's values in each language (issue 23, docs/026-languages.md "One list of words"), keyed
 * by the stored value: `WORKPLACE_LABELS.ar.remote` is 'عن بُعد'. A value without words in a language is a type error.
 * Both apps read them: the web's catalogs (`forms.workplaces` …) and the CMS's e-mails.
 */
export type ChoiceLabels<Value extends string> = Readonly<Record<Language, Readonly<Record<Value, string>>>>;

/**
 * The words of `value` in `language` from `labels`; a value that is not one of them (older data) as it is, undefined
 * for none.
 */
export function choiceLabel<Value extends string>(
  labels: ChoiceLabels<Value>,
  language: Language,
  value: string | null | undefined,
): string | undefined {
  if (!value) return undefined;
  const words: Readonly<Record<string, string>> = labels[language];
  return Object.hasOwn(words, value) ? words[value] : value;
}
