/** Characters of a testimonial shown on its card (docs/000-product.md §9: "Testimonial text is truncated at 100 characters with an ellipsis"). */
export const TESTIMONIAL_PREVIEW_LENGTH = 100;

/** Testimonials shown before "Show More Reviews" (docs/000-product.md §4, §9: "Initial display is 6 of 18"). */
export const TESTIMONIALS_INITIAL_COUNT = 6;

/**
 * The "Show More Reviews" button appears only when there are more than this many testimonials (docs/000-product.md §9:
 * "The Show More button appears only if there are more than 8 (the two figures are as given)").
 */
export const SHOW_MORE_THRESHOLD = 8;

/** True when `content` is longer than the card shows. */
export function isTruncated(content: string, max = TESTIMONIAL_PREVIEW_LENGTH): boolean {
  return content.length > max;
}

/** The first `max` characters of `content` (trailing spaces dropped) and an ellipsis, or `content` when it fits. */
export function truncateTestimonial(content: string, max = TESTIMONIAL_PREVIEW_LENGTH): string {
  return isTruncated(content, max) ? `${content.slice(0, max).trimEnd()}…` : content;
}

/** The author's initial for the fallback avatar: the first letter of the name, upper case; '?' for no name. */
export function authorInitial(author: string): string {
  const letter = author.trim().match(/\p{L}/u)?.[0];
  return letter ? letter.toLocaleUpperCase() : '?';
}
