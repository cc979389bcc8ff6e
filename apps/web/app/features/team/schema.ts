import {
  invitationAcceptSchema,
  STAFF_PASSWORD_MAX_BYTES,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  staffInvitationSchema,
  type StaffRole,
  type z,
} from '@agency/contract';
import { parseWithZod } from '@conform-to/zod/v4';
import { formErrorMap } from '~/lib/form-error-map';

/**
 * The team page's forms (docs/022-the-team.md "Team page and invitations"): the invitation (`email`, `role`) and the
 * invitee's acceptance (`token`, `fullName`, `username`, `password`), with the contract's rules and the back-office's
 * words; the same in the browser and in the action.
 */

/** The roles as the selects offer them. */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_NAMES[role] }));

/** A role's name ("Recruiter"). */
export const roleName = (role: StaffRole) => STAFF_ROLE_NAMES[role];

/** The password rule in words, under the password field. */
export const PASSWORD_HINT = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`;

const inviteErrors = formErrorMap({
  labels: { email: 'E-mail address', role: 'Role' },
  missing: { email: 'Enter the e-mail address to invite.', role: 'Choose a role.' },
  invalid: { email: 'Enter a valid e-mail address.', role: 'Choose a role.' },
});

const acceptWords = formErrorMap({
  labels: { fullName: 'Your name', username: 'Username', password: 'Password' },
  missing: { fullName: 'Enter your name.', password: 'Choose a password.' },
  invalid: {
    fullName: 'Enter your name.',
    username: 'Use 3 to 50 letters, digits, dots, dashes or underscores, or leave it empty.',
    password: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
    token: 'This invitation link is not complete.',
  },
});

/** The acceptance's words, with the password's upper limit (bytes, not characters) said as such. */
const acceptErrors: z.core.$ZodErrorMap = (issue) =>
  issue.path?.[0] === 'password' && issue.code === 'custom'
    ? `Use at most ${STAFF_PASSWORD_MAX_BYTES} bytes (fewer characters with accents or emoji).`
    : acceptWords(issue);

/** Conform's submission of the Invite dialog. */
export function parseInvite(formData: FormData) {
  return parseWithZod(formData, { schema: staffInvitationSchema, error: inviteErrors });
}

/** The invitation's schema, for Conform's constraints in the browser. */
export const inviteSchema = staffInvitationSchema;

/** Conform's submission of the invitation page's form. */
export function parseAccept(formData: FormData) {
  return parseWithZod(formData, { schema: invitationAcceptSchema, error: acceptErrors });
}

/** The acceptance's schema, for Conform's constraints in the browser. */
export const acceptSchema = invitationAcceptSchema;
