/** Today's date as `YYYY-MM-DD` in UTC (the job editor's default posted date, spec §5). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
