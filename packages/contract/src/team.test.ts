import { describe, expect, it } from 'vitest';
import { staffProfileSchema } from './staff-profile-schema.js';
import {
  agencyTimeZone,
  ENQUIRY_ALERT_ROLES,
  JOB_OWNER_ROLES,
  mfaRequiredFor,
  mfaRequirement,
  parseOwnerFilter,
  ROLE_PERMISSIONS,
  roleMay,
  staffDisplayName,
  STAFF_PERMISSIONS,
} from './team.js';
import { invitationAcceptSchema, staffInvitationSchema } from './team-schema.js';

describe('the role table', () => {
  it('gives Admins everything, Recruiters no articles or Admin pages, Editors nothing with personal data', () => {
    expect(STAFF_PERMISSIONS.every((permission) => roleMay('admin', permission))).toBe(true);
    expect(ROLE_PERMISSIONS.recruiter).toEqual([
      'dashboard',
      'applications',
      'jobs',
      'enquiries',
      'clients',
      'placements',
      'reports',
    ]);
    expect(roleMay('recruiter', 'placements.manage')).toBe(false);
    for (const personal of [
      'applications',
      'enquiries',
      'clients',
      'placements',
      'placements.manage',
      'reports',
      'personal-data',
      'emails',
      'team',
      'jobs',
    ] as const) {
      expect(roleMay('editor', personal)).toBe(false);
    }
    expect(roleMay('editor', 'articles')).toBe(true);
  });

  it('gives a role that is not staff nothing', () => {
    for (const role of ['authenticated', 'public', undefined, null, 'Admin', 'toString']) {
      expect(STAFF_PERMISSIONS.some((permission) => roleMay(role, permission))).toBe(false);
    }
  });
});

describe('settings', () => {
  it('reads STAFF_MFA_REQUIRED, Admins by default and for an unknown value', () => {
    expect(mfaRequirement(undefined)).toBe('admin');
    expect(mfaRequirement(' ALL ')).toBe('all');
    expect(mfaRequirement('off')).toBe('off');
    expect(mfaRequirement('nobody')).toBe('admin');
    expect(mfaRequiredFor('admin', 'admin')).toBe(true);
    expect(mfaRequiredFor('editor', 'admin')).toBe(false);
    expect(mfaRequiredFor('editor', 'all')).toBe(true);
    expect(mfaRequiredFor('admin', 'off')).toBe(false);
  });

  it('reads AGENCY_TIME_ZONE, Dubai when missing or unknown', () => {
    expect(agencyTimeZone('Europe/London')).toBe('Europe/London');
    expect(agencyTimeZone(undefined)).toBe('Asia/Dubai');
    expect(agencyTimeZone('Mars/Olympus')).toBe('Asia/Dubai');
  });
});

describe('the team page’s inputs', () => {
  it('invites a trimmed, lower-case address with one of the staff roles', () => {
    expect(staffInvitationSchema.parse({ email: ' Ann@Example.COM ', role: 'editor' })).toEqual({
      email: 'ann@example.com',
      role: 'editor',
    });
    expect(staffInvitationSchema.safeParse({ email: 'ann@example.com', role: 'owner' }).success).toBe(false);
  });

  it('accepts a name, an optional username and a password of 12 characters up to 72 bytes', () => {
    const token = 'a'.repeat(43);
    const valid = { token, fullName: ' Ada ', password: 'x'.repeat(12) };
    expect(invitationAcceptSchema.parse({ ...valid, username: '' })).toEqual({
      ...valid,
      fullName: 'Ada',
      username: undefined,
    });
    expect(invitationAcceptSchema.safeParse({ ...valid, username: 'a b' }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ ...valid, password: 'x'.repeat(11) }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ ...valid, password: 'é'.repeat(37) }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ ...valid, fullName: '  ' }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ ...valid, token: `${token}!` }).success).toBe(false);
  });
});

describe('job ownership and the staff profile (docs/022-the-team.md "Ownership, routing and time zones")', () => {
  it('lets Admins and Recruiters own jobs and receive enquiry alerts, not Editors', () => {
    expect([...JOB_OWNER_ROLES].sort()).toEqual(['admin', 'recruiter']);
    expect([...ENQUIRY_ALERT_ROLES].sort()).toEqual(['admin', 'recruiter']);
  });

  it('reads the owner filter: mine, none or a user id; nothing for none; null for anything else', () => {
    expect(parseOwnerFilter('mine')).toBe('mine');
    expect(parseOwnerFilter('none')).toBe('none');
    expect(parseOwnerFilter('42')).toBe(42);
    expect(parseOwnerFilter(7)).toBe(7);
    expect(parseOwnerFilter(undefined)).toBeUndefined();
    expect(parseOwnerFilter('')).toBeUndefined();
    for (const bad of ['0', '-1', '1.5', 'Mine', 'everyone', '99999999999', [1], { id: 1 }]) {
      expect(parseOwnerFilter(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('names staff by their full name, else their username', () => {
    expect(staffDisplayName({ fullName: ' Rania Haddad ', username: 'rania' })).toBe('Rania Haddad');
    expect(staffDisplayName({ fullName: '  ', username: 'rania' })).toBe('rania');
    expect(staffDisplayName({ fullName: null, username: 'rania' })).toBe('rania');
  });

  it('takes a profile change of name, known time zone and enquiry alerts, and nothing else', () => {
    expect(staffProfileSchema.parse({ fullName: ' Noor ', timeZone: 'America/New_York', enquiryAlerts: true })).toEqual(
      {
        fullName: 'Noor',
        timeZone: 'America/New_York',
        enquiryAlerts: true,
      },
    );
    expect(staffProfileSchema.parse({})).toEqual({});
    for (const bad of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: '' },
      { fullName: 'x'.repeat(201) },
      { enquiryAlerts: 'yes' },
      { role: 'admin' },
    ]) {
      expect(staffProfileSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
