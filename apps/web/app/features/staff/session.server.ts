import { createHash } from 'node:crypto';
import { isStaffRole, NO_ACCESS_MESSAGE, roleMay } from '@agency/contract';
import { sealData, unsealData } from 'iron-session';
import {
  createContext,
  createCookieSessionStorage,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
  type Session as RouterSession,
} from 'react-router';
import type { PageRequest } from '~/lib/request-info';
import { isAuthError } from '~/lib/api-error';
import { loginUrl } from './admin-redirect';
import { refreshStaffSession, signOut, type CmsSession } from './api.server';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { requiredPermissionContext } from './permission-context';
import type { StaffUser } from './staff-user';
import { log } from '~/lib/log.server';

/**
 * The staff session (docs/000-product.md §10, §16): an `httpOnly`, `SameSite=Lax` cookie of apps/web holding the CMS
 * session — a short access token, the refresh token and the device id of users-permissions' session management — and
 * the user's name, sealed with iron-session (AES-256-CBC + HMAC) so that the cookie's content is unreadable, and signed
 * by React Router's cookie with `SESSION_SECRET`. No token ever reaches browser JavaScript or storage.
 *
 * The cookie lives as long as the CMS session (`sessionExpiresAt`, the refresh token's expiry). Staff routes run
 * `staffSession` (a React Router middleware): it refreshes the access token shortly before it expires and writes the
 * new cookie. Signing out revokes the CMS session, so a copied cookie stops working at once
 * (docs/006-staff-sessions-and-sign-in-limits.md).
 * `Secure` follows the request's protocol (https in production; Express reads X-Forwarded-Proto behind a trusted
 * proxy). Without `SESSION_SECRET` nobody can sign in and every request is signed out.
 */

/** Refresh the access token when it has less than this left, in seconds (it lives 10 minutes). */
const REFRESH_MARGIN_SECONDS = 120;

/** What staff loaders and actions work with: the access token to send to the CMS, and the user. */
export interface StaffSession {
  token: string;
  user: StaffUser;
}

/** What the cookie holds: the CMS session of users-permissions and the user. */
interface SealedSession extends CmsSession {
  user: StaffUser;
}

type Session = RouterSession<{ staff: string }>;

let storage: ReturnType<typeof createCookieSessionStorage<{ staff: string }>> | null = null;
let warned = false;

function secret(): string | null {
  const value = process.env.SESSION_SECRET;
  if (value) return value;
  if (!warned) {
    log.warn('SESSION_SECRET is not set: staff sign-in is disabled.');
    warned = true;
  }
  return null;
}

/** iron-session needs a password of at least 32 characters: a SHA-256 of the secret always has 64. */
function sealPassword(value: string): string {
  return createHash('sha256').update(`staff-session:${value}`).digest('hex');
}

function sessionStorage(value: string) {
  storage ??= createCookieSessionStorage<{ staff: string }>({
    cookie: { name: SESSION_COOKIE, httpOnly: true, sameSite: 'lax', path: '/', secrets: [value] },
  });
  return storage;
}

const nowSeconds = () => Date.now() / 1000;
const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

/**
 * A cookie written before staff roles (docs/022-the-team.md) holds no role: only Admins could sign in then, so it is an
 * Admin's. A role that is not a staff role makes the cookie invalid.
 */
function withRole(data: Partial<SealedSession>): Partial<SealedSession> {
  if (!data.user || data.user.role !== undefined) return data;
  return { ...data, user: { ...data.user, role: 'admin' } };
}

function isSealedSession(data: Partial<SealedSession>): data is SealedSession {
  return (
    typeof data.token === 'string' &&
    typeof data.refreshToken === 'string' &&
    typeof data.deviceId === 'string' &&
    typeof data.sessionExpiresAt === 'number' &&
    data.sessionExpiresAt > nowSeconds() &&
    typeof data.user?.username === 'string' &&
    typeof data.user?.email === 'string' &&
    isStaffRole(data.user?.role)
  );
}

async function readSession(request: Request): Promise<{ session: Session; sealed: SealedSession | null } | null> {
  const value = secret();
  if (!value) return null;
  const session = await sessionStorage(value).getSession(request.headers.get('Cookie'));
  const sealed = session.get('staff');
  if (typeof sealed !== 'string') return { session, sealed: null };
  try {
    const data = withRole(await unsealData<Partial<SealedSession>>(sealed, { password: sealPassword(value), ttl: 0 }));
    return { session, sealed: isSealedSession(data) ? data : null };
  } catch {
    return { session, sealed: null };
  }
}

/** A `Set-Cookie` value holding `sealed`, living as long as its CMS session. */
async function sessionCookie(request: Request, sealed: SealedSession): Promise<string> {
  const value = secret();
  if (!value) throw new Error('SESSION_SECRET is not set.');
  const maxAge = Math.floor(sealed.sessionExpiresAt - nowSeconds());
  if (maxAge <= 0) throw new Error('The CMS session has already expired.');
  const session = await sessionStorage(value).getSession();
  session.set('staff', await sealData(sealed, { password: sealPassword(value), ttl: maxAge }));
  return sessionStorage(value).commitSession(session, { maxAge, secure: isSecure(request) });
}

async function destroyCookie(request: Request, session: Session): Promise<string> {
  return sessionStorage(secret()!).destroySession(session, { secure: isSecure(request) });
}

/** The signed-in staff member of this request, or null (no cookie, tampered cookie, ended session). */
export async function getStaffSession(request: Request): Promise<StaffSession | null> {
  const sealed = (await readSession(request))?.sealed;
  return sealed ? { token: sealed.token, user: sealed.user } : null;
}

/**
 * The path and query of a page: where to come back to after signing in. `url` is React Router's normalized URL of the
 * route's arguments (no `.data` suffix or `_routes` parameter of a data request, which `request.url` keeps).
 */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/**
 * Starts a session for a user the CMS accepted and redirects to `redirectTo`.
 * @throws Error when SESSION_SECRET is missing or the CMS session has already expired.
 */
export async function createStaffSession(
  request: Request,
  staff: CmsSession & { user: StaffUser },
  redirectTo: string,
): Promise<Response> {
  return redirect(redirectTo, { headers: { 'Set-Cookie': await sessionCookie(request, staff) } });
}

/**
 * Ends the session and redirects to `to`: the CMS session is revoked (so the cookie is worthless even if it was
 * copied), then the cookie is cleared. A CMS that cannot be reached does not keep anybody signed in here.
 */
export async function destroyStaffSession(request: Request, to: string): Promise<Response> {
  const read = await readSession(request);
  if (!read) return redirect(to);
  if (read.sealed) {
    await signOut(read.sealed).catch((error: unknown) =>
      log.error({ err: error }, 'The CMS session could not be revoked'),
    );
  }
  return redirect(to, { headers: { 'Set-Cookie': await destroyCookie(request, read.session) } });
}

/** The staff session of a request that passed `staffSession`. */
export const staffContext = createContext<StaffSession>();

/**
 * What a staff route answers a request without a session at `url` (the route's normalized URL); `headers` clear a
 * cookie that is no longer valid.
 */
export type SignedOutAnswer = (url: URL, headers: Headers) => Response;

/** The login page, coming back to this page afterwards. */
const toLoginPage: SignedOutAnswer = (url, headers) => redirect(loginUrl(pathOf(url)), { headers });

/**
 * React Router middleware of every staff-only route module (`export const middleware = [staffSession()]`): no
 * session → `signedOut` (by default the login page, coming back here afterwards; a cookie that is no longer valid is
 * cleared); an access token close to its expiry → a new one from
 * the CMS (`POST /auth/refresh`), written into the cookie of this response. Two requests of one browser that refresh
 * with the same cookie at once (two tabs, or a page and its data request, on one web instance or two) both get the
 * same new session: the CMS answers a refresh token rotated moments ago with its family's current token; the same
 * token presented again later is a stolen copy to the CMS, which then ends every session of the account (apps/cms
 * src/lib/refresh-reuse.ts). A refresh that fails leaves a still-valid token in use; once the token has expired, a
 * refusal (the session was revoked, or ran out) signs the user out.
 * @throws Response: what `signedOut` answers.
 */
export const staffSession =
  (signedOut: SignedOutAnswer = toLoginPage): MiddlewareFunction<Response> =>
  async ({ request, url, context }, next) => {
    const read = await readSession(request);
    const signOutHere = async () => {
      const headers = new Headers();
      if (read && request.headers.get('Cookie')?.includes(SESSION_COOKIE)) {
        headers.set('Set-Cookie', await destroyCookie(request, read.session));
      }
      return signedOut(url, headers);
    };
    let sealed = read?.sealed;
    if (!sealed) throw await signOutHere();

    let cookie: string | null = null;
    if (sealed.tokenExpiresAt - nowSeconds() < REFRESH_MARGIN_SECONDS) {
      try {
        sealed = { ...(await refreshStaffSession(sealed)), user: sealed.user };
        cookie = await sessionCookie(request, sealed);
      } catch (error) {
        // A CMS that could not be reached, say: a token that is still valid keeps working, and the CMS refuses it at
        // once if the session was ended.
        if (sealed.tokenExpiresAt <= nowSeconds()) {
          if (isAuthError(error)) throw await signOutHere();
          throw error;
        }
      }
    }
    context.set(staffContext, { token: sealed.token, user: sealed.user });
    const response = await next();
    if (cookie) response.headers.append('Set-Cookie', cookie);
    return response;
  };

/** What a staff route's loader or action gets from React Router and hands on: the page request and its context. */
export interface StaffRouteArgs extends PageRequest {
  context: Readonly<RouterContextProvider>;
}

/**
 * Runs admin work with the session's token, once the signed-in role has the permission the route declared with its
 * `requirePermission` middleware (features/staff/access.server.ts; docs/022-the-team.md "Enforcement"); a route that
 * declared none is refused too. A token the CMS rejects (401/403: the user was blocked or lost their staff role) signs
 * the user out cleanly: the session is destroyed and the browser goes to the login page, coming back here afterwards.
 * @throws data (403, the contract's NO_ACCESS_MESSAGE; the admin layout shows the "You do not have access" page) for a
 *         role without the route's permission; Response (redirect) for a rejected token; whatever `work` throws
 *         otherwise.
 */
export async function withStaff<T>(
  { request, url, context }: StaffRouteArgs,
  work: (staff: StaffSession) => Promise<T>,
): Promise<T> {
  const staff = context.get(staffContext);
  const permission = context.get(requiredPermissionContext);
  if (!permission || !roleMay(staff.user.role, permission)) {
    throw data(NO_ACCESS_MESSAGE, { status: 403, headers: { 'Cache-Control': 'private, no-store' } });
  }
  try {
    return await work(staff);
  } catch (error) {
    if (isAuthError(error)) throw await destroyStaffSession(request, loginUrl(pathOf(url)));
    throw error;
  }
}
