/** Path of the staff list of hiring requests (docs/024-employers.md "In the back-office"). */
export const HIRING_REQUESTS_PATH = '/admin/hiring-requests';

/** Path of one hiring request's page. */
export function hiringRequestPath(documentId: string): string {
  return `${HIRING_REQUESTS_PATH}/${encodeURIComponent(documentId)}`;
}
