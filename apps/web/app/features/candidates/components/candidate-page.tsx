import {
  CANDIDATE_AVAILABILITIES,
  CANDIDATE_AVAILABILITY_LABELS,
  CANDIDATE_LEGAL_BASIS_SHORT,
  CANDIDATE_TAG_MAX_LENGTH,
  countryName,
} from '@agency/contract';
import { Download, Merge, Plus, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation, useSearchParams } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Detail, Details } from '~/components/admin/details';
import { LocalDate } from '~/components/admin/local-date';
import { AdminPageHeader } from '~/components/admin/page-header';
import { busyButtonProps, buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { APPLICATIONS_PATH, StatusBadge } from '~/features/applications';
import type { CandidateDetail } from '../api.server';
import type { CandidateAnswer, CandidateIntent, CandidatePageData } from '../candidates.server';
import { ADDED_PARAM, CANDIDATES_PATH, resumePath, TAG_SUGGESTIONS_PATH } from '../rules';

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const HEADING = 'text-lg font-semibold text-slate-900';

/**
 * The answer of one form of the page, shown in it: a status message that takes the focus when it arrives (the form's
 * control that had it may be gone: a removed tag's button), except after a success of `keepFocusAfter` (an added tag:
 * the tag field keeps the focus to type the next one; the message is still read out, `role="status"`).
 */
function Answer({
  answer,
  intents,
  keepFocusAfter,
}: {
  answer: CandidateAnswer | undefined;
  intents: CandidateIntent[];
  keepFocusAfter?: CandidateIntent;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const mine = answer?.intent && intents.includes(answer.intent) ? answer : null;
  useEffect(() => {
    if (mine && !(mine.ok && mine.intent === keepFocusAfter)) ref.current?.focus();
  }, [mine, keepFocusAfter]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={`mt-3 rounded-sm text-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 ${
        mine ? (mine.ok ? 'text-green-800' : 'text-red-700') : 'sr-only'
      }`}
    >
      {mine?.message ?? ''}
    </p>
  );
}

/** Whether a form of `intent` is on its way. */
function useBusy(intent: CandidateIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/**
 * The tags: each with its remove button, and a field to add one, suggested from the tags in use (a `datalist`: the
 * loader's most used tags, then, as staff type, those that start with what they typed). Plain forms: they work without
 * JavaScript. After an added tag the field keeps the focus (empty, for the next one).
 */
function TagsEditor({ candidate, suggestions }: { candidate: CandidateDetail; suggestions: string[] }) {
  const answer = useActionData<CandidateAnswer>();
  const adding = useBusy('add-tag');
  const lookup = useFetcher<string[]>();
  const input = useRef<HTMLInputElement>(null);
  const added = answer?.intent === 'add-tag' && answer.ok ? answer : null;
  useEffect(() => {
    if (added && input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }, [added]);
  const offered = (lookup.data ?? suggestions).filter((tag) => !candidate.tags.includes(tag));
  return (
    <section aria-labelledby="tags-heading" className={SECTION}>
      <h2 id="tags-heading" className={HEADING}>
        Tags
      </h2>
      {candidate.tags.length > 0 ? (
        <ul aria-label="Tags of this candidate" className="mt-3 flex flex-wrap gap-2">
          {candidate.tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-3 pe-1 text-sm">
              {tag}
              <Form method="post" className="inline">
                <input type="hidden" name="intent" value="remove-tag" />
                <input type="hidden" name="tag" value={tag} />
                <button
                  type="submit"
                  className={`${MIN_TARGET} justify-center rounded-full text-slate-700 hover:bg-brand-100`}
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">Remove the tag {tag}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No tags yet.</p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add-tag" />
        <Field id="candidate-tag" label="Add a tag">
          <Input
            ref={input}
            name="tag"
            list="candidate-tag-suggestions"
            autoComplete="off"
            maxLength={CANDIDATE_TAG_MAX_LENGTH}
            className="w-64"
            onChange={(event) =>
              lookup.load(`${TAG_SUGGESTIONS_PATH}?prefix=${encodeURIComponent(event.currentTarget.value)}`)
            }
          />
        </Field>
        <datalist id="candidate-tag-suggestions">
          {offered.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button type="submit" {...busyButtonProps(adding)} className={buttonClasses({ size: 'sm' }, 'mb-0.5')}>
          <Plus aria-hidden="true" className="size-4" /> Add tag
        </button>
      </Form>
      <Answer answer={answer} intents={['add-tag', 'remove-tag']} keepFocusAfter="add-tag" />
    </section>
  );
}

/** The availability select and its Save button. */
/**
 * The candidate's talent-pool consent (docs/023-talent-pool.md "Consent and retention"): "In the talent pool until …"
 * while it runs (their data is kept until then), when it ended, or that none was given (their data goes with their
 * applications' retention).
 */
function PoolConsent({ until, running }: { until: string | null; running: boolean }) {
  if (!until) return <>No consent: kept with the applications</>;
  return running ? (
    <>
      In the talent pool until <LocalDate value={until} />
    </>
  ) : (
    <>
      Pool consent ended on <LocalDate value={until} />
    </>
  );
}

function AvailabilityForm({ candidate }: { candidate: CandidateDetail }) {
  const answer = useActionData<CandidateAnswer>();
  const saving = useBusy('availability');
  return (
    <section aria-labelledby="availability-heading" className={SECTION}>
      <h2 id="availability-heading" className={HEADING}>
        Availability
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="availability" />
        <Field id="candidate-availability" label="Availability">
          <Select
            name="availability"
            defaultValue={candidate.availability}
            key={candidate.availability}
            options={CANDIDATE_AVAILABILITIES.map((value) => ({ value, label: CANDIDATE_AVAILABILITY_LABELS[value] }))}
            className="w-56"
          />
        </Field>
        <button type="submit" {...busyButtonProps(saving)} className={buttonClasses({ size: 'sm' }, 'mb-0.5')}>
          Save availability
        </button>
      </Form>
      <Answer answer={answer} intents={['availability']} />
    </section>
  );
}

/** "Merge another candidate into this one": the other by e-mail address or id. */
function MergeForm() {
  const answer = useActionData<CandidateAnswer>();
  const merging = useBusy('merge');
  const merged = answer?.intent === 'merge' && answer.ok;
  return (
    <section aria-labelledby="merge-heading" className={SECTION}>
      <h2 id="merge-heading" className={HEADING}>
        Merge another candidate into this one
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The same person under another address: their applications, notes and tags move here, and the other candidate is
        deleted. The audit records it.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" key={merged ? 'merged' : 'form'}>
        <input type="hidden" name="intent" value="merge" />
        <Field id="candidate-merge-from" label="E-mail address or id of the other candidate">
          <Input name="from" autoComplete="off" className="w-80" />
        </Field>
        <button
          type="submit"
          {...busyButtonProps(merging)}
          className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mb-0.5')}
        >
          <Merge aria-hidden="true" className="size-4" /> Merge into this candidate
        </button>
      </Form>
      <Answer answer={answer} intents={['merge']} />
    </section>
  );
}

/** One event of the activity, in words. */
function activityText(event: CandidateDetail['activity'][number]): ReactNode {
  const job = event.job ?? 'a job no longer available';
  switch (event.kind) {
    case 'applied':
      return <>Applied to {job}</>;
    case 'status':
      return (
        <>
          {event.from} → {event.to} ({job}) by {event.actor}
        </>
      );
    case 'note':
      return (
        <>
          Note by {event.author} ({job}): <span className="whitespace-pre-wrap">{event.text}</span>
        </>
      );
  }
}

/** Every application with its notes and status history, newest first. */
function Applications({ candidate }: { candidate: CandidateDetail }) {
  return (
    <section aria-labelledby="applications-heading" className={SECTION}>
      <h2 id="applications-heading" className={HEADING}>
        Applications ({candidate.applications.length})
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {candidate.applications.map((application) => (
          <li key={application.documentId} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium text-slate-900">
                <Link
                  className={`${MIN_TARGET} text-brand-700 underline`}
                  to={`${APPLICATIONS_PATH}?view=${encodeURIComponent(application.documentId)}`}
                >
                  {application.job?.title ?? 'Job no longer available'}
                </Link>
              </h3>
              <StatusBadge status={application.status} />
            </div>
            <p className="text-xs text-slate-600">
              Applied <LocalDate value={application.appliedAt} /> as {application.email}
            </p>
            {application.history.length > 0 ? (
              <ol aria-label="Status history" className="mt-2 text-sm text-slate-700">
                {application.history.map((change, index) => (
                  <li key={index}>
                    {change.from} → {change.to} by {change.actor}, <LocalDate value={change.changedAt} withTime />
                  </li>
                ))}
              </ol>
            ) : null}
            {application.notes.length > 0 ? (
              <ul aria-label="Notes" className="mt-2 space-y-1 text-sm">
                {application.notes.map((note) => (
                  <li key={note.documentId} className="rounded-md bg-slate-50 p-2">
                    <p className="whitespace-pre-wrap text-slate-800">{note.text}</p>
                    <p className="text-xs text-slate-600">
                      {note.author}, <LocalDate value={note.writtenAt} withTime />
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * After "Add candidate" (docs/023-talent-pool.md "Added by staff"; the action redirects here with `?added=1`): says
 * the person was added and e-mailed, and takes the focus, as the answer of a form does.
 */
function AddedMessage({ name }: { name: string }) {
  const [params] = useSearchParams();
  const ref = useRef<HTMLDivElement>(null);
  const added = params.get(ADDED_PARAM) === '1';
  useEffect(() => {
    if (added) ref.current?.focus();
  }, [added]);
  if (!added) return null;
  return (
    <Alert tone="success" ref={ref} tabIndex={-1} className="mb-6">
      {name} was added to the talent pool. We e-mail them what we hold and why, with a link to see or erase their data.
    </Alert>
  );
}

/**
 * /admin/candidates/:id — one person of the talent pool (docs/023-talent-pool.md "Candidates"): their details, every
 * application with notes and history, every resume (newest first, downloaded through the applications' resume route),
 * tags, availability, the merge of another candidate, and the activity in time order.
 */
export function CandidatePage({
  candidate,
  suggestions,
  extra,
}: CandidatePageData & {
  /** A section added by another part of the back-office (sourcing's "Add to a job"). */
  extra?: ReactNode;
}) {
  return (
    <div>
      <Link
        to={CANDIDATES_PATH}
        className="inline-flex min-h-6 items-center rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        All candidates
      </Link>
      <AdminPageHeader title={candidate.fullName} subtitle={candidate.email} backToDashboard={false} />
      <AddedMessage name={candidate.fullName} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="details-heading" className={SECTION}>
          <h2 id="details-heading" className={HEADING}>
            Details
          </h2>
          <Details className="mt-3">
            <Detail label="Email">{candidate.email}</Detail>
            <Detail label="Phone">{candidate.phone ?? '–'}</Detail>
            <Detail label="Lives in">{candidate.country ? countryName(candidate.country) : '–'}</Detail>
            <Detail label="Availability">{CANDIDATE_AVAILABILITY_LABELS[candidate.availability]}</Detail>
            <Detail label="In the pool since">
              <LocalDate value={candidate.createdAt} />
            </Detail>
            <Detail label="Last activity">
              <LocalDate value={candidate.lastActivityAt} withTime />
            </Detail>
            <Detail label="Talent pool">
              <PoolConsent until={candidate.poolConsentUntil} running={candidate.inTalentPool} />
            </Detail>
            {candidate.addedAt ? (
              <>
                <Detail label="Added">
                  Added by {candidate.addedBy ?? 'staff'} on <LocalDate value={candidate.addedAt} />
                  {candidate.addedSource ? ` (${candidate.addedSource})` : ''}
                </Detail>
                <Detail label="Legal basis">
                  {candidate.legalBasis ? CANDIDATE_LEGAL_BASIS_SHORT[candidate.legalBasis] : '–'}
                </Detail>
              </>
            ) : null}
          </Details>
        </section>
        <section aria-labelledby="resumes-heading" className={SECTION}>
          <h2 id="resumes-heading" className={HEADING}>
            Resumes
          </h2>
          {candidate.resumes.length > 0 ? (
            <ul className="mt-3 space-y-2 text-sm">
              {candidate.resumes.map((resume) => (
                <li key={resume.application}>
                  <a className={`${MIN_TARGET} gap-1 text-brand-700 underline`} href={resumePath(resume.application)}>
                    <Download aria-hidden="true" className="size-4" /> {resume.name}
                  </a>{' '}
                  <span className="text-slate-600">
                    ({resume.job ?? (candidate.addedAt ? 'added by staff' : 'job no longer available')},{' '}
                    <LocalDate value={resume.appliedAt} />)
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No resumes.</p>
          )}
        </section>
        <TagsEditor candidate={candidate} suggestions={suggestions} />
        <AvailabilityForm candidate={candidate} />
        {extra}
      </div>
      <div className="mt-6 grid gap-6">
        <Applications candidate={candidate} />
        <section aria-labelledby="activity-heading" className={SECTION}>
          <h2 id="activity-heading" className={HEADING}>
            Activity
          </h2>
          <ol className="mt-3 space-y-2 text-sm text-slate-800">
            {candidate.activity.map((event, index) => (
              <li key={index} className="flex flex-wrap gap-x-2">
                <span className="whitespace-nowrap text-slate-600">
                  <LocalDate value={event.at} withTime />
                </span>
                <span>{activityText(event)}</span>
              </li>
            ))}
          </ol>
        </section>
        <MergeForm />
      </div>
    </div>
  );
}
