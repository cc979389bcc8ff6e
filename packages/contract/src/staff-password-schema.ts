import { emailField } from './fields.js';
import {
  PASSWORD_RESET_TOKEN_PATTERN,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_TOO_LONG_MESSAGE,
  STAFF_PASSWORD_TOO_SHORT_MESSAGE,
} from './team.js';
import { z } from './zod.js';

/**
 * The bodies of the CMS's staff password routes (docs/022-the-team.md "Password reset and change"). A new password is
 * checked here for its length only, which the browser may say early; the strength check is the CMS's alone
 * (apps/cms src/lib/staff-password.ts). Passwords are never trimmed: every character counts.
 */

/** A new staff password's length (`STAFF_PASSWORD_MIN_LENGTH`..`STAFF_PASSWORD_MAX_LENGTH` characters). */
export const newStaffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_TOO_SHORT_MESSAGE)
  .max(STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_TOO_LONG_MESSAGE);

/** `POST /api/staff/password/forgot` `{ email }`. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** `POST /api/staff/password/reset` `{ token, password }`: a token of the e-mailed link's shape and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().regex(PASSWORD_RESET_TOKEN_PATTERN),
  password: newStaffPassword,
});

/** `POST /api/staff/password/change` `{ currentPassword, password }` (signed in). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  password: newStaffPassword,
});
