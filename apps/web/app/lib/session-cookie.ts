/** The name of the staff session cookie (app/features/staff/session.server.ts); a request carrying it is never served from the page cache. */
export const SESSION_COOKIE = '__staff_session';
