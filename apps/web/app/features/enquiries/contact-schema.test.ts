import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formWith, type FormValues } from '../../../test/form-data';
import { CONTACT_SERVICES, PHONE_FORMAT_MESSAGE, serviceFromQuery } from '@agency/contract';
import { parseContact } from './contact-schema';

function form(overrides: FormValues = {}): FormData {
  return formWith(
    {
      fullName: '  Jordan Rivers ',
      company: ' Acme Ltd ',
      email: ' Jordan@Example.COM ',
      phone: '+44 (20) 7946-0958',
      service: 'it-staffing',
      message: ' We need two senior React developers. ',
    },
    overrides,
  );
}

const parse = parseContact;
const errorsOf = (data: FormData) => fieldErrorsOf(parse(data));

describe('contact form schema (docs/000-product.md §5 "Public contact form")', () => {
  it('accepts a complete enquiry, trimming text and lowercasing the email', () => {
    const submission = parse(form());
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual({
      fullName: 'Jordan Rivers',
      company: 'Acme Ltd',
      email: 'jordan@example.com',
      phone: '+44 (20) 7946-0958',
      service: 'it-staffing',
      message: 'We need two senior React developers.',
      language: 'en',
    });
  });

  it('needs only full name, email and message', () => {
    const submission = parse(form({ company: null, phone: '', service: '' }));
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.company).toBeUndefined();
    expect(submission.value.service).toBeUndefined();
  });

  it.each(['fullName', 'email', 'message'])('refuses a missing or blank %s', (field) => {
    expect(errorsOf(form({ [field]: null }))[field]).toHaveLength(1);
    expect(errorsOf(form({ [field]: '   ' }))[field]).toHaveLength(1);
  });

  it('checks the email format', () => {
    expect(errorsOf(form({ email: 'not-an-email' })).email).toEqual(['Please enter a valid email address.']);
    expect(errorsOf(form({ email: 'name@example' })).email).toEqual(['Please enter a valid email address.']);
  });

  it('applies the CMS length limits: name 100, company 120, email 254, phone 30, message 5000', () => {
    expect(errorsOf(form({ fullName: 'a'.repeat(100) })).fullName).toBeUndefined();
    expect(errorsOf(form({ fullName: 'a'.repeat(101) })).fullName).toEqual([
      'Full name must be at most 100 characters.',
    ]);
    expect(errorsOf(form({ company: 'c'.repeat(121) })).company).toEqual(['Company must be at most 120 characters.']);
    expect(errorsOf(form({ email: `${'e'.repeat(243)}@example.com` })).email).toEqual([
      'Email address must be at most 254 characters.',
    ]);
    expect(errorsOf(form({ phone: '1'.repeat(31) })).phone).toContain('Phone must be at most 30 characters.');
    expect(errorsOf(form({ message: 'm'.repeat(5000) })).message).toBeUndefined();
    expect(errorsOf(form({ message: 'm'.repeat(5001) })).message).toEqual(['Message must be at most 5000 characters.']);
  });

  it('takes phone numbers with digits, spaces and + ( ) - . and at least 6 digits', () => {
    for (const phone of ['+1 (646) 555-0142', '020.7946.0958', '123456']) {
      expect(errorsOf(form({ phone })).phone).toBeUndefined();
    }
    for (const phone of ['12345', 'call me', '+1 646 555 0142 ext 3']) {
      expect(errorsOf(form({ phone })).phone).toEqual([PHONE_FORMAT_MESSAGE]);
    }
    expect(errorsOf(form({ phone: '   ' })).phone).toBeUndefined();
  });

  it('takes the seven service values and nothing else', () => {
    for (const { value } of CONTACT_SERVICES) expect(errorsOf(form({ service: value })).service).toBeUndefined();
    expect(errorsOf(form({ service: 'web-design' })).service).toEqual(['Please choose a service from the list.']);
  });
});

describe('serviceFromQuery', () => {
  it('returns one of the seven values', () => {
    expect(CONTACT_SERVICES).toHaveLength(7);
    expect(serviceFromQuery('recruitment-services')).toBe('recruitment-services');
    expect(serviceFromQuery('other')).toBe('other');
  });

  it('ignores anything else', () => {
    expect(serviceFromQuery(null)).toBeUndefined();
    expect(serviceFromQuery('')).toBeUndefined();
    expect(serviceFromQuery('Recruitment-Services')).toBeUndefined();
    expect(serviceFromQuery('toString')).toBeUndefined();
  });
});
