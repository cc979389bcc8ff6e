import { APPLICATION_STATUSES, isApplicationStatus, type ApplicationStatus } from '@agency/contract';

/**
 * How the back-office shows applications: status badges (spec §4; the statuses and their moves are the contract's),
 * the list's status filter, the preview lengths (spec §9).
 */

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
