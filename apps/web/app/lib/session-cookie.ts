/** The name of the staff session cookie (app/features/staff/session.server.ts); a request carrying it is never served from the page cache. */
export const SESSION_COOKIE = '__staff_session';

/**
 * The one-minute cookie that carries "your application was sent" across the redirect after applying without
 * JavaScript (features/applications/apply-page.server.ts), on that job page's path only. A page request carrying it
 * is one visitor's own answer: never served from, nor stored in, the page cache.
 */
export const APPLIED_COOKIE = '__applied';
