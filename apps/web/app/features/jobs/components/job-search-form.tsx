import {
  isFilteredSearch,
  JOB_SEARCH_KEYWORD_MAX,
  JOB_SEARCH_RELEVANCE_LABEL,
  JOB_SEARCH_SORTS,
  parseJobSearch,
  type JobSearch,
  type JobSearchFacet,
  type JobSearchOption,
} from '@agency/contract';
import { Search } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import { jobBoardHref } from '../job-search';

/** The filters of the form, in its order, with their words. */
const FILTERS: ReadonlyArray<{ name: JobSearchFacet; label: string; any: string }> = [
  { name: 'category', label: 'Category', any: 'All categories' },
  { name: 'type', label: 'Job type', any: 'All job types' },
  { name: 'country', label: 'Country', any: 'All countries' },
  { name: 'city', label: 'City', any: 'All cities' },
  { name: 'workplace', label: 'Workplace', any: 'Any workplace' },
];

/** The search a form's fields ask for (`page` 1: a new search starts at its first page). */
function searchOf(form: HTMLFormElement): JobSearch {
  return parseJobSearch(Object.fromEntries(new FormData(form)));
}

/**
 * The job board's search form (docs/011-job-search.md): keyword, category, job type, country, city, workplace and order, each
 * filter's options with how many open jobs they would find. Without JavaScript it is a plain GET form to /blog; with
 * it, a change of a choice or a submitted keyword updates the board without a full reload, at the search's canonical
 * URL.
 */
export function JobSearchForm({
  search,
  facets,
}: {
  search: JobSearch;
  facets: Record<JobSearchFacet, JobSearchOption[]> | null;
}) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);

  // The fields follow the URL when it changes otherwise (back and forward, "Clear the search", another page).
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const name of ['q', 'category', 'type', 'country', 'city', 'workplace', 'sort'] as const) {
      const field = fields.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = search[name] ?? '';
    }
  }, [search]);

  const apply = (target: HTMLFormElement) => {
    void navigate(jobBoardHref(searchOf(target)), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
  };

  return (
    <form
      ref={form}
      method="get"
      action="/blog"
      role="search"
      aria-label="Search jobs"
      onSubmit={onSubmit}
      onChange={onChange}
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <Label htmlFor="job-search-q">Keyword</Label>
        <Input
          id="job-search-q"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={JOB_SEARCH_KEYWORD_MAX}
          placeholder="Title, company, skill or city"
        />
      </div>
      {FILTERS.map(({ name, label, any }) => (
        <div key={name}>
          <Label htmlFor={`job-search-${name}`}>{label}</Label>
          <Select
            id={`job-search-${name}`}
            name={name}
            defaultValue={search[name] ?? ''}
            placeholder={any}
            options={(facets?.[name] ?? []).map((option) => ({
              value: option.value,
              label: `${option.label} (${option.count})`,
            }))}
          />
        </div>
      ))}
      <div>
        <Label htmlFor="job-search-sort">Sort by</Label>
        <Select
          id="job-search-sort"
          name="sort"
          defaultValue={search.sort}
          options={JOB_SEARCH_SORTS.map((option) =>
            search.q && option.value === 'newest' ? { ...option, label: JOB_SEARCH_RELEVANCE_LABEL } : option,
          )}
        />
      </div>
      <div className="flex items-end gap-3">
        <Button type="submit" className="flex-1">
          <Search aria-hidden="true" className="size-4" /> Search
        </Button>
        {isFilteredSearch(search) ? (
          <Link
            to={jobBoardHref({ sort: search.sort })}
            preventScrollReset
            className="inline-flex h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Clear search
          </Link>
        ) : null}
      </div>
    </form>
  );
}
