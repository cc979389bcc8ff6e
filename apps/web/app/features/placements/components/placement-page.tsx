import {
  displaySalary,
  FEE_TYPES,
  INVOICE_STATUSES,
  PLACEMENT_END_REASONS,
  PLACEMENT_REASON_MAX,
  PLACEMENT_STATUSES,
  PLACEMENT_STATUSES_WITH_REASON,
  PLACEMENT_TRANSITIONS,
  type PlacementStatus,
} from '@agency/contract';
import { Link } from 'react-router';
import { Detail, Details } from '~/components/admin/details';
import { LocalDate } from '~/components/admin/local-date';
import { AdminPageHeader } from '~/components/admin/page-header';
import { buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { PlacementHistoryEntry, StaffPlacement } from '../api.server';
import { calendarDay, money, PLACEMENTS_PATH } from '../rules';
import { AnswerForm } from './answer-form';
import { invoiceStatusLabel, PlacementStatusBadge } from './placement-status-badge';

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const HEADING = 'text-lg font-semibold text-slate-900';

const statusLabel = (status: string | number | null | undefined) =>
  PLACEMENT_STATUSES.find((entry) => entry.value === status)?.label ?? String(status ?? '');
const reasonLabel = (reason: string | null | undefined) =>
  PLACEMENT_END_REASONS.find((entry) => entry.value === reason)?.label ?? reason ?? '';

/** One change of the placement's history in words. */
function historyText(entry: PlacementHistoryEntry, currency: string): string {
  switch (entry.change) {
    case 'created':
      return 'Placed (offer accepted)';
    case 'status':
      return `${statusLabel(entry.from)} → ${statusLabel(entry.to)}${entry.reason ? ` (${reasonLabel(entry.reason)})` : ''}${
        entry.replacement ? ', replacement owed' : ''
      }`;
    case 'fee':
      return `Fee ${money(Number(entry.from), currency)} → ${money(Number(entry.to), currency)}`;
    case 'invoice':
      return `Invoice: ${invoiceStatusLabel(entry.from as never)} → ${invoiceStatusLabel(entry.to as never)}`;
    case 'lock':
      return 'Locked';
    case 'unlock':
      return 'Unlocked';
    default:
      return entry.change;
  }
}

/** The written reason an Admin gives for changing a locked placement (shown only while it is locked). */
function LockedReason({ locked, error, id }: { locked: boolean; error?: string; id: string }) {
  if (!locked) return null;
  return (
    <Field
      id={id}
      label="Why (the placement is locked)"
      required
      error={error}
      className="sm:col-span-2"
      description="Recorded in the placement's history."
    >
      <Textarea name="comment" required maxLength={PLACEMENT_REASON_MAX} rows={2} />
    </Field>
  );
}

/**
 * One placement (docs/025-placements.md "Offers and placements"): the hire, salary, fee (how it was computed and any
 * Admin's change), guarantee, invoice and status with the forms that change them: a move by `PLACEMENT_TRANSITIONS`
 * (a reason to fall through or leave, the replacement flag), the invoice, and for an Admin (`manages`) the fee and the
 * lock. A locked placement shows no form to anyone else, and asks an Admin why. Each answer takes the focus.
 */
export function PlacementPage({ placement, manages }: { placement: StaffPlacement; manages: boolean }) {
  const mayChange = !placement.locked || manages;
  const moves = PLACEMENT_TRANSITIONS[placement.status];
  const feeBasis =
    placement.feeType === 'percent'
      ? `${placement.feePercent ?? 0} % of the annual salary`
      : FEE_TYPES.find((entry) => entry.value === 'fixed')!.label;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={`${placement.candidate.fullName || 'Erased candidate'} — ${placement.job?.title ?? ''}`}
        subtitle={
          <>
            <PlacementStatusBadge status={placement.status} />
            {placement.locked ? <span className="ms-2 text-sm text-slate-700">Locked</span> : null}
          </>
        }
      >
        <Link to={PLACEMENTS_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          All placements
        </Link>
      </AdminPageHeader>

      <section aria-labelledby="placement-hire" className={SECTION}>
        <h2 id="placement-hire" className={HEADING}>
          The hire
        </h2>
        <Details className="mt-3">
          <Detail label="Client">{placement.client?.name ?? '–'}</Detail>
          <Detail label="Job">{placement.job?.title ?? '–'}</Detail>
          <Detail label="Start date">{calendarDay(placement.startDate)}</Detail>
          <Detail label="Salary">
            {displaySalary({
              salaryMin: placement.salaryAmount,
              salaryMax: placement.salaryAmount,
              salaryCurrency: placement.salaryCurrency,
              salaryPeriod: placement.salaryPeriod,
            })}
          </Detail>
          <Detail label="Credited recruiter">{placement.creditedRecruiter?.name ?? '–'}</Detail>
          <Detail label="Placed">
            <LocalDate value={placement.placedAt} withTime />
          </Detail>
          <Detail label="Fee">
            {money(placement.feeAmount, placement.feeCurrency)}{' '}
            <span className="text-slate-600">
              (
              {placement.feeChangedBy
                ? `changed by ${placement.feeChangedBy}: ${placement.feeChangeReason ?? ''}`
                : feeBasis}
              )
            </span>
          </Detail>
          <Detail label="Guarantee">
            {placement.guaranteeDays} days, ends {calendarDay(placement.guaranteeEndsOn)}
          </Detail>
          <Detail label="Invoice">
            {invoiceStatusLabel(placement.invoiceStatus)}
            {placement.invoicedOn ? `, invoiced ${calendarDay(placement.invoicedOn)}` : ''}
            {placement.paidOn ? `, paid ${calendarDay(placement.paidOn)}` : ''}
          </Detail>
          {placement.statusReason ? (
            <Detail label="Reason">
              {reasonLabel(placement.statusReason)}
              {placement.replacement ? ' — a replacement is owed' : ''}
            </Detail>
          ) : null}
        </Details>
      </section>

      {mayChange && moves.length > 0 ? (
        <section aria-labelledby="placement-move" className={SECTION}>
          <h2 id="placement-move" className={HEADING}>
            Change the status
          </h2>
          <AnswerForm intent="move" submit="Change status">
            {(errors) => (
              <>
                <Field id="placement-to" label="New status" required error={errors.to}>
                  <Select name="to" required options={moves.map((value) => ({ value, label: statusLabel(value) }))} />
                </Field>
                {moves.some((value: PlacementStatus) => PLACEMENT_STATUSES_WITH_REASON.includes(value)) ? (
                  <Field
                    id="placement-reason"
                    label="Reason"
                    error={errors.reason}
                    description="Needed to fall through or to leave during the guarantee."
                  >
                    <Select name="reason" placeholder="No reason" options={PLACEMENT_END_REASONS} />
                  </Field>
                ) : null}
                {moves.includes('left-during-guarantee') ? (
                  <label className={`${MIN_TARGET} gap-2 text-sm text-slate-800 sm:col-span-2`}>
                    <input type="checkbox" name="replacement" value="true" className="size-4" />
                    The agency owes the client a replacement
                  </label>
                ) : null}
                <LockedReason locked={placement.locked} error={errors.comment} id="placement-move-comment" />
              </>
            )}
          </AnswerForm>
        </section>
      ) : null}

      {mayChange ? (
        <section aria-labelledby="placement-invoice" className={SECTION}>
          <h2 id="placement-invoice" className={HEADING}>
            Invoice
          </h2>
          <AnswerForm intent="invoice" submit="Save invoice">
            {(errors) => (
              <>
                <Field id="invoice-status" label="Invoice status" required error={errors.status}>
                  <Select name="status" required defaultValue={placement.invoiceStatus} options={INVOICE_STATUSES} />
                </Field>
                <Field
                  id="invoice-invoiced-on"
                  label="Invoiced on"
                  error={errors.invoicedOn}
                  description="Today when left empty."
                >
                  <Input type="date" name="invoicedOn" defaultValue={placement.invoicedOn ?? ''} />
                </Field>
                <Field id="invoice-paid-on" label="Paid on" error={errors.paidOn}>
                  <Input type="date" name="paidOn" defaultValue={placement.paidOn ?? ''} />
                </Field>
                <LockedReason locked={placement.locked} error={errors.comment} id="invoice-comment" />
              </>
            )}
          </AnswerForm>
        </section>
      ) : (
        <p className={`${SECTION} text-sm text-slate-700`}>This placement is locked: only an Admin can change it.</p>
      )}

      {manages ? (
        <section aria-labelledby="placement-admin" className={SECTION}>
          <h2 id="placement-admin" className={HEADING}>
            Fee and lock (Admin)
          </h2>
          <AnswerForm intent="fee" submit="Change fee">
            {(errors) => (
              <>
                <Field id="fee-amount" label={`New fee (${placement.feeCurrency})`} required error={errors.amount}>
                  <Input type="number" name="amount" min={0} step="0.01" required defaultValue={placement.feeAmount} />
                </Field>
                <Field
                  id="fee-reason"
                  label="Reason for the new fee"
                  required
                  error={errors.reason}
                  className="sm:col-span-2"
                >
                  <Textarea name="reason" required maxLength={PLACEMENT_REASON_MAX} rows={2} />
                </Field>
              </>
            )}
          </AnswerForm>
          <AnswerForm
            intent={placement.locked ? 'unlock' : 'lock'}
            submit={placement.locked ? 'Unlock' : 'Lock'}
            variant="outline"
            className="mt-6 grid gap-4 sm:grid-cols-2"
          >
            {(errors) => (
              <Field
                id="lock-reason"
                label={placement.locked ? 'Why unlock it' : 'Why lock it (optional)'}
                required={placement.locked}
                error={errors.reason}
                className="sm:col-span-2"
              >
                <Textarea name="reason" required={placement.locked} maxLength={PLACEMENT_REASON_MAX} rows={2} />
              </Field>
            )}
          </AnswerForm>
        </section>
      ) : null}

      <section aria-labelledby="placement-history" className={SECTION}>
        <h2 id="placement-history" className={HEADING}>
          History
        </h2>
        <ol className="mt-3 space-y-2 text-sm text-slate-800">
          {[...placement.history].reverse().map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <LocalDate value={entry.at} withTime /> — {historyText(entry, placement.feeCurrency)}, by {entry.actor}
              {entry.comment ? <span className="block text-slate-600">“{entry.comment}”</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
