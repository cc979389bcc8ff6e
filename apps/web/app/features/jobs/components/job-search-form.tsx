import {
  isFilteredSearch,
  JOB_SEARCH_KEYWORD_MAX,
  JOB_SEARCH_SORTS,
  parseJobSearch,
  type JobSearch,
  type JobSearchFacet,
  type JobSearchOption,
} from '@agency/contract';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CodeOptions } from '~/components/ui/code-options';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import { useCountryOptions } from '~/i18n/choices';
import { useLocalizedHref } from '~/i18n/link';
import { jobBoardHref } from '../job-search';
import { useJobWords } from './job-words';

/** The filters of the form, in its order (their words: the catalog's `jobs.search.<name>` and `<name>Any`). */
const FILTERS: readonly JobSearchFacet[] = ['category', 'type', 'country', 'city', 'workplace'];

/**
 * A filter option's words in the page's language: a job type, workplace or country by its code (the value sent stays
 * the code), a category or city as stored (the CMS's names).
 */
function useOptionLabel(): (name: JobSearchFacet, option: Pick<JobSearchOption, 'value' | 'label'>) => string {
  const words = useJobWords();
  const countries = useCountryOptions();
  const countryNames = useMemo(() => new Map(countries.map(({ value, label }) => [value, label])), [countries]);
  return (name, { value, label }) => {
    if (name === 'type') return words.jobType(value);
    if (name === 'workplace') return words.workplace(value);
    if (name === 'country') return countryNames.get(value) ?? label;
    return label;
  };
}

/** The name of a filter's chosen value: the option's words from the counted facets, else the value itself. */
function chosenOption(facets: Record<JobSearchFacet, JobSearchOption[]> | null, name: JobSearchFacet, value: string) {
  return facets?.[name].find((option) => option.value === value) ?? { value, label: value };
}

/** How many of the filters behind the "Filters" button are chosen (the keyword stays outside it). */
function chosenFilters(search: JobSearch): number {
  return FILTERS.filter((name) => search[name]).length;
}

/** The search a form's fields ask for (`page` 1: a new search starts at its first page). */
function searchOf(form: HTMLFormElement): JobSearch {
  return parseJobSearch(Object.fromEntries(new FormData(form)));
}

/**
 * The job board's search form (docs/011-job-search.md): keyword, category, job type, country, city, workplace and order, each
 * filter's options with how many open jobs they would find. Without JavaScript it is a plain GET form to /blog; with
 * it, a change of a choice or a submitted keyword updates the board without a full reload, at the search's canonical
 * URL. Its words are the catalog's (`jobs.search`), its options' in the page's language with the same values.
 */
export function JobSearchForm({
  search,
  facets,
}: {
  search: JobSearch;
  facets: Record<JobSearchFacet, JobSearchOption[]> | null;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const navigate = useNavigate();
  const localized = useLocalizedHref();
  const form = useRef<HTMLFormElement>(null);
  const filters = useRef<HTMLDetailsElement>(null);

  // A browser without ::details-content cannot show the closed filters from 1024 px: there they are opened.
  useEffect(() => {
    const details = filters.current;
    if (details && !CSS.supports('selector(::details-content)') && matchMedia('(min-width: 64rem)').matches) {
      details.open = true;
    }
  }, []);

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
    void navigate(localized(jobBoardHref(searchOf(target))), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
  };

  const chosen = chosenFilters(search);
  return (
    <form
      ref={form}
      method="get"
      action={localized('/blog')}
      role="search"
      aria-label={t('jobs.search.label')}
      onSubmit={onSubmit}
      onChange={onChange}
      className="mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-6 sm:p-4"
    >
      <div className="flex items-end gap-2 sm:gap-3">
        <div className="min-w-0 flex-1">
          <Label htmlFor="job-search-q">{t('jobs.search.keyword')}</Label>
          <Input
            id="job-search-q"
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={JOB_SEARCH_KEYWORD_MAX}
            placeholder={t('jobs.search.keywordPlaceholder')}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" /> {t('jobs.search.submit')}
        </Button>
      </div>
      {/*
        The filters: on a phone behind a "Filters" disclosure (a native <details>, which opens without JavaScript);
        from 1024 px always shown, the summary hidden (its content made visible while closed, ::details-content).
      */}
      <details
        ref={filters}
        className="group mt-3 lg:mt-4 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('jobs.search.filters')}
          {chosen > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {chosen}
              <span className="sr-only"> {t('jobs.search.chosen')}</span>
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:mt-0 lg:grid-cols-4">
          {FILTERS.map((name) => (
            <div key={name}>
              <Label htmlFor={`job-search-${name}`}>{t(`jobs.search.${name}`)}</Label>
              <Select
                id={`job-search-${name}`}
                name={name}
                defaultValue={search[name] ?? ''}
                placeholder={t(`jobs.search.${name}Any`)}
              >
                <CodeOptions
                  options={(facets?.[name] ?? []).map((option) => ({
                    value: option.value,
                    label: `${optionLabel(name, option)} (${option.count})`,
                  }))}
                />
              </Select>
            </div>
          ))}
          <div>
            <Label htmlFor="job-search-sort">{t('jobs.search.sort')}</Label>
            <Select
              id="job-search-sort"
              name="sort"
              defaultValue={search.sort}
              options={JOB_SEARCH_SORTS.map(({ value }) => ({
                value,
                label: t(`jobs.search.sorts.${search.q && value === 'newest' ? 'relevance' : value}`),
              }))}
            />
          </div>
          <div className="flex items-end gap-3">
            {/* Without JavaScript a chosen filter applies with this button (with it, on the change). */}
            <Button type="submit" variant="outline" className="flex-1 lg:hidden">
              {t('jobs.search.apply')}
            </Button>
            {isFilteredSearch(search) ? (
              <Link
                to={localized(jobBoardHref({ sort: search.sort }))}
                preventScrollReset
                className="inline-flex h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t('jobs.search.clear')}
              </Link>
            ) : null}
          </div>
        </div>
      </details>
    </form>
  );
}

/**
 * The search's active filters as removable chips, under the search form (docs/026-languages.md "The job board on a
 * phone"): each a link to the same search without it (from page 1), named "Remove filter: Country: United Arab
 * Emirates" ("أزِل عامل التصفية: الدولة: الإمارات العربية المتحدة" on /ar/blog); the keyword is one too. At least 32 px
 * tall (WCAG 2.5.8). Nothing when no filter is chosen.
 */
export function ActiveFilters({
  search,
  facets,
}: {
  search: JobSearch;
  facets: Record<JobSearchFacet, JobSearchOption[]> | null;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const localized = useLocalizedHref();
  const chips: Array<{ name: string; label: string; value: string; href: string }> = [];
  if (search.q)
    chips.push({
      name: 'q',
      label: t('jobs.search.keyword'),
      value: search.q,
      href: jobBoardHref({ ...search, q: '', page: 1 }),
    });
  for (const name of FILTERS) {
    const value = search[name];
    if (value) {
      chips.push({
        name,
        label: t(`jobs.search.${name}`),
        value: optionLabel(name, chosenOption(facets, name, value)),
        href: jobBoardHref({ ...search, [name]: null, page: 1 }),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('jobs.search.active')} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.name}>
          <Link
            to={localized(chip.href)}
            preventScrollReset
            aria-label={t('jobs.search.remove', { label: chip.label, value: chip.value })}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 ps-3 pe-2 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="max-w-56 truncate">
              {chip.label}: {chip.value}
            </span>
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
