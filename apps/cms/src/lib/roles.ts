import {
  isStaffRole,
  roleMay,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@agency/contract';

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

/**
 * The permissions that read each content type as staff do (drafts, every job whatever its state, any query), by
 * content-type UID (docs/022-the-team.md "Enforcement"); any one suffices. A type not listed here is read in full by
 * every staff role: its routes and users-permissions actions already decide who reads it at all.
 */
export const STAFF_READ_PERMISSIONS: Readonly<Record<string, readonly StaffPermission[]>> = {
  'api::job.job': ['jobs'],
  'api::article.article': ['articles'],
  'api::category.category': ['articles', 'jobs'],
  'api::author.author': ['articles', 'jobs'],
  'api::contact.contact': ['enquiries'],
  'api::hiring-request.hiring-request': ['clients'],
  'api::client.client': ['clients'],
  'api::client-contact.client-contact': ['clients'],
  'api::job-application.job-application': ['applications'],
};

/**
 * True when `user` is staff whose role may read the content type `uid` as staff do (`STAFF_READ_PERMISSIONS`); false
 * for visitors, users without a staff role and staff whose role does not read that type (an Editor reading jobs).
 */
export function staffReadsInFull(user: UserWithRole | null | undefined, uid: string): boolean {
  const role = staffRoleOf(user);
  if (!role) return false;
  const permissions = STAFF_READ_PERMISSIONS[uid];
  return !permissions || permissions.some((permission) => roleMay(role, permission));
}
