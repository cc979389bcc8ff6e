import {
  SITE_NAME,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_TOO_LONG_MESSAGE,
  STAFF_PASSWORD_TOO_SHORT_MESSAGE,
} from '@agency/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The staff password rule, in one place (docs/022-the-team.md "Password reset and change"; NIST SP 800-63B §3.1.1.2):
 * at least `STAFF_PASSWORD_MIN_LENGTH` (12) characters, at most `STAFF_PASSWORD_MAX_LENGTH` (64) and 72 bytes (what
 * bcrypt, users-permissions' hash, reads), and a strength check by zxcvbn-ts (Dropbox's estimator of how many guesses
 * a cracker needs, with its common-passwords, names and English dictionaries) of score 3 or more ("safely
 * unguessable": about 10^8 guesses and up); no composition rules (no "one digit, one symbol"). The person's own
 * username, e-mail address and name, and the agency's name, count as words a guesser tries first.
 */

/** The lowest zxcvbn score accepted (0 too guessable … 4 very unguessable). */
export const STAFF_PASSWORD_MIN_SCORE = 3;

/** The most bytes of a password bcrypt reads; the rest would be ignored silently. */
const BCRYPT_MAX_BYTES = 72;

/** zxcvbn with its dictionaries, loaded once per process (the dictionaries are a few MB). */
const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

/** The person's words for the guesser: each input whole, and its parts (an e-mail's local part, a name's words). */
function wordsOf(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of [...userInputs, SITE_NAME]) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Checks a new staff password against the rule above.
 * @param password the new password, as typed (never trimmed).
 * @param userInputs what the guesser should try first: the person's username, e-mail address, name (empty ones are
 *        ignored).
 * @returns the reason to show the person (the length rule, or zxcvbn's warning and suggestions in English), or null
 *          when the password is fine.
 */
export function checkStaffPassword(password: string, userInputs: string[]): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH || Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) {
    return STAFF_PASSWORD_TOO_LONG_MESSAGE;
  }
  const result = zxcvbn.check(password, wordsOf(userInputs));
  if (result.score >= STAFF_PASSWORD_MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const advice = [warning, ...suggestions].filter((text): text is string => Boolean(text?.trim()));
  if (advice.length === 0) advice.push('Add another word or two. Uncommon words are better.');
  return ['This password is too easy to guess.', ...advice].join(' ');
}
