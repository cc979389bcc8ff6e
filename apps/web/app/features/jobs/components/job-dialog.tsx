import { CategoryAndAuthorSelects } from '~/components/admin/relation-select';
import {
  cannotOpenMessage,
  JOB_PROBLEM_MESSAGES,
  JOB_STATUSES,
  JOB_TYPE_VALUES,
  missingToOpen,
  type JobStatus,
} from '@agency/contract';
import { useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { RichTextField } from '~/components/admin/rich-text-editor';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Field, FieldError } from '~/components/ui/field';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { SITE } from '~/content/site';
import { useSlugify } from '~/lib/use-slugify';
import { useTimeZone } from '~/lib/time-zone';
import type { JobOwnerChoice } from '~/features/staff';
import { todayIso } from '../rules';
import {
  jobFormFacts,
  parseJob,
  problemsByField,
  refusedJobAnswer,
  jobFieldErrors,
  type JobFormFacts,
} from '../schema';
import { JOB_STATE_LABELS, type JobOption, type StaffJob } from '../staff-job';
import {
  ClosingDateField,
  FieldGroup,
  PayFields,
  PlaceFields,
  REQUIRED_TO_OPEN_HINT,
  type ErrorOf,
} from './job-structured-fields';
import { ScreeningFields } from './screening-fields';
import { JobArabicVersion } from './job-arabic-version';

/** A new job starts as a draft: it may be incomplete, and nobody sees it before staff choose Open. */
const NEW_JOB_STATUS: JobStatus = 'draft';

/** What each status means, under the status select. */
const STATUS_HINT = 'Draft: seen by staff only. Open: on the job board until its closing date. Closed: off the board.';

/** The messages of the whole-job rules: once the editor checks them live, an earlier answer's copy is not shown. */
const PROBLEM_MESSAGES: ReadonlySet<string> = new Set(Object.values(JOB_PROBLEM_MESSAGES));

/**
 * Title and slug of the editor: the slug follows the title (the contract's rule) when creating until staff type one,
 * and whenever it is empty; a typed slug stays as typed.
 */
function useTitleAndSlug(job: StaffJob | null) {
  const [title, setTitle] = useState(job?.title ?? '');
  const [typedSlug, setTypedSlug] = useState(job?.slug ?? '');
  const slugify = useSlugify();
  return {
    title,
    slug: typedSlug || (slugify?.(title) ?? ''),
    changeTitle: setTitle,
    changeSlug: setTypedSlug,
  };
}

/** The facts of the job as the editor opens: the stored job, or a new draft. */
function initialFacts(job: StaffJob | null): JobFormFacts {
  return job ? { ...job, status: job.status ?? 'open' } : { status: NEW_JOB_STATUS };
}

/**
 * The editor's checks, with the contract's rules (the CMS applies the same): the job as staff type it (read from the
 * form at each change), what an open job still lacks, and the problems of the whole job on their fields, shown as
 * staff type once they have chosen Open or tried to save. A save is checked with `parseJob`, the action's own check,
 * and not posted while it fails.
 */
function useJobChecks(job: StaffJob | null) {
  const zone = useTimeZone();
  const [facts, setFacts] = useState(() => initialFacts(job));
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<ActionAnswer | null>(null);
  const live = checking ? problemsByField(facts) : {};
  return {
    facts,
    missing: facts.status === 'open' ? missingToOpen(facts) : [],
    refusal,
    /** A field's message: the live problem, else the last answer's (a problem's message only while not live). */
    errorOf: (answer: ActionAnswer | undefined): ErrorOf => {
      return (field) => {
        if (live[field]) return live[field][0];
        const answered = answer?.fieldErrors?.[field]?.[0];
        return checking && answered && PROBLEM_MESSAGES.has(answered) ? undefined : answered;
      };
    },
    read: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name === 'status' && target.value === 'open') setChecking(true);
      const read = jobFormFacts(new FormData(event.currentTarget));
      // The description changes only through the rich-text editor (its hidden input sends no change event).
      setFacts((current) => ({ ...read, description: current.description }));
    },
    changeDescription: (html: string) => {
      setFacts((current) => ({ ...current, description: html }));
    },
    check: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const submission = parseJob(new FormData(form), zone);
      setChecking(true);
      if (submission.status === 'success') {
        setRefusal(null);
        return;
      }
      event.preventDefault();
      const answer = refusedJobAnswer(jobFieldErrors(submission));
      setRefusal(answer);
      toast.error('Error', { description: answer.message });
      focusFirstError(form, answer.fieldErrors ?? {});
    },
  };
}

/** Moves focus to the first control of the form (in its order) whose field has an error. */
function focusFirstError(form: HTMLFormElement, fieldErrors: Record<string, string[]>) {
  const controls = Array.from(form.elements) as HTMLInputElement[];
  // A screening question's controls name their field in `data-field` (they post nothing themselves).
  const fieldOf = (control: HTMLInputElement) =>
    control.dataset.field ?? (control.name === 'validThroughLocal' ? 'validThrough' : control.name);
  const first = controls.find((control) => control.type !== 'hidden' && fieldErrors[fieldOf(control)]);
  if (first) first.focus();
  else if (fieldErrors.description) form.querySelector<HTMLElement>('[role="textbox"]')?.focus();
}

/** A text field of the editor whose control id is `job-{name}`; `toOpen` says under it that an open job needs it. */
function TextField({
  name,
  label,
  defaultValue,
  toOpen = false,
  error,
  ...props
}: { name: string; label: string; defaultValue?: string | null; toOpen?: boolean; error?: string } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'defaultValue' | 'required'
>) {
  return (
    <Field id={`job-${name}`} label={label} description={toOpen ? REQUIRED_TO_OPEN_HINT : undefined} error={error}>
      <Input name={name} defaultValue={defaultValue ?? ''} {...props} />
    </Field>
  );
}

/**
 * Who owns the job (docs/022-the-team.md "Ownership, routing and time zones"): its new-application alerts go to them.
 * A new job is its creator's unless another Recruiter or Admin is chosen; an owner who was deactivated stays listed,
 * marked so, until the job is handed to someone else. `currentOwner` lets the action send the owner only when it
 * changes.
 */
function OwnerField({ job, owners, error }: { job: StaffJob | null; owners: JobOwnerChoice[]; error?: string }) {
  const current = job?.owner ?? null;
  const listed = current && !owners.some((owner) => owner.id === current.id);
  return (
    <Field
      id="job-owner"
      label="Owner"
      description="New applications to this job are e-mailed to its owner."
      error={error}
    >
      <Select name="owner" defaultValue={current ? String(current.id) : ''}>
        {current ? null : <option value="">{job ? 'Nobody' : 'Me'}</option>}
        {listed ? <option value={String(current.id)}>{`${current.name} (deactivated)`}</option> : null}
        {owners.map((owner) => (
          <option key={owner.id} value={String(owner.id)}>
            {owner.name}
          </option>
        ))}
      </Select>
      <input type="hidden" name="currentOwner" value={current ? String(current.id) : ''} />
    </Field>
  );
}

/**
 * Confidential (docs/024-employers.md "Confidential jobs"), under the company: the public site, its JobPosting data,
 * feeds and e-mails then name the agency, never the company; staff pages keep showing the company.
 */
function ConfidentialField({ job, error }: { job: StaffJob | null; error?: string }) {
  const describedBy = error ? 'job-confidential-hint job-confidential-error' : 'job-confidential-hint';
  return (
    <div className="flex items-start gap-2 sm:col-span-2">
      <Checkbox
        id="job-confidential"
        name="confidential"
        defaultChecked={job?.confidential ?? false}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <div>
        <label htmlFor="job-confidential" className="text-sm font-medium text-slate-800">
          Confidential: show the agency, not the client, on the public site
        </label>
        <p id="job-confidential-hint" className="mt-1 text-xs text-slate-600">
          {`Visitors see ${SITE.name} as the employer. The title, description and other public fields must not name the company; a slug that names it is replaced by one made from the title.`}
        </p>
        <FieldError id="job-confidential-error" message={error} />
      </div>
    </div>
  );
}

/**
 * The editor's plain fields about the role: company (and whether it is confidential), type, experience, posted date,
 * category, author, featured.
 */
function JobDetailsFields({
  job,
  options,
  errorOf,
}: {
  job: StaffJob | null;
  options: { categories: JobOption[]; authors: JobOption[]; owners: JobOwnerChoice[] };
  errorOf: ErrorOf;
}) {
  return (
    <>
      <OwnerField job={job} owners={options.owners} error={errorOf('owner')} />
      <TextField name="company" label="Company" toOpen defaultValue={job?.company} error={errorOf('company')} />
      <ConfidentialField job={job} error={errorOf('confidential')} />
      <Field id="job-type" label="Job type">
        <Select
          name="type"
          defaultValue={job?.type ?? ''}
          placeholder="Not set (shown as Full-time)"
          options={JOB_TYPE_VALUES}
        />
      </Field>
      <TextField name="experience" label="Experience" defaultValue={job?.experience} />
      <TextField name="posted" label="Posted date" type="date" defaultValue={job ? job.posted : todayIso()} />
      <CategoryAndAuthorSelects idPrefix="job" options={options} record={job} authorLabel="Posted by" />
      <div className="flex items-end gap-2 pb-2">
        <Checkbox id="job-featured" name="featured" defaultChecked={job?.featured ?? false} />
        <label htmlFor="job-featured" className="text-sm font-medium text-slate-800">
          Featured
        </label>
      </div>
    </>
  );
}

/**
 * Status and closing date. Choosing Open names, on the status, what the job still lacks (`cannotOpenMessage`, the
 * CMS's words), also to screen readers (a polite live region).
 */
function PublishingFields({
  job,
  facts,
  missing,
  errorOf,
}: {
  job: StaffJob | null;
  facts: JobFormFacts;
  missing: ReturnType<typeof missingToOpen>;
  errorOf: ErrorOf;
}) {
  const blocked = missing.length > 0 ? cannotOpenMessage(missing) : undefined;
  return (
    <FieldGroup legend="Publishing">
      <Field id="job-status" label="Status" description={STATUS_HINT} error={blocked ?? errorOf('status')}>
        <Select
          name="status"
          defaultValue={facts.status ?? NEW_JOB_STATUS}
          options={JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATE_LABELS[status] }))}
        />
      </Field>
      <ClosingDateField job={job} error={errorOf('validThrough')} />
      <p aria-live="polite" className="sr-only">
        {blocked}
      </p>
    </FieldGroup>
  );
}

/**
 * The add/edit dialog of the jobs list: every job field, the structured ones included; slug from the
 * title when creating or when empty (docs/000-product.md §5), editable. The fields an open job needs say so under them
 * (no asterisk: nothing is needed to save); a new job starts as a draft, which may lack them. Posts `intent=save` (with
 * the documentId when updating) to the page's action once the editor's check passes, and toasts its answer; a refused
 * save's field errors (the editor's or the CMS's) show on their fields.
 */
export function JobDialog({
  job,
  options,
  onDone,
}: {
  job: StaffJob | null;
  options: { categories: JobOption[]; authors: JobOption[]; owners: JobOwnerChoice[] };
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const { title, slug, changeTitle, changeSlug } = useTitleAndSlug(job);
  const checks = useJobChecks(job);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : (checks.refusal ?? fetcher.data);
  const errorOf = checks.errorOf(answer);
  useActionToast(fetcher, onDone);

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onDone())}>
      <DialogContent title={job ? 'Edit Job' : 'Add New Job'} className="max-w-3xl">
        <fetcher.Form method="post" className="space-y-4" onChange={checks.read} onSubmit={checks.check}>
          <input type="hidden" name="intent" value="save" />
          {job ? <input type="hidden" name="documentId" value={job.documentId} /> : null}
          <p className="text-sm text-slate-600">
            A draft can be saved with any field empty. To open the job, fill in the fields marked “Required to open the
            job”.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="job-title" label="Title" description={REQUIRED_TO_OPEN_HINT} error={errorOf('title')}>
              <Input name="title" value={title} onChange={(event) => changeTitle(event.target.value)} />
            </Field>
            <Field id="job-slug" label="Slug" error={errorOf('slug')}>
              <Input name="slug" value={slug} onChange={(event) => changeSlug(event.target.value)} />
            </Field>
            <JobDetailsFields job={job} options={options} errorOf={errorOf} />
          </div>
          <PlaceFields job={job} facts={checks.facts} errorOf={errorOf} />
          <PayFields job={job} facts={checks.facts} errorOf={errorOf} />
          <PublishingFields job={job} facts={checks.facts} missing={checks.missing} errorOf={errorOf} />
          <TextField name="skills" label="Skills (comma-separated)" defaultValue={job?.skills} />
          <RichTextField
            id="job-description"
            label="Description"
            name="description"
            description={REQUIRED_TO_OPEN_HINT}
            defaultValue={job?.description ?? null}
            onChange={checks.changeDescription}
            error={errorOf('description')}
          />
          <ScreeningFields questions={job?.screeningQuestions ?? []} errorOf={errorOf} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Saving...' : job ? 'Update Job' : 'Create Job'}
            </Button>
          </div>
        </fetcher.Form>
        {job ? <JobArabicVersion documentId={job.documentId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
