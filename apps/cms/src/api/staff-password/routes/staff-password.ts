/**
 * Staff passwords (docs/022-the-team.md "Password reset and change"); users-permissions' own forgot and reset routes
 * stay closed (their tokens never expire, strapi/strapi#25711). Each route is limited per client
 * (`PASSWORD_REQUESTS_PER_CLIENT` per `PASSWORD_CLIENT_WINDOW_SECONDS`; 429 beyond):
 * - POST /api/staff/password/forgot `{ email }` (public) → 202, the same answer and about the same time whether or not
 *   the address is a staff member's; sends a reset link to an active staff member, at most
 *   `PASSWORD_RESET_EMAILS_PER_ADDRESS` an hour per address.
 * - POST /api/staff/password/reset `{ token, password }` (public) → 200; 400 for a link that is unknown, expired, used
 *   or altered (`details.errors` on `token`), or a password the rule refuses (on `password`, with the reason).
 * - POST /api/staff/password/change `{ currentPassword, password }` (any staff role) → 200; 400 for a wrong current
 *   password (on `currentPassword`) or a refused new one (on `password`).
 */
export default {
  routes: [
    { method: 'POST', path: '/staff/password/forgot', handler: 'api::staff-password.staff-password.forgot' },
    { method: 'POST', path: '/staff/password/reset', handler: 'api::staff-password.staff-password.reset' },
    {
      method: 'POST',
      path: '/staff/password/change',
      handler: 'api::staff-password.staff-password.change',
      // Any staff role may change its own password: the permission every role's row of the role table holds.
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'dashboard' } }] },
    },
  ],
};
