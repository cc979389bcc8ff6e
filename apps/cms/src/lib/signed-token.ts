import { createHmac, timingSafeEqual } from 'crypto';

/**
 * Signed tokens that nothing stores: base64url(JSON of a payload), a dot, base64url(HMAC-SHA256 of `purpose:body`).
 * The signature is the proof; each user checks its payload's own fields and expiry. Used by the two-factor sign-in
 * challenges (./two-factor.ts) and the personal-data links of staff-added candidates (api/candidate/services/intake.ts),
 * each with a key of its own (`key`, called only when a token is signed or its shape is right: it may throw when its
 * secret is unset).
 */

const signatureOf = (key: () => Buffer, purpose: string, body: string) =>
  createHmac('sha256', key()).update(`${purpose}:${body}`).digest();

/** `payload` signed for `purpose` with `key`. */
export function signToken(key: () => Buffer, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signatureOf(key, purpose, body).toString('base64url')}`;
}

/**
 * The payload of `token` when it is a string of at most `maxLength` characters, of two parts, signed for `purpose`
 * with `key`, and its body a JSON object; else null. The comparison of signatures takes the same time wherever they
 * differ.
 */
export function readSignedToken(
  key: () => Buffer,
  purpose: string,
  token: unknown,
  maxLength: number,
): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > maxLength) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
