/**
 * The team's rules (docs/022-the-team.md): staff roles and what each may do, the invitation, password-reset and
 * two-factor settings, and staff time zones. The CMS enforces the role table on every route (apps/cms
 * src/policies/staff-may.ts and src/bootstrap/permissions.ts); the web app reads the same table only to hide what a
 * role may not use; the permission tests read it to know what to expect.
 */

/** The staff roles, by their users-permissions role type (the database's stable key). */
export const STAFF_ROLES = ['admin', 'recruiter', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role's name as staff see it. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  editor: 'Editor',
};

/**
 * What staff may do, in the back-office's terms:
 * - `dashboard`: the dashboard page (each role sees the figures of what it may use);
 * - `articles`: articles, their cover images, categories and authors;
 * - `applications`: applications, their resumes, notes, status moves, history and the CSV export;
 * - `jobs`: job postings (read every job, create jobs, change the jobs they own);
 * - `jobs.any`: change any job and its owner, whoever owns it;
 * - `enquiries`: the contact enquiries;
 * - `emails`: the failed-emails page (the outbox);
 * - `personal-data`: the personal-data search, export and erasure;
 * - `team`: the team page: invitations, roles, deactivation.
 */
export const STAFF_PERMISSIONS = [
  'dashboard',
  'articles',
  'applications',
  'jobs',
  'jobs.any',
  'enquiries',
  'emails',
  'personal-data',
  'team',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The role table (docs/022-the-team.md "Roles"): Admin everything; Recruiter applications, notes, status moves, CSV
 * export, jobs, enquiries and the dashboard; Editor articles and their cover images and the dashboard's article figures,
 * nothing with a person's data.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  recruiter: ['dashboard', 'applications', 'jobs', 'enquiries'],
  editor: ['dashboard', 'articles'],
};

/** True when `role` is one of the staff roles (anything else — Authenticated, Public, unknown — is not staff). */
export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/** True when a user whose role type is `role` may do `permission`; false for any role that is not staff. */
export function roleMay(role: unknown, permission: StaffPermission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** What a staff member is told on a page or action their role may not use (the web app's 403 page). */
export const NO_ACCESS_MESSAGE = 'You do not have access';

/** An invitation link is valid for 72 hours and once (docs/022-the-team.md "Team page"). */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** A password-reset link is valid for 30 minutes and once (docs/022-the-team.md "Signing in"). */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** A staff password has at least 12 characters and passes a strength check; no composition rules (NIST SP 800-63B). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Two-factor sign-in: how many single-use recovery codes a staff member gets when turning it on. */
export const MFA_RECOVERY_CODE_COUNT = 10;

/** Who must use two-factor sign-in (`STAFF_MFA_REQUIRED`): Admins (default), everybody, or nobody (development). */
export const MFA_REQUIREMENTS = ['admin', 'all', 'off'] as const;
export type MfaRequirement = (typeof MFA_REQUIREMENTS)[number];

/**
 * The `STAFF_MFA_REQUIRED` setting: `admin` (default, also for an unknown value, the safer reading), `all` or `off`.
 */
export function mfaRequirement(value: string | undefined): MfaRequirement {
  const wanted = value?.trim().toLowerCase();
  return wanted === 'all' || wanted === 'off' ? wanted : 'admin';
}

/** True when a staff member of `role` must have two-factor sign-in under `requirement`. */
export function mfaRequiredFor(role: StaffRole, requirement: MfaRequirement): boolean {
  return requirement === 'all' || (requirement === 'admin' && role === 'admin');
}

/** The agency's time zone when `AGENCY_TIME_ZONE` is not set. */
export const DEFAULT_AGENCY_TIME_ZONE = 'Asia/Dubai';

/** True when `zone` is an IANA time zone name this runtime knows (Intl). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The `AGENCY_TIME_ZONE` setting: a known IANA zone, otherwise `DEFAULT_AGENCY_TIME_ZONE`. */
export function agencyTimeZone(value: string | undefined): string {
  return isTimeZone(value) ? value : DEFAULT_AGENCY_TIME_ZONE;
}

// ---------------------------------------------------------------- password reset and change
// docs/022-the-team.md "Password reset and change". The CMS enforces each of these; the web app only shows them.

/** The longest staff password: bcrypt (users-permissions' hash) reads at most 72 bytes, NIST SP 800-63B asks for 64+. */
export const STAFF_PASSWORD_MAX_LENGTH = 64;

/** What a password shorter than `STAFF_PASSWORD_MIN_LENGTH` is told (the browser may say it before the CMS does). */
export const STAFF_PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;

/** What a password longer than `STAFF_PASSWORD_MAX_LENGTH` characters (or 72 bytes) is told. */
export const STAFF_PASSWORD_TOO_LONG_MESSAGE = `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`;

/**
 * Reset e-mails per address: at most this many in `PASSWORD_RESET_ADDRESS_WINDOW_SECONDS`, however many requests name
 * it (a reset storm against one address sends no more); further requests get the same answer and send nothing.
 */
export const PASSWORD_RESET_EMAILS_PER_ADDRESS = 3;
export const PASSWORD_RESET_ADDRESS_WINDOW_SECONDS = 60 * 60;

/**
 * Requests per client (the visitor's address) to each of forgot, reset and change: at most this many in
 * `PASSWORD_CLIENT_WINDOW_SECONDS`; beyond, 429 with `PASSWORD_RATE_LIMIT_MESSAGE`.
 */
export const PASSWORD_REQUESTS_PER_CLIENT = 10;
export const PASSWORD_CLIENT_WINDOW_SECONDS = 15 * 60;

/** The answer of a refused request over the limits above. */
export const PASSWORD_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * The one answer of "Forgot password?", whether or not the address belongs to a staff member (nothing tells a stranger
 * who has an account).
 */
export const FORGOT_PASSWORD_ANSWER =
  'If this address belongs to a staff account, a link to set a new password is on its way to it. The link works once, within 30 minutes.';

/** The one answer to a reset link that is unknown, expired, used, replaced by a newer one or altered. */
export const PASSWORD_RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Ask for a new link on the sign-in page.';

/** A reset's success; every session of the person has ended, so they sign in with the new password. */
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.';

/** A change's success; every other session of the person has ended. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You have been signed out everywhere else.';

/** The current password given to "Change password" is not the person's. */
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not right.';

/** The new password and its confirmation differ (the web app's form). */
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same.';

/** A reset token: 32 random bytes, base64url (43 characters), as e-mailed in the link. */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** True when `token` has a reset token's shape (the web app shows the invalid-link page at once otherwise). */
export function isPasswordResetToken(token: unknown): token is string {
  return typeof token === 'string' && PASSWORD_RESET_TOKEN_PATTERN.test(token);
}
