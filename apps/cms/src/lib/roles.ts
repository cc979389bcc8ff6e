/**
 * The users-permissions roles of docs/000-product.md §15. `type` is the role's stable key in the database.
 * Staff are users whose role type is `admin`; the back-office API refuses everybody else.
 */
export const ADMIN_ROLE = { name: 'Admin', type: 'admin', description: 'Agency staff: the back-office.' } as const;

export interface UserWithRole {
  role?: { type?: string } | null;
}

/** True when the authenticated user (`ctx.state.user`, role populated by users-permissions) is staff. */
export function isAdminUser(user: UserWithRole | null | undefined): boolean {
  return user?.role?.type === ADMIN_ROLE.type;
}
