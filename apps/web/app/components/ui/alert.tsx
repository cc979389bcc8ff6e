import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

/** A message box. Errors are announced at once (role=alert); other messages politely (role=status). */
export function Alert({
  tone,
  children,
  id,
  className,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border p-4 text-sm', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
