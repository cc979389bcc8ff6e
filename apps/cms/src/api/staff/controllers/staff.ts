import { staffRoleOf, type UserWithRole } from '../../../lib/roles';

/**
 * GET /staff/me — the signed-in staff member: `{ username, email, role, fullName }`, `role` being the contract's
 * `StaffRole` (admin, recruiter, editor) and `fullName` null when not given. The route's `global::staff-may` policy
 * (`dashboard`, which every staff role has) answers 403 for anybody else. apps/web calls it right after
 * `POST /auth/local` to let only staff into the back-office, and to know what the role may use (docs/022-the-team.md):
 * users-permissions' own `/users/me` does not show the role.
 */
export default {
  me(ctx: {
    state: { user?: UserWithRole & { username?: string; email?: string; fullName?: string | null } };
    body: unknown;
  }) {
    const user = ctx.state.user;
    ctx.body = {
      username: user?.username,
      email: user?.email,
      role: staffRoleOf(user),
      fullName: user?.fullName ?? null,
    };
  },
};
