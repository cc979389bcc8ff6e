/**
 * Pure rules of applications, shared by the browser and the server: statuses, the moves staff may make and their
 * badges (spec §4), the list's status filter, the cover letter preview (spec §9).
 */

/** Application statuses (spec §4); a new application starts Pending. */
export const APPLICATION_STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The moves staff may make (spec §4 table); the CMS enforces the same table. */
export const NEXT_STATUSES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  Pending: ['Reviewed', 'Accepted', 'Rejected'],
  Reviewed: ['Accepted', 'Rejected'],
  Accepted: [],
  Rejected: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The statuses an application in `status` may move to; none for an unknown status. */
export function nextStatuses(status: string | null | undefined): readonly ApplicationStatus[] {
  return isApplicationStatus(status) ? NEXT_STATUSES[status] : [];
}

const BADGE_CLASSES: Record<ApplicationStatus, string> = {
  Pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  Reviewed: 'bg-blue-100 text-blue-900 ring-blue-300',
  Accepted: 'bg-green-100 text-green-900 ring-green-300',
  Rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** Badge colours of spec §4: Pending yellow, Reviewed blue, Accepted green, Rejected red; unknown as Pending. */
export function statusBadgeClass(status: string | null | undefined): string {
  return BADGE_CLASSES[isApplicationStatus(status) ? status : 'Pending'];
}

/** The list filter of the applications page: 'all' (no filter) or one status, from `?status=`. */
export type StatusFilter = 'all' | ApplicationStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...APPLICATION_STATUSES];

export function parseStatusFilter(value: string | null): StatusFilter {
  if (!value) return 'all';
  const match = APPLICATION_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase());
  return match ?? 'all';
}

/** Preview length of a cover letter in the applications list (spec §9), in characters. */
export const COVER_LETTER_PREVIEW = 150;
