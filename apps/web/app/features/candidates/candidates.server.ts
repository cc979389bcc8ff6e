import {
  CANDIDATE_AVAILABILITIES,
  CANDIDATE_AVAILABILITY_LABELS,
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_QUERY_MAX,
  CANDIDATE_TAG_MAX_LENGTH,
  CANDIDATE_TAGS_MAX,
  candidateReference,
  candidateTagsSchema,
  readCandidateSearch,
  tagKey,
  type CandidateAvailability,
  type CandidateSearch,
} from '@agency/contract';
import { data } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { textField } from '~/lib/form-data.server';
import { parsePage } from '~/lib/pagination';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import {
  getCandidate,
  listCandidates,
  mergeCandidate,
  tagSuggestions,
  updateCandidate,
  type CandidateDetail,
  type CandidateSummary,
} from './api.server';

/**
 * The staff pages of the talent pool's candidates (docs/023-talent-pool.md "Candidates"): the list's loader, the
 * candidate page's loader and its actions (tags, availability, merge). Every rule is the contract's, checked again by
 * the CMS.
 */

/** What /admin/candidates shows: a page of the search, or the CMS's failure. */
export interface CandidateListData {
  candidates: CandidateSummary[];
  pagination: { pageCount: number; total: number } | null;
  /** Whether the total stopped at the contract's `CANDIDATE_SEARCH_COUNT_CAP` ("1,000+"). */
  capped: boolean;
  q: string;
  filters: CandidateSearch['filters'];
  page: number;
  error: string | null;
}

/**
 * The search of the URL (docs/023-talent-pool.md "Searching people"): `?q=` (the full-text syntax, at most
 * `CANDIDATE_QUERY_MAX` characters), the filters (the contract's `readCandidateSearch`: an invalid value is no filter)
 * and `?page=`; on a CMS failure an empty list and 'Error fetching candidates' (logged).
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadCandidates(token: string, params: URLSearchParams): Promise<CandidateListData> {
  const q = (params.get('q') ?? '').trim().slice(0, CANDIDATE_QUERY_MAX);
  const search = readCandidateSearch((name) => (name === 'q' ? q : (params.get(name) ?? undefined)));
  const page = parsePage(params.get('page'));
  const base = { q: search.q, filters: search.filters, page };
  try {
    const { candidates, pagination, capped } = await listCandidates(token, {
      search,
      page,
      pageSize: CANDIDATE_PAGE_SIZE,
    });
    return { ...base, candidates, pagination, capped, error: null };
  } catch (error) {
    return {
      ...base,
      candidates: [],
      pagination: null,
      capped: false,
      error: reportedFailure(error, 'Error fetching candidates'),
    };
  }
}

/** What the candidate page shows: the candidate and the tags in use to suggest. */
export interface CandidatePageData {
  candidate: CandidateDetail;
  suggestions: string[];
}

/**
 * The candidate `documentId` with the tags in use to suggest.
 * @throws a 404 Response for an unknown candidate; what `reportedFailure` rethrows; a 502 Response when the CMS fails.
 */
export async function loadCandidate(token: string, documentId: string): Promise<CandidatePageData> {
  try {
    const [candidate, suggestions] = await Promise.all([
      getCandidate(token, documentId),
      tagSuggestions(token, '').catch(() => []),
    ]);
    return { candidate, suggestions };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data('This candidate does not exist (any more).', { status: 404 });
    }
    throw data(reportedFailure(error, 'Error fetching the candidate'), { status: 502 });
  }
}

/** The tags in use that start with `prefix` (the tag field's suggestions as staff type); none when the CMS fails. */
export async function loadTagSuggestions(token: string, prefix: string): Promise<string[]> {
  try {
    return await tagSuggestions(token, prefix.slice(0, CANDIDATE_TAG_MAX_LENGTH));
  } catch (error) {
    reportedFailure(error, 'Error fetching tag suggestions');
    return [];
  }
}

/** Which form of the candidate page answered, so that the page puts the focus on that form's message. */
export type CandidateIntent = 'add-tag' | 'remove-tag' | 'availability' | 'merge';

/** The answer of a candidate page's form. */
export interface CandidateAnswer {
  intent: CandidateIntent | null;
  ok: boolean;
  message: string;
}

/** The staff's words for the contract's tag rules (`candidateTagsSchema`). */
export function tagsMessage(tags: string[]): string | null {
  const result = candidateTagsSchema.safeParse(tags);
  if (result.success) return null;
  return result.error.issues.some((issue) => issue.path.length > 0)
    ? `A tag has at most ${CANDIDATE_TAG_MAX_LENGTH} characters.`
    : `A candidate has at most ${CANDIDATE_TAGS_MAX} tags.`;
}

const refused = (intent: CandidateIntent, message: string, status = 400) =>
  data<CandidateAnswer>({ intent, ok: false, message }, { status });

/** A failed call's answer: the CMS's own words for its refusals (400, 404), else the logged fallback. */
function failed(intent: CandidateIntent, error: unknown, fallback: string) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return refused(intent, error.message || fallback, error.status);
  }
  return refused(intent, failureMessage(error, fallback), 502);
}

/**
 * The candidate page's forms (`intent`): `add-tag` (`tag`), `remove-tag` (`tag`), `availability` (`availability`),
 * `merge` (`from`: the other candidate's e-mail address or id). Each answers `{ intent, ok, message }`; a refusal with
 * its status (400 for the contract's rules, 404 for an unknown candidate).
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function handleCandidateAction(token: string, documentId: string, formData: FormData) {
  const intent = textField(formData, 'intent');
  switch (intent) {
    case 'add-tag':
    case 'remove-tag': {
      const tag = textField(formData, 'tag');
      if (!tag.trim()) return refused(intent, 'Type a tag.');
      try {
        const { tags } = await getCandidate(token, documentId);
        const next =
          intent === 'add-tag' ? [...tags, tag] : tags.filter((existing) => tagKey(existing) !== tagKey(tag));
        const problem = tagsMessage(next);
        if (problem) return refused(intent, problem);
        const updated = await updateCandidate(token, documentId, { tags: next });
        const shown = updated.tags.find((existing) => tagKey(existing) === tagKey(tag)) ?? tag.trim();
        return {
          intent,
          ok: true,
          message: intent === 'add-tag' ? `Tag “${shown}” added.` : `Tag “${shown}” removed.`,
        };
      } catch (error) {
        return failed(intent, error, 'Failed to save the tags');
      }
    }
    case 'availability': {
      const value = textField(formData, 'availability');
      if (!(CANDIDATE_AVAILABILITIES as readonly string[]).includes(value)) {
        return refused(intent, 'Choose an availability.');
      }
      try {
        await updateCandidate(token, documentId, { availability: value as CandidateAvailability });
        return {
          intent,
          ok: true,
          message: `Availability set to ${CANDIDATE_AVAILABILITY_LABELS[value as CandidateAvailability]}.`,
        };
      } catch (error) {
        return failed(intent, error, 'Failed to save the availability');
      }
    }
    case 'merge': {
      const from = textField(formData, 'from');
      if (!candidateReference(from).success) {
        return refused(intent, 'Enter the e-mail address or the id of the other candidate.');
      }
      try {
        const merged = await mergeCandidate(token, documentId, from);
        return {
          intent,
          ok: true,
          message: `Merged: ${merged.fullName} now has ${merged.applications.length} applications.`,
        };
      } catch (error) {
        return failed(intent, error, 'Failed to merge the candidates');
      }
    }
    default:
      return data<CandidateAnswer>({ intent: null, ok: false, message: 'Unknown action.' }, { status: 400 });
  }
}
