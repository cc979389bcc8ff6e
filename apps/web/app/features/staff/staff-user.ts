import { useRouteLoaderData } from 'react-router';

/** Who is signed in, as the header and the dashboard show it. */
export interface StaffUser {
  username: string;
  email: string;
}

/** The signed-in staff member from the root loader, or null for visitors. */
export function useStaffUser(): StaffUser | null {
  const root = useRouteLoaderData<{ user?: StaffUser | null }>('root');
  return root?.user ?? null;
}
