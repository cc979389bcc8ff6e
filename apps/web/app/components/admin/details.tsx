import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** The label/value grid of a staff view dialog (`Detail`s inside a `<dl>`). */
export function Details({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('grid gap-3 sm:grid-cols-2', className)}>{children}</dl>;
}

/** One labelled value of a `Details` grid. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}
