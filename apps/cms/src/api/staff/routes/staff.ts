/**
 * GET /api/staff/me → { username, email, role, fullName } for any staff role (docs/022-the-team.md); 401 without a
 * token, 403 for a user whose role is not staff (Authenticated).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/staff/me',
      handler: 'api::staff.staff.me',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'dashboard' } }] },
    },
  ],
};
