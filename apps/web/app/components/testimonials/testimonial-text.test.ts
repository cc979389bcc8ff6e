import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '~/content/testimonials';
import { authorInitial, isTruncated, truncateTestimonial } from './testimonial-text';

describe('truncateTestimonial (docs/000-product.md §9: 100 characters with an ellipsis)', () => {
  it('keeps text of 100 characters or fewer as it is', () => {
    const exact = 'a'.repeat(100);
    expect(truncateTestimonial(exact)).toBe(exact);
    expect(isTruncated(exact)).toBe(false);
    expect(truncateTestimonial('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts longer text at 100 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(100)}cdef`;
    expect(isTruncated(text)).toBe(true);
    expect(truncateTestimonial(text)).toBe(`${'b'.repeat(100)}…`);
  });

  it('drops spaces before the ellipsis', () => {
    const text = `${'c'.repeat(98)}  and more`;
    expect(truncateTestimonial(text)).toBe(`${'c'.repeat(98)}…`);
  });
});

describe('authorInitial', () => {
  it('is the first letter, upper case', () => {
    expect(authorInitial('Michael Chen')).toBe('M');
    expect(authorInitial('  élodie Martin')).toBe('É');
    expect(authorInitial('')).toBe('?');
  });
});

describe('the testimonials content (docs/000-product.md §3: 18 items)', () => {
  it('has 18 testimonials, most of them long enough to be truncated', () => {
    expect(TESTIMONIALS).toHaveLength(18);
    const truncated = TESTIMONIALS.filter((testimonial) => isTruncated(testimonial.content));
    expect(truncated.length).toBeGreaterThan(10);
    expect(truncated.length).toBeLessThan(18);
  });
});
