/** GET /api/staff/me → { username, email, role: 'Admin' } for staff; 401 without a token, 403 for other roles. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/staff/me',
      handler: 'api::staff.staff.me',
      config: { policies: ['global::is-admin'] },
    },
  ],
};
