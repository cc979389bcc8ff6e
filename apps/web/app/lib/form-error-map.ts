import { isMissing, type z } from '@agency/contract';

/**
 * A public form's words for the contract's rules, as a zod error map (the contract's schemas carry no wording,
 * docs/009-one-contract.md): a text over its limit gets "{label} must be at most {max} characters.", a missing value
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
      return `${words.labels[field] ?? field} must be at most ${String(issue.maximum)} characters.`;
    }
    if (isMissing(issue) && words.missing[field]) return words.missing[field];
    return words.invalid[field];
  };
}
