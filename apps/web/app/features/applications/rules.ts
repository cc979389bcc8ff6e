import { truncate } from '~/lib/format';

/**
 * Pure rules of the staff back-office, shared by the browser and the server: slugs of both editors (spec §5),
 * application statuses and their badges (spec §4), list sizes and the pagination window (spec §9), previews.
 */

/** Strips accents so that a title's letters fit Strapi's uid alphabet (A-Z a-z 0-9 - _ . ~). */
function baseLetters(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

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

/** Application statuses (spec §4); a new application starts Pending. */
export const APPLICATION_STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The moves staff may make (spec §4 table); the CMS enforces the same table. */
export const NEXT_STATUSES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  Pending: ['Reviewed', 'Accepted', 'Rejected'],
  Reviewed: ['Accepted', 'Rejected'],
  Accepted: [],
  Rejected: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The statuses an application in `status` may move to; none for an unknown status. */
export function nextStatuses(status: string | null | undefined): readonly ApplicationStatus[] {
  return isApplicationStatus(status) ? NEXT_STATUSES[status] : [];
}

const BADGE_CLASSES: Record<ApplicationStatus, string> = {
  Pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  Reviewed: 'bg-blue-100 text-blue-900 ring-blue-300',
  Accepted: 'bg-green-100 text-green-900 ring-green-300',
  Rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** Badge colours of spec §4: Pending yellow, Reviewed blue, Accepted green, Rejected red; unknown as Pending. */
export function statusBadgeClass(status: string | null | undefined): string {
  return BADGE_CLASSES[isApplicationStatus(status) ? status : 'Pending'];
}

/** The list filter of the applications page: 'all' (no filter) or one status, from `?status=`. */
export type StatusFilter = 'all' | ApplicationStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...APPLICATION_STATUSES];

export function parseStatusFilter(value: string | null): StatusFilter {
  if (!value) return 'all';
  const match = APPLICATION_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase());
  return match ?? 'all';
}

/** Page sizes of the applications and articles lists (spec §9): options and default. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Admin jobs page size (spec §9). */
export const JOBS_PAGE_SIZE = 10;

/** `?pageSize=` as one of PAGE_SIZES, else the default. */
export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * Page buttons of the applications list (spec §9 "up to 5 page buttons plus the last page"): a window of at most
 * five pages around the current one, then a gap (`null`) and the last page when the window does not reach it.
 */
export function pageWindow(current: number, pageCount: number, size = 5): Array<number | null> {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: Array<number | null> = [];
  for (let number = start; number <= end; number += 1) pages.push(number);
  if (end < pageCount) {
    if (end < pageCount - 1) pages.push(null);
    pages.push(pageCount);
  }
  return pages;
}

/** Preview lengths of spec §9, in characters. */
export const COVER_LETTER_PREVIEW = 150;
export const CONTACT_MESSAGE_PREVIEW = 50;

/** The first `max` characters of a text (at a word boundary when one is near) with an ellipsis when cut. */
export function preview(text: string | null | undefined, max: number): string {
  return truncate((text ?? '').replace(/\s+/g, ' ').trim(), max);
}

/** Today's date as `YYYY-MM-DD` in UTC (the job editor's default posted date, spec §5). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
