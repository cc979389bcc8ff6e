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

/** Input types whose value is always read left to right, whatever the page's language. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);
/** Input types whose value is free text, in whichever language the person writes. */
const FREE_TEXT_TYPES = new Set(['text', 'search']);

/**
 * The `dir` an `<input>` of this `type` takes unless it is given one (docs/026-languages.md, "Right to left"): `ltr` for
 * an e-mail, a phone number or a URL (a `+971 50…` or `name@example.com` must not be reordered in an Arabic page),
 * `auto` for free text (no `type` is text) so that Arabic typed on an English page, or English on an Arabic page,
 * reads in its own direction; none for the rest (numbers, dates, passwords, files, checkboxes), which follow the page.
 */
export function inputDirection(type: string | undefined): 'ltr' | 'auto' | undefined {
  const kind = type ?? 'text';
  if (LEFT_TO_RIGHT_TYPES.has(kind)) return 'ltr';
  return FREE_TEXT_TYPES.has(kind) ? 'auto' : undefined;
}

/**
 * Aligns a left-to-right field with the fields around it: its value stays left to right, but its text begins where the
 * page's text begins (on the right in Arabic), as Arabic sites lay out their e-mail and phone fields, so that a form
 * does not have one field starting on the other side. Under a right-to-left page (Tailwind's `rtl:` matches inside
 * `[dir="rtl"]`) the field's own end is its right. (`text-align: match-parent` says the same, but Chromium knows only
 * `-webkit-match-parent`.)
 */
const ALIGN_AS_PAGE = 'rtl:text-end';

/**
 * A text-like `<input>`. Inside a `Field` it takes the field's id, `aria-invalid` and `aria-describedby` unless
 * they are given (Conform's `getInputProps` gives all three). `type="file"` gets the file picker's look; `tall` the
 * contact form's box (`controlClasses`). Its `dir` comes from its type (`inputDirection`) unless one is given: a phone
 * number or URL typed as `text` passes `dir="ltr"`. A `ref` reaches the input.
 */
export function Input({ className, tall, ...props }: ComponentProps<'input'> & { tall?: boolean }) {
  const wiring = useFieldControl();
  const dir = props.dir ?? inputDirection(props.type);
  return (
    <input
      {...wiring}
      {...props}
      dir={dir}
      className={
        props.type === 'file'
          ? cn(FILE_INPUT_CLASSES, className)
          : controlClasses({ tall }, cn(dir === 'ltr' && ALIGN_AS_PAGE, className))
      }
    />
  );
}
