import { BriefcaseBusiness, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/page-header';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import type { OpenJobChoice } from '../sourcing-api.server';
import type { SourcingAnswer, SuggestionsData } from '../sourcing.server';

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const HEADING = 'text-lg font-semibold text-slate-900';

/**
 * The answer of a sourcing form: a status message that takes the focus when it arrives (docs/018-forms-and-focus.md;
 * the row whose button had it may be gone, the added candidate leaving the suggestions).
 */
export function SourcingMessage({ answer }: { answer: SourcingAnswer | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={`mt-3 rounded-sm text-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 ${
        answer ? (answer.ok ? 'text-green-800' : 'text-red-700') : 'sr-only'
      }`}
    >
      {answer?.message ?? ''}
    </p>
  );
}

/** Whether the sourcing form of `candidate` (any, when omitted) is on its way. */
function useAdding(candidate?: string) {
  const navigation = useNavigation();
  return (
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'add-to-job' &&
    (candidate === undefined || navigation.formData.get('candidate') === candidate)
  );
}

/**
 * "Add to a job" on the candidate page (docs/023-talent-pool.md "Sourcing"): an open job to choose, posted as
 * `intent=add-to-job` to the page's own action. A plain form: it works without JavaScript.
 */
export function AddToJobSection({ jobs, answer }: { jobs: OpenJobChoice[]; answer: SourcingAnswer | null }) {
  const adding = useAdding();
  return (
    <section aria-labelledby="add-to-job-heading" className={SECTION}>
      <h2 id="add-to-job-heading" className={HEADING}>
        Add to a job
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A sourced application, Pending, with their newest resume. No e-mail is sent to them.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add-to-job" />
        <Field id="add-to-job" label="Open job">
          <Select
            name="job"
            required
            placeholder="Choose an open job"
            options={jobs.map((job) => ({
              value: job.documentId,
              label: job.company ? `${job.title} (${job.company})` : job.title,
            }))}
            className="w-72"
          />
        </Field>
        <button type="submit" {...busyButtonProps(adding)} className={buttonClasses({ size: 'sm' }, 'mb-0.5')}>
          <BriefcaseBusiness aria-hidden="true" className="size-4" /> Add to this job
        </button>
      </Form>
      <SourcingMessage answer={answer} />
    </section>
  );
}

/**
 * /admin/jobs/:id/candidates — the pool ranked against the job (docs/023-talent-pool.md "Sourcing"), without those
 * who applied to it or are marked do not contact; each row with the words it matched and "Add to this job" (a plain
 * form posting `intent=add-to-job` and `candidate`). After an add the list reloads without that person and the focus
 * lands on the answer.
 */
export function SuggestedCandidatesPage({
  job,
  candidates,
  answer,
}: SuggestionsData & { answer: SourcingAnswer | null }) {
  return (
    <div>
      <Link
        to="/admin/jobs"
        className="inline-flex min-h-6 items-center rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        All jobs
      </Link>
      <AdminPageHeader title={`Suggested candidates: ${job.title}`} backToDashboard={false} />
      <p className="text-sm text-slate-700">
        The talent pool ranked against the job’s title, skills and place. Candidates who applied to it and those marked
        do not contact are left out.{' '}
        <Link
          className="text-brand-700 underline"
          to={`/blog/admin/applications?job=${encodeURIComponent(job.documentId)}`}
        >
          Applications to this job
        </Link>
      </p>
      <SourcingMessage answer={answer} />
      {candidates.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No suggested candidates.</p>
      ) : (
        <ol aria-label="Suggested candidates" className="mt-4 grid gap-3">
          {candidates.map((candidate) => (
            <SuggestionRow key={candidate.documentId} job={job.documentId} candidate={candidate} />
          ))}
        </ol>
      )}
    </div>
  );
}

function SuggestionRow({ job, candidate }: { job: string; candidate: SuggestionsData['candidates'][number] }) {
  const adding = useAdding(candidate.documentId);
  return (
    <li className={`${SECTION} flex flex-wrap items-center justify-between gap-3`}>
      <div>
        <Link
          to={`/admin/candidates/${encodeURIComponent(candidate.documentId)}`}
          className="font-medium text-brand-700 underline"
        >
          {candidate.fullName}
        </Link>
        <span className="ms-2 text-sm text-slate-600">{candidate.email}</span>
        <p className="text-sm text-slate-700">Matches: {candidate.matched.join(', ')}</p>
        {candidate.tags.length > 0 ? <p className="text-xs text-slate-600">Tags: {candidate.tags.join(', ')}</p> : null}
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="add-to-job" />
        <input type="hidden" name="candidate" value={candidate.documentId} />
        <input type="hidden" name="job" value={job} />
        <button
          type="submit"
          aria-label={`Add ${candidate.fullName} to this job`}
          {...busyButtonProps(adding)}
          className={buttonClasses({ size: 'sm' })}
        >
          <UserPlus aria-hidden="true" className="size-4" /> Add to this job
        </button>
      </Form>
    </li>
  );
}
