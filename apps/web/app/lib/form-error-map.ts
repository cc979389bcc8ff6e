import { isMissing, type z } from '@agency/contract';
import messages from '~/i18n/catalogs/en/messages';
import { englishMessage } from '~/i18n/messages';

/**
 * A public form's words for the contract's rules, as a zod error map (the contract's schemas carry no wording,
 * docs/009-one-contract.md): a text over its limit gets "{label} must be at most {max} characters." (the catalog's
 * `messages.tooLong`, said in the page's language by `useMessage`), a missing value
 * its field's `missing` message, anything else its field's `invalid` message (zod's default when a field has none).
 */
export function formErrorMap(words: {
  labels: Record<string, string>;
  missing: Record<string, string>;
  invalid: Record<string, string>;
}): z.core.$ZodErrorMap {
  return (issue) => {
    const field = String(issue.path?.[0] ?? '');
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return englishMessage(messages.tooLong, { label: words.labels[field] ?? field, max: String(issue.maximum) });
    }
    if (isMissing(issue) && words.missing[field]) return words.missing[field];
    return words.invalid[field];
  };
}
