/**
 * The path of the page a request is for: single-fetch data requests (`/jobs/x.data`, `/_root.data` for the home
 * page) name their page with a suffix that React Router removes.
 */
export function routePath(pathname: string): string {
  const path = pathname.split('?')[0] ?? '/';
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}
