/**
 * The team page (docs/022-the-team.md "Team page and invitations"). Admins only (users-permissions' actions of
 * src/bootstrap/permissions.ts `TEAM_ACTIONS`, and the `global::staff-may` policy with the `team` permission):
 * - GET /api/team → { data: { members, invitations } }: the staff and the open invitations;
 * - POST /api/team/invitations `{ email, role }` → 201; 409 when the address belongs to a user or is invited already;
 * - POST /api/team/invitations/:documentId/resend → a new link and expiry (the old link dead); /revoke;
 * - PUT /api/team/members/:documentId/role `{ role }`; POST …/deactivate (every session ended), …/reactivate;
 *   409 for the last active Admin, and for an Admin deactivating themself.
 * Public, limited per client (`invitation-limit`; users-permissions' Public role, `TEAM_PUBLIC_ACTIONS`):
 * - GET /api/team/invitations/lookup?token= → { data: { email, role } }; 404 for any token that cannot be used;
 * - POST /api/team/invitations/accept `{ token, fullName, username?, password, deviceId? }` → 201 and a session.
 */
const team = { name: 'global::staff-may', config: { permission: 'team' } };
const admin = { policies: [team] };
const limited = { middlewares: ['api::staff-invitation.invitation-limit'] };

export default {
  routes: [
    { method: 'GET', path: '/team', handler: 'api::staff-invitation.team.list', config: admin },
    { method: 'POST', path: '/team/invitations', handler: 'api::staff-invitation.team.invite', config: admin },
    {
      method: 'GET',
      path: '/team/invitations/lookup',
      handler: 'api::staff-invitation.team.lookup',
      config: limited,
    },
    {
      method: 'POST',
      path: '/team/invitations/accept',
      handler: 'api::staff-invitation.team.accept',
      config: limited,
    },
    {
      method: 'POST',
      path: '/team/invitations/:documentId/resend',
      handler: 'api::staff-invitation.team.resend',
      config: admin,
    },
    {
      method: 'POST',
      path: '/team/invitations/:documentId/revoke',
      handler: 'api::staff-invitation.team.revoke',
      config: admin,
    },
    {
      method: 'PUT',
      path: '/team/members/:documentId/role',
      handler: 'api::staff-invitation.team.changeRole',
      config: admin,
    },
    {
      method: 'POST',
      path: '/team/members/:documentId/deactivate',
      handler: 'api::staff-invitation.team.deactivate',
      config: admin,
    },
    {
      method: 'POST',
      path: '/team/members/:documentId/reactivate',
      handler: 'api::staff-invitation.team.reactivate',
      config: admin,
    },
  ],
};
