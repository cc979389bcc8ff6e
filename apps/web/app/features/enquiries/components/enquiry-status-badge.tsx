import { ENQUIRY_STATUSES, type EnquiryStatus } from '@agency/contract';
import { cn } from '~/lib/cn';

/** An enquiry's status as a badge: New stands out, Handled does not. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        status === 'new' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-slate-50 text-slate-600 ring-slate-200',
      )}
    >
      {ENQUIRY_STATUSES.find((option) => option.value === status)?.label ?? status}
    </span>
  );
}
