import { STAFF_PASSWORD_MIN_LENGTH } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { checkStaffPassword } from './staff-password';

describe('checkStaffPassword', () => {
  it(`refuses fewer than ${STAFF_PASSWORD_MIN_LENGTH} characters with the reason, counting characters, not bytes`, () => {
    expect(checkStaffPassword('a'.repeat(STAFF_PASSWORD_MIN_LENGTH - 1), [])).toBe(
      `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
    );
    expect(checkStaffPassword('é'.repeat(STAFF_PASSWORD_MIN_LENGTH - 1), [])).not.toBeNull();
    expect(checkStaffPassword('plum orchard lantern', ['someone@example.com'])).toBeNull();
  });
});
