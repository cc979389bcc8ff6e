import { baseLetters } from '~/lib/slug';

/**
 * Slug of a job (spec §5 "Job editor"): lowercase, dashes normalised, punctuation stripped, whitespace and
 * underscores to single hyphens, leading and trailing hyphens trimmed. Same rule as the CMS (apps/cms/src/lib/slug.ts).
 */
export function jobSlug(title: string): string {
  return baseLetters(title)
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Today's date as `YYYY-MM-DD` in UTC (the job editor's default posted date, spec §5). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
