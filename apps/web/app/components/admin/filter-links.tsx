import { Link } from 'react-router';
import { withParams } from '~/lib/admin-url';
import { cn } from '~/lib/cn';

/**
 * A staff list's filter as links (`?{param}=value`, 'All' without it), the current one marked with `aria-current`;
 * the list's other params are kept and the page goes back to 1 (`withParams`). Works without JavaScript.
 */
export function FilterLinks({
  label,
  path,
  search,
  param,
  options,
  current,
}: {
  /** The group's accessible name ('Filter by status'). */
  label: string;
  path: string;
  search: URLSearchParams;
  param: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The chosen value, or null for All. */
  current: string | null;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {[{ value: null, label: 'All' }, ...options].map((option) => (
        <Link
          key={option.value ?? 'all'}
          to={withParams(path, search, { [param]: option.value })}
          aria-current={option.value === current ? 'true' : undefined}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium',
            option.value === current
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {option.label}
        </Link>
      ))}
    </div>
  );
}
