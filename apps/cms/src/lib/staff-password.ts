import { STAFF_PASSWORD_MIN_LENGTH } from '@agency/contract';

/**
 * Whether `password` may be a staff member's password (docs/022-the-team.md "Signing in"): at least
 * `STAFF_PASSWORD_MIN_LENGTH` characters, no composition rules (NIST SP 800-63B). `userInputs` are the person's own
 * words (address, name, username) that a strength check counts against the password.
 * This is the length rule alone; the strength check with a password-strength library takes this function's place.
 * @returns the reason it is refused, in staff's words, or null when it is accepted.
 */
export function checkStaffPassword(password: string, userInputs: readonly string[]): string | null {
  void userInputs;
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) {
    return `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  }
  return null;
}
