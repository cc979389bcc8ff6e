import { MFA_CHALLENGE_TTL_MS, MFA_RECOVERY_CODE_COUNT } from '@agency/contract';
import { generate } from 'otplib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  acceptedStep,
  bindingOf,
  newRecoveryCodes,
  newSecret,
  openSecret,
  readChallenge,
  recoveryCodeHash,
  sealSecret,
  signChallenge,
} from './two-factor';

// The keys the module derives its own from (before the tests are collected: some build values at collection).
vi.stubEnv('ENCRYPTION_KEY', 'unit-test-encryption-key');
vi.stubEnv('JWT_SECRET', 'unit-test-jwt-secret');
afterAll(() => vi.unstubAllEnvs());

const EPOCH = 1_790_000_010; // 10 s into a 30-second step
const STEP = Math.floor(EPOCH / 30);

describe('the stored secret', () => {
  it('is sealed (never in clear), opens again, and every sealing differs', () => {
    const stored = newSecret();
    const sealed = sealSecret(stored);
    expect(sealed).not.toContain(stored.secret);
    expect(sealSecret(stored)).not.toBe(sealed);
    expect(openSecret(sealed)).toEqual(stored);
  });

  it('does not open when tampered with, foreign, or sealed with another key', () => {
    const sealed = sealSecret(newSecret());
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(openSecret(`v1.${bytes.toString('base64url')}`)).toBeNull();
    expect(openSecret('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(openSecret(null)).toBeNull();
    vi.stubEnv('ENCRYPTION_KEY', 'another-key');
    expect(openSecret(sealed)).toBeNull();
    vi.stubEnv('ENCRYPTION_KEY', 'unit-test-encryption-key');
  });
});

describe('codes', () => {
  const stored = { ...newSecret(), lastStep: null };
  const codeAt = (epoch: number) => generate({ secret: stored.secret, epoch });

  it('accepts the code of this step and of one step either side, and gives its step', async () => {
    expect(await acceptedStep(stored, await codeAt(EPOCH), EPOCH)).toBe(STEP);
    expect(await acceptedStep(stored, await codeAt(EPOCH - 30), EPOCH)).toBe(STEP - 1);
    expect(await acceptedStep(stored, await codeAt(EPOCH + 30), EPOCH)).toBe(STEP + 1);
    const spaced = (await codeAt(EPOCH)).replace(/^(\d{3})/, '$1 ');
    expect(await acceptedStep(stored, spaced, EPOCH)).toBe(STEP);
  });

  it('refuses codes two steps away, malformed codes, and any code of the last step used or before', async () => {
    expect(await acceptedStep(stored, await codeAt(EPOCH - 60), EPOCH)).toBeNull();
    expect(await acceptedStep(stored, await codeAt(EPOCH + 60), EPOCH)).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef']) expect(await acceptedStep(stored, code, EPOCH)).toBeNull();
    const used = { ...stored, lastStep: STEP };
    expect(await acceptedStep(used, await codeAt(EPOCH), EPOCH)).toBeNull();
    expect(await acceptedStep(used, await codeAt(EPOCH - 30), EPOCH)).toBeNull();
    expect(await acceptedStep(used, await codeAt(EPOCH + 30), EPOCH)).toBe(STEP + 1);
  });
});

describe('recovery codes', () => {
  it(`are ${MFA_RECOVERY_CODE_COUNT}, distinct, XXXXX-XXXXX without look-alike characters`, () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces and hyphens, and differently from each other', () => {
    const [code, other] = newRecoveryCodes(2);
    expect(recoveryCodeHash(code.toLowerCase().replace('-', ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(other)).not.toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).not.toContain(code.replace('-', ''));
  });
});

describe('challenges', () => {
  const binding = bindingOf('verify', 'hash', 'sealed');

  it('read back as signed, until they expire', () => {
    const now = Date.now();
    const challenge = signChallenge(7, 'verify', binding, now);
    expect(readChallenge(challenge, now)).toEqual({ userId: 7, kind: 'verify', binding });
    expect(readChallenge(challenge, now + MFA_CHALLENGE_TTL_MS - 1)).not.toBeNull();
    expect(readChallenge(challenge, now + MFA_CHALLENGE_TTL_MS)).toBeNull();
  });

  it('are refused when changed, or signed with another key', () => {
    const challenge = signChallenge(7, 'verify', binding);
    const [body, signature] = challenge.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: 8 }),
    ).toString('base64url');
    expect(readChallenge(`${changed}.${signature}`)).toBeNull();
    expect(readChallenge(`${body}.`)).toBeNull();
    expect(readChallenge(`${challenge}.x`)).toBeNull();
    expect(readChallenge(42)).toBeNull();
    vi.stubEnv('JWT_SECRET', 'another-secret');
    expect(readChallenge(challenge)).toBeNull();
    vi.stubEnv('JWT_SECRET', 'unit-test-jwt-secret');
  });

  it('are bound to the state they were given for', () => {
    expect(bindingOf('verify', 'hash', 'sealed')).toBe(binding);
    expect(bindingOf('verify', 'other hash', 'sealed')).not.toBe(binding);
    expect(bindingOf('verify', 'hash', 'resealed')).not.toBe(binding);
  });
});
