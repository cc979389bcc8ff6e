import type { TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/** A `<textarea>` in the site's control box (`tall`: the contact form's); wired to its `Field` like `Input`. */
export function Textarea({
  className,
  tall,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { tall?: boolean }) {
  const wiring = useFieldControl();
  return <textarea {...wiring} {...props} className={controlClasses({ tall }, className)} />;
}
