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
 * - `clients`: the employers' side: hiring requests and their conversion to jobs (docs/024-employers.md);
 * - `placements`: placements (docs/025-placements.md "Offers and placements"): read them, move them, their invoice;
 * - `placements.manage`: change a placement's fee, lock and unlock it, change a locked one, set a client's fee terms;
 * - `reports`: the desk's "Needs attention" list and the placement reports (docs/025-placements.md "Desk and reports");
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
  'clients',
  'placements',
  'placements.manage',
  'reports',
  'emails',
  'personal-data',
  'team',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The role table (docs/022-the-team.md "Roles"): Admin everything; Recruiter applications, notes, status moves, CSV
 * export, jobs, enquiries, clients, placements (not their fees and locks), the reports and the dashboard; Editor articles and their cover images and the dashboard's
 * article figures, nothing with a person's data.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  recruiter: ['dashboard', 'applications', 'jobs', 'enquiries', 'clients', 'placements', 'reports'],
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

// ---------------------------------------------------------------- Team page and invitations
// (docs/022-the-team.md "Team page and invitations")

/**
 * The token of an e-mailed link (an invitation, a password reset) as the link carries it: 32 random bytes, base64url
 * (43 characters). The CMS keeps only its SHA-256.
 */
export const EMAILED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An invitation's token as its link carries it (`EMAILED_TOKEN_PATTERN`). */
export const INVITATION_TOKEN_PATTERN = EMAILED_TOKEN_PATTERN;

/** A staff member's display name, at most this long (the user's `fullName`). */
export const STAFF_FULL_NAME_MAX = 200;

/**
 * A username staff may choose when accepting an invitation: 3 to 50 letters, digits, dots, dashes or underscores (it
 * is shown in the back-office and in the audit log; without one, the CMS makes one from the address).
 */
export const STAFF_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

/** Whether a staff member is active or deactivated (the users-permissions `blocked` flag). */
export const STAFF_STATUSES = ['active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** What the team page, the CMS and its tests say when a rule of the team refuses a change. */
export const TEAM_MESSAGES = {
  lastAdmin: 'The team must keep at least one active Admin: make another member an Admin first.',
  selfDeactivation: 'You cannot deactivate your own account: ask another Admin.',
  addressTaken: 'This address already belongs to a member of staff.',
  addressInvited: 'This address has an invitation already: resend or revoke it.',
  usernameTaken: 'This username is taken: choose another one.',
  invitationUnusable:
    'This invitation link cannot be used: it has expired, was used already, was revoked, or is not complete. Ask an Admin for a new invitation.',
  invitationClosed: 'This invitation was accepted or revoked already.',
  memberNotFound: 'There is no such member of staff.',
  invitationNotFound: 'There is no such invitation.',
} as const;

// ---------------------------------------------------------------- two-factor sign-in (docs/022-the-team.md)

/** A sign-in challenge (the password was right, a code is due) is valid this long: 5 minutes. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The window of the per-user limit of wrong codes, in seconds (15 minutes). */
export const MFA_CODE_WINDOW_SECONDS = 15 * 60;

/**
 * Wrong codes one user may get in `MFA_CODE_WINDOW_SECONDS`, from all clients together (then 429): with three codes
 * valid at a time (±1 step) a guesser's chance stays below 1 in 30,000 a window. Each client is also limited, by the
 * CMS's sign-in limit (`AUTH_RATE_LIMIT_MAX` codes a minute, like passwords).
 */
export const MFA_CODE_USER_LIMIT = 10;

/** What a wrong or reused authenticator code is told. */
export const MFA_INVALID_CODE_MESSAGE = 'That code is not valid. Enter the current 6-digit code from your app.';

/** What a wrong or used recovery code is told. */
export const MFA_INVALID_RECOVERY_CODE_MESSAGE = 'That recovery code is not valid or has already been used.';

/** What an expired or tampered sign-in challenge is told: start again from the password. */
export const MFA_CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';

/** What the code step answers beyond its limits. */
export const MFA_RATE_LIMIT_MESSAGE = 'Too many codes tried. Please wait a few minutes and try again.';

// --- Job ownership, alert routing and staff time zones (docs/022-the-team.md "Ownership, routing and time zones") ---

/** The roles that may own a job: those whose row of the role table holds `jobs` (Admin, Recruiter). */
export const JOB_OWNER_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => roleMay(role, 'jobs'));

/**
 * The CMS's 403 to a member who changes what hangs off a job they do not own (a Recruiter; docs/022-the-team.md "Job
 * owner"): a refusal of that record, which the web app shows in place; not the session's.
 */
export const JOB_OWNER_ONLY_MESSAGE = 'You may change only the jobs you own; an Admin may change any job.';

/** The roles that may receive enquiry alerts: those whose row holds `enquiries` (Admin, Recruiter). */
export const ENQUIRY_ALERT_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => roleMay(role, 'enquiries'));

/**
 * The owner filter of the staff job and application lists, as the URL and the CMS query (`owner=`) carry it: `mine`
 * (the signed-in staff member's jobs), `none` (jobs without an owner) or a user id.
 */
export const OWNER_FILTER_MINE = 'mine';
export const OWNER_FILTER_NONE = 'none';
export type OwnerFilter = typeof OWNER_FILTER_MINE | typeof OWNER_FILTER_NONE | number;

/**
 * An `owner=` value read as an `OwnerFilter`: `mine`, `none` or a positive whole user id; undefined for an absent or
 * empty value; null for anything else (the CMS answers 400, the web app ignores it).
 */
export function parseOwnerFilter(value: unknown): OwnerFilter | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === OWNER_FILTER_MINE || value === OWNER_FILTER_NONE) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  return null;
}

/** How staff are named in the back-office (an owner in a list, the header): their full name, else their username. */
export function staffDisplayName(user: { fullName?: string | null; username?: string | null }): string {
  return user.fullName?.trim() || user.username || '';
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

/** A reset token as e-mailed in the link (`EMAILED_TOKEN_PATTERN`). */
export const PASSWORD_RESET_TOKEN_PATTERN = EMAILED_TOKEN_PATTERN;

/** True when `token` has a reset token's shape (the web app shows the invalid-link page at once otherwise). */
export function isPasswordResetToken(token: unknown): token is string {
  return typeof token === 'string' && PASSWORD_RESET_TOKEN_PATTERN.test(token);
}
