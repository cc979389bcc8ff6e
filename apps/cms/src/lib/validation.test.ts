import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { emailField, requiredText, z } from '@agency/contract';
import { parseOrThrow } from './validation';

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
