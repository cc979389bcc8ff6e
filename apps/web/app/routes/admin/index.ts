import { redirect } from 'react-router';

/** /admin → the dashboard (which sends visitors to the login). */
export function loader() {
  return redirect('/admin/dashboard');
}
