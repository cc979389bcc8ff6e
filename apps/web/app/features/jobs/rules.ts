import type { JobStatus } from '@agency/contract';

/** Today's date as `YYYY-MM-DD` in UTC (the job editor's default posted date, docs/000-product.md §5). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Where a job stands as staff see it: its status, or `expired` once its closing date has passed, whatever its status
 * says (it is then closed everywhere).
 */
export type JobState = JobStatus | 'expired';
