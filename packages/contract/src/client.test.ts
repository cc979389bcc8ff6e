import { describe, expect, it } from 'vitest';
import { apiErrorMap } from './api-errors.js';
import { CLIENT_TEXT_LIMITS, clientKey } from './client.js';
import { clientContactInputSchema, clientInputSchema } from './client-schema.js';

/** The paths of the issues `schema` finds in `input`. */
const badFields = (schema: typeof clientInputSchema | typeof clientContactInputSchema, input: unknown) =>
  (schema.safeParse(input, { error: apiErrorMap }).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('clientKey', () => {
  it('makes two spellings of a company one key: trimmed, one space, lower case, NFKC', () => {
    expect(clientKey('  Meridian   Bank ')).toBe('meridian bank');
    expect(clientKey('meridian bank')).toBe(clientKey('MERIDIAN\tBANK'));
    expect(clientKey('Ｍｅｒｉｄｉａｎ Bank')).toBe('meridian bank');
    expect(clientKey('Meridian Bank PLC')).not.toBe(clientKey('Meridian Bank'));
  });

  it('is empty for a blank name', () => {
    expect(clientKey('   ')).toBe('');
  });
});

describe('clientInputSchema', () => {
  it('cleans the name and takes an http(s) website or none', () => {
    expect(clientInputSchema.parse({ name: '  Meridian Bank ', website: 'https://meridian.example' })).toEqual({
      name: 'Meridian Bank',
      website: 'https://meridian.example',
    });
    expect(clientInputSchema.parse({ name: 'Meridian Bank' })).toEqual({ name: 'Meridian Bank', website: '' });
  });

  it('refuses a missing or too long name and a website that is not an http(s) address', () => {
    expect(badFields(clientInputSchema, {})).toEqual(['name']);
    expect(badFields(clientInputSchema, { name: '  ' })).toEqual(['name']);
    expect(badFields(clientInputSchema, { name: 'x'.repeat(CLIENT_TEXT_LIMITS.name + 1) })).toEqual(['name']);
    for (const website of ['meridian.example', 'ftp://meridian.example', 'javascript:alert(1)']) {
      expect(badFields(clientInputSchema, { name: 'Meridian', website }), website).toEqual(['website']);
    }
  });
});

describe('clientContactInputSchema', () => {
  it('cleans a contact: the e-mail lower case, phone and role optional', () => {
    expect(
      clientContactInputSchema.parse({ fullName: ' Layla Haddad ', email: ' Layla@Meridian.EXAMPLE ', role: ' CFO ' }),
    ).toEqual({ fullName: 'Layla Haddad', email: 'layla@meridian.example', phone: undefined, role: 'CFO' });
    expect(
      clientContactInputSchema.parse({ fullName: 'Layla', email: 'l@m.example', phone: '+971 4 123 4567' }),
    ).toMatchObject({ phone: '+971 4 123 4567', role: '' });
  });

  it('takes a time zone of Intl’s list, or empty to clear it, and refuses any other', () => {
    const contact = { fullName: 'Berta', email: 'b@m.example' };
    expect(clientContactInputSchema.parse({ ...contact, timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(clientContactInputSchema.parse({ ...contact, timeZone: '' }).timeZone).toBe('');
    expect(clientContactInputSchema.parse(contact).timeZone).toBeUndefined();
    expect(badFields(clientContactInputSchema, { ...contact, timeZone: 'Berlin' })).toEqual(['timeZone']);
  });

  it('refuses a missing name or e-mail, an invalid phone and a role over its limit', () => {
    expect(badFields(clientContactInputSchema, {})).toEqual(['fullName', 'email']);
    expect(badFields(clientContactInputSchema, { fullName: 'Layla', email: 'not-an-address' })).toEqual(['email']);
    expect(badFields(clientContactInputSchema, { fullName: 'Layla', email: 'l@m.example', phone: 'call me' })).toEqual([
      'phone',
    ]);
    expect(
      badFields(clientContactInputSchema, {
        fullName: 'Layla',
        email: 'l@m.example',
        role: 'x'.repeat(CLIENT_TEXT_LIMITS.role + 1),
      }),
    ).toEqual(['role']);
  });
});
