import { errors } from '@strapi/utils';
import { z } from 'zod';
import { stripControlCharacters } from './control-characters';
import { TEXT_LIMITS } from './limits';

/** One field's problem, in Strapi's `error.details.errors` shape. */
export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
}

/**
 * Parses `input` with `schema`; on failure throws one 400 that names every bad field, so a caller can fix
 * everything at once: message "Missing or invalid fields: fullName, email.", details.errors per field.
 * Extra errors (e.g. a missing file checked outside the schema) are reported in the same answer.
 * @throws ValidationError
 */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  input: unknown,
  extraErrors: FieldError[] = [],
): z.output<T> {
  const result = schema.safeParse(input ?? {});
  const fieldErrors: FieldError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String),
        message: issue.message,
        name: 'ValidationError',
      }));
  const all = [...fieldErrors, ...extraErrors];
  if (all.length > 0 || !result.success) {
    const fields = [...new Set(all.map((error) => error.path.join('.') || 'data'))];
    throw new errors.ValidationError(`Missing or invalid fields: ${fields.join(', ')}.`, { errors: all });
  }
  return result.data;
}

/** Fields whose text may span several lines (tabs and line breaks are kept in them). */
const MULTI_LINE_FIELDS = new Set<keyof typeof TEXT_LIMITS>(['coverLetter', 'message']);

/** Text without control characters (see control-characters.ts), then trimmed. */
function cleanText(field: keyof typeof TEXT_LIMITS, typeError: string) {
  return z
    .string({ error: typeError })
    .transform((value) => stripControlCharacters(value, MULTI_LINE_FIELDS.has(field)).trim());
}

/** A required text field: control characters removed, trimmed, not empty, at most `max` characters. */
export function requiredText(field: keyof typeof TEXT_LIMITS) {
  const max = TEXT_LIMITS[field];
  return cleanText(field, `${field} is required`).pipe(
    z.string().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`),
  );
}

/** An optional text field: control characters removed, trimmed; empty and absent both become undefined. */
export function optionalText(field: keyof typeof TEXT_LIMITS) {
  const max = TEXT_LIMITS[field];
  return cleanText(field, `${field} must be text`)
    .pipe(z.string().max(max, `${field} must be at most ${max} characters`))
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required e-mail address, trimmed and lowercased (spec §5). */
export const emailField = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(TEXT_LIMITS.email, `email must be at most ${TEXT_LIMITS.email} characters`)
  .pipe(z.email('email must be a valid e-mail address'));

/** Digits, spaces and + ( ) - . only, with at least 6 digits: the ways people write phone numbers. */
const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d\s+().-]+$/;
export const phoneMessage = 'phone must be a phone number (digits, spaces and + ( ) - . only)';

/** A required phone number. */
export const requiredPhone = requiredText('phone').refine((value) => PHONE_PATTERN.test(value), phoneMessage);

/** An optional phone number; empty becomes undefined. */
export const optionalPhone = optionalText('phone').refine(
  (value) => value === undefined || PHONE_PATTERN.test(value),
  phoneMessage,
);
