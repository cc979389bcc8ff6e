import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * A native checkbox drawn by the site rather than the browser, so that what the page says of its look is what shows:
 * 24 × 24 CSS px (WCAG 2.2 2.5.8 without the spacing exception), a slate-500 border (4.76:1 on white, 1.4.11; red when
 * `aria-invalid`), brand-700 with a white tick when checked, and the site's focus ring. The input keeps every native
 * behaviour (Space, labels, form data, `required`); the tick is decoration beside it. `className` goes to the wrapper
 * (its margins and alignment), a `ref` to the input (to set `indeterminate`); `type` is always checkbox.
 */
export function Checkbox({ className, ...props }: ComponentProps<'input'>) {
  return (
    <span className={cn('relative inline-flex size-6 shrink-0', className)}>
      <input
        {...props}
        type="checkbox"
        className="peer size-6 cursor-pointer appearance-none rounded border-2 border-slate-500 bg-white checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600"
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-1 hidden size-4 text-white peer-checked:block"
      />
    </span>
  );
}
