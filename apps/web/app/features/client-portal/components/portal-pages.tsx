import {
  CLIENT_COMMENT_MAX,
  CLIENT_ANSWERS,
  clientAnswerLabel,
  notAFitReasonLabel,
  NOT_A_FIT_REASONS,
  screeningAnswerText,
} from '@agency/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AnswerMessage } from '~/components/admin/answer-message';
import { linkDate } from '~/components/link-page';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { ClientContactView, ClientJob, ClientJobSummary, ClientSubmission } from '../api.server';
import type { PortalAnswer } from '../portal.server';
import { CLIENT_JOBS_PATH, CLIENT_SIGN_OUT_PATH, clientJobPath, clientResumePath } from '../rules';

/**
 * The client portal's pages (docs/024-employers.md "Submissions and the client portal"): the sign-in (an e-mail form),
 * the link's page (one button), the client's jobs, and one job's submitted candidates with the client's answer form.
 * Plain forms: everything works without JavaScript; an answer's message takes the focus (`AnswerMessage`).
 */

/** The frame of every portal page: its heading and, signed in, who and for which company, with Sign out. */
function PortalFrame({
  headingId,
  heading,
  me,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  me?: ClientContactView;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {me ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 text-sm text-slate-700">
          <p>
            Signed in as {me.contact.fullName}, {me.client.name}
          </p>
          <Form method="post" action={CLIENT_SIGN_OUT_PATH}>
            <Button type="submit" size="sm" variant="outline">
              Sign out
            </Button>
          </Form>
        </div>
      ) : null}
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** /client: the e-mail form that asks for a sign-in link. */
export function ClientSignIn({ ended, answer }: { ended: string | null; answer: PortalAnswer | undefined }) {
  const error = answer?.fieldErrors?.email?.[0];
  return (
    <PortalFrame headingId="client-sign-in" heading="Client portal">
      <p className="mt-4 text-slate-700">
        Review the candidates we have put forward for your roles and tell us what you think. Enter the e-mail address we
        know you by: we send you a link to sign in, which works once, for 15 minutes.
      </p>
      {ended && !answer ? (
        <Alert tone="info" className="mt-4">
          {ended}
        </Alert>
      ) : null}
      <Form method="post" className="mt-6 max-w-md space-y-4" noValidate>
        <Field id="client-email" label="Work e-mail" required error={error}>
          <Input name="email" type="email" autoComplete="email" autoFocus={Boolean(error)} />
        </Field>
        <Button type="submit">Send me a sign-in link</Button>
        <AnswerMessage answer={answer && !error ? answer : null} />
      </Form>
    </PortalFrame>
  );
}

/** /client/sign-in?token=…: the link's page. Opening it changes nothing; the button signs in. */
export function ClientLinkPage({
  token,
  invalid,
  answer,
}: {
  token: string;
  invalid: string | null;
  answer?: PortalAnswer;
}) {
  const problem = answer && !answer.ok ? answer.message : invalid;
  return (
    <PortalFrame headingId="client-link" heading="Sign in to the client portal">
      {problem ? (
        <>
          <Alert tone="error" className="mt-4" tabIndex={-1} autoFocus>
            {problem}
          </Alert>
          <Link to="/client" className="mt-4 inline-block font-medium text-brand-700 underline">
            Ask for a new link
          </Link>
        </>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Sign in</Button>
        </Form>
      )}
    </PortalFrame>
  );
}

/** /client/jobs: the client's jobs with candidates submitted to them, and how many await an answer. */
export function ClientJobs({ me, jobs }: { me: ClientContactView; jobs: ClientJobSummary[] }) {
  return (
    <PortalFrame headingId="client-jobs" heading="Your roles" me={me}>
      {jobs.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No candidates have been put forward to you yet. We e-mail you when they are.
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {jobs.map((job) => (
            <li key={job.documentId} className="rounded-lg border border-slate-200 bg-white p-4">
              <Link to={clientJobPath(job.documentId)} className="text-lg font-semibold text-brand-700 underline">
                {job.title}
              </Link>
              <p className="mt-1 text-sm text-slate-700">
                {job.submissions} {job.submissions === 1 ? 'candidate' : 'candidates'}
                {job.awaiting > 0 ? `, ${job.awaiting} awaiting your answer` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PortalFrame>
  );
}

/** /client/jobs/:documentId: each submitted candidate, in the order they were put forward. */
export function ClientJobView({ me, job, answer }: { me: ClientContactView; job: ClientJob; answer?: PortalAnswer }) {
  return (
    <PortalFrame headingId="client-job" heading={job.title} me={me}>
      <Link to={CLIENT_JOBS_PATH} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
        All your roles
      </Link>
      <ol className="mt-6 space-y-6">
        {job.submissions.map((submission) => (
          <li key={submission.documentId}>
            <SubmittedCandidate
              submission={submission}
              answer={answer?.submission === submission.documentId ? answer : undefined}
            />
          </li>
        ))}
      </ol>
    </PortalFrame>
  );
}

/** One candidate: the recruiter's summary, the screening answers, the resume, the client's earlier answers and the form. */
function SubmittedCandidate({ submission, answer }: { submission: ClientSubmission; answer?: PortalAnswer }) {
  const id = `candidate-${submission.documentId}`;
  const answers = submission.screeningAnswers ?? [];
  return (
    <article aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {submission.candidate.fullName}
      </h2>
      <p className="text-sm text-slate-600">Put forward on {linkDate(submission.submittedAt)}</p>
      <p className="mt-3 whitespace-pre-wrap text-slate-800">{submission.summary}</p>
      {answers.length > 0 ? (
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {answers.map((screening) => (
            <div key={screening.id}>
              <dt className="text-slate-600">{screening.label}</dt>
              <dd className="text-slate-900">{screeningAnswerText(screening) || 'Not answered'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {submission.resume ? (
        <a
          href={clientResumePath(submission.documentId)}
          className="mt-4 inline-block font-medium text-brand-700 underline"
          download
        >
          Download the resume<span className="sr-only"> of {submission.candidate.fullName}</span>
        </a>
      ) : null}
      {submission.answers.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Your answers</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {submission.answers.map((given) => (
              <li key={given.answeredAt}>
                {clientAnswerLabel(given.answer)}
                {given.reason ? `: ${notAFitReasonLabel(given.reason)}` : ''}
                {given.comment ? ` — “${given.comment}”` : ''} ({given.contactName}, {linkDate(given.answeredAt)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AnswerForm submission={submission} answer={answer} />
    </article>
  );
}

/** The answer about one candidate: Interview, Not a fit (with a reason) or Offer, and a comment. */
function AnswerForm({ submission, answer }: { submission: ClientSubmission; answer?: PortalAnswer }) {
  const form = useRef<HTMLFormElement>(null);
  const errors = answer?.ok === false ? (answer.fieldErrors ?? {}) : {};
  // A refused answer's values stay in the form (with JavaScript and without).
  const kept = answer?.ok === false ? (answer.values ?? {}) : {};
  const prefix = `answer-${submission.documentId}`;
  useEffect(() => {
    if (answer && !answer.ok && answer.fieldErrors)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);
  return (
    <Form
      key={answer?.ok ? 'answered' : 'open'}
      ref={form}
      method="post"
      className="mt-5 space-y-4 border-t border-slate-200 pt-4"
      noValidate
    >
      <input type="hidden" name="submission" value={submission.documentId} />
      <fieldset
        aria-invalid={errors.answer ? true : undefined}
        aria-describedby={errors.answer ? `${prefix}-answer-error` : undefined}
        tabIndex={errors.answer ? -1 : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">
          Your answer about {submission.candidate.fullName}
        </legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {CLIENT_ANSWERS.map((option) => (
            <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="answer"
                value={option.value}
                defaultChecked={kept.answer === option.value}
                className="size-6 shrink-0 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={`${prefix}-answer-error`} message={errors.answer?.[0] ?? null} />
      </fieldset>
      <Field id={`${prefix}-reason`} label="Reason, when not a fit" error={errors.reason?.[0]}>
        <Select
          name="reason"
          defaultValue={kept.reason ?? ''}
          placeholder="Choose a reason"
          options={NOT_A_FIT_REASONS}
        />
      </Field>
      <Field id={`${prefix}-comment`} label="Comment (optional)" error={errors.comment?.[0]}>
        <Textarea name="comment" rows={3} maxLength={CLIENT_COMMENT_MAX} defaultValue={kept.comment ?? ''} />
      </Field>
      <Button type="submit">Send answer</Button>
      <AnswerMessage answer={answer && (answer.ok || !answer.fieldErrors) ? answer : null} />
    </Form>
  );
}
