import type { Core } from '@strapi/strapi';
import { Cron } from 'croner';
import { isUniqueViolation } from './database-errors';
import { newWorkerId } from './outbox';
import { withinMs } from './within';
import { DAY_MS } from './weeks';

const UID = 'api::scheduled-run.scheduled-run';

/** This process's name in the runs it claims: host, process id and a random part. */
const INSTANCE = newWorkerId();

/** How long claimed runs are remembered, in days: long enough to see what ran, short enough to stay small. */
const KEEP_DAYS = 7;

/**
 * Claims the run of `task` scheduled at `slot` for this process: one INSERT into `scheduled_runs`, whose unique index
 * on (task, slot) lets exactly one of the CMS instances sharing the database succeed. Works alike on SQLite and
 * PostgreSQL (a unique violation is the "taken" answer). Also forgets this task's runs older than a week.
 * @returns true when this process is to run it.
 * @throws what the database throws other than a unique violation.
 */
export async function claimRun(strapi: Core.Strapi, task: string, slot: Date): Promise<boolean> {
  const runs = strapi.db.query(UID);
  try {
    await runs.create({ select: ['id'], data: { task, slot, ranBy: INSTANCE } });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await runs.deleteMany({ where: { task, slot: { $lt: new Date(slot.getTime() - KEEP_DAYS * DAY_MS) } } });
  return true;
}

/** How early a timer may fire and still belong to the time it is for, in milliseconds. */
const EARLY_MS = 50;

/**
 * The scheduled time a run that starts at `now` belongs to: the latest time of `schedule` at or before `now`, allowing
 * a timer that fires up to 50 ms early. Each instance computes it from the rule and the clock alone, so instances
 * agree. (Strapi hands a task a `fireDate` too, but it counts runs from the first one: when a run is skipped under
 * load it lags behind the clock and two instances may disagree.) croner's `previousRuns` returns the times strictly
 * before its reference, to the millisecond (since croner 11; 10 dropped the reference's milliseconds first), hence
 * the added millisecond. Strapi's own cron fires with the croner it pins (10 in Strapi 5.54); the two agree on every
 * time but those of a daylight-saving change, where croner 11 follows Vixie cron (a time in the skipped hour runs at
 * the first valid time after it) and every instance, on this croner, still names the same time.
 */
export function scheduledTime(schedule: Cron, now = new Date()): Date {
  const [latest] = schedule.previousRuns(1, new Date(now.getTime() + EARLY_MS + 1));
  return latest ?? now;
}

/**
 * Adds `task` to Strapi's cron as `name`, on `rule` (a cron rule, seconds first; docs.strapi.io "Cron jobs"), to run
 * once per scheduled time however many CMS instances share the database (docs/016-deployment.md: scheduled tasks run
 * once, not once per instance): each run claims its scheduled time (`scheduledTime`, `claimRun`) and only the claimant
 * goes on.
 * A process never runs the task twice at once.
 * Why not a library: the usual ones (a Redis lock, PostgreSQL advisory locks) need an engine the embedded default
 * does not have; the database every instance already shares is enough.
 */
export function scheduleOnce(strapi: Core.Strapi, name: string, rule: string, task: () => Promise<void>): void {
  const schedule = new Cron(rule, { paused: true, sloppyRanges: true });
  let running = false;
  scheduled.add(name);
  strapi.cron.add({
    [name]: {
      // A run still going here when the next is due: the next is left unclaimed, for another instance to take.
      task: async () => {
        if (running) return;
        running = true;
        const run = (async () => {
          if (await claimRun(strapi, name, scheduledTime(schedule))) await task();
        })();
        runs.add(run);
        try {
          await run;
        } finally {
          runs.delete(run);
          running = false;
        }
      },
      options: { rule },
    },
  });
}

/** The names of the tasks `scheduleOnce` added to Strapi's cron in this process. */
const scheduled = new Set<string>();

/** The runs in progress in this process. */
const runs = new Set<Promise<void>>();

/**
 * Stops this process's scheduled tasks (a graceful shutdown, lib/shutdown.ts): removes them from Strapi's cron, so
 * that none starts again, and waits for the runs in progress, at most `timeoutMs` (a run cut later by the database
 * closing stays claimed: its time is not run again elsewhere, and its work, deletions each with its audit entry, is
 * done again by the next run).
 */
export async function stopScheduledTasks(strapi: Core.Strapi, timeoutMs: number): Promise<void> {
  for (const name of scheduled) strapi.cron.remove(name);
  scheduled.clear();
  await withinMs(Promise.allSettled([...runs]), timeoutMs);
}
