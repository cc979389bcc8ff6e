import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { scheduledTime } from './scheduled-tasks';

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
