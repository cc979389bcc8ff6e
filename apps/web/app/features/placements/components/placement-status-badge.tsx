import { INVOICE_STATUSES, PLACEMENT_STATUSES, type InvoiceStatus, type PlacementStatus } from '@agency/contract';
import { Badge } from '~/components/ui/badge';

const TONES: Record<PlacementStatus, 'positive' | 'neutral' | 'pending' | 'negative'> = {
  placed: 'pending',
  started: 'pending',
  'guarantee-passed': 'positive',
  'fell-through': 'negative',
  'left-during-guarantee': 'negative',
};

/** A placement's status as a badge: within the guarantee it waits, past it it is earned, else it failed. */
export function PlacementStatusBadge({ status }: { status: PlacementStatus }) {
  return <Badge tone={TONES[status]}>{PLACEMENT_STATUSES.find((entry) => entry.value === status)?.label}</Badge>;
}

/** The invoice's status in words. */
export const invoiceStatusLabel = (status: InvoiceStatus) =>
  INVOICE_STATUSES.find((entry) => entry.value === status)?.label ?? status;
