/** What a staff download never lacks: it is nobody else's to cache, and the browser takes its type as given. */
const PRIVATE_FILE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/** The CMS's headers of a file that the browser gets as they are: its type, its length and its name. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'];

/**
 * A file the CMS answered with (a resume, a personal-data ZIP), streamed through to a staff member's browser: its type,
 * length and name as the CMS gave them, `fallbackDisposition` when it named none, never cached. The body is not read
 * here, so a large file never sits in the web app's memory.
 */
export function downloadFromCms(upstream: Response, fallbackDisposition: string): Response {
  const headers = new Headers(PRIVATE_FILE_HEADERS);
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('content-disposition')) headers.set('Content-Disposition', fallbackDisposition);
  return new Response(upstream.body, { status: 200, headers });
}

/** The headers of a file the web app writes itself for staff (the CSV export): `type`, its name, never cached. */
export function privateFileHeaders(type: string, filename: string): Record<string, string> {
  return { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"`, ...PRIVATE_FILE_HEADERS };
}
