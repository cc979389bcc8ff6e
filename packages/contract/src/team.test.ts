import { describe, expect, it } from 'vitest';
import {
  agencyTimeZone,
  mfaRequiredFor,
  mfaRequirement,
  ROLE_PERMISSIONS,
  roleMay,
  STAFF_PERMISSIONS,
} from './team.js';

describe('the role table', () => {
  it('gives Admins everything, Recruiters no articles or Admin pages, Editors nothing with personal data', () => {
    expect(STAFF_PERMISSIONS.every((permission) => roleMay('admin', permission))).toBe(true);
    expect(ROLE_PERMISSIONS.recruiter).toEqual(['dashboard', 'applications', 'jobs', 'enquiries']);
    for (const personal of ['applications', 'enquiries', 'personal-data', 'emails', 'team', 'jobs'] as const) {
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
