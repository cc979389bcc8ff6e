import { isStaffRole, STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@agency/contract';

/**
 * The users-permissions roles of docs/000-product.md §15 and docs/022-the-team.md. `type` is the role's stable key in
 * the database: the contract's staff roles (admin, recruiter, editor) are staff; Authenticated and Public are not.
 */
export const STAFF_ROLE_RECORDS: ReadonlyArray<{ name: string; type: StaffRole; description: string }> =
  STAFF_ROLES.map((type) => ({
    name: STAFF_ROLE_NAMES[type],
    type,
    description: `Agency staff: ${STAFF_ROLE_NAMES[type]}.`,
  }));

/** The Admin role's record (the demo account's role). */
export const ADMIN_ROLE = STAFF_ROLE_RECORDS.find((role) => role.type === 'admin')!;

export interface UserWithRole {
  role?: { type?: string } | null;
}

/** The staff role of the authenticated user (`ctx.state.user`, role populated by users-permissions), or null. */
export function staffRoleOf(user: UserWithRole | null | undefined): StaffRole | null {
  const type = user?.role?.type;
  return isStaffRole(type) ? type : null;
}

/** True when the authenticated user is an Admin. */
export function isAdminUser(user: UserWithRole | null | undefined): boolean {
  return staffRoleOf(user) === 'admin';
}
