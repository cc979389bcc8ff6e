import { describe, expect, it } from 'vitest';
import { isAdminUser } from './roles';

describe('isAdminUser', () => {
  it('is true only for a user whose role type is admin', () => {
    expect(isAdminUser({ role: { type: 'admin' } })).toBe(true);
    expect(isAdminUser({ role: { type: 'authenticated' } })).toBe(false);
    expect(isAdminUser({ role: { type: 'public' } })).toBe(false);
    expect(isAdminUser({ role: { type: 'Admin' } })).toBe(false);
    expect(isAdminUser({ role: null })).toBe(false);
    expect(isAdminUser({})).toBe(false);
    expect(isAdminUser(null)).toBe(false);
    expect(isAdminUser(undefined)).toBe(false);
  });
});
