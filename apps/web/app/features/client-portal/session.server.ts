import { createCookie, redirect } from 'react-router';
import { isAuthError } from '~/lib/api-error';
import { log } from '~/lib/log.server';
import { CLIENT_PORTAL_PATH, CLIENT_SESSION_ENDED_PATH } from './rules';

/**
 * A client contact's session in the web app (docs/024-employers.md "Submissions and the client portal"): an `httpOnly`,
 * `SameSite=Lax` cookie on the portal's paths only, signed with `SESSION_SECRET`, holding the session token the CMS
 * issued (the CMS keeps only its hash, and may revoke it: signing out, the contact removed, its 8 hours over). No token
 * reaches browser JavaScript. Without `SESSION_SECRET` nobody can sign in (as for staff).
 */
const COOKIE_NAME = '__client_session';

let warned = false;

function cookieOf(request: Request) {
  const secret = process.env.SESSION_SECRET;
  if (!secret && !warned) {
    log.warn('SESSION_SECRET is not set: the client portal is closed.');
    warned = true;
  }
  return createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    path: CLIENT_PORTAL_PATH,
    secure: new URL(request.url).protocol === 'https:',
    secrets: secret ? [secret] : [],
  });
}

/** The session token the request's cookie holds, or null (none, tampered, or no `SESSION_SECRET`). */
export async function clientSessionOf(request: Request): Promise<string | null> {
  if (!process.env.SESSION_SECRET) return null;
  const value: unknown = await cookieOf(request).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : null;
}

/** The `Set-Cookie` header of a new session token, expiring with the CMS's session (`expiresAt`, ISO 8601). */
export async function sessionCookie(request: Request, session: string, expiresAt: string): Promise<string> {
  return cookieOf(request).serialize(session, { expires: new Date(expiresAt) });
}

/** The `Set-Cookie` header that removes the session cookie. */
export async function endedSessionCookie(request: Request): Promise<string> {
  return cookieOf(request).serialize('', { maxAge: 0, expires: new Date(0) });
}

/**
 * Runs `work` with the request's client session: without one, the sign-in page; when the CMS says the session ended
 * (401: signed out elsewhere, the contact removed, expired), the cookie removed and the sign-in page saying so.
 * @throws the redirect (a Response), or `work`'s other errors.
 */
export async function withClient<T>(request: Request, work: (session: string) => Promise<T>): Promise<T> {
  const session = await clientSessionOf(request);
  if (!session) throw redirect(CLIENT_PORTAL_PATH);
  try {
    return await work(session);
  } catch (error) {
    if (isAuthError(error)) {
      throw redirect(CLIENT_SESSION_ENDED_PATH, { headers: { 'Set-Cookie': await endedSessionCookie(request) } });
    }
    throw error;
  }
}
