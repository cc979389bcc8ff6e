import type { JobStatus } from '@agency/contract';
import type { SafeHtml } from '~/lib/safe-html';
import type { AdminJob, Option } from './api.server';

/** A job as the staff pages show it: its description sanitized (for the view dialog and the editor). */
export type StaffJob = Omit<AdminJob, 'description'> & { description: SafeHtml | null };

/** A category or author of the editor's selects. */
export type JobOption = Option;

/** The jobs list's status filter (`?status=`). */
export type JobStatusFilter = 'all' | JobStatus;

/** `?status=` as a filter: open or closed, else all. */
export const parseJobStatusFilter = (value: string | null): JobStatusFilter =>
  value === 'open' || value === 'closed' ? value : 'all';
