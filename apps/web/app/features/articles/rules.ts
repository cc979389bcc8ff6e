import { baseLetters } from '~/lib/slug';

/**
 * Slug of a new article (spec §5 "Article editor"): lowercase, only letters, digits, spaces and hyphens kept,
 * spaces to hyphens. Outer spaces are dropped and a run of spaces gives one hyphen.
 */
export function articleSlug(title: string): string {
  return baseLetters(title)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
