import {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  CANDIDATE_AVAILABILITIES,
  CANDIDATE_AVAILABILITY_LABELS,
  CANDIDATE_POOL_FILTER_VALUE,
  CANDIDATE_QUERY_MAX,
  CANDIDATE_SEARCH_COUNT_CAP,
  CANDIDATE_SNIPPET_LABELS,
  countryName,
  countryOptions,
  type CandidateSearch,
} from '@agency/contract';
import { Search, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { LocalDate } from '~/components/admin/local-date';
import { buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import type { CandidateSummary } from '../api.server';
import type { CandidateListData } from '../candidates.server';
import { CANDIDATES_PATH, candidatePath, NEW_CANDIDATE_PATH } from '../rules';

/**
 * Why a candidate matched: the snippet's text with its matched words in `<mark>`. The parts are plain text rendered by
 * React (escaped), so a resume's own `<script>` or `<mark>` shows as text, never as HTML.
 */
function Snippet({ snippet }: { snippet: NonNullable<CandidateSummary['snippet']> }) {
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="candidate-snippet">
      <span className="font-medium text-slate-900">{CANDIDATE_SNIPPET_LABELS[snippet.column]}: </span>
      {snippet.parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-yellow-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

const COLUMNS: AdminColumn<CandidateSummary>[] = [
  {
    label: 'Name',
    className: 'px-4 py-3 font-medium text-slate-900',
    cell: (candidate) => (
      <>
        <Link className={`${MIN_TARGET} text-brand-700 underline`} to={candidatePath(candidate.documentId)}>
          {candidate.fullName}
        </Link>
        {candidate.snippet ? <Snippet snippet={candidate.snippet} /> : null}
      </>
    ),
  },
  { label: 'Email', className: 'px-4 py-3 break-all', cell: (candidate) => candidate.email },
  { label: 'Country', cell: (candidate) => (candidate.country ? countryName(candidate.country) : '–') },
  { label: 'Tags', cell: (candidate) => (candidate.tags.length > 0 ? candidate.tags.join(', ') : '–') },
  { label: 'Availability', cell: (candidate) => CANDIDATE_AVAILABILITY_LABELS[candidate.availability] },
  { label: 'Applications', className: 'px-4 py-3 text-end', cell: (candidate) => candidate.applications },
  {
    label: 'Last activity',
    className: 'whitespace-nowrap px-4 py-3 text-slate-700',
    cell: (candidate) => <LocalDate value={candidate.lastActivityAt} />,
  },
];

/** How long typing pauses before the search runs (with JavaScript). */
const TYPING_PAUSE_MS = 300;

/**
 * The search form (a GET form: the query and the filters live in the URL, and it works without JavaScript). With
 * JavaScript the results follow the typing (after a pause, replacing the history entry) and each filter change; the
 * search box keeps the focus. A search that the pause would still run is dropped when the form is sent (Search, Enter)
 * and when the page navigates elsewhere (a candidate opened): it used to run after them, and brought the list back over
 * the candidate being opened.
 */
function SearchForm({ q, filters }: { q: string; filters: CandidateSearch['filters'] }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const leaving = useNavigation().location;
  useEffect(() => {
    if (leaving && leaving.pathname !== CANDIDATES_PATH) clearTimeout(timer.current);
  }, [leaving]);
  const run = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form.current) void submit(form.current, { replace: true, preventScrollReset: true });
    }, delay);
  };
  return (
    <Form
      ref={form}
      method="get"
      action={CANDIDATES_PATH}
      role="search"
      aria-label="Candidates"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => run((event.target as HTMLElement).getAttribute('name') === 'q' ? TYPING_PAUSE_MS : 0)}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <Field id="candidates-q" label="Search candidates">
        <Input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={CANDIDATE_QUERY_MAX}
          placeholder='React "intensive care" -locum'
          className="w-80"
        />
      </Field>
      <Field id="candidates-country" label="Country">
        <Select
          compact
          name="country"
          defaultValue={filters.country ?? ''}
          placeholder="Any"
          options={countryOptions()}
        />
      </Field>
      <Field id="candidates-tag" label="Tag">
        <Input name="tag" defaultValue={filters.tag ?? ''} className="w-32" />
      </Field>
      <Field id="candidates-status" label="Latest status">
        <Select
          compact
          name="status"
          defaultValue={filters.status ?? ''}
          placeholder="Any"
          options={APPLICATION_STATUSES}
        />
      </Field>
      <Field id="candidates-source" label="Source">
        <Select
          compact
          name="source"
          defaultValue={filters.source ?? ''}
          placeholder="Any"
          options={APPLICATION_SOURCES.map((source) => ({ value: source, label: APPLICATION_SOURCE_LABELS[source] }))}
        />
      </Field>
      <Field id="candidates-availability" label="Availability">
        <Select
          compact
          name="availability"
          defaultValue={filters.availability ?? ''}
          placeholder="Any"
          options={CANDIDATE_AVAILABILITIES.map((value) => ({
            value,
            label: CANDIDATE_AVAILABILITY_LABELS[value],
          }))}
        />
      </Field>
      <Field id="candidates-since" label="Active since">
        <Input type="date" name="since" defaultValue={filters.since ?? ''} />
      </Field>
      <div className="flex items-center gap-2 pb-2">
        <Checkbox
          id="candidates-pool"
          name="pool"
          value={CANDIDATE_POOL_FILTER_VALUE}
          defaultChecked={filters.pool === CANDIDATE_POOL_FILTER_VALUE}
        />
        <label htmlFor="candidates-pool" className="text-sm font-medium text-slate-800">
          In the talent pool
        </label>
      </div>
      {/* A job or category comes from a link (the job's page); kept while the other filters change. */}
      {filters.job ? <input type="hidden" name="job" value={filters.job} /> : null}
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      <button type="submit" className={buttonClasses({ size: 'sm' }, 'mb-0.5')}>
        <Search aria-hidden="true" className="size-4" /> Search
      </button>
    </Form>
  );
}

/** The subtitle: how many candidates match ("1,000+" when the count stopped at its cap). */
function countText(total: number, capped: boolean): string {
  return capped ? `${CANDIDATE_SEARCH_COUNT_CAP.toLocaleString('en')}+ candidates` : `${total} candidates`;
}

/**
 * /admin/candidates: the search of the talent pool (docs/023-talent-pool.md "Searching people"): ranked by relevance
 * with a text, the most recently active first without, each hit with the snippet that shows why it matched.
 */
export function CandidateList({ candidates, pagination, capped, q, filters, page, error }: CandidateListData) {
  const search = new URLSearchParams({ ...(q ? { q } : {}), ...filters });
  const searching = Boolean(q) || Object.keys(filters).length > 0;
  return (
    <AdminList
      title="Candidates"
      subtitle={pagination ? <span role="status">{countText(pagination.total, capped)}</span> : undefined}
      toolbar={<SearchForm q={q} filters={filters} />}
      actions={
        <Link to={NEW_CANDIDATE_PATH} className={buttonClasses({ size: 'sm' })}>
          <UserPlus aria-hidden="true" className="size-4" /> Add candidate
        </Link>
      }
      path={CANDIDATES_PATH}
      search={search}
      error={error}
      items={candidates}
      columns={COLUMNS}
      empty={searching ? 'No candidate matches this search.' : 'No candidates yet.'}
      pagination={pagination}
      page={page}
      pagesLabel="Candidate pages"
    />
  );
}
