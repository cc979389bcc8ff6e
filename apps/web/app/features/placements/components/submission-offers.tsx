import { OFFER_DECLINE_REASONS, OFFER_STATUSES, SALARY_PERIODS, type SubmissionStage } from '@agency/contract';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { AnswerMessage } from '~/components/admin/answer-message';
import { MIN_TARGET } from '~/components/ui/button';
import { CurrencyOptions } from '~/components/ui/currency-options';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import type { StaffOffer } from '../api.server';
import type { PlacementAnswer } from '../placements.server';
import { calendarDay, money, placementPath, submissionOffersPath } from '../rules';
import { AnswerForm } from './answer-form';

/** One offer in words, with its answer and the placement it made. */
function OfferItem({ offer, action, fetcherKey }: { offer: StaffOffer; action: string; fetcherKey: string }) {
  const status = OFFER_STATUSES.find((entry) => entry.value === offer.status)?.label ?? offer.status;
  const reason = OFFER_DECLINE_REASONS.find((entry) => entry.value === offer.declineReason)?.label;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p>
        {money(offer.salaryAmount, offer.salaryCurrency)} per {offer.salaryPeriod.toLowerCase()}, starting{' '}
        {calendarDay(offer.startDate)}, expires {calendarDay(offer.expiresOn)} — <strong>{status}</strong>
        {reason ? ` (${reason})` : ''}
      </p>
      {offer.placement ? (
        <p className="mt-1">
          <Link className={`${MIN_TARGET} text-brand-700 underline`} to={placementPath(offer.placement.documentId)}>
            Placement: fee {money(offer.placement.feeAmount, offer.placement.feeCurrency)}, guarantee ends{' '}
            {calendarDay(offer.placement.guaranteeEndsOn)}
          </Link>
        </p>
      ) : null}
      {offer.status === 'open' ? (
        <AnswerForm
          intent="answer"
          action={action}
          hidden={{ offer: offer.documentId }}
          fetcherKey={fetcherKey}
          showAnswer={false}
          submit="Record the answer"
          className="mt-3 grid gap-3 sm:grid-cols-2"
        >
          {(errors) => (
            <>
              <Field
                id={`offer-answer-${offer.documentId}`}
                label="The candidate's answer"
                required
                error={errors.answer}
              >
                <Select
                  name="answer"
                  required
                  options={[
                    { value: 'accepted', label: 'Accepted' },
                    { value: 'declined', label: 'Declined' },
                  ]}
                />
              </Field>
              <Field
                id={`offer-reason-${offer.documentId}`}
                label="Why declined"
                error={errors.reason}
                description="Needed when declined; never shown to the candidate."
              >
                <Select name="reason" placeholder="—" options={OFFER_DECLINE_REASONS} />
              </Field>
            </>
          )}
        </AnswerForm>
      ) : null}
    </li>
  );
}

/**
 * The offers of an application's submission (docs/025-placements.md "Offers and placements"), in the application
 * dialog: each offer with its answer and the placement an accepted one made (its fee and guarantee end, a link to its
 * page); the form that records the candidate's answer to the open one; and, while the submission has neither ended nor
 * been placed and has no open offer, the form that records a client's offer. Read from and posted to the submission's
 * offers route (routes/admin/submission-offers.ts); the CMS decides and says why not.
 */
export function SubmissionOffers({ submission }: { submission: { documentId: string; stage: SubmissionStage } }) {
  const action = submissionOffersPath(submission.documentId);
  const offers = useFetcher<{ offers: StaffOffer[]; error: string | null }>();
  const { load } = offers;
  useEffect(() => {
    void load(action);
  }, [load, action, submission.stage]);
  const list = offers.data?.offers ?? [];
  // The two forms' answers, shown here: a recorded offer or answer removes its form.
  const offerKey = `offer-${submission.documentId}`;
  const answerKey = `offer-answer-${submission.documentId}`;
  const offered = useFetcher<PlacementAnswer>({ key: offerKey });
  const answered = useFetcher<PlacementAnswer>({ key: answerKey });
  const shown = (fetcher: typeof offered) =>
    fetcher.state === 'idle' && fetcher.data && (fetcher.data.ok || !fetcher.data.fieldErrors) ? fetcher.data : null;
  const mayOffer =
    submission.stage !== 'ended' && submission.stage !== 'placed' && !list.some((offer) => offer.status === 'open');
  return (
    <section aria-labelledby="application-offers" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="application-offers" className="text-sm font-medium text-slate-800">
        Offers
      </h3>
      {offers.data?.error ? <p className="mt-2 text-sm text-red-700">{offers.data.error}</p> : null}
      {list.length > 0 ? (
        <ul className="mt-2 space-y-2 text-sm text-slate-700">
          {list.map((offer) => (
            <OfferItem key={offer.documentId} offer={offer} action={action} fetcherKey={answerKey} />
          ))}
        </ul>
      ) : offers.data ? (
        <p className="mt-2 text-sm text-slate-600">No offer yet.</p>
      ) : null}
      {mayOffer && offers.data ? (
        <AnswerForm
          intent="offer"
          action={action}
          fetcherKey={offerKey}
          showAnswer={false}
          submit="Record offer"
          className="mt-3 grid gap-3 sm:grid-cols-2"
        >
          {(errors) => (
            <>
              <Field id="offer-salary" label="Salary" required error={errors.salaryAmount}>
                <Input type="number" name="salaryAmount" min={1} step="0.01" required />
              </Field>
              <Field id="offer-currency" label="Currency" required error={errors.salaryCurrency}>
                <Select name="salaryCurrency" required placeholder="Choose">
                  <CurrencyOptions />
                </Select>
              </Field>
              <Field id="offer-period" label="Per" required error={errors.salaryPeriod}>
                <Select name="salaryPeriod" required defaultValue="YEAR" options={SALARY_PERIODS} />
              </Field>
              <Field id="offer-start" label="Start date" required error={errors.startDate}>
                <Input type="date" name="startDate" required />
              </Field>
              <Field id="offer-expires" label="Offer expires on" required error={errors.expiresOn}>
                <Input type="date" name="expiresOn" required />
              </Field>
            </>
          )}
        </AnswerForm>
      ) : null}
      <AnswerMessage answer={shown(offered)} />
      <AnswerMessage answer={shown(answered)} />
    </section>
  );
}
