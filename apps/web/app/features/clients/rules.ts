/** Path of the staff list of clients (docs/024-employers.md "Clients"). */
export const CLIENTS_PATH = '/admin/clients';

/** Path of one client's page. */
export function clientPath(documentId: string): string {
  return `${CLIENTS_PATH}/${encodeURIComponent(documentId)}`;
}

/** Clients a page of the list shows (the CMS's page size of `GET /clients`). */
export const CLIENTS_PAGE_SIZE = 20;

/** Longest search text of the list, in characters. */
export const CLIENT_QUERY_MAX = 100;
