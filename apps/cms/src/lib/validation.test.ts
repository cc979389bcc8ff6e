import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, optionalPhone, optionalText, parseOrThrow, requiredPhone, requiredText } from './validation';

/** Runs `fn` and returns the ValidationError it threw. */
function validationError(fn: () => unknown): errors.ValidationError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(errors.ValidationError);
    return error as errors.ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('parseOrThrow', () => {
  const schema = z.object({
    fullName: requiredText('fullName'),
    email: emailField,
    address: z.object({ city: z.string() }).optional(),
  });

  it('returns the parsed (trimmed, lowercased) value', () => {
    expect(parseOrThrow(schema, { fullName: '  Ada  ', email: ' Ada@Example.COM ' })).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('names every bad field in one message, with one detail per field', () => {
    const error = validationError(() => parseOrThrow(schema, { fullName: ' ', email: 'nope' }));
    expect(error.message).toBe('Missing or invalid fields: fullName, email.');
    expect(error.details).toEqual({
      errors: [
        { path: ['fullName'], message: 'fullName is required', name: 'ValidationError' },
        { path: ['email'], message: 'email must be a valid e-mail address', name: 'ValidationError' },
      ],
    });
  });

  it('treats a missing input as an empty object', () => {
    expect(validationError(() => parseOrThrow(schema, undefined)).message).toBe(
      'Missing or invalid fields: fullName, email.',
    );
    expect(validationError(() => parseOrThrow(schema, null)).message).toBe(
      'Missing or invalid fields: fullName, email.',
    );
  });

  it('joins the path of a nested field with dots and calls a wrong top-level value "data"', () => {
    const nested = validationError(() =>
      parseOrThrow(schema, { fullName: 'Ada', email: 'ada@example.com', address: { city: 1 } }),
    );
    expect(nested.message).toBe('Missing or invalid fields: address.city.');
    expect(validationError(() => parseOrThrow(schema, 'text')).message).toBe('Missing or invalid fields: data.');
  });

  it('reports extra errors with the schema errors, and alone when the input is valid', () => {
    const resume = { path: ['resume'], message: 'resume is required', name: 'ValidationError' as const };
    expect(validationError(() => parseOrThrow(schema, { fullName: 'Ada' }, [resume])).message).toBe(
      'Missing or invalid fields: email, resume.',
    );
    const alone = validationError(() => parseOrThrow(schema, { fullName: 'Ada', email: 'ada@example.com' }, [resume]));
    expect(alone.message).toBe('Missing or invalid fields: resume.');
    expect(alone.details).toEqual({ errors: [resume] });
  });

  it('names a field with several problems once', () => {
    const twice = z.object({ code: z.string().min(5, 'too short').regex(/^\d+$/, 'digits only') });
    expect(validationError(() => parseOrThrow(twice, { code: 'ab' })).message).toBe('Missing or invalid fields: code.');
  });
});

describe('field schemas', () => {
  it('requiredText trims, refuses empty and counts the limit after trimming', () => {
    const fullName = requiredText('fullName');
    expect(fullName.parse('  Ada  ')).toBe('Ada');
    expect(fullName.safeParse('   ').success).toBe(false);
    expect(fullName.safeParse(undefined).error?.issues[0].message).toBe('fullName is required');
    expect(fullName.parse(` ${'a'.repeat(100)} `)).toHaveLength(100);
    expect(fullName.safeParse('a'.repeat(101)).error?.issues[0].message).toBe(
      'fullName must be at most 100 characters',
    );
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
    expect(optionalPhone.safeParse('abc').error?.issues[0].message).toBe(
      'phone must be a phone number (digits, spaces and + ( ) - . only)',
    );
  });
});

describe('control characters in text fields (issue 7)', () => {
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
