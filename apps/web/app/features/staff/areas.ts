import { roleMay, type StaffPermission, type StaffRole } from '@agency/contract';

/** One part of the back-office: where it is, what the navigation calls it and the permission it needs. */
export interface StaffArea {
  path: string;
  label: string;
  permission: StaffPermission;
}

/**
 * The back-office's parts in navigation order (docs/022-the-team.md "Enforcement"): the admin layout's navigation
 * shows each one whose permission the signed-in role has (the contract's `roleMay`); each route module requires the
 * same permission (features/staff/access.server.ts).
 */
export const STAFF_AREAS: readonly StaffArea[] = [
  { path: '/admin/dashboard', label: 'Dashboard', permission: 'dashboard' },
  { path: '/blog/admin/applications', label: 'Applications', permission: 'applications' },
  { path: '/admin/candidates', label: 'Candidates', permission: 'applications' },
  { path: '/admin/jobs', label: 'Jobs', permission: 'jobs' },
  { path: '/admin/blogs', label: 'Articles', permission: 'articles' },
  { path: '/admin/contactList', label: 'Enquiries', permission: 'enquiries' },
  { path: '/admin/clients', label: 'Clients', permission: 'clients' },
  { path: '/admin/hiring-requests', label: 'Hiring requests', permission: 'clients' },
  { path: '/admin/placements', label: 'Placements', permission: 'placements' },
  { path: '/admin/reports', label: 'Reports', permission: 'reports' },
  { path: '/admin/emails', label: 'Emails not sent', permission: 'emails' },
  { path: '/admin/personal-data', label: 'Personal data', permission: 'personal-data' },
  { path: '/admin/team', label: 'Team', permission: 'team' },
  { path: '/admin/settings', label: 'Settings', permission: 'emails' },
];

/** The parts of the back-office `role` may use, in navigation order. */
export function areasFor(role: StaffRole): StaffArea[] {
  return STAFF_AREAS.filter((area) => roleMay(role, area.permission));
}
