import { ROLE_PERMISSIONS as ROLE_TABLE, STAFF_PERMISSIONS, STAFF_ROLES } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, ROLE_PERMISSIONS, STAFF_BASE_ACTIONS, staffRoleActions } from './permissions';

/**
 * The actions of the APIs that hold a person's data (applications, their notes and history, enquiries, hiring
 * requests, clients and their contacts, submissions to clients and the client portal, erasure).
 */
const PERSONAL =
  /^api::(job-application|application-note|application-status-change|contact|hiring-request|client|client-contact|submission|interview|client-portal|personal-data|email-outbox)\./;

describe('staff roles’ users-permissions actions (docs/022-the-team.md "Enforcement")', () => {
  it('give an Editor articles, their categories, authors and covers, and nothing with a person’s data', () => {
    const editor = ROLE_PERMISSIONS.editor;
    expect(editor).toEqual(expect.arrayContaining([...STAFF_BASE_ACTIONS, 'api::article.article.update']));
    expect(editor).toContain('plugin::upload.content-api.upload');
    expect(editor.filter((action) => PERSONAL.test(action))).toEqual([]);
    expect(editor.filter((action) => action.startsWith('api::job.'))).toEqual([]);
    expect(editor).not.toContain('api::dashboard.dashboard.recent');
    expect(editor).not.toContain('api::dashboard.dashboard.applicationsPerWeek');
  });

  it('give a Recruiter applications, jobs and enquiries but no erasure, outbox, article or upload action', () => {
    const recruiter = ROLE_PERMISSIONS.recruiter;
    expect(recruiter).toEqual(
      expect.arrayContaining([
        'api::job-application.job-application.downloadResume',
        'api::job.job.create',
        'api::contact.contact.update',
        'api::category.category.find',
      ]),
    );
    expect(recruiter.filter((action) => /^api::(personal-data|email-outbox|article)\./.test(action))).toEqual([]);
    expect(recruiter).not.toContain('api::category.category.delete');
    expect(recruiter).not.toContain('plugin::upload.content-api.upload');
  });

  it('make each staff role exactly the base actions and those of its row of the contract’s role table', () => {
    for (const role of STAFF_ROLES) {
      const expected = new Set<string>(STAFF_BASE_ACTIONS);
      for (const permission of ROLE_TABLE[role])
        for (const action of PERMISSION_ACTIONS[permission]) expected.add(action);
      expect(new Set(ROLE_PERMISSIONS[role]), role).toEqual(expected);
      expect(staffRoleActions(role)).toEqual(ROLE_PERMISSIONS[role]);
    }
    // An Admin has every permission, so every action of the map.
    expect(new Set(ROLE_PERMISSIONS.admin)).toEqual(
      new Set([...STAFF_BASE_ACTIONS, ...STAFF_PERMISSIONS.flatMap((permission) => PERMISSION_ACTIONS[permission])]),
    );
  });

  it('give a user without a staff role only its own account and sign-out', () => {
    expect(ROLE_PERMISSIONS.authenticated).toEqual([
      'plugin::users-permissions.user.me',
      'plugin::users-permissions.auth.logout',
    ]);
  });
});
