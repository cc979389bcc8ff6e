import { parseWithZod } from '@conform-to/zod/v4';
import {
  emailField,
  newStaffPassword,
  PASSWORD_RESET_TOKEN_PATTERN,
  PASSWORDS_DIFFER_MESSAGE,
  STAFF_PASSWORD_TOO_SHORT_MESSAGE,
  z,
} from '@agency/contract';
import { formErrorMap } from '~/lib/form-error-map';

/**
 * The staff password forms (docs/022-the-team.md "Password reset and change"): "Forgot password?", the e-mailed link's
 * new password, and "Change password". One schema each for the browser and the action. The browser checks only what
 * the contract lets it say early (an address's shape, the length, the two new passwords alike); the strength check and
 * its reason are the CMS's (apps/cms src/lib/staff-password.ts), shown next to the field.
 */

const MISSING_PASSWORD = 'Please enter a password.';

const newPassword = z.string({ error: MISSING_PASSWORD }).pipe(newStaffPassword);
const confirmation = z.string({ error: 'Please type the new password again.' });
/** The new password and its confirmation alike (the error goes on the confirmation). */
const alike = (value: { password: string; confirm: string }) => value.password === value.confirm;
const differ = { path: ['confirm'], message: PASSWORDS_DIFFER_MESSAGE };

export const forgotPasswordFormSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({ token: z.string().regex(PASSWORD_RESET_TOKEN_PATTERN), password: newPassword, confirm: confirmation })
  .refine(alike, differ);

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: 'Please enter your current password.' }),
    password: newPassword,
    confirm: confirmation,
  })
  .refine(alike, differ);

const errorMap = formErrorMap({
  labels: {
    email: 'Email',
    password: 'New password',
    confirm: 'New password again',
    currentPassword: 'Current password',
  },
  missing: {
    email: 'Please enter your email address.',
    password: MISSING_PASSWORD,
    confirm: 'Please type the new password again.',
    currentPassword: 'Please enter your current password.',
  },
  invalid: { email: 'Please enter a valid email address.', password: STAFF_PASSWORD_TOO_SHORT_MESSAGE },
});

/** Conform's submission of the "Forgot password?" form. */
export const parseForgotPassword = (formData: FormData) =>
  parseWithZod(formData, { schema: forgotPasswordFormSchema, error: errorMap });

/** Conform's submission of the reset form (the token travels in a hidden field). */
export const parseResetPassword = (formData: FormData) =>
  parseWithZod(formData, { schema: resetPasswordFormSchema, error: errorMap });

/** Conform's submission of the "Change password" form. */
export const parseChangePassword = (formData: FormData) =>
  parseWithZod(formData, { schema: changePasswordFormSchema, error: errorMap });
