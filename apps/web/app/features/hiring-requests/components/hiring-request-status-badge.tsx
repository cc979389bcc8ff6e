import { hiringRequestStatusLabel, type HiringRequestStatus } from '@agency/contract';
import { cn } from '~/lib/cn';

const TONES: Record<HiringRequestStatus, string> = {
  new: 'bg-brand-50 text-brand-800 ring-brand-200',
  'in-discussion': 'bg-amber-50 text-amber-900 ring-amber-200',
  converted: 'bg-green-50 text-green-800 ring-green-200',
  declined: 'bg-slate-50 text-slate-600 ring-slate-200',
};

/** A hiring request's status as a badge: new and in discussion stand out, declined does not. */
export function HiringRequestStatusBadge({ status }: { status: HiringRequestStatus }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status])}
    >
      {hiringRequestStatusLabel(status)}
    </span>
  );
}
