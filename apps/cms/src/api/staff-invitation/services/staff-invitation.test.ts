import { createHash } from 'crypto';
import { INVITATION_TOKEN_PATTERN, STAFF_ROLES, TEXT_LIMITS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import schema from '../content-types/staff-invitation/schema.json';
import { invitationState, newInvitationToken, tokenHashOf, usernameFor } from './staff-invitation';

const now = new Date('2026-11-26T12:00:00Z');

describe('invitation tokens', () => {
  it('are 32 random bytes in base64url, different each time, stored as their SHA-256 only', () => {
    const first = newInvitationToken();
    expect(first).toMatch(INVITATION_TOKEN_PATTERN);
    expect(newInvitationToken()).not.toBe(first);
    expect(tokenHashOf(first)).toBe(createHash('sha256').update(first).digest('hex'));
    expect(tokenHashOf(first)).toHaveLength(64);
  });
});

describe('invitationState', () => {
  const open = { acceptedAt: null, revokedAt: null };
  it('is pending until its expiry, then expired; accepted and revoked whatever the time', () => {
    expect(invitationState({ ...open, expiresAt: '2026-11-26T12:00:01Z' }, now)).toBe('pending');
    expect(invitationState({ ...open, expiresAt: '2026-11-26T12:00:00Z' }, now)).toBe('expired');
    expect(invitationState({ ...open, expiresAt: '2026-12-01T00:00:00Z', acceptedAt: now }, now)).toBe('accepted');
    expect(invitationState({ ...open, expiresAt: '2026-12-01T00:00:00Z', revokedAt: now }, now)).toBe('revoked');
  });
});

describe('usernameFor', () => {
  it('takes the address’s local part, without other characters, padded to 3, numbered until free', async () => {
    const taken = new Set(['grace.h', 'grace.h2']);
    expect(await usernameFor('grace.h@example.com', async (name) => taken.has(name))).toBe('grace.h3');
    expect(await usernameFor('ab+tag@example.com', async () => false)).toBe('abtag');
    expect(await usernameFor('é@example.com', async () => false)).toBe('staff');
    expect(await usernameFor('x@example.com', async () => false)).toBe('x00');
  });
});

describe('the content type', () => {
  it('has the contract’s roles and address limit, and keeps the token’s hash private', () => {
    expect(schema.attributes.role.enum).toEqual([...STAFF_ROLES]);
    expect(schema.attributes.email.maxLength).toBe(TEXT_LIMITS.email);
    expect(schema.attributes.tokenHash).toMatchObject({ private: true, maxLength: 64 });
  });
});
