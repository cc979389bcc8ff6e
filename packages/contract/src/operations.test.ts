import { describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS_DEFAULT, shutdownGraceMs, wellFormedRequestId } from './operations';

describe('wellFormedRequestId', () => {
  it("keeps nginx's ids and UUIDs", () => {
    expect(wellFormedRequestId('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a')).toBe('0f8c2a6d1e4b7c9a0f8c2a6d1e4b7c9a');
    expect(wellFormedRequestId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('refuses anything longer than 128 characters or outside [A-Za-z0-9._-]', () => {
    expect(wellFormedRequestId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(wellFormedRequestId('a'.repeat(129))).toBeUndefined();
    for (const forged of ['', 'id with space', 'id\nforged line', '{"level":"fatal"}', 'é', 'a/b', undefined, 42]) {
      expect(wellFormedRequestId(forged)).toBeUndefined();
    }
  });
});

describe('shutdownGraceMs', () => {
  it('reads a whole number of ms from 0 and falls back to the default otherwise', () => {
    expect(shutdownGraceMs('5000')).toBe(5000);
    expect(shutdownGraceMs('0')).toBe(0);
    for (const wrong of [undefined, '', ' ', '-1', '2.5', 'soon'])
      expect(shutdownGraceMs(wrong)).toBe(SHUTDOWN_GRACE_MS_DEFAULT);
  });
});
