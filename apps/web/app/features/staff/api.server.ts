import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, z } from '@agency/contract';
import { ApiError, isAuthError } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { jwtExpiry } from './jwt';
import type { StaffUser } from './staff-user';
import { enquiryStatus } from '~/features/enquiries/index.server';
import { log } from '~/lib/log.server';

/**
 * Staff sign-in, session and dashboard calls to the CMS (docs/000-product.md §14, docs/000-product.md §7 "Admin
 * calls"), server only. Every call goes through `cmsRequest` and parses the answer with zod; each feature's own staff
 * calls are in its `api.server.ts`.
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure; 401/403 mean the token is no good for the
 * back-office.
 */

/** docs/000-product.md §8 "Login failure" — also for a valid user without a staff role. */
export const INVALID_CREDENTIALS_MESSAGE =
  'Invalid credentials or insufficient privileges. Please check your username/password and ensure you have admin access.';
/** docs/000-product.md §8 "Login network failure". */
export const LOGIN_NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

/**
 * A users-permissions session (`jwtManagement: 'refresh'`, apps/cms config/plugins.ts) as the staff cookie keeps it:
 * the short access token and the refresh token with their expiries (seconds since the epoch), and the device id that
 * names the session's family (what `POST /auth/logout` revokes).
 */
export interface CmsSession {
  token: string;
  tokenExpiresAt: number;
  refreshToken: string;
  sessionExpiresAt: number;
  deviceId: string;
}

const tokensSchema = z.object({ jwt: z.string().min(1), refreshToken: z.string().min(1) });

/** The session of a users-permissions answer with tokens (a sign-in, an accepted invitation). @throws ApiError (502) when a token carries no expiry. */
export function cmsSession({ jwt, refreshToken }: z.infer<typeof tokensSchema>, deviceId: string): CmsSession {
  const tokenExpiresAt = jwtExpiry(jwt);
  const sessionExpiresAt = jwtExpiry(refreshToken);
  if (!tokenExpiresAt || !sessionExpiresAt) {
    throw new ApiError('The CMS sent a token without an expiry.', { status: 502 });
  }
  return { token: jwt, tokenExpiresAt, refreshToken, sessionExpiresAt, deviceId };
}

/**
 * What `POST /auth/local` answers instead of a session when the CMS wants a second factor (docs/022-the-team.md
 * "Two-factor sign-in"): a code (`verify`) or an enrolment first (`enrol`), with the challenge that the code step
 * needs and the device id the session will be opened for.
 */
export interface SecondFactorDue {
  secondFactor: 'verify' | 'enrol';
  challenge: string;
  deviceId: string;
}

const challengeSchema = z.union([
  z.object({ mfaRequired: z.literal(true), challenge: z.string().min(1) }),
  z.object({ mfaEnrolmentRequired: z.literal(true), challenge: z.string().min(1) }),
]);

/**
 * Signs in with users-permissions (`POST /auth/local`, the visitor's address forwarded so that the CMS's own limit
 * counts visitors) and admits only staff (`admitStaff`). When the CMS wants a second factor first, its challenge.
 * @returns the CMS session and the user; a `SecondFactorDue`; or `null` for wrong credentials and for users without
 *          a staff role.
 * @throws ApiError 429 when the CMS limits this client's attempts; ApiError for a network failure (no status) or
 *         any other CMS error.
 */
export async function signIn(
  identifier: string,
  password: string,
  clientIp: string,
): Promise<(CmsSession & { user: StaffUser }) | SecondFactorDue | null> {
  const deviceId = randomUUID();
  let login: unknown;
  try {
    login = await cmsRequest('/auth/local', { method: 'POST', body: { identifier, password, deviceId }, clientIp });
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.status !== 429)
      return null;
    throw error;
  }
  const challenge = challengeSchema.safeParse(login);
  if (challenge.success) {
    const secondFactor = 'mfaRequired' in challenge.data ? 'verify' : 'enrol';
    return { secondFactor, challenge: challenge.data.challenge, deviceId };
  }
  return admitStaff(login, deviceId);
}

/**
 * Admits only staff to the back-office with a session the CMS opened (by `POST /auth/local` or the two-factor step):
 * the answer must carry a user and a token (docs/000-product.md §5), and `GET /staff/me` with that token must answer
 * with a staff role (admin, recruiter, editor: docs/022-the-team.md), which the session keeps. A user without a staff
 * role has the session just opened revoked at once.
 * @returns the CMS session and the user, or `null` for an answer without a session and for users without a staff role.
 * @throws ApiError when the CMS cannot be reached or fails.
 */
export async function admitStaff(login: unknown, deviceId: string): Promise<(CmsSession & { user: StaffUser }) | null> {
  const parsed = tokensSchema.extend({ user: z.object({}).passthrough() }).safeParse(login);
  if (!parsed.success) return null;
  const session = cmsSession(parsed.data, deviceId);
  try {
    const me = parse(
      z.object({ username: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) }),
      await cmsRequest('/staff/me', { token: session.token }),
    );
    return { ...session, user: { username: me.username, email: me.email, role: me.role } };
  } catch (error) {
    if (isAuthError(error)) {
      log.warn('Sign-in refused: the user has no staff role.');
      await signOut(session).catch(() => undefined);
      return null;
    }
    throw error;
  }
}

/**
 * A new access token for a live session (`POST /auth/refresh`; the refresh token is rotated).
 * @throws ApiError 401 when the CMS session has ended (revoked, expired, idle too long); ApiError otherwise.
 */
export async function refreshStaffSession(session: CmsSession): Promise<CmsSession> {
  const body = await cmsRequest('/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
  return cmsSession(parse(tokensSchema, body), session.deviceId);
}

/**
 * Ends the CMS session (`POST /auth/logout` for the session's device): its access and refresh tokens are refused
 * from then on. An access token about to expire is refreshed first, since the logout route needs a valid one.
 * @throws ApiError when the CMS cannot be reached or refuses.
 */
export async function signOut(session: CmsSession): Promise<void> {
  const token =
    session.tokenExpiresAt - Date.now() / 1000 > 5 ? session.token : (await refreshStaffSession(session)).token;
  await cmsRequest('/auth/logout', { method: 'POST', token, body: { deviceId: session.deviceId } });
}

// ---------------------------------------------------------------- dashboard

const statsSchema = z.object({
  totalApplications: z.number().optional(),
  pendingApplications: z.number().optional(),
  activeJobs: z.number().optional(),
  totalArticles: z.number().optional(),
});
export type DashboardStats = z.infer<typeof statsSchema>;

/**
 * `GET /dashboard/stats` → the counts of the dashboard cards the signed-in role may see (docs/022-the-team.md: an
 * Editor gets the articles only); the CMS leaves the others out.
 */
export async function getDashboardStats(token: string): Promise<DashboardStats> {
  return parse(statsSchema, await cmsRequest('/dashboard/stats', { token }));
}

const weeksSchema = z.array(z.object({ weekStart: z.string(), count: z.number() }));
export type WeeklyCount = z.infer<typeof weeksSchema>[number];

/** `GET /dashboard/applications-per-week` → 12 weeks, oldest first (`weekStart` is a Monday, YYYY-MM-DD). */
export async function getApplicationsPerWeek(token: string): Promise<WeeklyCount[]> {
  return parse(weeksSchema, await cmsRequest('/dashboard/applications-per-week', { token }));
}

const bySourceSchema = z.object({
  since: z.string(),
  days: z.number(),
  counts: z.array(z.object({ source: z.string().nullable(), count: z.number() })),
});
export type ApplicationsBySource = z.infer<typeof bySourceSchema>;

/**
 * `GET /dashboard/applications-by-source` → the applications of the last `days` (30) days by source, in the
 * contract's order of the sources, those stored before sources were recorded last (`source` null;
 * docs/023-talent-pool.md "Sources").
 */
export async function getApplicationsBySource(token: string): Promise<ApplicationsBySource> {
  return parse(bySourceSchema, await cmsRequest('/dashboard/applications-by-source', { token }));
}

const recentSchema = z.object({
  previousVisit: z.string().nullable(),
  newApplications: z.number(),
  /** Of those, the applications to the jobs this staff member owns (docs/022-the-team.md). */
  newApplicationsToMyJobs: z.number().default(0),
  newEnquiries: z.number(),
  latestApplications: z.array(
    z.object({
      documentId: z.string(),
      fullName: z.string(),
      jobTitle: z.string().nullable(),
      job_status: z.string(),
      appliedAt: z.string(),
    }),
  ),
  latestEnquiries: z.array(
    z.object({
      documentId: z.string(),
      fullName: z.string(),
      service: z.string().nullable(),
      status: enquiryStatus,
      createdAt: z.string(),
    }),
  ),
});
export type RecentActivity = z.infer<typeof recentSchema>;

/**
 * `GET /dashboard/recent` → the latest applications and enquiries, and how many arrived since this staff member's
 * previous visit (null `previousVisit` on the first). The CMS records this call as the new visit.
 */
export async function getRecentActivity(token: string): Promise<RecentActivity> {
  return parse(recentSchema, await cmsRequest('/dashboard/recent', { token }));
}
