import type { LabelHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

/**
 * A form label. `required` adds the red asterisk, hidden from screen readers (the control says `required`, and
 * the forms explain the asterisk in words).
 */
export function Label({
  required = false,
  className,
  children,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean }) {
  return (
    <label className={cn('text-sm font-medium text-slate-800', className)} {...props}>
      {children}
      {required ? (
        <>
          {' '}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </>
      ) : null}
    </label>
  );
}

/** Text that labels a control which is not a native input (the rich-text editor): the Label's look on a span. */
export function LabelText({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <span id={id} className="text-sm font-medium text-slate-800">
      {children}
    </span>
  );
}
