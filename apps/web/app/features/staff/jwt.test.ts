import { describe, expect, it } from 'vitest';
import { jwtExpiry } from './jwt';

const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('jwtExpiry', () => {
  it('reads exp of the payload', () => {
    expect(jwtExpiry(token({ id: 1, exp: 1795863071 }))).toBe(1795863071);
  });
  it('null for a token without a readable exp', () => {
    expect(jwtExpiry(token({ id: 1 }))).toBeNull();
    expect(jwtExpiry('garbage')).toBeNull();
    expect(jwtExpiry('a.!!!.c')).toBeNull();
  });
});
