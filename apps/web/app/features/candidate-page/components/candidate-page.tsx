import {
  CANDIDATE_PAGE_PATH,
  CANDIDATE_STANDINGS,
  CANDIDATE_WITHDRAW_REASON_MAX,
  type CandidatePage,
  type CandidateStanding,
} from '@agency/contract';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, Link } from 'react-router';
import { LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { CandidatePageOutcome, LinkRequestAnswer } from '../page.server';

/** The badge tone of each standing. */
const STANDING_TONES: Record<CandidateStanding, 'pending' | 'neutral' | 'positive' | 'negative'> = {
  received: 'pending',
  'in-review': 'pending',
  accepted: 'positive',
  'not-selected': 'neutral',
  withdrawn: 'neutral',
};

/** A time as the candidate reads it: "3 March 2027, 14:05" in `zone`. */
export function candidateDateTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(
    new Date(iso),
  );
}

/**
 * The zone the page's dates are shown in: the one the candidate saved; else, once the page runs in the browser, the
 * browser's own (the server render and the first browser render both say UTC, so they match).
 */
function useShownZone(saved: string | null): string {
  const hydrated = useHydrated();
  const browser = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone || null : null;
  return saved ?? browser ?? 'UTC';
}

/** A section of the page with its own heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The second step of a press that acts: its question (which takes the focus), what happens, and yes or no. */
function Confirmation({
  id,
  question,
  explanation,
  intent,
  yes,
  children,
}: {
  id: string;
  question: string;
  explanation: string;
  intent: string;
  yes: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id={id} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {question}
      </h3>
      <p className="mt-2 text-slate-700">{explanation}</p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{yes}</Button>
          <Link to="." replace className={buttonClasses({ variant: 'outline' })}>
            No, go back
          </Link>
        </div>
      </Form>
    </div>
  );
}

/**
 * /my-application/<token>: the candidate's own page of an application (docs/025-placements.md "The candidate's page"):
 * the job, where the application stands, the timeline in the candidate's time zone (a choice saved on the page),
 * Withdraw and the consent withdrawal in two steps each, and the personal-data download. After a press, the focus goes
 * to the question of a second step, or to the page's heading (whose status message says what happened).
 * Issue 28's stages, interviews and offers add their sections between the timeline and Withdraw.
 */
export function CandidatePageView({
  outcome,
  token,
  acted,
}: {
  outcome: CandidatePageOutcome;
  token: string;
  /** Whether the outcome answers a press (the focus moves), not the first load. */
  acted: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (acted && !(outcome.status === 'page' && outcome.confirm)) heading.current?.focus();
  }, [acted, outcome]);
  if (outcome.status === 'erased') {
    return (
      <LinkPage headingId="candidate-page-heading">
        <LinkHeading id="candidate-page-heading" ref={heading}>
          Your data is erased
        </LinkHeading>
        <p role="status" className="mt-4 text-slate-700">
          You withdrew your consent. We have erased everything we held under your e-mail address: your applications,
          your resume and our notes. This link no longer opens anything.
        </p>
      </LinkPage>
    );
  }
  if (outcome.status !== 'page') {
    return (
      <LinkPage headingId="candidate-page-heading" next={{ to: CANDIDATE_PAGE_PATH, label: 'Ask for your link again' }}>
        <LinkFailure
          headingId="candidate-page-heading"
          headingRef={heading}
          unknown={outcome.status === 'unknown'}
          message={outcome.message}
        />
      </LinkPage>
    );
  }
  return <ApplicationPage outcome={outcome} token={token} headingRef={heading} />;
}

/** The page of a working link. */
function ApplicationPage({
  outcome,
  token,
  headingRef,
}: {
  outcome: Extract<CandidatePageOutcome, { status: 'page' }>;
  token: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { page, zones, confirm, message, fieldError } = outcome;
  const zone = useShownZone(page.timeZone);
  const standing = CANDIDATE_STANDINGS[page.standing];
  return (
    <LinkPage headingId="candidate-page-heading">
      <LinkHeading id="candidate-page-heading" ref={headingRef}>
        Your application
      </LinkHeading>
      {message ? (
        <Alert tone="info" className="mt-4">
          {message}
        </Alert>
      ) : null}
      <JobSummary page={page} />

      <Section id="candidate-standing" title="Where it stands">
        <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-700">
          <Badge tone={STANDING_TONES[page.standing]}>{standing.label}</Badge>
          <span>{standing.text}</span>
        </p>
        {page.recruiter ? <p className="mt-2 text-slate-700">Your recruiter: {page.recruiter.firstName}</p> : null}
      </Section>

      <Section id="candidate-timeline" title="Timeline">
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4">
          {page.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.kind}`} className="text-slate-700">
              <time dateTime={entry.at} className="block text-sm font-medium text-slate-600">
                {candidateDateTime(entry.at, zone)}
              </time>
              {entry.text}
            </li>
          ))}
        </ol>
        <TimeZoneChoice zones={zones} zone={zone} saved={page.timeZone !== null} error={fieldError} />
      </Section>

      {/* Issue 28: the stages, interviews (.ics, "pick a time") and offers of the application come here. */}

      <Section id="candidate-withdraw" title="Withdraw">
        {page.mayWithdraw ? (
          confirm === 'withdraw' ? (
            <Confirmation
              id="candidate-withdraw-question"
              question="Withdraw your application?"
              explanation="We stop considering you for this role and tell our recruiters. This cannot be undone; to be considered again, apply again."
              intent="withdraw-confirmed"
              yes="Yes, withdraw my application"
            >
              <Field
                id="candidate-withdraw-reason"
                label="Why are you withdrawing? (optional)"
                description={`Only our recruiters read it. At most ${CANDIDATE_WITHDRAW_REASON_MAX} characters.`}
                error={fieldError?.field === 'reason' ? fieldError.message : null}
              >
                <Textarea name="reason" rows={3} maxLength={CANDIDATE_WITHDRAW_REASON_MAX} />
              </Field>
            </Confirmation>
          ) : (
            <>
              <p className="mt-3 text-slate-700">If you no longer want this role, tell us here.</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="withdraw" />
                <Button type="submit" variant="outline">
                  Withdraw my application
                </Button>
              </Form>
            </>
          )
        ) : (
          <p className="mt-3 text-slate-700">
            {page.standing === 'withdrawn'
              ? 'You withdrew this application.'
              : 'This application has ended, so there is nothing to withdraw.'}
          </p>
        )}
      </Section>

      <Section id="candidate-data" title="Your data">
        <p className="mt-3 text-slate-700">
          Download everything we hold under your e-mail address, or withdraw your consent: we then erase it all, this
          and any other application, as our{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            privacy policy
          </Link>{' '}
          promises.
        </p>
        {confirm === 'consent' ? (
          <Confirmation
            id="candidate-consent-question"
            question="Withdraw your consent and erase your data?"
            explanation="We erase everything we hold under your e-mail address: your applications, your resume and our notes. We stop considering you for any role. This cannot be undone."
            intent="consent-confirmed"
            yes="Yes, erase my data"
          />
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            <form method="post" action={`${CANDIDATE_PAGE_PATH}/export.zip`}>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" variant="outline">
                Download my data
              </Button>
            </form>
            <Form method="post">
              <input type="hidden" name="intent" value="consent" />
              <Button type="submit" variant="outline">
                Withdraw my consent
              </Button>
            </Form>
          </div>
        )}
      </Section>
    </LinkPage>
  );
}

/** The job applied for, in plain words: its title (a link while the job is open) and company. */
function JobSummary({ page }: { page: CandidatePage }) {
  const title = page.job.slug ? (
    <Link to={`/jobs/${page.job.slug}`} className="font-semibold text-brand-700 underline">
      {page.job.title}
    </Link>
  ) : (
    <span className="font-semibold">{page.job.title}</span>
  );
  return (
    <p className="mt-4 text-lg text-slate-700">
      {page.fullName}, you applied for {title}
      {page.job.company ? ` at ${page.job.company}` : ''}.{' '}
      <span className="text-sm text-slate-600">Reference: {page.reference}</span>
    </p>
  );
}

/** The time zone the page's dates are shown in, saved with the page's own button. */
function TimeZoneChoice({
  zones,
  zone,
  saved,
  error,
}: {
  zones: string[];
  zone: string;
  saved: boolean;
  error: { field: string; message: string } | null;
}) {
  return (
    <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="time-zone" />
      <Field
        id="candidate-time-zone"
        label="Time zone of these dates"
        description={saved ? 'Saved with your page.' : 'Your browser’s, until you save one.'}
        error={error?.field === 'timeZone' ? error.message : null}
      >
        {/* Keyed by the zone: the browser's zone, known after the first render, becomes the choice shown. */}
        <Select key={zone} name="timeZone" defaultValue={zone}>
          {zones.includes(zone) ? null : <option value={zone}>{zone.replaceAll('_', ' ')}</option>}
          {zones.map((choice) => (
            <option key={choice} value={choice}>
              {choice.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline">
        Save time zone
      </Button>
    </Form>
  );
}

/** /my-application: "Lost your link?" — the links of an address's applications e-mailed again. */
export function LinkRequestView({ answer }: { answer: LinkRequestAnswer | undefined }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && !answer.fieldError) message.current?.focus();
  }, [answer]);
  return (
    <LinkPage headingId="candidate-links-heading">
      <LinkHeading id="candidate-links-heading">Lost the link to your application?</LinkHeading>
      <p className="mt-4 text-slate-700">
        Enter the e-mail address you applied with. We send you the link to the page of each of your applications, where
        you see where it stands.
      </p>
      <Form method="post" className="mt-6 max-w-md space-y-4" noValidate>
        <Field id="candidate-links-email" label="E-mail address" required error={answer?.fieldError}>
          <Input name="email" type="email" autoComplete="email" autoFocus={Boolean(answer?.fieldError)} />
        </Field>
        <Button type="submit">Send me my link</Button>
      </Form>
      {answer && !answer.fieldError ? (
        <Alert ref={message} tabIndex={-1} tone={answer.ok ? 'info' : 'error'} className="mt-4">
          {answer.message}
        </Alert>
      ) : null}
    </LinkPage>
  );
}
