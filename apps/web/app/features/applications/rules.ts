import {
  APPLICATION_SEARCH_MAX,
  APPLICATION_STATUSES,
  isApplicationStatus,
  parseOwnerFilter,
  type ApplicationStatus,
  type OwnerFilter,
} from '@agency/contract';

/**
 * How the back-office shows applications: status badges (docs/000-product.md §4; the statuses and their moves are the
 * contract's), the list's status filter, the preview lengths (docs/000-product.md §9).
 */

const BADGE_CLASSES: Record<ApplicationStatus, string> = {
  Pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  Reviewed: 'bg-blue-100 text-blue-900 ring-blue-300',
  Accepted: 'bg-green-100 text-green-900 ring-green-300',
  Rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** Badge colours of docs/000-product.md §4: Pending yellow, Reviewed blue, Accepted green, Rejected red; unknown as Pending. */
export function statusBadgeClass(status: string | null | undefined): string {
  return BADGE_CLASSES[isApplicationStatus(status) ? status : 'Pending'];
}

/** The list filter of the applications page: 'all' (no filter) or one status, from `?status=`. */
export type StatusFilter = 'all' | ApplicationStatus;

export function parseStatusFilter(value: string | null): StatusFilter {
  if (!value) return 'all';
  const match = APPLICATION_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase());
  return match ?? 'all';
}

/** Preview length of a cover letter in the applications list (docs/000-product.md §9), in characters. */
export const COVER_LETTER_PREVIEW = 150;

/** Path of the staff applications list (the spec's; /admin/applications redirects to it). */
export const APPLICATIONS_PATH = '/blog/admin/applications';

/** Path of the CSV export of the staff applications list (same query parameters as the list). */
export const APPLICATIONS_EXPORT_PATH = '/admin/applications/export.csv';

/** What the staff applications list (and its CSV export) is filtered by, from the URL. */
export interface ApplicationFilters {
  status: StatusFilter;
  /** Part of the applicant's name or e-mail, trimmed, at most APPLICATION_SEARCH_MAX characters; '' for none. */
  q: string;
  /** A job's documentId; null for every job. */
  job: string | null;
  /**
   * The owner of the applications' jobs (docs/022-the-team.md "Ownership, routing and time zones"): `mine` (the staff
   * member's own jobs' applications), `none` or a user id; null for every owner. The CMS reads it as `owner=`.
   */
  owner: OwnerFilter | null;
  /**
   * Whether the screening answers met the job's knockout rules (docs/024-employers.md "Screening questions"): `met`,
   * `not-met` ("Does not meet requirements"), or `all`.
   */
  requirements: RequirementsFilter;
}

/** The list's requirements filter (`?requirements=`), with its words; none is `all`. */
export const REQUIREMENTS_FILTERS = [
  { value: 'met', label: 'Meets requirements' },
  { value: 'not-met', label: 'Does not meet requirements' },
] as const;
export type RequirementsFilter = 'all' | (typeof REQUIREMENTS_FILTERS)[number]['value'];

/** `?requirements=` as the filter: `met`, `not-met`, else `all`. */
export const parseRequirementsFilter = (value: string | null): RequirementsFilter =>
  REQUIREMENTS_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';

/** A CMS documentId as the URL may carry it (letters and digits); anything else is ignored. */
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;

/** `value` when it is a documentId as the URL or a form may carry it (trimmed), else null. */
export function parseDocumentId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return DOCUMENT_ID.test(trimmed) ? trimmed : null;
}

/** The staff list's link that opens the application `documentId` in its dialog (the loader reads `?view=`). */
export function applicationViewPath(documentId: string): string {
  return `${APPLICATIONS_PATH}?view=${encodeURIComponent(documentId)}`;
}

/**
 * The list's filters from `?status=`, `?q=`, `?job=`, `?owner=` and `?requirements=`; unknown or malformed values are
 * ignored.
 */
export function parseApplicationFilters(params: URLSearchParams): ApplicationFilters {
  const job = params.get('job')?.trim() ?? '';
  return {
    status: parseStatusFilter(params.get('status')),
    q: (params.get('q') ?? '').trim().slice(0, APPLICATION_SEARCH_MAX),
    job: DOCUMENT_ID.test(job) ? job : null,
    owner: parseOwnerFilter(params.get('owner')) ?? null,
    requirements: parseRequirementsFilter(params.get('requirements')),
  };
}

/** The filters as URL params (none for a filter not set): the list's links and the export link carry them. */
export function applicationFilterParams({
  status,
  q,
  job,
  owner,
  requirements = 'all',
}: Omit<ApplicationFilters, 'requirements'> & { requirements?: RequirementsFilter }): URLSearchParams {
  return new URLSearchParams({
    ...(status !== 'all' ? { status } : {}),
    ...(q ? { q } : {}),
    ...(job ? { job } : {}),
    ...(owner !== null ? { owner: String(owner) } : {}),
    ...(requirements !== 'all' ? { requirements } : {}),
  });
}

/**
 * The CMS query filters of `filters` (Strapi REST `filters`): the status, the job by documentId and the requirements,
 * all together. The text `q` is the CMS's own parameter (`applicationQuery`).
 */
export function applicationQueryFilters({
  status,
  job,
  requirements = 'all',
}: Pick<ApplicationFilters, 'status' | 'job'> & { requirements?: RequirementsFilter }): Record<string, unknown> {
  // The owner is no Strapi filter (a job's owner is private in the CMS): its `owner=` parameter, `applicationQuery`.
  return {
    ...(status === 'all' ? {} : { job_status: { $eq: status } }),
    ...(requirements === 'all' ? {} : { meetsRequirements: { $eq: requirements === 'met' } }),
    // Applications to a job only: a candidate added by staff has a job-less row holding their resume
    // (docs/023-talent-pool.md "Added by staff"), which is no application and is shown on the candidate's page.
    job: { documentId: job ? { $eq: job } : { $notNull: true } },
  };
}

/**
 * The CMS query parameters of `filters` besides pagination and populate: the Strapi `filters`
 * (`applicationQueryFilters`), the CMS's own `owner=` (applications to the jobs of that owner) and its text search `q`.
 */
export function applicationQuery(filters: ApplicationFilters): Record<string, unknown> {
  return {
    filters: applicationQueryFilters(filters),
    ...(filters.owner !== null ? { owner: String(filters.owner) } : {}),
    // The full-text search of names, e-mails, phones, cover letters, notes and resume text (docs/023-talent-pool.md
    // "Searching people").
    ...(filters.q ? { q: filters.q } : {}),
  };
}
