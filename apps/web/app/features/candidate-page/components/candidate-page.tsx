import {
  CANDIDATE_PAGE_PATH,
  CANDIDATE_WITHDRAW_REASON_MAX,
  candidateOfferPay,
  formatInstantForReader,
  interviewLengthWords,
  intlLocale,
  type CandidateInterview,
  type CandidateOffer,
  type CandidatePage,
  type CandidateStanding,
  type Language,
} from '@agency/contract';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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
import { LocalizedLink, useLanguage } from '~/i18n/link';
import type { CandidatePageOutcome, LinkRequestAnswer } from '../page.server';
import {
  calendarDate,
  candidateDateTime,
  messageWords,
  stageWords,
  timelineWords,
  type ApplicationWords,
} from '../words';

/** The badge tone of each standing. */
const STANDING_TONES: Record<CandidateStanding, 'pending' | 'neutral' | 'positive' | 'negative'> = {
  received: 'pending',
  'in-review': 'pending',
  accepted: 'positive',
  'not-selected': 'neutral',
  withdrawn: 'neutral',
};

/**
 * The page's words: `t` for the catalog's `emailPages.application`, and `sayText(text, found)` for a text that came from the CMS or the page server in English: its catalog words (`found`, from ../words.ts) on an
 * Arabic page, the text as it came on an English one (the same words) or when none was found.
 */
function useApplicationWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sayText = (text: string, found: ApplicationWords | null): string =>
    language === 'en' || !found
      ? text
      : t(`emailPages.application.${found.key}` as 'emailPages.application.title', found.values ?? {});
  return { t, sayText, language };
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
  const goBack = useApplicationWords().t('emailPages.application.goBack');
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
            {goBack}
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
  const { t, sayText } = useApplicationWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (acted && !(outcome.status === 'page' && outcome.confirm)) heading.current?.focus();
  }, [acted, outcome]);
  if (outcome.status === 'erased') {
    return (
      <LinkPage headingId="candidate-page-heading">
        <LinkHeading id="candidate-page-heading" ref={heading}>
          {t('emailPages.application.erasedHeading')}
        </LinkHeading>
        <p role="status" className="mt-4 text-slate-700">
          {t('emailPages.application.erasedText')}
        </p>
      </LinkPage>
    );
  }
  if (outcome.status !== 'page') {
    return (
      <LinkPage
        headingId="candidate-page-heading"
        next={{ to: CANDIDATE_PAGE_PATH, label: t('emailPages.application.askAgain') }}
      >
        <LinkFailure
          headingId="candidate-page-heading"
          headingRef={heading}
          unknown={outcome.status === 'unknown'}
          message={sayText(outcome.message, messageWords(outcome.message))}
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
  const { t, sayText, language } = useApplicationWords();
  const zone = useShownZone(page.timeZone);
  // The interview a pick booked: the one whose time the (English) message names, said again in the page's language.
  const booked = page.interviews.find(
    (interview) => interview.startsAt && message?.includes(formatInstantForReader(interview.startsAt, zone)),
  )?.startsAt;
  const stage = page.stage ? sayText(page.stage.label, stageWords(page.stage.label)) : null;
  const reasonError =
    fieldError?.field === 'reason' && language !== 'en'
      ? t('emailPages.application.messages.reasonTooLong', { max: CANDIDATE_WITHDRAW_REASON_MAX })
      : fieldError?.message;
  const errorOf = (field: string) =>
    fieldError?.field === field ? sayText(fieldError.message, messageWords(fieldError.message)) : null;
  return (
    <LinkPage headingId="candidate-page-heading">
      <LinkHeading id="candidate-page-heading" ref={headingRef}>
        {t('emailPages.application.title')}
      </LinkHeading>
      {message ? (
        <Alert tone="info" className="mt-4">
          {sayText(message, messageWords(message, booked ? formatInstantForReader(booked, zone, language) : null))}
        </Alert>
      ) : null}
      <JobSummary page={page} />

      <Section id="candidate-standing" title={t('emailPages.application.standingTitle')}>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-700">
          <Badge tone={STANDING_TONES[page.standing]}>
            {t(`emailPages.application.standings.${page.standing}.label`)}
          </Badge>
          <span>{t(`emailPages.application.standings.${page.standing}.text`)}</span>
        </p>
        {page.stage ? (
          <p className="mt-2 text-slate-700">
            {page.stage.closed ? (
              stage
            ) : (
              <>
                {t('emailPages.application.withEmployer')} <strong className="font-semibold">{stage}</strong>
              </>
            )}
          </p>
        ) : null}
        {page.recruiter ? (
          <p className="mt-2 text-slate-700">
            {t('emailPages.application.recruiter', { name: page.recruiter.firstName })}
          </p>
        ) : null}
      </Section>

      <Section id="candidate-timeline" title={t('emailPages.application.timelineTitle')}>
        <ol className="mt-3 space-y-2 border-s-2 border-slate-200 ps-4">
          {page.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.kind}`} className="text-slate-700">
              <time dateTime={entry.at} className="block text-sm font-medium text-slate-600">
                {candidateDateTime(entry.at, zone, language)}
              </time>
              {sayText(entry.text, timelineWords(entry))}
            </li>
          ))}
        </ol>
        <TimeZoneChoice zones={zones} zone={zone} saved={page.timeZone !== null} error={errorOf('timeZone')} />
      </Section>

      {page.interviews.length > 0 ? (
        <Section id="candidate-interviews" title={t('emailPages.application.interviewsTitle')}>
          <ul className="mt-3 space-y-4">
            {page.interviews.map((interview) => (
              <InterviewItem
                key={interview.id}
                interview={interview}
                zone={zone}
                token={token}
                error={errorOf(`slot:${interview.id}`)}
              />
            ))}
          </ul>
        </Section>
      ) : null}

      {page.offer ? <OfferSection offer={page.offer} /> : null}

      <Section id="candidate-withdraw" title={t('emailPages.application.withdrawTitle')}>
        {page.mayWithdraw ? (
          confirm === 'withdraw' ? (
            <Confirmation
              id="candidate-withdraw-question"
              question={t('emailPages.application.withdrawQuestion')}
              explanation={t('emailPages.application.withdrawExplanation')}
              intent="withdraw-confirmed"
              yes={t('emailPages.application.withdrawYes')}
            >
              <Field
                id="candidate-withdraw-reason"
                label={t('emailPages.application.reasonLabel')}
                description={t('emailPages.application.reasonHelp', { max: CANDIDATE_WITHDRAW_REASON_MAX })}
                error={fieldError?.field === 'reason' ? reasonError : null}
              >
                <Textarea name="reason" rows={3} maxLength={CANDIDATE_WITHDRAW_REASON_MAX} />
              </Field>
            </Confirmation>
          ) : (
            <>
              <p className="mt-3 text-slate-700">{t('emailPages.application.withdrawIntro')}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="withdraw" />
                <Button type="submit" variant="outline">
                  {t('emailPages.application.withdrawButton')}
                </Button>
              </Form>
            </>
          )
        ) : (
          <p className="mt-3 text-slate-700">
            {page.standing === 'withdrawn'
              ? t('emailPages.application.withdrew')
              : t('emailPages.application.nothingToWithdraw')}
          </p>
        )}
      </Section>

      <Section id="candidate-data" title={t('emailPages.application.dataTitle')}>
        <p className="mt-3 text-slate-700">
          {t('emailPages.application.dataBefore')}{' '}
          <LocalizedLink to="/privacy" className="font-medium text-brand-700 underline">
            {t('emailPages.application.privacyPolicy')}
          </LocalizedLink>{' '}
          {t('emailPages.application.dataAfter')}
        </p>
        {confirm === 'consent' ? (
          <Confirmation
            id="candidate-consent-question"
            question={t('emailPages.application.consentQuestion')}
            explanation={t('emailPages.application.consentExplanation')}
            intent="consent-confirmed"
            yes={t('emailPages.application.consentYes')}
          />
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            <form method="post" action={`${CANDIDATE_PAGE_PATH}/export.zip`}>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" variant="outline">
                {t('emailPages.application.download')}
              </Button>
            </form>
            <Form method="post">
              <input type="hidden" name="intent" value="consent" />
              <Button type="submit" variant="outline">
                {t('emailPages.application.withdrawConsent')}
              </Button>
            </Form>
          </div>
        )}
      </Section>
    </LinkPage>
  );
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
  const { t, language } = useApplicationWords();
  const title = t('emailPages.application.interviewTitle', {
    round: interview.round,
    kind: t(`emailPages.application.kinds.${interview.kind}`),
  });
  const headingId = `candidate-interview-${interview.id}`;
  const errorId = `${headingId}-error`;
  // Times proposed and some still to come (the CMS lists only those); none left: the page says so.
  const canPick = interview.status === 'to-pick' && interview.slots.length > 0;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
        {title}
        <Badge tone={interview.status === 'cancelled' || interview.status === 'over' ? 'neutral' : 'pending'}>
          {t(`emailPages.application.interviewStatus.${interview.status}`)}
        </Badge>
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        {interview.startsAt ? (
          <>
            <dt className="font-medium">{t('emailPages.application.when')}</dt>
            <dd>
              <time dateTime={interview.startsAt}>{formatInstantForReader(interview.startsAt, zone, language)}</time>
            </dd>
          </>
        ) : null}
        <dt className="font-medium">{t('emailPages.application.length')}</dt>
        <dd>{interviewLengthWords(interview.lengthMinutes, language)}</dd>
        {interview.videoLink && interview.status !== 'cancelled' ? (
          <>
            <dt className="font-medium">{t('emailPages.application.videoLink')}</dt>
            <dd>
              <a href={interview.videoLink} className="break-all text-brand-700 underline" rel="noreferrer">
                {interview.videoLink}
              </a>
            </dd>
          </>
        ) : null}
        {interview.address ? (
          <>
            <dt className="font-medium">{t('emailPages.application.address')}</dt>
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
          {t('emailPages.application.addToCalendar')}
        </a>
      ) : null}
      {canPick ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="pick-slot" />
          <input type="hidden" name="interview" value={interview.id} />
          <input type="hidden" name="timeZone" value={zone} />
          <fieldset aria-describedby={error ? errorId : undefined}>
            <legend className="font-medium text-slate-900">{t('emailPages.application.pickTime')}</legend>
            <p className="text-sm text-slate-600">
              {t('emailPages.application.timesIn', { zone: zone.replaceAll('_', ' ') })}
            </p>
            <div className="mt-2 space-y-2">
              {interview.slots.map((slot) => (
                <label key={slot.index} className="flex items-center gap-2 text-slate-700">
                  <input type="radio" name="slot" value={slot.index} required />
                  <time dateTime={slot.startsAt}>{formatInstantForReader(slot.startsAt, zone, language)}</time>
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
            {t('emailPages.application.bookTime')}
          </Button>
        </Form>
      ) : interview.status === 'to-pick' ? (
        <p className="mt-3 text-slate-700">{t('emailPages.application.messages.noTimeLeft')}</p>
      ) : null}
      {!canPick && error ? <p className="mt-2 text-sm font-medium text-red-700">{error}</p> : null}
    </li>
  );
}

/** The offer standing open or accepted: the pay and the start date (never a declined offer or its reason). */
function OfferSection({ offer }: { offer: CandidateOffer }) {
  const { t, language } = useApplicationWords();
  return (
    <Section id="candidate-offer" title={t('emailPages.application.offerTitle')}>
      <p className="mt-3 text-slate-700">
        {offer.status === 'accepted'
          ? t('emailPages.application.offerAccepted')
          : t('emailPages.application.offerOpen')}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('emailPages.application.pay')}</dt>
        <dd>{offerPay(offer, language, t(`forms.periods.${offer.salaryPeriod}`))}</dd>
        <dt className="font-medium">{t('emailPages.application.startDate')}</dt>
        <dd>{calendarDate(offer.startDate, language)}</dd>
      </dl>
    </Section>
  );
}

/** The job applied for, in plain words: its title (a link while the job is open) and company. */
function JobSummary({ page }: { page: CandidatePage }) {
  const { t } = useApplicationWords();
  const title = page.job.slug ? (
    <LocalizedLink to={`/jobs/${page.job.slug}`} className="font-semibold text-brand-700 underline">
      {page.job.title}
    </LocalizedLink>
  ) : (
    <span className="font-semibold">{page.job.title}</span>
  );
  return (
    <p className="mt-4 text-lg text-slate-700">
      {t('emailPages.application.appliedFor', { name: page.fullName })} {title}
      {page.job.company ? t('emailPages.application.atCompany', { company: page.job.company }) : ''}.{' '}
      <span className="text-sm text-slate-600">
        {t('emailPages.application.reference', { reference: page.reference })}
      </span>
    </p>
  );
}

/** An offer's pay: the contract's English words ("AED 20,000 a month"), or the amount and `period` in `language`. */
function offerPay(offer: CandidateOffer, language: Language, period: string): string {
  if (language === 'en') return candidateOfferPay(offer);
  const amount = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: offer.salaryCurrency,
    maximumFractionDigits: 0,
  }).format(offer.salaryAmount);
  return `${amount} ${period}`;
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
  error: string | null;
}) {
  const { t } = useApplicationWords();
  return (
    <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="time-zone" />
      <Field
        id="candidate-time-zone"
        label={t('emailPages.application.timeZone')}
        description={saved ? t('emailPages.application.timeZoneSaved') : t('emailPages.application.timeZoneBrowser')}
        error={error}
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
        {t('emailPages.application.saveTimeZone')}
      </Button>
    </Form>
  );
}

/** /my-application: "Lost your link?" — the links of an address's applications e-mailed again. */
export function LinkRequestView({ answer }: { answer: LinkRequestAnswer | undefined }) {
  const { t, sayText } = useApplicationWords();
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && !answer.fieldError) message.current?.focus();
  }, [answer]);
  return (
    <LinkPage headingId="candidate-links-heading">
      <LinkHeading id="candidate-links-heading">{t('emailPages.application.requestHeading')}</LinkHeading>
      <p className="mt-4 text-slate-700">{t('emailPages.application.requestIntro')}</p>
      <Form method="post" className="mt-6 max-w-md space-y-4" noValidate>
        <Field
          id="candidate-links-email"
          label={t('emailPages.application.email')}
          required
          error={answer?.fieldError ? sayText(answer.fieldError, messageWords(answer.fieldError)) : undefined}
        >
          <Input name="email" type="email" autoComplete="email" autoFocus={Boolean(answer?.fieldError)} />
        </Field>
        <Button type="submit">{t('emailPages.application.sendLink')}</Button>
      </Form>
      {answer && !answer.fieldError ? (
        <Alert ref={message} tabIndex={-1} tone={answer.ok ? 'info' : 'error'} className="mt-4">
          {sayText(answer.message, messageWords(answer.message))}
        </Alert>
      ) : null}
    </LinkPage>
  );
}
