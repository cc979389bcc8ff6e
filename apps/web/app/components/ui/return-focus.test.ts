import { describe, expect, it } from 'vitest';
import { firstFocusable, type FocusCandidate } from './return-focus';

/** A stand-in for an element: in the page and rendered unless told otherwise. */
function element(facts: { connected?: boolean; disabled?: boolean; hiddenAncestor?: boolean; boxes?: number } = {}) {
  return {
    isConnected: facts.connected ?? true,
    disabled: facts.disabled,
    closest: (selector: string) => (facts.hiddenAncestor && selector.includes('[hidden]') ? {} : null),
    getClientRects: () => ({ length: facts.boxes ?? 1 }),
  } satisfies FocusCandidate;
}

describe('firstFocusable', () => {
  it('takes the opener while it is in the page and usable', () => {
    const opener = element();
    expect(firstFocusable([opener, element()])).toBe(opener);
  });

  it('passes over an opener that was removed (its row deleted), disabled, hidden or not rendered', () => {
    const heading = element();
    expect(firstFocusable([element({ connected: false }), heading])).toBe(heading);
    expect(firstFocusable([element({ disabled: true }), heading])).toBe(heading);
    expect(firstFocusable([element({ hiddenAncestor: true }), heading])).toBe(heading);
    expect(firstFocusable([element({ boxes: 0 }), heading])).toBe(heading);
  });

  it('skips missing candidates and gives null when none can take the focus', () => {
    const title = element();
    expect(firstFocusable([null, undefined, title])).toBe(title);
    expect(firstFocusable([null, element({ connected: false })])).toBeNull();
  });
});
