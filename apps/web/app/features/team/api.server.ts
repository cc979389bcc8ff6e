import { STAFF_ROLES, STAFF_STATUSES, z, type StaffRole } from '@agency/contract';
import { randomUUID } from 'node:crypto';
import { ApiError } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';

/**
 * The team page's calls to the CMS (apps/cms `/api/team`, docs/022-the-team.md "Team page and invitations"), server
 * only: the staff list, invitations, role changes, deactivation; and the invitation link's two public calls.
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure; the CMS's refusals (409) carry its message.
 */

const memberSchema = z.object({
  documentId: z.string(),
  fullName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  lastSignInAt: z.string().nullable(),
  mfaEnabled: z.boolean(),
  status: z.enum(STAFF_STATUSES),
});
export type TeamMember = z.infer<typeof memberSchema>;

const invitationSchema = z.object({
  documentId: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: z.string(),
  expired: z.boolean(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof invitationSchema>;

const teamSchema = z.object({
  data: z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) }),
});

/** `GET /team` → the staff and the open invitations. */
export async function getTeam(token: string): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  return parse(teamSchema, await cmsRequest('/team', { token })).data;
}

const path = (base: string, documentId: string, action: string) =>
  `${base}/${encodeURIComponent(documentId)}/${action}`;

/** `POST /team/invitations` → the new invitation (its e-mail is on its way). */
export async function inviteStaff(token: string, invitation: { email: string; role: StaffRole }) {
  const body = await cmsRequest('/team/invitations', { method: 'POST', token, body: { data: invitation } });
  return parse(z.object({ data: invitationSchema }), body).data;
}

/** `POST /team/invitations/:documentId/resend`: a new link and expiry; the old link stops working. */
export async function resendInvitation(token: string, documentId: string): Promise<void> {
  await cmsRequest(path('/team/invitations', documentId, 'resend'), { method: 'POST', token });
}

/** `POST /team/invitations/:documentId/revoke`. */
export async function revokeInvitation(token: string, documentId: string): Promise<void> {
  await cmsRequest(path('/team/invitations', documentId, 'revoke'), { method: 'POST', token });
}

/** `PUT /team/members/:documentId/role` → the member with the new role. */
export async function changeMemberRole(token: string, documentId: string, role: StaffRole): Promise<TeamMember> {
  const body = await cmsRequest(path('/team/members', documentId, 'role'), {
    method: 'PUT',
    token,
    body: { data: { role } },
  });
  return parse(z.object({ data: memberSchema }), body).data;
}

/** `POST /team/members/:documentId/deactivate` (every session of theirs ends) or `/reactivate`. */
export async function setMemberActive(token: string, documentId: string, active: boolean): Promise<TeamMember> {
  const body = await cmsRequest(path('/team/members', documentId, active ? 'reactivate' : 'deactivate'), {
    method: 'POST',
    token,
  });
  return parse(z.object({ data: memberSchema }), body).data;
}

/**
 * `GET /team/invitations/lookup?token=` (public, the visitor's address forwarded for the CMS's limit) → what the link
 * offers, or null for a link that cannot be used (unknown, expired, used, revoked: the CMS does not say which).
 * @throws ApiError for any other failure (429, the CMS out of reach).
 */
export async function lookupInvitation(
  invitationToken: string,
  clientIp: string,
): Promise<{ email: string; role: StaffRole } | null> {
  try {
    const body = await cmsRequest('/team/invitations/lookup', { query: { token: invitationToken }, clientIp });
    return parse(z.object({ data: z.object({ email: z.string(), role: z.enum(STAFF_ROLES) }) }), body).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const acceptedUser = z.object({ username: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) });
const acceptedSchema = z.union([
  z.object({ jwt: z.string().min(1), refreshToken: z.string().min(1), user: acceptedUser }),
  z.object({ mfaEnrolmentRequired: z.literal(true), challenge: z.string().min(1), user: acceptedUser }),
]);

/**
 * What an accepted invitation gives: the device id that names the session, the user, and either the new member's CMS
 * tokens or, for a role that must use two-factor sign-in, the challenge of its enrolment (no session yet).
 */
export type AcceptedInvitation = {
  deviceId: string;
  user: { username: string; email: string; role: StaffRole };
} & ({ tokens: { jwt: string; refreshToken: string } } | { enrolmentChallenge: string });

/**
 * `POST /team/invitations/accept` (public): creates the member and opens their CMS session, which the route seals
 * into the staff cookie as a sign-in does.
 * @throws ApiError: 404 for a link that cannot be used, 400 with field errors (the password's reason), 409 for a
 * username taken, 429 when this client tried too often.
 */
export async function acceptInvitation(
  input: { token: string; fullName: string; username?: string; password: string },
  clientIp: string,
): Promise<AcceptedInvitation> {
  const deviceId = randomUUID();
  const body = await cmsRequest('/team/invitations/accept', { method: 'POST', body: { ...input, deviceId }, clientIp });
  const accepted = parse(acceptedSchema, body);
  return 'challenge' in accepted
    ? { enrolmentChallenge: accepted.challenge, deviceId, user: accepted.user }
    : { tokens: { jwt: accepted.jwt, refreshToken: accepted.refreshToken }, deviceId, user: accepted.user };
}
