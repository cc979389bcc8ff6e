import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'crypto';
import { readSignedToken, signToken } from './signed-token';
import { MFA_CHALLENGE_TTL_MS, MFA_RECOVERY_CODE_COUNT, SITE_NAME } from '@agency/contract';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * The pieces of two-factor sign-in that hold no database (docs/022-the-team.md "Two-factor sign-in"): TOTP codes
 * (RFC 6238 with otplib: SHA-1, 6 digits, 30-second steps, the authenticator apps' defaults), the secret as stored
 * (encrypted), the sign-in challenge (signed), and the recovery codes (only their hashes stored). lib/staff-mfa.ts
 * puts them to work on the users-permissions user.
 */

/** A TOTP step, in seconds (RFC 6238's default and every authenticator app's). */
export const TOTP_PERIOD_SECONDS = 30;

/** Which code the server accepts besides the current step's: one step before and one after (clock drift). */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** What the encrypted `mfaSecret` holds: the Base32 secret, the last step a code was accepted for, when it was made. */
export interface StoredSecret {
  secret: string;
  /** The TOTP step (Unix seconds / 30) of the last code accepted; a code of this step or earlier is refused. */
  lastStep: number | null;
  /** When the secret was made (ms since the epoch): a secret that was never confirmed is replaced after a while. */
  createdAt: number;
}

/** A 32-byte key for `purpose`, derived (HKDF-SHA256) from one of the CMS's secrets. @throws Error when it is unset. */
function derivedKey(secret: string | undefined, name: string, purpose: string): Buffer {
  if (!secret) throw new Error(`${name} is not set: two-factor sign-in needs it.`);
  return Buffer.from(hkdfSync('sha256', secret, 'northstar-staff-mfa', purpose, 32));
}

/**
 * The key the TOTP secrets are encrypted with, derived from `ENCRYPTION_KEY` (the key Strapi encrypts its own stored
 * tokens with; like it, never to be rotated without re-enrolling everybody).
 */
const secretKey = () => derivedKey(process.env.ENCRYPTION_KEY, 'ENCRYPTION_KEY', 'totp-secret');

/** The key challenges are signed with, derived from `JWT_SECRET` (the key of the session tokens they lead to). */
const challengeKey = () => derivedKey(process.env.JWT_SECRET, 'JWT_SECRET', 'sign-in-challenge');

/**
 * `stored` sealed for the database: `v1.` and base64url(IV ‖ AES-256-GCM tag ‖ ciphertext). Every sealing has a new IV,
 * so each write gives a different text: lib/staff-mfa.ts uses the text as the record's version (compare and set).
 */
export function sealSecret(stored: StoredSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(stored), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The secret in a sealed `mfaSecret`, or null for an empty, foreign or tampered value. */
export function openSecret(sealed: unknown): StoredSecret | null {
  if (typeof sealed !== 'string' || !sealed.startsWith('v1.')) return null;
  try {
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', secretKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as Partial<StoredSecret>;
    if (typeof value.secret !== 'string' || typeof value.createdAt !== 'number') return null;
    return {
      secret: value.secret,
      lastStep: typeof value.lastStep === 'number' ? value.lastStep : null,
      createdAt: value.createdAt,
    };
  } catch {
    return null;
  }
}

/** A new TOTP secret (Base32, 160 bits as RFC 4226 recommends), not yet used. */
export function newSecret(now = Date.now()): StoredSecret {
  return { secret: generateSecret({ length: 20 }), lastStep: null, createdAt: now };
}

/**
 * What an authenticator app needs: the `otpauth://` URI (issuer the site's name, label the staff member's e-mail) and
 * its QR code as an SVG data URL (rendered here, on the server; the page shows it as an image).
 */
export async function enrolmentOf(secret: string, account: string): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = generateURI({ issuer: SITE_NAME, label: account, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** A code as typed: spaces and hyphens dropped (apps and people group the digits). */
export function normalisedCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * Checks a 6-digit code against the secret at `epochSeconds`, one step either side accepted, and never a code of a
 * step at or before `lastStep` (a code used once is not accepted again, nor any older one).
 * @returns the step the code belongs to, or null when it is wrong or replayed.
 */
export async function acceptedStep(
  stored: StoredSecret,
  code: string,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  const token = normalisedCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret: stored.secret,
    token,
    epoch: epochSeconds,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
  });
  if (!result.valid) return null;
  const step = Math.floor(epochSeconds / TOTP_PERIOD_SECONDS) + result.delta;
  return stored.lastStep !== null && step <= stored.lastStep ? null : step;
}

/** The code of `secret` at `epochSeconds` (tests and the demo; the server never shows a code). */
export function codeAt(secret: string, epochSeconds: number): Promise<string> {
  return generate({ secret, epoch: epochSeconds });
}

// ---------------------------------------------------------------- recovery codes

/** Recovery codes' alphabet: no 0/O, 1/I/L, so that a code written on paper reads back (Crockford-like). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as typed: upper case, without spaces and hyphens. */
export function normalisedRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * `MFA_RECOVERY_CODE_COUNT` new recovery codes, each 10 characters of 31 (about 50 bits) shown as `XXXXX-XXXXX`.
 * Drawn with rejection sampling so that each character is uniform.
 */
export function newRecoveryCodes(count = MFA_RECOVERY_CODE_COUNT): string[] {
  const codes: string[] = [];
  while (codes.length < count) {
    let code = '';
    while (code.length < 10) {
      for (const byte of randomBytes(16)) {
        if (byte < 248 && code.length < 10) code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
      }
    }
    codes.push(`${code.slice(0, 5)}-${code.slice(5)}`);
  }
  return codes;
}

/**
 * The stored form of a recovery code: HMAC-SHA256 keyed with the challenge key (the codes are random, so a fast hash
 * is enough; the key keeps a leaked table from being checked offline without the CMS's secret).
 */
export function recoveryCodeHash(code: string): string {
  return createHmac('sha256', challengeKey())
    .update(`recovery:${normalisedRecoveryCode(code)}`)
    .digest('base64url');
}

/** The hashes of `codes`, as `mfaRecoveryCodes` stores them. */
export function recoveryCodeHashes(codes: string[]): string[] {
  return codes.map(recoveryCodeHash);
}

// ---------------------------------------------------------------- challenges

/** What a challenge lets its holder do next: give a code, or turn two-factor sign-in on first. */
export type ChallengeKind = 'verify' | 'enrol';

interface ChallengeBody {
  /** The user's id. */
  u: number;
  k: ChallengeKind;
  /** Expiry, ms since the epoch. */
  e: number;
  /** A fingerprint of the user's state the challenge is bound to (lib/staff-mfa.ts `challengeBinding`). */
  b: string;
}

/** A short fingerprint of `parts` (the password hash, the sealed secret), keyed so it tells nothing about them. */
export function bindingOf(...parts: Array<string | null | undefined>): string {
  return createHmac('sha256', challengeKey())
    .update(parts.map((part) => part ?? '').join('\u0000'))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * A challenge: what `POST /auth/local` answers instead of a session when a second factor is due. base64url(JSON) and
 * an HMAC-SHA256 signature; valid `MFA_CHALLENGE_TTL_MS`, for one user, one kind, and the state it was bound to. It is
 * no token: no route but the two-factor ones reads it.
 */
export function signChallenge(userId: number, kind: ChallengeKind, binding: string, now = Date.now()): string {
  const body: ChallengeBody = { u: userId, k: kind, e: now + MFA_CHALLENGE_TTL_MS, b: binding };
  return signToken(challengeKey, 'challenge', body);
}

/** The user, kind and binding of a genuine, unexpired challenge, or null. */
export function readChallenge(
  challenge: unknown,
  now = Date.now(),
): { userId: number; kind: ChallengeKind; binding: string } | null {
  const value = readSignedToken(challengeKey, 'challenge', challenge, 1000) as Partial<ChallengeBody> | null;
  if (!value || typeof value.u !== 'number' || typeof value.e !== 'number' || typeof value.b !== 'string') return null;
  if (value.k !== 'verify' && value.k !== 'enrol') return null;
  if (value.e <= now) return null;
  return { userId: value.u, kind: value.k, binding: value.b };
}
