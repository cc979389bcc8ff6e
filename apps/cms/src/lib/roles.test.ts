import { describe, expect, it } from 'vitest';
import { staffReadsInFull, staffRoleOf } from './roles';

describe('staffRoleOf', () => {
  it('is the staff role of a user whose role type is admin, recruiter or editor, else null', () => {
    expect(staffRoleOf({ role: { type: 'admin' } })).toBe('admin');
    expect(staffRoleOf({ role: { type: 'recruiter' } })).toBe('recruiter');
    expect(staffRoleOf({ role: { type: 'editor' } })).toBe('editor');
    expect(staffRoleOf({ role: { type: 'authenticated' } })).toBeNull();
    expect(staffRoleOf({ role: { type: 'public' } })).toBeNull();
    expect(staffRoleOf({ role: { type: 'Admin' } })).toBeNull();
    expect(staffRoleOf({ role: null })).toBeNull();
    expect(staffRoleOf({})).toBeNull();
    expect(staffRoleOf(null)).toBeNull();
    expect(staffRoleOf(undefined)).toBeNull();
  });
});

describe('staffReadsInFull', () => {
  const editor = { role: { type: 'editor' } };
  const recruiter = { role: { type: 'recruiter' } };

  it('lets each role read in full only the types its permissions cover', () => {
    expect(staffReadsInFull(editor, 'api::article.article')).toBe(true);
    expect(staffReadsInFull(editor, 'api::category.category')).toBe(true);
    expect(staffReadsInFull(editor, 'api::job.job')).toBe(false);
    expect(staffReadsInFull(editor, 'api::job-application.job-application')).toBe(false);
    expect(staffReadsInFull(editor, 'api::contact.contact')).toBe(false);
    expect(staffReadsInFull(editor, 'api::client.client')).toBe(false);
    expect(staffReadsInFull(editor, 'api::client-contact.client-contact')).toBe(false);
    expect(staffReadsInFull(recruiter, 'api::client-contact.client-contact')).toBe(true);
    expect(staffReadsInFull(recruiter, 'api::job.job')).toBe(true);
    expect(staffReadsInFull(recruiter, 'api::author.author')).toBe(true);
    expect(staffReadsInFull(recruiter, 'api::article.article')).toBe(false);
    expect(staffReadsInFull({ role: { type: 'admin' } }, 'api::article.article')).toBe(true);
  });

  it('never lets a user without a staff role read in full', () => {
    expect(staffReadsInFull({ role: { type: 'authenticated' } }, 'api::job.job')).toBe(false);
    expect(staffReadsInFull(undefined, 'api::staff-visit.staff-visit')).toBe(false);
  });
});
