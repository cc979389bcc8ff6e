import { cn } from '~/lib/cn';
import { statusBadgeClass } from '~/features/applications/rules';

/** An application's status in the colours of docs/000-product.md §4 (unknown statuses in the Pending style). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusBadgeClass(status),
      )}
    >
      {status || 'Pending'}
    </span>
  );
}
