import type { StaffRole } from '@agency/contract';
import { useRouteLoaderData } from 'react-router';

/**
 * Who is signed in, as the header and the dashboard show it, with their staff role (docs/022-the-team.md): the web app
 * shows only what the role may use (the contract's `roleMay`); the CMS enforces it.
 */
export interface StaffUser {
  username: string;
  email: string;
  role: StaffRole;
}

/** The signed-in staff member from the root loader, or null for visitors. */
export function useStaffUser(): StaffUser | null {
  const root = useRouteLoaderData<{ user?: StaffUser | null }>('root');
  return root?.user ?? null;
}
