import { NO_ACCESS_MESSAGE } from '@agency/contract';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';

/**
 * The page of a back-office address the signed-in role may not use (docs/022-the-team.md "Enforcement"): the contract's
 * NO_ACCESS_MESSAGE as the one heading, why, and the way back to the dashboard, which every staff role may use.
 */
export function NoAccessPage() {
  return (
    <section aria-labelledby="no-access-heading" className="mx-auto max-w-2xl py-16 text-center">
      <Lock aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h1
        id="no-access-heading"
        tabIndex={-1}
        className="mt-4 rounded-sm text-3xl font-bold tracking-tight text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {NO_ACCESS_MESSAGE}
      </h1>
      <p className="mt-4 text-slate-600">
        Your role does not include this part of the back-office. If you need it, ask an Admin of your team.
      </p>
      <Link to="/admin/dashboard" className={buttonClasses({}, 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Back to Dashboard
      </Link>
    </section>
  );
}
