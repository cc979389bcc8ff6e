import { useRouteLoaderData } from 'react-router';
import type { StaffUser } from './session.server';

/** The signed-in staff member from the root loader, or null for visitors. */
export function useStaffUser(): StaffUser | null {
  const root = useRouteLoaderData('root') as { user?: StaffUser | null } | undefined;
  return root?.user ?? null;
}

/** The form that signs out (POST /admin/logout, then home). */
export const LOGOUT_ACTION = '/admin/logout';
