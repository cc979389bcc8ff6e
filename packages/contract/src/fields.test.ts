import { describe, expect, it } from 'vitest';
import { apiErrorMap } from './api-errors.js';
import { z } from './zod.js';
import { stripControlCharacters } from './control-characters.js';
import { emailField, optionalPhone, optionalText, requiredPhone, requiredText } from './fields.js';

/** The API's message (as the CMS words it) for `value` in the field `field` checked by `schema`. */
function apiMessage(field: string, schema: z.ZodType, value: unknown): string | undefined {
  return z.object({ [field]: schema }).safeParse({ [field]: value }, { error: apiErrorMap }).error?.issues[0].message;
}

describe('field schemas', () => {
  it('requiredText trims, refuses empty and counts the limit after trimming', () => {
    const fullName = requiredText('fullName');
    expect(fullName.parse('  Ada  ')).toBe('Ada');
    expect(fullName.safeParse('   ').success).toBe(false);
    expect(apiMessage('fullName', fullName, undefined)).toBe('fullName is required');
    expect(fullName.parse(` ${'a'.repeat(100)} `)).toHaveLength(100);
    expect(apiMessage('fullName', fullName, 'a'.repeat(101))).toBe('fullName must be at most 100 characters');
  });

  it('optionalText turns empty and absent into undefined', () => {
    const company = optionalText('company');
    expect(company.parse(undefined)).toBeUndefined();
    expect(company.parse('   ')).toBeUndefined();
    expect(company.parse(' Acme ')).toBe('Acme');
    expect(company.safeParse(12).success).toBe(false);
    expect(company.safeParse('a'.repeat(121)).success).toBe(false);
  });

  it('emailField trims, lowercases and checks the format', () => {
    expect(emailField.parse('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada lovelace@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(emailField.safeParse(bad).success, bad).toBe(false);
    }
  });

  it.each(['+44 20 7946 0958', '(020) 7946-0958', '+1.212.555.0143', '123456'])(
    'accepts the phone number %j',
    (phone) => {
      expect(requiredPhone.parse(` ${phone} `)).toBe(phone);
    },
  );

  it.each(['12345', 'call me', '+44 20 7946 0958 ext. 5', '', `+${'1'.repeat(30)}`])(
    'refuses the phone number %j',
    (phone) => {
      expect(requiredPhone.safeParse(phone).success).toBe(false);
    },
  );

  it('optionalPhone accepts nothing or a phone number', () => {
    expect(optionalPhone.parse(undefined)).toBeUndefined();
    expect(optionalPhone.parse('')).toBeUndefined();
    expect(optionalPhone.parse('+971 4 555 0199')).toBe('+971 4 555 0199');
    expect(apiMessage('phone', optionalPhone, 'abc')).toBe(
      'phone must be a phone number (digits, spaces and + ( ) - . only)',
    );
  });
});

describe('control characters in text fields', () => {
  it('removes them, keeping line breaks and tabs only where text is multi-line', () => {
    expect(requiredText('fullName').parse('Ada\u0000 Love\u0007lace\n')).toBe('Ada Lovelace');
    expect(requiredText('fullName').parse('Ada\tLovelace')).toBe('Ada Lovelace');
    expect(requiredText('coverLetter').parse('Dear team,\n\n\tI apply.\u0000\u001b')).toBe('Dear team,\n\n\tI apply.');
    expect(optionalText('company').parse('\u0000\u0001')).toBeUndefined();
  });

  it('counts a field of control characters only as empty', () => {
    expect(requiredText('fullName').safeParse('\u0000\u0000').success).toBe(false);
  });
});

describe('stripControlCharacters', () => {
  it('removes NUL, the other C0 and C1 controls and DEL', () => {
    expect(stripControlCharacters('a\u0000b\u0008c\u001fd\u007fe\u0085f\u009f', false)).toBe('abcdef');
  });

  it('keeps tabs and line breaks in multi-line text', () => {
    expect(stripControlCharacters('one\r\n\ttwo\u0000', true)).toBe('one\r\n\ttwo');
  });

  it('turns tabs and line breaks into one space in single-line text', () => {
    expect(stripControlCharacters('Senior\r\n\tNurse', false)).toBe('Senior Nurse');
  });

  it('leaves letters of every script alone', () => {
    expect(stripControlCharacters('Développeur — مطور — Инженер 👩‍⚕️', false)).toBe('Développeur — مطور — Инженер 👩‍⚕️');
  });
});
