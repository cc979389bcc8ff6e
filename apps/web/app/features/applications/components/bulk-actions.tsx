import { BriefcaseBusiness, Download, MoveRight, Tag } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useNavigation, useSubmit } from 'react-router';
import { APPLICATION_STATUSES, CANDIDATE_TAG_MAX_LENGTH } from '@agency/contract';
import { Alert } from '~/components/ui/alert';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { useHydrated } from '~/components/ui/use-hydrated';
import { TAG_SUGGESTIONS_PATH } from '~/features/candidates';
import { APPLICATIONS_EXPORT_PATH, type ApplicationFilters } from '../rules';

/** The id of the bulk form; each row's checkbox joins it with its `form` attribute (the rows sit outside it). */
export const BULK_FORM_ID = 'applications-bulk';

/** What the route's action answered to a bulk action (staff-applications.server.ts `BulkAnswer`). */
export interface BulkAnswerView {
  ok: boolean;
  intent: BulkIntent;
  message: string;
}

/** The bulk form's actions that post to the list (the export is a GET of its own route). */
export const BULK_INTENTS = ['bulk-status', 'bulk-tag', 'bulk-add-to-job'] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];
export const isBulkIntent = (value: string): value is BulkIntent => (BULK_INTENTS as readonly string[]).includes(value);

/**
 * The selection of the bulk form in the browser: the ticked rows, or every application the filters match. Without
 * JavaScript the checkboxes are the selection themselves (the form sends what is ticked).
 */
export function useBulkSelection(pageIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const onPage = pageIds.filter((id) => selected.has(id));
  const allOnPage = pageIds.length > 0 && onPage.length === pageIds.length;
  return {
    allMatching,
    allOnPage,
    someOnPage: onPage.length > 0 && !allOnPage,
    count: onPage.length,
    isSelected: (id: string) => allMatching || selected.has(id),
    toggle: (id: string, on: boolean) => {
      // Unticking a row of "all matching" leaves the rest of this page ticked.
      const next = new Set(allMatching ? pageIds : selected);
      if (on) next.add(id);
      else next.delete(id);
      setAllMatching(false);
      setSelected(next);
    },
    togglePage: (on: boolean) => {
      setAllMatching(false);
      setSelected(on ? new Set(pageIds) : new Set());
    },
    toggleMatching: (on: boolean) => {
      setAllMatching(on);
      if (!on) setSelected(new Set());
    },
    clear: () => {
      setAllMatching(false);
      setSelected(new Set());
    },
  };
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;

/**
 * The bulk actions of the applications list (docs/023-talent-pool.md "Bulk actions and the application dialog"): one
 * form (POST to the list's own URL) that works without JavaScript — "Select all on this page" (the page's ids go as
 * `pageIds`), "Select all N matching" (the list's filters go as hidden fields), the status to move to, "Move status"
 * (`intent=bulk-status`), "Export selection" (a GET of the export route with the same fields, a CSV download), and
 * sourcing's "Add a tag" (`intent=bulk-tag`, suggested from the tags in use as staff type) and "Add to a job"
 * (`intent=bulk-add-to-job`; docs/023-talent-pool.md "Sourcing"). With JavaScript the count of the selection is read
 * out as it changes, and after an action the focus lands on the answer.
 */
export function BulkActions({
  action,
  filters,
  pageIds,
  total,
  selection,
  answer,
  openJobs = [],
}: {
  /** The list's URL (path and query): the move posts there, so that the list reloads as it was. */
  action: string;
  filters: ApplicationFilters;
  pageIds: readonly string[];
  /** How many applications the filters match. */
  total: number;
  selection: BulkSelection;
  answer: BulkAnswerView | null;
  /** The open jobs "Add to a job" offers (docs/023-talent-pool.md "Sourcing"). */
  openJobs?: ReadonlyArray<{ documentId: string; title: string; company?: string | null }>;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const message = useRef<HTMLDivElement>(null);
  const busyWith = (intent: BulkIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const busy = BULK_INTENTS.some(busyWith);
  const tagLookup = useFetcher<string[]>();
  const { clear } = selection;

  // The answer takes the focus once it is shown (docs/018-forms-and-focus.md); a move clears the selection.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) clear();
    message.current?.focus();
    // `clear` changes at every render; the answer alone says when to act.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // The export is a download: the browser sends it as it is, and the page stays.
    if (!(submitter instanceof HTMLButtonElement) || !isBulkIntent(submitter.value)) return;
    event.preventDefault();
    if (busy) return;
    void submit(submitter, { method: 'post', action, preventScrollReset: true });
  };

  const count = selection.allMatching ? total : selection.count;
  const countText = selection.allMatching
    ? `All ${String(total)} matching applications selected`
    : `${String(count)} selected`;
  const filterFields = Object.entries({
    status: filters.status === 'all' ? '' : filters.status,
    q: filters.q,
    job: filters.job ?? '',
    owner: filters.owner === null ? '' : String(filters.owner),
  }).filter(([, value]) => value !== '');

  return (
    <section aria-labelledby="bulk-heading" className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="bulk-heading" className="text-sm font-semibold text-slate-900">
        Bulk actions
      </h2>
      {answer ? (
        <Alert
          ref={message}
          tabIndex={-1}
          tone={answer.ok ? 'success' : 'error'}
          className="mt-3 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {answer.message}
        </Alert>
      ) : null}
      <form
        id={BULK_FORM_ID}
        method="post"
        action={action}
        onSubmit={onSubmit}
        className="mt-3 flex flex-wrap items-end gap-4"
      >
        {pageIds.map((id) => (
          <input key={id} type="hidden" name="pageIds" value={id} />
        ))}
        {filterFields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-col gap-2 text-sm text-slate-800">
          <div className="inline-flex items-center gap-2">
            <Checkbox
              id="bulk-all-on-page"
              name="allOnPage"
              value="on"
              checked={selection.allOnPage}
              ref={(input) => {
                if (input) input.indeterminate = selection.someOnPage;
              }}
              onChange={(event) => selection.togglePage(event.currentTarget.checked)}
              disabled={pageIds.length === 0}
            />
            <label htmlFor="bulk-all-on-page">Select all on this page</label>
          </div>
          <div className="inline-flex items-center gap-2">
            <Checkbox
              id="bulk-all-matching"
              name="allMatching"
              value="on"
              checked={selection.allMatching}
              onChange={(event) => selection.toggleMatching(event.currentTarget.checked)}
              disabled={total === 0}
            />
            <label htmlFor="bulk-all-matching">Select all {total} matching</label>
          </div>
        </div>
        <Field id="bulk-to" label="Move to">
          <Select name="to" defaultValue="Reviewed" options={APPLICATION_STATUSES} className="w-40" />
        </Field>
        <button
          type="submit"
          name="intent"
          value="bulk-status"
          {...busyButtonProps(busyWith('bulk-status'))}
          className={buttonClasses({ size: 'sm' }, 'mb-0.5')}
        >
          <MoveRight aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Move status
        </button>
        <button
          type="submit"
          name="intent"
          value="export"
          formMethod="get"
          formAction={APPLICATIONS_EXPORT_PATH}
          className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mb-0.5')}
        >
          <Download aria-hidden="true" className="size-4" /> Export selection
        </button>
        {/* Sourcing (docs/023-talent-pool.md "Sourcing"): the tag goes on each one's candidate. */}
        <Field id="bulk-tag" label="Tag">
          <Input
            name="tag"
            list="bulk-tag-suggestions"
            autoComplete="off"
            maxLength={CANDIDATE_TAG_MAX_LENGTH}
            className="w-48"
            onChange={(event) =>
              tagLookup.load(`${TAG_SUGGESTIONS_PATH}?prefix=${encodeURIComponent(event.currentTarget.value)}`)
            }
          />
        </Field>
        <datalist id="bulk-tag-suggestions">
          {(tagLookup.data ?? []).map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button
          type="submit"
          name="intent"
          value="bulk-tag"
          {...busyButtonProps(busyWith('bulk-tag'))}
          className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mb-0.5')}
        >
          <Tag aria-hidden="true" className="size-4" /> Add a tag
        </button>
        <Field id="bulk-job" label="Job">
          <Select
            name="job-to-add"
            placeholder="Choose an open job"
            options={openJobs.map((job) => ({
              value: job.documentId,
              label: job.company ? `${job.title} (${job.company})` : job.title,
            }))}
            className="w-64"
          />
        </Field>
        <button
          type="submit"
          name="intent"
          value="bulk-add-to-job"
          {...busyButtonProps(busyWith('bulk-add-to-job'))}
          className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mb-0.5')}
        >
          <BriefcaseBusiness aria-hidden="true" className="size-4" /> Add to a job
        </button>
        {hydrated ? (
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            {countText}
          </p>
        ) : null}
      </form>
    </section>
  );
}
