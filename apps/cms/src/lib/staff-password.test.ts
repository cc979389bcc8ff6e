import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_TOO_LONG_MESSAGE,
  STAFF_PASSWORD_TOO_SHORT_MESSAGE,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { checkStaffPassword } from './staff-password';

/** The staff password rule (docs/022-the-team.md "Password reset and change"). */
describe('checkStaffPassword', () => {
  const person = ['jordan.smith', 'jordan.smith@northstar.example', 'Jordan Smith'];

  it(`refuses fewer than ${STAFF_PASSWORD_MIN_LENGTH} characters, whatever they are`, () => {
    expect(checkStaffPassword('x7#Qp!v2Lm9', [])).toBe(STAFF_PASSWORD_TOO_SHORT_MESSAGE);
    expect(checkStaffPassword('', [])).toBe(STAFF_PASSWORD_TOO_SHORT_MESSAGE);
  });

  it(`refuses more than ${STAFF_PASSWORD_MAX_LENGTH} characters, or more than bcrypt's 72 bytes`, () => {
    expect(checkStaffPassword('a-long-and-winding-road-'.repeat(3), [])).toBe(STAFF_PASSWORD_TOO_LONG_MESSAGE);
    // 40 characters, 80 bytes: bcrypt would ignore the end.
    expect(checkStaffPassword('ŝ'.repeat(20) + 'ĝ'.repeat(20), [])).toBe(STAFF_PASSWORD_TOO_LONG_MESSAGE);
  });

  it('refuses long but guessable passwords with the estimator’s reason', () => {
    for (const weak of ['password1234', 'qwertyuiopasdf', 'aaaaaaaaaaaaaaaa', '123456789012', 'iloveyou2024!']) {
      const reason = checkStaffPassword(weak, []);
      expect(reason, weak).toMatch(/^This password is too easy to guess\. \S/);
    }
    expect(checkStaffPassword('password1234', [])).toContain('This is similar to a commonly used password.');
  });

  it("counts the person's own username, e-mail address and name as guessable", () => {
    for (const password of ['jordan.smith2024', 'Jordan.Smith.2024', 'jordan.smith2024!']) {
      expect(checkStaffPassword(password, person), password).toBe(
        'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
      );
    }
    // Somebody else's name, and the same shape with words that are nobody's, pass.
    expect(checkStaffPassword('jordan.smith2024', [])).toBeNull();
    expect(checkStaffPassword('quokka.vellum2024', person)).toBeNull();
  });

  it('takes a long passphrase or a random string, without composition rules', () => {
    for (const strong of [
      'correct horse battery staple',
      'quiet harbour lantern moss',
      'v7Qp2Lm9x4Rt',
      'tobogganmarmaladequince',
    ]) {
      expect(checkStaffPassword(strong, person), strong).toBeNull();
    }
  });

  it('ignores empty inputs', () => {
    expect(checkStaffPassword('correct horse battery staple', ['', '  '])).toBeNull();
  });
});
