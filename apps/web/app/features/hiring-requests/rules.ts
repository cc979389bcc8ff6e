/** Path of the staff list of hiring requests (docs/024-employers.md "In the back-office"). */
export const HIRING_REQUESTS_PATH = '/admin/hiring-requests';

/** Path of one hiring request's page. */
export function hiringRequestPath(documentId: string): string {
  return `${HIRING_REQUESTS_PATH}/${encodeURIComponent(documentId)}`;
}

/** Path of a request's job description file, downloaded through this site (routes/admin/hiring-request-job-description.ts). */
export function jobDescriptionPath(documentId: string): string {
  return `${hiringRequestPath(documentId)}/job-description`;
}
