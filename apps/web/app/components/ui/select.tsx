import type { SelectHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/** A choice of a Select: a value shown as it is, or a value with its label. */
export type SelectOption = string | number | { value: string; label: string };

/**
 * A native `<select>` in the site's control box (`compact` for list filters, `tall` for the contact form); wired to its `Field` like `Input`.
 * `options` become its `<option>`s, after an empty-valued `placeholder` option when there is one.
 */
export function Select({
  className,
  compact,
  tall,
  options,
  placeholder,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  compact?: boolean;
  tall?: boolean;
  options?: readonly SelectOption[];
  placeholder?: string;
}) {
  const wiring = useFieldControl();
  return (
    <select {...wiring} {...props} className={controlClasses({ compact, tall }, className)}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options?.map((option) => {
        const { value, label } = typeof option === 'object' ? option : { value: option, label: option };
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
}
