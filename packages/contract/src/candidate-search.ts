import { APPLICATION_STATUSES } from './application.js';
import { APPLICATION_SOURCES } from './application-source.js';
import { CANDIDATE_AVAILABILITIES, CANDIDATE_TAG_MAX_LENGTH, candidateQuerySchema } from './candidate.js';
import { cleanedText } from './fields.js';
import { isCountryCode } from './countries.js';
import { APPLICATION_SEARCH_MAX } from './limits.js';
import { z } from './zod.js';

/**
 * The search of the talent pool (docs/023-talent-pool.md "Searching people"): `GET /api/candidates` and the staff page
 * /admin/candidates read the same parameters: `q` in the full-text syntax of ./full-text.ts, and the filters below.
 * An invalid filter value is dropped (the page's URL is typed by people), never an error.
 */

/** The search's count stops here: "1,000+ candidates" (counting every match of a common word costs a full scan). */
export const CANDIDATE_SEARCH_COUNT_CAP = 1000;

/** The filters of the candidate search, as URL parameters. */
export const CANDIDATE_SEARCH_FILTERS = [
  'country',
  'tag',
  'job',
  'category',
  'status',
  'since',
  'source',
  'availability',
  'pool',
] as const;
export type CandidateSearchFilter = (typeof CANDIDATE_SEARCH_FILTERS)[number];

/**
 * The "In the talent pool" filter (`pool`): candidates whose pool consent runs now (docs/023-talent-pool.md
 * "Consent and retention": `poolConsentUntil` later than now). The staff page's checkbox sends `pool=yes`; a typed
 * `on`, `true` or `1` means the same, and is read as `yes`.
 */
export const CANDIDATE_POOL_FILTER_VALUE = 'yes';
const CANDIDATE_POOL_FILTER_TICKS = [CANDIDATE_POOL_FILTER_VALUE, 'on', 'true', '1'] as const;

/** A CMS documentId (job, category) as a filter names it. */
const documentId = z.string().regex(/^[a-z0-9]{1,64}$/i);

/** Each filter's rule; a value it refuses means "no filter". */
const FILTER_RULES = {
  country: z
    .string()
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode),
  tag: z.string().trim().min(1).max(CANDIDATE_TAG_MAX_LENGTH),
  job: documentId,
  category: documentId,
  status: z.enum(APPLICATION_STATUSES),
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
  source: z.enum(APPLICATION_SOURCES),
  availability: z.enum(CANDIDATE_AVAILABILITIES),
  pool: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(CANDIDATE_POOL_FILTER_TICKS))
    .transform(() => CANDIDATE_POOL_FILTER_VALUE),
} satisfies Record<CandidateSearchFilter, z.ZodType>;

/** The search as read from a query: `q` (cleaned, '' when absent) and the valid filters. */
export interface CandidateSearch {
  q: string;
  filters: Partial<Record<CandidateSearchFilter, string>>;
}

/**
 * Reads a candidate search from query parameters (`get(name)` gives a parameter's text or undefined). `q` goes through
 * the candidate list's `candidateQuerySchema` (throws on a `q` over its limit, as before); a filter whose value is
 * not valid is left out. `since` is a day (YYYY-MM-DD, UTC midnight); `pool` is `CANDIDATE_POOL_FILTER_VALUE` or absent.
 */
export function readCandidateSearch(get: (name: string) => string | undefined): CandidateSearch {
  const q = candidateQuerySchema.parse(get('q') ?? '');
  const filters: CandidateSearch['filters'] = {};
  for (const name of CANDIDATE_SEARCH_FILTERS) {
    const raw = get(name);
    if (raw === undefined || raw === '') continue;
    const parsed = FILTER_RULES[name].safeParse(raw);
    if (parsed.success) filters[name] = String(parsed.data);
  }
  return { q, filters };
}

/**
 * The staff applications list's text search (`GET /job-applications?q=`, its bulk move's "all matching"): the same
 * people index as the candidate search (names, e-mails, phones, cover letters, notes, tags, resume text), in the
 * full-text syntax; cleaned, at most `APPLICATION_SEARCH_MAX` characters (the list's search box).
 */
export const applicationSearchSchema = cleanedText(APPLICATION_SEARCH_MAX);

/**
 * At most this many matching applications (the newest) are listed by a text search of the applications list: the
 * matches go to the list's query as ids, and the list is read by the hundred.
 */
export const APPLICATION_SEARCH_MATCHES_MAX = 5000;

/** A piece of a hit's snippet: text, and whether it is a matched word (the web marks it with `<mark>`). */
export interface CandidateSnippetPart {
  text: string;
  match: boolean;
}

/** Where a hit's snippet comes from, as staff read it. */
export const CANDIDATE_SNIPPET_LABELS = {
  resume: 'Resume',
  letter: 'Cover letter',
  notes: 'Notes',
  tags: 'Tags',
  contact: 'Contact',
  name: 'Name',
} as const;
export type CandidateSnippetColumn = keyof typeof CANDIDATE_SNIPPET_LABELS;
