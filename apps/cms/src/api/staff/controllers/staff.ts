/**
 * GET /staff/me — the signed-in user when their role is Admin (the route's `global::is-admin` policy answers
 * 403 for anybody else). apps/web calls it right after `POST /auth/local` to let only staff into the
 * back-office (docs/000-product.md §10): users-permissions' own `/users/me` does not show the role.
 */
export default {
  me(ctx: { state: { user?: { username?: string; email?: string } }; body: unknown }) {
    const { username, email } = ctx.state.user ?? {};
    ctx.body = { username, email, role: 'Admin' };
  },
};
