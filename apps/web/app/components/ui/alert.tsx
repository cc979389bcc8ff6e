import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * A message box. Errors are announced at once (role=alert); other messages politely (role=status). Other props
 * (a ref, `tabIndex={-1}` for a message that receives focus) go to the box.
 */
export function Alert({
  tone,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role'> & { tone: keyof typeof TONES }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border p-4 text-sm', TONES[tone], className)}
      {...props}
    />
  );
}
