import type { TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/**
 * A `<textarea>` in the site's control box (`tall`: the contact form's); wired to its `Field` like `Input`. It is
 * `dir="auto"` unless given a `dir`: an Arabic cover letter reads right to left on an English page, and English on an
 * Arabic page left to right (docs/026-languages.md, "Right to left").
 */
export function Textarea({
  className,
  tall,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { tall?: boolean }) {
  const wiring = useFieldControl();
  return <textarea {...wiring} dir="auto" {...props} className={controlClasses({ tall }, className)} />;
}
