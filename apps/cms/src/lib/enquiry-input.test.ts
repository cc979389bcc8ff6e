import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { apiErrorMap, enquiryInputSchema, SERVICE_VALUES } from '@agency/contract';
import { parseOrThrow } from './validation';

const valid = {
  fullName: 'Rachel Green',
  company: 'Brightside Retail',
  email: 'rachel.green@example.com',
  phone: '+44 20 7946 0011',
  service: 'recruitment-services',
  message: 'We need three store managers by March.',
};

/** The message of the 400 that `parseOrThrow` throws for `input`. */
function messageFor(input: unknown): string {
  try {
    parseOrThrow(enquiryInputSchema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(errors.ValidationError);
    return (error as Error).message;
  }
  throw new Error('the input was accepted');
}

describe('enquiryInputSchema', () => {
  it('accepts a full enquiry, trimmed, with the e-mail lowercased', () => {
    expect(
      parseOrThrow(enquiryInputSchema, {
        ...valid,
        fullName: ' Rachel Green ',
        email: ' Rachel.Green@Example.com ',
        message: ` ${valid.message}\n`,
      }),
    ).toEqual({ ...valid, language: 'en' });
  });

  it('accepts the seven services of the contact form', () => {
    expect(SERVICE_VALUES).toEqual([
      'recruitment-services',
      'it-staffing',
      'non-it-hiring',
      'international-hiring',
      'executive-search',
      'hr-consulting',
      'other',
    ]);
    for (const service of SERVICE_VALUES)
      expect(parseOrThrow(enquiryInputSchema, { ...valid, service }).service).toBe(service);
  });

  it('leaves company, phone and service out when they are empty or absent', () => {
    const minimal = { fullName: 'Amna', email: 'amna@example.com', message: 'Hello' };
    expect(parseOrThrow(enquiryInputSchema, minimal)).toEqual({ ...minimal, language: 'en' });
    expect(parseOrThrow(enquiryInputSchema, { ...minimal, company: ' ', phone: '', service: '' })).toEqual({
      ...minimal,
      language: 'en',
    });
  });

  it('drops fields that are not part of the form', () => {
    expect(parseOrThrow(enquiryInputSchema, { ...valid, id: 5, createdAt: '2000-01-01' })).toEqual({
      ...valid,
      language: 'en',
    });
    expect(parseOrThrow(enquiryInputSchema, { ...valid, language: 'ar' }).language).toBe('ar');
  });

  it('names every missing required field', () => {
    expect(messageFor({})).toBe('Missing or invalid fields: fullName, email, message.');
  });

  it.each([
    ['fullName', ''],
    ['email', 'rachel'],
    ['phone', 'ring me'],
    ['company', 'a'.repeat(121)],
    ['message', '  '],
    ['message', 'a'.repeat(5001)],
    ['service', 'plumbing'],
    ['service', 'IT-Staffing'],
  ])('refuses %s = %j', (field, value) => {
    expect(messageFor({ ...valid, [field]: value })).toBe(`Missing or invalid fields: ${field}.`);
  });

  it('lists the allowed services when the service is unknown', () => {
    const result = enquiryInputSchema.safeParse({ ...valid, service: 'plumbing' }, { error: apiErrorMap });
    expect(result.error?.issues[0].message).toBe(`service must be empty or one of ${SERVICE_VALUES.join(', ')}`);
  });
});
