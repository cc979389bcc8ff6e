import type { Core } from '@strapi/strapi';
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { scheduledTime, scheduleOnce, stopScheduledTasks } from './scheduled-tasks';

describe('scheduledTime', () => {
  const everySecond = new Cron('* * * * * *', { paused: true });
  const daily = new Cron('0 15 3 * * *', { paused: true, timezone: 'UTC' });

  it('names the scheduled time a run belongs to, whether its timer fired late or a little early', () => {
    const due = new Date('2026-11-23T21:34:29.000Z');
    for (const offset of [0, 1, 480, 940, -40]) {
      expect(scheduledTime(everySecond, new Date(due.getTime() + offset))).toEqual(due);
    }
  });

  it('takes a timer up to 50 ms early for its own time, and one more early for the time before', () => {
    const due = new Date('2026-11-23T21:34:29.000Z');
    const at = (offset: number) => scheduledTime(everySecond, new Date(due.getTime() + offset));
    expect(at(-50)).toEqual(due);
    expect(at(949)).toEqual(due);
    expect(at(-51)).toEqual(new Date(due.getTime() - 1_000));
    expect(at(950)).toEqual(new Date(due.getTime() + 1_000));
    expect(scheduledTime(daily, new Date('2026-11-23T03:14:59.950Z'))).toEqual(new Date('2026-11-23T03:15:00.000Z'));
    expect(scheduledTime(daily, new Date('2026-11-23T03:14:59.949Z'))).toEqual(new Date('2026-11-22T03:15:00.000Z'));
  });

  it('gives a daily task the same time all day, and the next one only from the next day', () => {
    const due = new Date('2026-11-23T03:15:00.000Z');
    expect(scheduledTime(daily, new Date('2026-11-23T03:15:00.120Z'))).toEqual(due);
    expect(scheduledTime(daily, new Date('2026-11-23T21:00:00.000Z'))).toEqual(due);
    expect(scheduledTime(daily, new Date('2026-11-24T03:15:00.010Z'))).toEqual(new Date('2026-11-24T03:15:00.000Z'));
  });
});

describe('stopScheduledTasks', () => {
  /** A Strapi with a cron that records added and removed tasks, and a scheduled-run table that takes every claim. */
  function cronStrapi() {
    const tasks = new Map<string, () => Promise<void>>();
    const removed: string[] = [];
    const strapi = {
      cron: {
        add: (added: Record<string, { task: () => Promise<void> }>) => {
          for (const [name, { task }] of Object.entries(added)) tasks.set(name, task);
        },
        remove: (name: string) => removed.push(name),
      },
      db: { query: () => ({ create: async () => ({ id: 1 }), deleteMany: async () => ({ count: 0 }) }) },
    } as unknown as Core.Strapi;
    return { strapi, tasks, removed };
  }

  it('removes the tasks from the cron and waits for a run in progress to finish', async () => {
    const { strapi, tasks, removed } = cronStrapi();
    let finish: () => void = () => {};
    let finished = false;
    scheduleOnce(strapi, 'slow-task', '* * * * * *', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      finished = true;
    });
    const run = tasks.get('slow-task')!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    let stopped = false;
    const stopping = stopScheduledTasks(strapi, 5_000).then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(removed).toEqual(['slow-task']);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    await run;
  });

  it('gives up waiting after its timeout', async () => {
    const { strapi, tasks } = cronStrapi();
    scheduleOnce(strapi, 'stuck-task', '* * * * * *', () => new Promise(() => {}));
    void tasks.get('stuck-task')!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await stopScheduledTasks(strapi, 100);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
