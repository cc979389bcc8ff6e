/**
 * A counting semaphore with a bounded, first-come-first-served waiting line: at most `size` holders at once, at most
 * `maxWaiting` waiting, each for at most the time it is willing to wait.
 *
 * Why our own code: p-limit (the nearest library, only a transitive dependency here) runs functions in order but
 * cannot withdraw one that waits — a client that went away, or a wait past its deadline, would keep its place.
 */
export class Slots {
  private holders = 0;
  private readonly waiting: Array<(release: (() => void) | null) => void> = [];

  /**
   * @param size how many may hold a slot at once (at least 1)
   * @param maxWaiting how many may wait for one; past that `enter` answers null at once
   */
  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  /** Holders now, and callers waiting. */
  get counts(): { holding: number; waiting: number } {
    return { holding: this.holders, waiting: this.waiting.length };
  }

  /**
   * Takes a slot: at once when one is free, else after those who came first.
   * Resolves with the function that gives the slot back (call it exactly once; later calls do nothing), or with
   * null — nothing held — when the line is full, `maxWaitMs` passed, or `signal` aborted. Never rejects.
   */
  enter(maxWaitMs: number, signal?: AbortSignal): Promise<(() => void) | null> {
    if (signal?.aborted) return Promise.resolve(null);
    if (this.holders < this.size && this.waiting.length === 0) return Promise.resolve(this.take());
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(null);
    return new Promise((resolve) => {
      const settle = (release: (() => void) | null) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', giveUp);
        resolve(release);
      };
      const giveUp = () => {
        const index = this.waiting.indexOf(settle);
        if (index !== -1) this.waiting.splice(index, 1);
        settle(null);
      };
      const timer = setTimeout(giveUp, maxWaitMs);
      signal?.addEventListener('abort', giveUp, { once: true });
      this.waiting.push(settle);
    });
  }

  private take(): () => void {
    this.holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      const next = this.waiting.shift();
      if (next) next(this.take());
    };
  }
}
