import type { RouterContextProvider } from 'react-router';
import { readFormData } from '~/lib/form-data.server';
import { assertSameOrigin } from './admin-origin.server';
import { withStaff } from './session.server';

interface StaffRouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The loader of a staff list page: `load` gets the staff token and the URL's query (`?page=`, filters…). */
export function staffListLoader<T>(load: (token: string, params: URLSearchParams) => Promise<T>) {
  return ({ request, context }: StaffRouteArgs): Promise<T> =>
    withStaff({ request, context }, ({ token }) => load(token, new URL(request.url).searchParams));
}

/** The action of a staff page: same-origin posts only, then `handle` gets the staff token and the form. */
export function staffFormAction<T>(handle: (token: string, formData: FormData) => Promise<T>) {
  return async ({ request, context }: StaffRouteArgs): Promise<T> => {
    assertSameOrigin(request);
    return withStaff({ request, context }, async ({ token }) => handle(token, await readFormData(request)));
  };
}
