import {
  formatInstantForReader,
  INTERVIEW_KINDS,
  INTERVIEW_LENGTH_MAX_MINUTES,
  INTERVIEW_LENGTH_MIN_MINUTES,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  INTERVIEW_TEXT_LIMITS,
  interviewKindLabel,
  interviewStatusLabel,
} from '@agency/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { AnswerMessage, useFocusInvalid } from '~/components/admin/answer-message';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { ApplicationSubmission } from '../api.server';
import type { InterviewAnswer, InviteableContact, StaffInterview } from '../interviews.server';

/** Path of a submission's interviews (a resource route: this part reads and posts there). */
export function submissionInterviewsPath(submissionDocumentId: string): string {
  return `/admin/submissions/${encodeURIComponent(submissionDocumentId)}/interviews`;
}

/** What the interviews route loads (interviews.server.ts `loadInterviews`). */
interface Loaded {
  interviews: StaffInterview[];
  contacts: InviteableContact[];
  timeZone: string;
  zones: string[];
  error: string | null;
}

/** What every form of this part shares: where it posts, the one fetcher (its key) and the staff member's zone. */
interface FormContext {
  action: string;
  fetcherKey: string;
  timeZone: string;
  zones: string[];
  contacts: InviteableContact[];
  /** The latest answer of this part's forms (null while one is under way or none came). */
  answer: InterviewAnswer | null;
}

/**
 * The interviews part of the application dialog (docs/025-placements.md "Interviews and calendar invitations"): the
 * interviews of the application's standing submission (the one not withdrawn), or nothing before it is submitted.
 */
export function SubmissionInterviewsOf({ submissions }: { submissions: ApplicationSubmission[] }) {
  const current = submissions.find((submission) => !submission.withdrawnAt);
  return current ? <SubmissionInterviews submission={current} /> : null;
}

/**
 * A submission's interviews, each with its round, kind, time in the staff member's zone (named), status, attendees
 * and feedback, and the forms that book a time or propose 2–5, move, cancel (after a confirmation) and record the
 * outcome. Read from and posted to the submission's interviews route (routes/admin/submission-interviews.ts) through
 * one fetcher, whose answer takes the focus (a form that worked closes); a refused form keeps its fields and its
 * first invalid field takes the focus; a form closed by its button gives the focus back to the button that opened
 * it. The CMS decides and says why not.
 */
function SubmissionInterviews({ submission }: { submission: ApplicationSubmission }) {
  const action = submissionInterviewsPath(submission.documentId);
  const loaded = useFetcher<Loaded>();
  const { load } = loaded;
  useEffect(() => {
    void load(action);
  }, [load, action, submission.stage, submission.round]);
  const fetcherKey = `interviews-${submission.documentId}`;
  const sent = useFetcher<InterviewAnswer>({ key: fetcherKey });
  const answer = sent.state === 'idle' ? (sent.data ?? null) : null;
  const data = loaded.data;
  const context: FormContext | null = data
    ? { action, fetcherKey, timeZone: data.timeZone, zones: data.zones, contacts: data.contacts, answer }
    : null;
  return (
    <section aria-labelledby="application-interviews" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-interviews" className="text-sm font-medium text-slate-800">
        Interviews
      </h3>
      {data?.error ? <p className="mt-2 text-sm text-red-700">{data.error}</p> : null}
      {context && data ? (
        <>
          {data.interviews.length > 0 ? (
            <ul aria-label="Interviews" className="mt-2 space-y-2 text-sm text-slate-700">
              {data.interviews.map((interview) => (
                <InterviewItem key={interview.documentId} interview={interview} context={context} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No interview yet.</p>
          )}
          <p className="mt-2 text-xs text-slate-600">Times are shown in {data.timeZone}.</p>
          {submission.stage === 'ended' ? null : (
            <div className="mt-3 space-y-3">
              <Disclosure label="Book a time" context={context} intent="book" interview={null}>
                {(close) => <NewInterviewForm intent="book" context={context} close={close} />}
              </Disclosure>
              <Disclosure label="Propose times" context={context} intent="propose" interview={null}>
                {(close) => <NewInterviewForm intent="propose" context={context} close={close} />}
              </Disclosure>
            </div>
          )}
        </>
      ) : null}
      <AnswerMessage answer={answer && (answer.ok || !answer.fieldErrors) ? answer : null} />
    </section>
  );
}

/** Who attends, in words: the candidate, the contacts by name, the recruiter (named when known). */
function attendeesText(interview: StaffInterview): string {
  const people = [
    ...(interview.attendees.candidate ? ['the candidate'] : []),
    ...interview.attendees.contacts.map((contact) => contact.fullName ?? 'a former contact'),
    ...(interview.attendees.recruiter
      ? [interview.organiser ? `${interview.organiser.name} (recruiter)` : 'the recruiter']
      : []),
  ];
  return people.length > 0 ? people.join(', ') : 'nobody yet';
}

/** One interview in words, with the forms that change it. */
function InterviewItem({ interview, context }: { interview: StaffInterview; context: FormContext }) {
  const scheduled = interview.status === 'scheduled';
  const when = (instant: string) => formatInstantForReader(instant, context.timeZone);
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-medium text-slate-900">
        Round {interview.round} · {interviewKindLabel(interview.kind)} · {interviewStatusLabel(interview.status)}
      </p>
      {interview.startsAt ? (
        <p>
          {when(interview.startsAt)}, {interview.lengthMinutes} minutes
        </p>
      ) : interview.proposedSlots?.length ? (
        <div>
          <p>Proposed times, for the candidate to pick ({interview.lengthMinutes} minutes):</p>
          <ul aria-label={`Proposed times of round ${interview.round}`} className="ms-4 list-disc">
            {interview.proposedSlots.map((slot) => (
              <li key={slot}>{when(slot)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {interview.videoLink ? (
        <p>
          Video link:{' '}
          <a className="break-all text-brand-700 underline" href={interview.videoLink} rel="noreferrer" target="_blank">
            {interview.videoLink}
          </a>
        </p>
      ) : null}
      {interview.address ? <p>Address: {interview.address}</p> : null}
      <p>Attending: {attendeesText(interview)}</p>
      {interview.feedback ? <p className="whitespace-pre-wrap">Feedback: “{interview.feedback}”</p> : null}
      <div className="mt-2 space-y-2">
        {scheduled && interview.startsAt ? (
          <Disclosure label="Reschedule" context={context} intent="reschedule" interview={interview.documentId}>
            {(close) => <RescheduleForm interview={interview} context={context} close={close} />}
          </Disclosure>
        ) : null}
        {scheduled ? (
          <Disclosure label="Cancel interview" context={context} intent="cancel" interview={interview.documentId}>
            {(close) => <CancelForm interview={interview} context={context} close={close} />}
          </Disclosure>
        ) : null}
        {interview.startsAt && interview.status !== 'cancelled' ? (
          <Disclosure label="Record the outcome" context={context} intent="outcome" interview={interview.documentId}>
            {(close) => <OutcomeForm interview={interview} context={context} close={close} />}
          </Disclosure>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A button that shows its form below it (`aria-expanded`): the form's first field takes the focus when it opens; its
 * close button gives the focus back to this button; the form closes by itself when its answer says it worked (the
 * answer's message then has the focus).
 */
function Disclosure({
  label,
  context,
  intent,
  interview,
  children,
}: {
  label: string;
  context: FormContext;
  intent: string;
  interview: string | null;
  children: (close: () => void) => ReactNode;
}) {
  // Open since the answer it was opened after (null: closed).
  const [openedAfter, setOpenedAfter] = useState<{ answer: InterviewAnswer | null } | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const worked =
    context.answer?.ok && context.answer.intent === intent && context.answer.interview === interview
      ? context.answer
      : null;
  // A newer answer that says this form worked closes it, for good (React's state adjusted while rendering).
  if (openedAfter && worked && worked !== openedAfter.answer) setOpenedAfter(null);
  const open = openedAfter !== null;
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('select, input:not([type="hidden"]), textarea')?.focus();
  }, [open]);
  const close = () => {
    setOpenedAfter(null);
    document.getElementById(`${id}-button`)?.focus();
  };
  return (
    <div>
      <button
        id={`${id}-button`}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenedAfter(open ? null : { answer: context.answer })}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        {label}
      </button>
      <div id={id} ref={panel} hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}

/**
 * One interview form, posted through the part's fetcher with `intent` (and `interview`): `children` get the field
 * errors of its refused answer (the first invalid field takes the focus); a Close button beside the submit one.
 */
function InterviewForm({
  intent,
  interview,
  context,
  submit,
  closeLabel = 'Close',
  close,
  label,
  children,
}: {
  intent: string;
  interview: string | null;
  context: FormContext;
  submit: string;
  closeLabel?: string;
  close: () => void;
  label: string;
  children: (errors: Record<string, string | undefined>) => ReactNode;
}) {
  const fetcher = useFetcher<InterviewAnswer>({ key: context.fetcherKey });
  const form = useRef<HTMLFormElement>(null);
  const answer =
    fetcher.state === 'idle' && fetcher.data?.intent === intent && fetcher.data.interview === interview
      ? fetcher.data
      : null;
  useFocusInvalid(form, answer);
  const errors = Object.fromEntries(
    Object.entries(answer && !answer.ok ? (answer.fieldErrors ?? {}) : {}).map(([name, list]) => [name, list[0]]),
  );
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={context.action}
      aria-label={label}
      className="mt-2 grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={intent} />
      {interview ? <input type="hidden" name="interview" value={interview} /> : null}
      {children(errors)}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          {...busyButtonProps(fetcher.state !== 'idle')}
          className={buttonClasses({ variant: 'primary', size: 'sm' })}
        >
          {submit}
        </button>
        <button type="button" onClick={close} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {closeLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The time zone select of a new interview's times, the staff member's zone chosen first. */
function ZoneField({ id, context, error }: { id: string; context: FormContext; error?: string }) {
  return (
    <Field
      id={id}
      label="Time zone of the times"
      required
      error={error}
      description="The organiser's zone: the times typed are read in it."
    >
      <Select name="organiserTimeZone" required defaultValue={context.timeZone} options={context.zones} />
    </Field>
  );
}

/** Book one time (`intent=book`) or propose 2–5 (`intent=propose`): how, how long, when, where, who. */
function NewInterviewForm({
  intent,
  context,
  close,
}: {
  intent: 'book' | 'propose';
  context: FormContext;
  close: () => void;
}) {
  const id = `interview-${intent}-${context.fetcherKey}`;
  return (
    <InterviewForm
      intent={intent}
      interview={null}
      context={context}
      close={close}
      label={intent === 'book' ? 'Book a time' : 'Propose times'}
      submit={intent === 'book' ? 'Book the interview' : 'Propose the times'}
    >
      {(errors) => (
        <>
          <Field id={`${id}-kind`} label="Kind" required error={errors.kind}>
            <Select name="kind" required defaultValue="video" options={INTERVIEW_KINDS} />
          </Field>
          <Field id={`${id}-length`} label="Length in minutes" required error={errors.lengthMinutes}>
            <Input
              type="number"
              name="lengthMinutes"
              required
              min={INTERVIEW_LENGTH_MIN_MINUTES}
              max={INTERVIEW_LENGTH_MAX_MINUTES}
              step={5}
              defaultValue={45}
            />
          </Field>
          <ZoneField id={`${id}-zone`} context={context} error={errors.organiserTimeZone} />
          {intent === 'book' ? (
            <Field id={`${id}-start`} label="Start" required error={errors.startsAt}>
              <Input type="datetime-local" name="startsAt" required />
            </Field>
          ) : (
            <fieldset className="space-y-2 sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">
                Times for the candidate to pick ({INTERVIEW_SLOTS_MIN} to {INTERVIEW_SLOTS_MAX})
              </legend>
              {errors.slots ? <p className="text-sm text-red-700">{errors.slots}</p> : null}
              <div className="grid gap-2 sm:grid-cols-2">
                {Array.from({ length: INTERVIEW_SLOTS_MAX }, (_, index) => (
                  <Field
                    key={index}
                    id={`${id}-slot-${index}`}
                    label={`Time ${index + 1}`}
                    required={index < INTERVIEW_SLOTS_MIN}
                    error={errors[`slot-${index}`]}
                  >
                    <Input type="datetime-local" name={`slot-${index}`} required={index < INTERVIEW_SLOTS_MIN} />
                  </Field>
                ))}
              </div>
            </fieldset>
          )}
          <Field
            id={`${id}-link`}
            label="Video link"
            error={errors.videoLink}
            description="For a video interview: an https address."
          >
            <Input type="url" name="videoLink" maxLength={INTERVIEW_TEXT_LIMITS.videoLink} />
          </Field>
          <Field id={`${id}-address`} label="Address" error={errors.address} description="For an on-site interview.">
            <Input name="address" maxLength={INTERVIEW_TEXT_LIMITS.address} />
          </Field>
          <fieldset className="sm:col-span-2" aria-describedby={errors.contacts ? `${id}-contacts-error` : undefined}>
            <legend className="text-sm font-medium text-slate-800">Client contacts attending</legend>
            {context.contacts.length === 0 ? (
              <p className="text-sm text-slate-600">The client has no contacts yet.</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {context.contacts.map((contact) => (
                  <li key={contact.documentId}>
                    <label className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-800">
                      <Checkbox name="contacts" value={contact.documentId} />
                      {contact.fullName}
                      {contact.timeZone ? ` (${contact.timeZone})` : ''}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {errors.contacts ? (
              <p id={`${id}-contacts-error`} className="mt-1 text-sm text-red-700">
                {errors.contacts}
              </p>
            ) : null}
          </fieldset>
          <p className="text-xs text-slate-600 sm:col-span-2">
            {intent === 'book'
              ? 'The candidate, the contacts chosen and the recruiter get a calendar invitation.'
              : 'Nothing is sent now: the candidate picks one time on their page, and everyone invited then gets the invitation.'}
          </p>
        </>
      )}
    </InterviewForm>
  );
}

/** What each form acting on one interview (move, cancel, outcome) is given: the interview, the form context, its close. */
type InterviewActionProps = { interview: StaffInterview; context: FormContext; close: () => void };

/** Move a booked interview: a new start typed in the interview's own zone (named), and its length. */
function RescheduleForm({ interview, context, close }: InterviewActionProps) {
  const id = `interview-move-${interview.documentId}`;
  return (
    <InterviewForm
      intent="reschedule"
      interview={interview.documentId}
      context={context}
      close={close}
      label={`Reschedule round ${interview.round}`}
      submit="Move the interview"
    >
      {(errors) => (
        <>
          <input type="hidden" name="organiserTimeZone" value={interview.organiserTimeZone} />
          <Field
            id={`${id}-start`}
            label={`New start (${interview.organiserTimeZone})`}
            required
            error={errors.startsAt}
          >
            <Input type="datetime-local" name="startsAt" required />
          </Field>
          <Field id={`${id}-length`} label="Length in minutes" required error={errors.lengthMinutes}>
            <Input
              type="number"
              name="lengthMinutes"
              required
              min={INTERVIEW_LENGTH_MIN_MINUTES}
              max={INTERVIEW_LENGTH_MAX_MINUTES}
              step={5}
              defaultValue={interview.lengthMinutes}
            />
          </Field>
        </>
      )}
    </InterviewForm>
  );
}

/** The confirmation of a cancellation: what happens, an optional reason for staff, Cancel or Keep it. */
function CancelForm({ interview, context, close }: InterviewActionProps) {
  const id = `interview-cancel-${interview.documentId}`;
  return (
    <InterviewForm
      intent="cancel"
      interview={interview.documentId}
      context={context}
      close={close}
      label={`Cancel round ${interview.round}`}
      submit="Yes, cancel the interview"
      closeLabel="Keep it"
    >
      {(errors) => (
        <>
          <p className="text-sm text-slate-800 sm:col-span-2">
            Cancel this interview?{' '}
            {interview.startsAt
              ? 'Everyone invited gets a cancellation that removes it from their calendar.'
              : 'The candidate can no longer pick a time.'}
          </p>
          <Field
            id={`${id}-reason`}
            label="Reason (optional)"
            error={errors.reason}
            description="Staff only: never e-mailed."
            className="sm:col-span-2"
          >
            <Textarea name="reason" rows={2} maxLength={INTERVIEW_TEXT_LIMITS.cancelReason} />
          </Field>
        </>
      )}
    </InterviewForm>
  );
}

/** Done or no-show, with staff's feedback notes (never shown to the candidate). */
function OutcomeForm({ interview, context, close }: InterviewActionProps) {
  const id = `interview-outcome-${interview.documentId}`;
  return (
    <InterviewForm
      intent="outcome"
      interview={interview.documentId}
      context={context}
      close={close}
      label={`Outcome of round ${interview.round}`}
      submit="Save the outcome"
    >
      {(errors) => (
        <>
          <Field id={`${id}-status`} label="Outcome" required error={errors.status}>
            <Select
              name="status"
              required
              defaultValue={interview.status === 'no-show' ? 'no-show' : 'done'}
              options={[
                { value: 'done', label: 'Done' },
                { value: 'no-show', label: 'No-show' },
              ]}
            />
          </Field>
          <Field
            id={`${id}-feedback`}
            label="Feedback"
            error={errors.feedback}
            description="Staff's notes: never shown to the candidate."
            className="sm:col-span-2"
          >
            <Textarea
              name="feedback"
              rows={3}
              maxLength={INTERVIEW_TEXT_LIMITS.feedback}
              defaultValue={interview.feedback ?? ''}
            />
          </Field>
        </>
      )}
    </InterviewForm>
  );
}
