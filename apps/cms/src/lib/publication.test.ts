import { describe, expect, it } from 'vitest';
import { readPublishedAt } from './publication';

describe('readPublishedAt', () => {
  it('leaves publication alone when the field is absent', () => {
    expect(readPublishedAt({ title: 'x' })).toBeUndefined();
  });
  it('reads empty as Draft', () => {
    expect(readPublishedAt({ publishedAt: '' })).toBeNull();
    expect(readPublishedAt({ publishedAt: null })).toBeNull();
  });
  it('reads a date or a date-time', () => {
    expect(readPublishedAt({ publishedAt: '2026-01-02' })?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(readPublishedAt({ publishedAt: '2026-01-02T10:11:12Z' })?.toISOString()).toBe('2026-01-02T10:11:12.000Z');
  });
  it('refuses anything else with a 400', () => {
    expect(() => readPublishedAt({ publishedAt: 'soon' })).toThrow('publishedAt must be empty (Draft) or a date.');
    expect(() => readPublishedAt({ publishedAt: 42 })).toThrow();
  });
});
