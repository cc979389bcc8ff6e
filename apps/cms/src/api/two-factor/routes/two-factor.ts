/**
 * Two-factor sign-in of staff (docs/022-the-team.md "Two-factor sign-in").
 *
 * The sign-in's second step, public on purpose: each needs the challenge `POST /auth/local` gives after a correct
 * password (lib/two-factor.ts, signed, 5 minutes), and codes are limited per client and per user (lib/staff-mfa.ts):
 * - POST /api/staff/mfa/verify { challenge, code | recoveryCode, deviceId } → the session { jwt, refreshToken, user };
 * - POST /api/staff/mfa/enrol/start { challenge } → { secret, otpauthUri, qrCode } (when `STAFF_MFA_REQUIRED` makes it
 *   due and it is off);
 * - POST /api/staff/mfa/enrol/confirm { challenge, code, deviceId } → { recoveryCodes, jwt, refreshToken, user }.
 *
 * A signed-in staff member's own account (any staff role, `global::is-staff`):
 * - GET /api/staff/mfa → { enabled, enabledAt, required, recoveryCodesLeft };
 * - POST /api/staff/mfa/start → { secret, otpauthUri, qrCode }; POST /api/staff/mfa/confirm { code } → { recoveryCodes };
 * - POST /api/staff/mfa/recovery-codes { code } → { recoveryCodes } (the old ones stop working);
 * - POST /api/staff/mfa/disable { password, code | recoveryCode } → { enabled: false } (403 when the role requires it).
 */
const signInStep = (path: string, handler: string) => ({
  method: 'POST',
  path,
  handler: `api::two-factor.two-factor.${handler}`,
  config: { auth: false },
});
const account = (method: string, path: string, handler: string) => ({
  method,
  path,
  handler: `api::two-factor.two-factor.${handler}`,
  config: { policies: ['global::is-staff'] },
});

export default {
  routes: [
    signInStep('/staff/mfa/verify', 'verify'),
    signInStep('/staff/mfa/enrol/start', 'enrolStart'),
    signInStep('/staff/mfa/enrol/confirm', 'enrolConfirm'),
    account('GET', '/staff/mfa', 'status'),
    account('POST', '/staff/mfa/start', 'start'),
    account('POST', '/staff/mfa/confirm', 'confirm'),
    account('POST', '/staff/mfa/recovery-codes', 'recoveryCodes'),
    account('POST', '/staff/mfa/disable', 'disable'),
  ],
};
