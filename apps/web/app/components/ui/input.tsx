import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { useFieldControl } from './field';

/**
 * Classes of a form control (input, select, textarea): the bordered box of the site's forms, red when
 * `aria-invalid`. `compact` is the small box of the staff lists' filters (status, page size), `tall` the contact form's
 * slightly taller one. The border (slate-500,
 * 4.76:1 on white) and the placeholder (slate-500) keep WCAG 2.2's 3:1 for a control's boundary (1.4.11) and 4.5:1 for
 * text (1.4.3) against white and slate-50 (e2e/contrast.spec.ts measures them).
 */
export function controlClasses(
  { compact = false, tall = false }: { compact?: boolean; tall?: boolean } = {},
  className?: string,
): string {
  return cn(
    compact
      ? 'rounded-lg border border-slate-500 bg-white px-2 py-1.5 text-sm'
      : 'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-500',
    !compact && (tall ? 'py-2.5' : 'py-2'),
    className,
  );
}

/** The file picker of the apply form and the cover upload: a plain input with a brand-coloured button. */
export const FILE_INPUT_CLASSES =
  'mt-1 block w-full text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100';

/**
 * A text-like `<input>`. Inside a `Field` it takes the field's id, `aria-invalid` and `aria-describedby` unless
 * they are given (Conform's `getInputProps` gives all three). `type="file"` gets the file picker's look; `tall` the
 * contact form's box (`controlClasses`). A `ref` reaches the input.
 */
export function Input({ className, tall, ...props }: ComponentProps<'input'> & { tall?: boolean }) {
  const wiring = useFieldControl();
  return (
    <input
      {...wiring}
      {...props}
      className={props.type === 'file' ? cn(FILE_INPUT_CLASSES, className) : controlClasses({ tall }, className)}
    />
  );
}
