import { describe, expect, it } from 'vitest';
import { pageItems, pageWindow, parsePage, parsePageSize } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and a window around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 9].map((n, i) => (i === 7 ? 8 : n)));
  });
});

describe('parsePage', () => {
  it('reads positive integers and falls back to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('lists (docs/000-product.md §9)', () => {
  it('page sizes 5, 10, 25, 50, default 10', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('7')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
  });
  it('up to five page buttons plus the last page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
