import { readFormData } from '~/lib/form-data.server';
import { assertSameOrigin } from './admin-origin.server';
import { type StaffRouteArgs, withStaff } from './session.server';

/** The loader of a staff list page: `load` gets the staff token and the URL's query (`?page=`, filters…). */
export function staffListLoader<T>(load: (token: string, params: URLSearchParams) => Promise<T>) {
  return (args: StaffRouteArgs): Promise<T> => withStaff(args, ({ token }) => load(token, args.url.searchParams));
}

/** The action of a staff page: same-origin posts only, then `handle` gets the staff token and the form. */
export function staffFormAction<T>(handle: (token: string, formData: FormData) => Promise<T>) {
  return async (args: StaffRouteArgs): Promise<T> => {
    assertSameOrigin(args.request);
    return withStaff(args, async ({ token }) => handle(token, await readFormData(args.request)));
  };
}
