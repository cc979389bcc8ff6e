import { ArrowLeft, LogOut } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Form, Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { LOGOUT_ACTION } from '~/lib/admin-url';

/**
 * Title row of an admin page: a back-to-dashboard link (except on the dashboard), the title with an optional
 * subtitle, actions, and a Log out button where the spec puts one (dashboard and applications). The title takes the
 * focus from a script (`headingRef`, tabIndex -1) when what had it is gone, such as a deleted row's button.
 */
export function AdminPageHeader({
  title,
  subtitle,
  backToDashboard = true,
  logout = false,
  headingRef,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  backToDashboard?: boolean;
  logout?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6">
      {backToDashboard ? (
        <Link
          to="/admin/dashboard"
          className="inline-flex min-h-6 items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Back to Dashboard
        </Link>
      ) : null}
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="rounded-sm text-2xl font-bold tracking-tight text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-3xl"
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {children}
          {logout ? (
            <Form method="post" action={LOGOUT_ACTION}>
              <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Logout
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
