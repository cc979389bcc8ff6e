import { describe, expect, it } from 'vitest';
import { classifyRefresh, refreshGraceSeconds, type SessionRecord } from './refresh-reuse';

const NOW = new Date('2026-11-25T12:00:00Z');
const at = (secondsAgo: number) => new Date(NOW.getTime() - secondsAgo * 1000).toISOString();

/** A session record created `secondsAgo`, alive for a day. */
function session(sessionId: string, status: string, secondsAgo: number, childId: string | null = null): SessionRecord {
  return {
    sessionId,
    userId: '7',
    origin: 'users-permissions',
    status,
    childId,
    createdAt: at(secondsAgo),
    expiresAt: at(secondsAgo - 86_400),
    absoluteExpiresAt: at(-7 * 86_400),
  };
}

describe('classifyRefresh', () => {
  it("leaves a token that was never rotated, or unknown, or of another origin, to Strapi's refresh", () => {
    expect(classifyRefresh(null, [], NOW, 30)).toEqual({ kind: 'fresh' });
    expect(classifyRefresh(session('a', 'active', 60), [], NOW, 30)).toEqual({ kind: 'fresh' });
    expect(classifyRefresh({ ...session('a', 'rotated', 60, 'b'), origin: 'admin' }, [], NOW, 30)).toEqual({
      kind: 'fresh',
    });
  });

  it("answers a token rotated moments ago with its family's current session", () => {
    const b = session('b', 'rotated', 5, 'c');
    const c = session('c', 'active', 2);
    expect(classifyRefresh(session('a', 'rotated', 600, 'b'), [b, c], NOW, 30)).toEqual({ kind: 'grace', current: c });
  });

  it('calls a token rotated longer ago than the grace period reused, for its user', () => {
    const b = session('b', 'active', 31);
    expect(classifyRefresh(session('a', 'rotated', 600, 'b'), [b], NOW, 30)).toEqual({ kind: 'reused', userId: '7' });
    expect(classifyRefresh(session('a', 'rotated', 600, 'b'), [b], NOW, 0)).toEqual({ kind: 'reused', userId: '7' });
    // Its successor gone (that session was ended on its own): still a second use of a spent token.
    expect(classifyRefresh(session('a', 'rotated', 600, 'b'), [], NOW, 30)).toEqual({ kind: 'reused', userId: '7' });
  });

  it('refuses, without ending anything, a token rotated moments ago whose family has no live session left', () => {
    const expired = { ...session('b', 'active', 5), expiresAt: at(1) };
    expect(classifyRefresh(session('a', 'rotated', 600, 'b'), [expired], NOW, 30)).toEqual({ kind: 'ended' });
  });
});

describe('refreshGraceSeconds', () => {
  it('takes whole seconds, 0 included, and 30 otherwise', () => {
    expect(refreshGraceSeconds(undefined)).toBe(30);
    expect(refreshGraceSeconds('5')).toBe(5);
    expect(refreshGraceSeconds('0')).toBe(0);
    for (const value of ['', '-1', '1.5', 'soon']) expect(refreshGraceSeconds(value)).toBe(30);
  });
});
