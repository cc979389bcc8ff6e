import type { SelectHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/** A native `<select>` in the site's control box (`compact` for list filters); wired to its `Field` like `Input`. */
export function Select({
  className,
  compact,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { compact?: boolean }) {
  const wiring = useFieldControl();
  return <select {...wiring} {...props} className={controlClasses({ compact }, className)} />;
}
