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
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** The red asterisk of a required field, hidden from screen readers. */
function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-red-600">
        *
      </span>
    </>
  );
}

/**
 * Text that labels a control which is not a native input (the rich-text editor): the Label's look on a span, with
 * the same asterisk when `required`.
 */
export function LabelText({
  id,
  required = false,
  children,
}: {
  id: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <span id={id} className="text-sm font-medium text-slate-800">
      {children}
      {required ? <RequiredMark /> : null}
    </span>
  );
}
