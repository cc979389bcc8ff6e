import { isExpired, JOB_STATUSES, parseOwnerFilter, type OwnerFilter } from '@agency/contract';
import type { SafeHtml } from '~/lib/safe-html';
import type { AdminJob, Option } from './api.server';
import type { JobState } from './rules';

/** The words of each state in the staff list, its status filter and the editor's status select. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  expired: 'Expired',
};

/** The states in the order the status filter offers them. */
export const JOB_STATES: readonly JobState[] = [...JOB_STATUSES, 'expired'];

/** A job's state at `now` (a record without a status counts as open, the CMS's default). */
export function jobState(job: Pick<AdminJob, 'status' | 'validThrough'>, now = new Date()): JobState {
  if (isExpired(job, now)) return 'expired';
  return job.status ?? 'open';
}

/**
 * A job as the staff pages show it: its description sanitized (for the view dialog and the editor), its application
 * count, and its state when the page was loaded (the list's filter asked the CMS at the same moment).
 */
export type StaffJob = Omit<AdminJob, 'description'> & {
  description: SafeHtml | null;
  state: JobState;
  /** How many applications the job has. */
  applications: number;
};

/** A category or author of the editor's selects. */
export type JobOption = Option;

/** The jobs list's status filter (`?status=`): one state, or all. */
export type JobStatusFilter = 'all' | JobState;

/** `?status=` as a filter: a state, else all. */
export const parseJobStatusFilter = (value: string | null): JobStatusFilter =>
  JOB_STATES.find((state) => state === value) ?? 'all';

/**
 * `?owner=` as the staff lists' owner filter (docs/022-the-team.md "Ownership, routing and time zones"): `mine`, `none`
 * or a user id; undefined (every owner) for none or anything else.
 */
export function ownerFilterParam(value: string | null): OwnerFilter | undefined {
  return parseOwnerFilter(value) ?? undefined;
}
