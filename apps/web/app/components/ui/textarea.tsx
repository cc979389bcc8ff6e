import type { TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/** A `<textarea>` in the site's control box; wired to its `Field` like `Input`. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const wiring = useFieldControl();
  return <textarea {...wiring} {...props} className={controlClasses({}, className)} />;
}
