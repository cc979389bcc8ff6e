import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { createCookieSessionStorage, redirect, type Session as RouterSession } from 'react-router';
import { ApiError, errorMessage } from './api-error';
import { loginUrl } from './admin-redirect';

/**
 * The staff session (DESIGN §1, §7): an `httpOnly`, `SameSite=Lax` cookie of apps/web holding the CMS JWT and
 * the user's name, sealed with iron-session (AES-256-CBC + HMAC) so that the cookie's content is unreadable, and
 * signed by React Router's cookie with `SESSION_SECRET`. No token ever reaches browser JavaScript or storage.
 * The cookie lives no longer than the JWT (`exp` of its payload), and a sealed value older than that is refused.
 * `Secure` follows the request's protocol (https in production; Express reads X-Forwarded-Proto behind a
 * trusted proxy). Without `SESSION_SECRET` nobody can sign in and every request is signed out.
 */
export const SESSION_COOKIE = '__staff_session';

/** Who is signed in, as the header and the dashboard show it. */
export interface StaffUser {
  username: string;
  email: string;
}

export interface StaffSession {
  token: string;
  user: StaffUser;
}

type Session = RouterSession<{ staff: string }>;

interface SealedSession extends StaffSession {
  /** JWT expiry, seconds since the epoch. */
  exp: number;
}

let storage: ReturnType<typeof createCookieSessionStorage<{ staff: string }>> | null = null;
let warned = false;

function secret(): string | null {
  const value = process.env.SESSION_SECRET;
  if (value) return value;
  if (!warned) {
    console.warn('SESSION_SECRET is not set: staff sign-in is disabled.');
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

/** Seconds since the epoch at which a JWT expires (`exp` of its payload), or null when unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

async function readSession(request: Request): Promise<{ session: Session; staff: StaffSession | null } | null> {
  const value = secret();
  if (!value) return null;
  const session = await sessionStorage(value).getSession(request.headers.get('Cookie'));
  const sealed = session.get('staff');
  if (typeof sealed !== 'string') return { session, staff: null };
  try {
    const data = await unsealData<Partial<SealedSession>>(sealed, { password: sealPassword(value), ttl: 0 });
    const valid =
      typeof data.token === 'string' &&
      typeof data.exp === 'number' &&
      data.exp * 1000 > Date.now() &&
      typeof data.user?.username === 'string' &&
      typeof data.user?.email === 'string';
    return { session, staff: valid ? { token: data.token!, user: data.user! } : null };
  } catch {
    return { session, staff: null };
  }
}

/** The signed-in staff member of this request, or null (no cookie, tampered cookie, expired token). */
export async function getStaffSession(request: Request): Promise<StaffSession | null> {
  return (await readSession(request))?.staff ?? null;
}

/** The path and query of a request: where to come back to after signing in. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The signed-in staff member, or a redirect to `/admin/login?redirectTo=<this page>` (which also clears a
 * cookie that is no longer valid).
 * @throws Response (redirect) when nobody is signed in.
 */
export async function requireStaff(request: Request, redirectTo = pathOf(request)): Promise<StaffSession> {
  const read = await readSession(request);
  if (read?.staff) return read.staff;
  const headers = new Headers();
  if (read && request.headers.get('Cookie')?.includes(SESSION_COOKIE)) {
    headers.set('Set-Cookie', await destroyCookie(request, read.session));
  }
  throw redirect(loginUrl(redirectTo), { headers });
}

async function destroyCookie(request: Request, session: Session): Promise<string> {
  return sessionStorage(secret()!).destroySession(session, { secure: isSecure(request) });
}

/**
 * Starts a session for a user the CMS accepted and redirects to `redirectTo`.
 * @throws Error when SESSION_SECRET is missing or the JWT carries no expiry.
 */
export async function createStaffSession(request: Request, staff: StaffSession, redirectTo: string): Promise<Response> {
  const value = secret();
  if (!value) throw new Error('SESSION_SECRET is not set.');
  const exp = jwtExpiry(staff.token);
  if (!exp) throw new Error('The CMS token carries no expiry.');
  const maxAge = Math.floor(exp - Date.now() / 1000);
  if (maxAge <= 0) throw new Error('The CMS token has already expired.');
  const session = await sessionStorage(value).getSession();
  session.set(
    'staff',
    await sealData({ ...staff, exp } satisfies SealedSession, { password: sealPassword(value), ttl: maxAge }),
  );
  const cookie = await sessionStorage(value).commitSession(session, { maxAge, secure: isSecure(request) });
  return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}

/** Ends the session (whatever state it is in) and redirects to `to`. */
export async function destroyStaffSession(request: Request, to: string): Promise<Response> {
  const read = await readSession(request);
  if (!read) return redirect(to);
  return redirect(to, { headers: { 'Set-Cookie': await destroyCookie(request, read.session) } });
}

/** True for the CMS's answers that mean "this token is not (or no longer) good for the back-office". */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Runs admin work with the session's token. A token the CMS rejects (401/403) signs the user out cleanly:
 * the session is destroyed and the browser goes to the login page, coming back here afterwards.
 * @throws Response (redirect) for no session or a rejected token; whatever `work` throws otherwise.
 */
export async function withStaff<T>(request: Request, work: (staff: StaffSession) => Promise<T>): Promise<T> {
  const staff = await requireStaff(request);
  try {
    return await work(staff);
  } catch (error) {
    if (isAuthError(error)) throw await destroyStaffSession(request, loginUrl(pathOf(request)));
    throw error;
  }
}

/**
 * For loaders and actions that show a failure instead of throwing it: rethrows what must end the request (a
 * redirect Response, a CMS refusal of the token, handled by `withStaff`), else returns the failure's message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Response || isAuthError(error)) throw error;
  console.error(`${fallback}:`, error);
  return errorMessage(error, fallback);
}
