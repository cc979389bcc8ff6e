import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';
import type { StaffRole } from '@agency/contract';
import { areasFor } from '../areas';

/**
 * The back-office's navigation (docs/022-the-team.md "Enforcement"): a link to each part the role may use, none to the
 * others; the current part is marked (`aria-current="page"`, NavLink). Links are at least 24 px high (WCAG 2.2 2.5.8).
 */
export function StaffNav({ role }: { role: StaffRole }) {
  return (
    <nav aria-label="Back-office" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2 sm:px-6">
        {areasFor(role).map((area) => (
          <li key={area.path}>
            <NavLink
              to={area.path}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-8 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
