import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slots } from './slots.server';

afterEach(() => {
  vi.useRealTimers();
});

describe('Slots', () => {
  it('gives at most `size` slots at once, then hands them on in arrival order', async () => {
    const slots = new Slots(2, 10);
    const first = await slots.enter(1_000);
    const second = await slots.enter(1_000);
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const order: number[] = [];
    const third = slots.enter(1_000).then((release) => (order.push(3), release));
    const fourth = slots.enter(1_000).then((release) => (order.push(4), release));
    expect(slots.counts).toEqual({ holding: 2, waiting: 2 });
    first!();
    first!(); // a second call gives back nothing more
    expect(await third).toBeTypeOf('function');
    expect(slots.counts).toEqual({ holding: 2, waiting: 1 });
    second!();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual([3, 4]);
    expect(slots.counts).toEqual({ holding: 2, waiting: 0 });
  });

  it('answers null at once when the line is full', async () => {
    const slots = new Slots(1, 1);
    await slots.enter(1_000);
    const waiting = slots.enter(1_000);
    expect(await slots.enter(1_000)).toBeNull();
    expect(slots.counts).toEqual({ holding: 1, waiting: 1 });
    void waiting;
  });

  it('answers null after the longest wait, and the place in line is freed', async () => {
    vi.useFakeTimers();
    const slots = new Slots(1, 5);
    const release = await slots.enter(1_000);
    const waiting = slots.enter(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await waiting).toBeNull();
    expect(slots.counts).toEqual({ holding: 1, waiting: 0 });
    release!();
    expect(slots.counts).toEqual({ holding: 0, waiting: 0 });
  });

  it('answers null when the caller gives up (its signal aborts), and skips it in line', async () => {
    const slots = new Slots(1, 5);
    const release = await slots.enter(1_000);
    const controller = new AbortController();
    const gone = slots.enter(60_000, controller.signal);
    const next = slots.enter(60_000);
    controller.abort();
    expect(await gone).toBeNull();
    release!();
    expect(await next).toBeTypeOf('function');
    expect(slots.counts).toEqual({ holding: 1, waiting: 0 });
    expect(await slots.enter(1_000, AbortSignal.abort())).toBeNull();
  });
});
