/**
 * The article carousel's rules (docs/000-product.md §2 "Carousel", §9): how many slides fit at a viewport width, when
 * it may advance on its own, its timings and its direction. The slide widths in article-carousel.tsx (Tailwind `md:` = 768 px, `xl:`
 * = 1280 px) follow the same breakpoints.
 */

/** Slides visible from each minimum viewport width in CSS pixels, widest first: 1 below 768, 2 from 768, 2 from 1024, 3 from 1280. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 1280, slides: 3 },
  { minWidth: 1024, slides: 2 },
  { minWidth: 768, slides: 2 },
] as const;

/** Auto-advance interval in milliseconds (docs/000-product.md §9: 5000 ms). */
export const AUTO_ADVANCE_MS = 5000;

/**
 * Embla's `duration` for a 500 ms transition (docs/000-product.md §9). Embla's duration is not in milliseconds: its
 * scroll body adds `distance / duration` to the velocity each 60 Hz frame and damps it by 0.68, so 20 brings a slide to
 * 99% of its way in about 480 ms and to rest (within half a pixel) in about 600 ms, whatever the distance.
 */
export const EMBLA_DURATION = 20;

/** Number of slides visible at `width` CSS pixels. */
export function slidesPerView(width: number): number {
  return CAROUSEL_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth)?.slides ?? 1;
}

/**
 * Whether the carousel advances on its own: only when there are more articles than visible slots, and never for
 * people who asked their system for reduced motion.
 */
export function shouldAutoAdvance(articleCount: number, width: number, reducedMotion: boolean): boolean {
  return !reducedMotion && articleCount > slidesPerView(width);
}

/** The slide after `index` among `count` positions, wrapping to the first after the last. */
export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** The slide before `index` among `count` positions, wrapping to the last before the first. */
export function previousIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/**
 * Embla's `direction` for a carousel whose viewport is laid out in the CSS `direction` given (`getComputedStyle`, which
 * follows the closest `dir`): right to left in an Arabic page, so that the first slide is on the right, Next brings in
 * the one on its left and the wrap goes the same way (docs/026-languages.md, "Right to left"). Anything but `rtl` is
 * left to right.
 */
export function emblaDirection(cssDirection: string | null | undefined): 'ltr' | 'rtl' {
  return cssDirection === 'rtl' ? 'rtl' : 'ltr';
}
