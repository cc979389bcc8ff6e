import { ChevronDown, KeyRound, LayoutDashboard, LogOut, ShieldCheck, UserRound, UserRoundCog } from 'lucide-react';
import { Form, Link, useSubmit } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { buttonClasses } from '~/components/ui/button';
import type { StaffUser } from '~/features/staff/staff-user';
import { LOGOUT_ACTION } from '~/lib/admin-url';

/**
 * Header, signed in (docs/000-product.md §2): the Admin link and the user menu with username, email, Admin Dashboard,
 * Change password (docs/022-the-team.md "Password reset and change") and Log out.
 */
export function AdminHeaderActions({ user }: { user: StaffUser }) {
  // The menu closes (and unmounts its content) on select, so the item submits the form itself.
  const submit = useSubmit();
  return (
    <>
      <Link to="/admin/dashboard" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Admin
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`User menu for ${user.username}`}
        >
          <UserRound aria-hidden="true" className="size-4" />
          <span className="max-w-32 truncate">{user.username}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="px-3 py-2">
            <span className="block text-sm font-semibold text-slate-900">{user.username}</span>
            <span className="block text-xs text-slate-600">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/admin/dashboard">
              <LayoutDashboard aria-hidden="true" className="size-4" /> Admin Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/admin/account">
              <UserRoundCog aria-hidden="true" className="size-4" /> My profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/admin/account/two-factor">
              <ShieldCheck aria-hidden="true" className="size-4" /> Two-factor sign-in
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/admin/account/password">
              <KeyRound aria-hidden="true" className="size-4" /> Change password
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => submit(null, { method: 'post', action: LOGOUT_ACTION })}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** Mobile menu, signed in (docs/000-product.md §2): the Welcome greeting, Admin Dashboard and Logout. */
export function AdminMobileActions({ user }: { user: StaffUser }) {
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="px-3 text-sm text-slate-700">
        Welcome, <span className="font-semibold">{user.username}</span>
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Link to="/admin/dashboard" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Admin Dashboard
        </Link>
        <Form method="post" action={LOGOUT_ACTION}>
          <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'w-full')}>
            Logout
          </button>
        </Form>
        <Link to="/admin/account" className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'col-span-2')}>
          My profile
        </Link>
        <Link to="/admin/account/two-factor" className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'col-span-2')}>
          Two-factor sign-in
        </Link>
      </div>
    </div>
  );
}
