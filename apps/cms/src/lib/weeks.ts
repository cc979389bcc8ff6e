/**
 * Calendar weeks for the dashboard chart (applications received per week over the last 12 weeks).
 * Weeks start on Monday 00:00 UTC; the last week is the one that contains `now`.
 */
export interface Week {
  /** Monday of the week, `YYYY-MM-DD`. */
  weekStart: string;
  /** First instant of the week (inclusive). */
  from: Date;
  /** First instant of the next week (exclusive). */
  to: Date;
}

/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week that contains `date`. */
export function startOfWeek(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The `count` weeks up to and including the current one, oldest first. */
export function lastWeeks(now: Date, count = 12): Week[] {
  const current = startOfWeek(now).getTime();
  return Array.from({ length: count }, (_, index) => {
    const from = new Date(current - (count - 1 - index) * 7 * DAY_MS);
    const to = new Date(from.getTime() + 7 * DAY_MS);
    return { weekStart: from.toISOString().slice(0, 10), from, to };
  });
}
