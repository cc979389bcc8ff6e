import { createHmac } from 'crypto';
import { describe, expect, it, vi } from 'vitest';
import { readSignedToken, signToken } from './signed-token';

const key = () => Buffer.alloc(32, 7);
const otherKey = () => Buffer.alloc(32, 8);

describe('signed tokens', () => {
  it('are base64url(JSON) and the HMAC-SHA256 of purpose:body, and read back', () => {
    const token = signToken(key, 'my-data', { c: 'abc', e: 5 });
    const body = Buffer.from('{"c":"abc","e":5}').toString('base64url');
    expect(token).toBe(`${body}.${createHmac('sha256', key()).update(`my-data:${body}`).digest('base64url')}`);
    expect(readSignedToken(key, 'my-data', token, 300)).toEqual({ c: 'abc', e: 5 });
  });

  it('are refused signed with another key or for another purpose, changed, cut, extended or too long', () => {
    const token = signToken(key, 'my-data', { c: 'abc' });
    const [body, signature] = token.split('.');
    const changed = Buffer.from('{"c":"abd"}').toString('base64url');
    for (const [given, purpose, maxLength] of [
      [signToken(otherKey, 'my-data', { c: 'abc' }), 'my-data', 300],
      [token, 'challenge', 300],
      [`${changed}.${signature}`, 'my-data', 300],
      [body, 'my-data', 300],
      [`${token}.x`, 'my-data', 300],
      [token, 'my-data', token.length - 1],
    ] as const) {
      expect(readSignedToken(key, purpose, given, maxLength), `${given} ${purpose}`).toBeNull();
    }
    expect(readSignedToken(key, 'my-data', 42, 300)).toBeNull();
  });

  it('read a signed body that is no JSON object as null, and ask for the key only for a token of the right shape', () => {
    for (const text of ['not json', '"a string"', 'null']) {
      const body = Buffer.from(text).toString('base64url');
      const signature = createHmac('sha256', key()).update(`p:${body}`).digest('base64url');
      expect(readSignedToken(key, 'p', `${body}.${signature}`, 300)).toBeNull();
    }
    const unset = vi.fn((): Buffer => {
      throw new Error('unset');
    });
    expect(readSignedToken(unset, 'p', 'no-dot', 300)).toBeNull();
    expect(unset).not.toHaveBeenCalled();
  });
});
