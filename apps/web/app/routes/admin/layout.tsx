import { NO_ACCESS_MESSAGE } from '@agency/contract';
import { useEffect, useRef } from 'react';
import { data, isRouteErrorResponse, Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { Route } from './+types/layout';
import { NoAccessPage } from '~/features/staff/components/no-access';
import { StaffNav } from '~/features/staff/components/staff-nav';
import { staffContext, staffSession } from '~/features/staff/session.server';
import { useStaffUser } from '~/features/staff/staff-user';
import { pageTitle } from '~/lib/seo';
import { ErrorBoundary as AppErrorBoundary } from '~/root';

/** Admin pages are never cached by the browser or a proxy, and never indexed. */
export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** Only staff get in: a visitor goes to /admin/login and comes back afterwards. */
export const middleware: Route.MiddlewareFunction[] = [staffSession()];

/** The back-office around every admin page (docs/000-product.md §2 "admin" routes). */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  return data({ user }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

/** A page the role may not use (features/staff/access.server.ts) is titled with the contract's NO_ACCESS_MESSAGE. */
export const meta: Route.MetaFunction = ({ error }) => [
  ...(isNoAccess(error) ? [{ title: pageTitle(NO_ACCESS_MESSAGE) }] : []),
  { name: 'robots', content: 'noindex' },
];

const isNoAccess = (error: unknown) => isRouteErrorResponse(error) && error.status === 403;

/**
 * The toasts' place and close button (WCAG 2.2 2.4.11, 2.5.8; docs/018-forms-and-focus.md): at the bottom, where
 * they cover none of the sticky header's controls (at the top right they hid the User menu), and a close button of
 * 24×24 CSS px (sonner draws 20×20; `!` outranks its own stylesheet, which it inserts after ours).
 */
const TOASTER = {
  position: 'bottom-right',
  richColors: true,
  closeButton: true,
  toastOptions: { classNames: { closeButton: 'size-6!' } },
} as const;

/**
 * After a navigation inside the back-office (a save that lands on its list, a link), a focus that fell to <body> with
 * the page it was on goes to the new page's heading (AdminPageHeader's h1, tabIndex -1), where reading starts
 * (WCAG 2.4.3; docs/018-forms-and-focus.md). A focus that is somewhere is left alone, and so is the first load.
 */
function useFocusAfterNavigation() {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>('main h1[tabindex="-1"]')?.focus();
  }, [key]);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFocusAfterNavigation();
  return (
    <div className="bg-slate-50">
      <StaffNav role={loaderData.user.role} />
      <div className="mx-auto min-h-[70vh] max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </div>
      <Toaster {...TOASTER} />
    </div>
  );
}

/**
 * A back-office page the signed-in role may not use (a 403 from `withStaff`, features/staff/session.server.ts): the navigation of what the
 * role may use and the "You do not have access" page (docs/022-the-team.md); any other error, the site's error screen.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const user = useStaffUser();
  if (!isNoAccess(error)) return <AppErrorBoundary error={error} params={params} />;
  return (
    <div className="bg-slate-50">
      {user ? <StaffNav role={user.role} /> : null}
      <div className="mx-auto min-h-[70vh] max-w-7xl px-4 py-8 sm:px-6">
        <NoAccessPage />
      </div>
    </div>
  );
}
