import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

const TONES = {
  positive: 'bg-green-100 text-green-900',
  neutral: 'bg-slate-200 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  negative: 'bg-red-100 text-red-900',
} as const;

/** A small rounded label of a record's state (a job open, draft, closed or expired, an article published or Draft). */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[tone])}>{children}</span>;
}
