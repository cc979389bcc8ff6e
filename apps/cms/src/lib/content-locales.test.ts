import { describe, expect, it } from 'vitest';
import { defaultLocaleWhere, takeLocale } from './content-locales';

describe('defaultLocaleWhere', () => {
  it('narrows a read that names no locale and no row to the English records', () => {
    expect(defaultLocaleWhere(undefined)).toEqual({ locale: 'en' });
    expect(defaultLocaleWhere({})).toEqual({ locale: 'en' });
    expect(defaultLocaleWhere({ documentId: 'abc' })).toEqual({ documentId: 'abc', locale: 'en' });
    expect(defaultLocaleWhere({ status: 'open', $or: [{ validThrough: null }] })).toEqual({
      status: 'open',
      $or: [{ validThrough: null }],
      locale: 'en',
    });
  });

  it('leaves a read that names a locale (anywhere) or a row id alone', () => {
    expect(defaultLocaleWhere({ documentId: 'abc', locale: 'ar' })).toEqual({ documentId: 'abc', locale: 'ar' });
    expect(defaultLocaleWhere({ $and: [{ locale: { $ne: 'en' } }] })).toEqual({ $and: [{ locale: { $ne: 'en' } }] });
    expect(defaultLocaleWhere({ id: 5 })).toEqual({ id: 5 });
    expect(defaultLocaleWhere({ id: { $in: [1, 2] }, status: 'open' })).toEqual({
      id: { $in: [1, 2] },
      status: 'open',
    });
  });
});

describe('takeLocale', () => {
  it('takes en or ar out of the query, English when absent', () => {
    const query: Record<string, unknown> = { locale: 'ar', populate: '*' };
    expect(takeLocale(query)).toBe('ar');
    expect(query).toEqual({ populate: '*' });
    expect(takeLocale({})).toBe('en');
  });

  it('refuses any other locale', () => {
    for (const locale of ['*', 'all', 'fr', 'AR', '', ['ar'], { $ne: 'en' }]) {
      expect(() => takeLocale({ locale })).toThrow(/locale/);
    }
  });
});
