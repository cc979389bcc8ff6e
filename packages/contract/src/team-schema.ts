import { cleanedText, emailField } from './fields.js';
import {
  INVITATION_TOKEN_PATTERN,
  STAFF_FULL_NAME_MAX,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
} from './team.js';
import { z } from './zod.js';

/**
 * The team page's inputs (docs/022-the-team.md "Team page and invitations"), as the CMS takes them and the web app's
 * forms check them; no wording here (each app passes its own error map).
 */

/** `POST /api/team/invitations` `{ email, role }`: the address (trimmed, lower case) and one of the staff roles. */
export const staffInvitationSchema = z.object({ email: emailField, role: z.enum(STAFF_ROLES) });
export type StaffInvitationInput = z.infer<typeof staffInvitationSchema>;

/** `PUT /api/team/members/:documentId/role` `{ role }`. */
export const staffRoleChangeSchema = z.object({ role: z.enum(STAFF_ROLES) });

/** An invitation's token (`?token=` of the link, the body of lookup and accept). */
export const invitationTokenSchema = z.string().regex(INVITATION_TOKEN_PATTERN);

/** The most a password may hold: bcrypt reads 72 bytes, and users-permissions refuses longer ones. */
export const STAFF_PASSWORD_MAX_BYTES = 72;

/**
 * A new staff password: at least `STAFF_PASSWORD_MIN_LENGTH` characters and at most 72 bytes, no composition rules
 * (NIST SP 800-63B). The strength check runs where the password is set (apps/cms src/lib/staff-password.ts).
 */
export const staffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH)
  .refine((value) => new TextEncoder().encode(value).length <= STAFF_PASSWORD_MAX_BYTES, {
    message: `at most ${STAFF_PASSWORD_MAX_BYTES} bytes`,
  });

/**
 * `POST /api/team/invitations/accept` `{ token, fullName, username?, password }`: the invitee's name (cleaned, not
 * empty), an optional username (`STAFF_USERNAME_PATTERN`; empty means "make one"), and the password.
 */
export const invitationAcceptSchema = z.object({
  token: invitationTokenSchema,
  fullName: cleanedText(STAFF_FULL_NAME_MAX).min(1),
  username: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().regex(STAFF_USERNAME_PATTERN).optional()),
  password: staffPasswordSchema,
});
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;
