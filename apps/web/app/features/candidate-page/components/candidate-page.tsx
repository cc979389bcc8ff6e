import {
  CANDIDATE_INTERVIEW_STATUS_WORDS,
  CANDIDATE_NO_TIME_LEFT_MESSAGE,
  CANDIDATE_PAGE_PATH,
  CANDIDATE_STANDINGS,
  CANDIDATE_WITHDRAW_REASON_MAX,
  candidateDateText,
  candidateOfferPay,
  formatInstantForReader,
  interviewKindLabel,
  type CandidateInterview,
  type CandidateOffer,
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
 * Where the submission to the employer stands (in "Where it stands"), the interviews (each time in the shown zone, its
 * `.ics`, and a "pick a time" step for proposed times) and the offer come between the timeline and Withdraw; a pick
 * POSTs, and the focus goes to the page's heading with its message, as for every press.
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
        {page.stage ? (
          <p className="mt-2 text-slate-700">
            {page.stage.closed ? (
              page.stage.label
            ) : (
              <>
                With the employer: <strong className="font-semibold">{page.stage.label}</strong>
              </>
            )}
          </p>
        ) : null}
        {page.recruiter ? <p className="mt-2 text-slate-700">Your recruiter: {page.recruiter.firstName}</p> : null}
      </Section>

      <Section id="candidate-timeline" title="Timeline">
        <ol className="mt-3 space-y-2 border-s-2 border-slate-200 ps-4">
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

      {page.interviews.length > 0 ? (
        <Section id="candidate-interviews" title="Interviews">
          <ul className="mt-3 space-y-4">
            {page.interviews.map((interview) => (
              <InterviewItem
                key={interview.id}
                interview={interview}
                zone={zone}
                token={token}
                error={fieldError?.field === `slot:${interview.id}` ? fieldError.message : null}
              />
            ))}
          </ul>
        </Section>
      ) : null}

      {page.offer ? <OfferSection offer={page.offer} /> : null}

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

/** A length in plain words: "45 minutes", "1 hour 30 minutes". */
function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest ? `${rest} minutes` : ''];
  return parts.filter(Boolean).join(' ');
}

/**
 * One interview: its round and kind, status, time in the shown zone (named), length, the video link or address, the
 * `.ics` of a booked one, and for proposed times the "pick a time" step (a radio group of the times still to come, each
 * sending its index among those proposed, and a button that POSTs), or `CANDIDATE_NO_TIME_LEFT_MESSAGE` when none is.
 */
export function InterviewItem({
  interview,
  zone,
  token,
  error,
}: {
  interview: CandidateInterview;
  zone: string;
  token: string;
  error: string | null;
}) {
  const title = `Round ${interview.round}: ${interviewKindLabel(interview.kind).toLowerCase()} interview`;
  const headingId = `candidate-interview-${interview.id}`;
  const errorId = `${headingId}-error`;
  // Times proposed and some still to come (the CMS lists only those); none left: the page says so.
  const canPick = interview.status === 'to-pick' && interview.slots.length > 0;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
        {title}
        <Badge tone={interview.status === 'cancelled' || interview.status === 'over' ? 'neutral' : 'pending'}>
          {CANDIDATE_INTERVIEW_STATUS_WORDS[interview.status]}
        </Badge>
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        {interview.startsAt ? (
          <>
            <dt className="font-medium">When</dt>
            <dd>
              <time dateTime={interview.startsAt}>{formatInstantForReader(interview.startsAt, zone)}</time>
            </dd>
          </>
        ) : null}
        <dt className="font-medium">Length</dt>
        <dd>{lengthText(interview.lengthMinutes)}</dd>
        {interview.videoLink && interview.status !== 'cancelled' ? (
          <>
            <dt className="font-medium">Video link</dt>
            <dd>
              <a href={interview.videoLink} className="break-all text-brand-700 underline" rel="noreferrer">
                {interview.videoLink}
              </a>
            </dd>
          </>
        ) : null}
        {interview.address ? (
          <>
            <dt className="font-medium">Address</dt>
            <dd className="whitespace-pre-line">{interview.address}</dd>
          </>
        ) : null}
      </dl>
      {interview.calendar ? (
        <a
          href={`${CANDIDATE_PAGE_PATH}/${token}/interviews/${interview.id}.ics`}
          download
          className={`mt-3 ${buttonClasses({ variant: 'outline' })}`}
        >
          Add to my calendar (.ics)
        </a>
      ) : null}
      {canPick ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="pick-slot" />
          <input type="hidden" name="interview" value={interview.id} />
          <input type="hidden" name="timeZone" value={zone} />
          <fieldset aria-describedby={error ? errorId : undefined}>
            <legend className="font-medium text-slate-900">Pick a time that suits you</legend>
            <p className="text-sm text-slate-600">Times in {zone.replaceAll('_', ' ')}.</p>
            <div className="mt-2 space-y-2">
              {interview.slots.map((slot) => (
                <label key={slot.index} className="flex items-center gap-2 text-slate-700">
                  <input type="radio" name="slot" value={slot.index} required />
                  <time dateTime={slot.startsAt}>{formatInstantForReader(slot.startsAt, zone)}</time>
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" className="mt-3">
            Book this time
          </Button>
        </Form>
      ) : interview.status === 'to-pick' ? (
        <p className="mt-3 text-slate-700">{CANDIDATE_NO_TIME_LEFT_MESSAGE}</p>
      ) : null}
      {!canPick && error ? <p className="mt-2 text-sm font-medium text-red-700">{error}</p> : null}
    </li>
  );
}

/** The offer standing open or accepted: the pay and the start date (never a declined offer or its reason). */
function OfferSection({ offer }: { offer: CandidateOffer }) {
  return (
    <Section id="candidate-offer" title="Offer">
      <p className="mt-3 text-slate-700">
        {offer.status === 'accepted'
          ? 'You accepted this offer.'
          : 'The employer made you an offer. Your recruiter will talk it through with you.'}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Pay</dt>
        <dd>{candidateOfferPay(offer)}</dd>
        <dt className="font-medium">Start date</dt>
        <dd>{candidateDateText(offer.startDate)}</dd>
      </dl>
    </Section>
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
