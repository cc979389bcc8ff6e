import { describe, expect, it } from 'vitest';
import { emblaDirection, nextIndex, previousIndex, shouldAutoAdvance, slidesPerView } from './carousel-layout';

describe('slidesPerView (docs/000-product.md §2: 1 on mobile, 2 on tablet, 2 on desktop, 3 at xl; breakpoints 768, 1024, 1280)', () => {
  it.each([
    [320, 1],
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 2],
    [1279, 2],
    [1280, 3],
    [1440, 3],
    [2560, 3],
  ])('%i px shows %i', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });
});

describe('shouldAutoAdvance', () => {
  it('advances only when there are more articles than visible slots', () => {
    expect(shouldAutoAdvance(9, 1280, false)).toBe(true);
    expect(shouldAutoAdvance(3, 1280, false)).toBe(false);
    expect(shouldAutoAdvance(3, 1024, false)).toBe(true);
    expect(shouldAutoAdvance(2, 768, false)).toBe(false);
    expect(shouldAutoAdvance(2, 375, false)).toBe(true);
    expect(shouldAutoAdvance(1, 375, false)).toBe(false);
    expect(shouldAutoAdvance(0, 375, false)).toBe(false);
  });

  it('never advances with reduced motion', () => {
    expect(shouldAutoAdvance(9, 375, true)).toBe(false);
  });
});

describe('nextIndex and previousIndex', () => {
  it('move by one and wrap at both ends', () => {
    expect(nextIndex(0, 7)).toBe(1);
    expect(nextIndex(6, 7)).toBe(0);
    expect(previousIndex(1, 7)).toBe(0);
    expect(previousIndex(0, 7)).toBe(6);
  });

  it('stay at 0 with one position or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('emblaDirection', () => {
  it('runs right to left only in a right-to-left layout', () => {
    expect(emblaDirection('rtl')).toBe('rtl');
    expect(emblaDirection('ltr')).toBe('ltr');
    expect(emblaDirection('')).toBe('ltr');
    expect(emblaDirection(undefined)).toBe('ltr');
  });
});
