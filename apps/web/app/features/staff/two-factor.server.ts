import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { createCookie, data, redirect } from 'react-router';
import {
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MFA_CHALLENGE_TTL_MS,
  MFA_RATE_LIMIT_MESSAGE,
  UNAVAILABLE_ERROR,
  z,
} from '@agency/contract';
import { ApiError, bodyMessage, isCmsUnavailable } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { readFormData } from '~/lib/form-data.server';
import { log } from '~/lib/log.server';
import { signInAttempted } from '~/lib/metrics.server';
import { admitStaff, LOGIN_NETWORK_MESSAGE, type SecondFactorDue } from './api.server';
import { createStaffSession, getStaffSession, staffSessionCookie } from './session.server';
import {
  allowSignInAttempt,
  LOGIN_RATE_LIMIT_MESSAGE,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  type SignInAttempt,
} from './sign-in-limits.server';

/**
 * Two-factor sign-in in the web app (docs/022-the-team.md "Two-factor sign-in"); the CMS enforces it, this module only
 * carries its steps:
 *
 * - after a correct password the CMS answers a challenge instead of a session; it waits here in a sealed, `httpOnly`
 *   cookie of its own (`__staff_mfa`, iron-session, path /admin/login, as long as the challenge lives) — never in a URL
 *   or a page — with the page to go to afterwards and the name typed (for the sign-in limits);
 * - /admin/login/two-factor asks for a code (or a recovery code), or, when the CMS wants an enrolment first, shows the
 *   QR code and the secret, takes the first code and shows the recovery codes once;
 * - every code counts as a sign-in attempt of apps/web's own limits (app/features/staff/sign-in-limits.server.ts), as
 *   passwords do; the CMS has its own per client and per user.
 */

/** Where the code step lives. */
export const TWO_FACTOR_PATH = '/admin/login/two-factor';

/** Staff pages' answers are never stored by the browser or a proxy. */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A sign-in waiting for its second factor, as the sealed cookie holds it. */
interface PendingSignIn extends SecondFactorDue {
  redirectTo: string;
  identifier: string;
}

const pendingCookie = createCookie('__staff_mfa', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/admin/login',
  maxAge: Math.floor(MFA_CHALLENGE_TTL_MS / 1000),
});

/** iron-session's password for this cookie, from `SESSION_SECRET` (null without it: nobody signs in then). */
function sealPassword(): string | null {
  const secret = process.env.SESSION_SECRET;
  return secret ? createHash('sha256').update(`staff-mfa:${secret}`).digest('hex') : null;
}

const secureOf = (request: Request) => new URL(request.url).protocol === 'https:';

/** The `Set-Cookie` value that keeps `pending` for the code step. @throws Error without `SESSION_SECRET`. */
export async function pendingSignInCookie(request: Request, pending: PendingSignIn): Promise<string> {
  const password = sealPassword();
  if (!password) throw new Error('SESSION_SECRET is not set.');
  const ttl = Math.floor(MFA_CHALLENGE_TTL_MS / 1000);
  return pendingCookie.serialize(await sealData(pending, { password, ttl }), { secure: secureOf(request) });
}

/** The `Set-Cookie` value that forgets the pending sign-in. */
function clearPendingCookie(request: Request): Promise<string> {
  return pendingCookie.serialize('', { maxAge: 0, secure: secureOf(request) });
}

const pendingSchema = z.object({
  secondFactor: z.enum(['verify', 'enrol']),
  challenge: z.string().min(1),
  deviceId: z.string().min(1),
  redirectTo: z.string(),
  identifier: z.string(),
});

/** The pending sign-in of this browser, or null (none, expired, tampered). */
async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const password = sealPassword();
  if (!password) return null;
  const sealed: unknown = await pendingCookie.parse(request.headers.get('Cookie')).catch(() => null);
  if (typeof sealed !== 'string' || sealed === '') return null;
  try {
    const parsed = pendingSchema.safeParse(await unsealData(sealed, { password }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the CMS's two-factor routes

/** What turning two-factor sign-in on shows: the secret in text, its otpauth URI and the QR code (an SVG data URL). */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The staff member's two-factor state (`GET /staff/mfa`). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `GET /staff/mfa`. @throws ApiError. */
export async function getTwoFactorStatus(token: string): Promise<TwoFactorStatus> {
  return parse(twoFactorStatusSchema, await cmsRequest('/staff/mfa', { token }));
}

/** `POST /staff/mfa/start`: the secret to scan (the same one for 15 minutes). @throws ApiError. */
export async function startTwoFactor(token: string): Promise<Enrolment> {
  return parse(enrolmentSchema, await cmsRequest('/staff/mfa/start', { method: 'POST', token, body: {} }));
}

/** `POST /staff/mfa/confirm`: turns it on with the first code. @returns the recovery codes. @throws ApiError. */
export async function confirmTwoFactor(token: string, code: string, clientIp: string): Promise<string[]> {
  const body = await cmsRequest('/staff/mfa/confirm', { method: 'POST', token, body: { code }, clientIp });
  return parse(recoveryCodesSchema, body).recoveryCodes;
}

/** `POST /staff/mfa/recovery-codes`: new recovery codes after a code. @throws ApiError. */
export async function renewRecoveryCodes(token: string, code: string, clientIp: string): Promise<string[]> {
  const body = await cmsRequest('/staff/mfa/recovery-codes', { method: 'POST', token, body: { code }, clientIp });
  return parse(recoveryCodesSchema, body).recoveryCodes;
}

/**
 * `POST /staff/mfa/disable` with the current password and a code: six digits are the app's code, anything else a
 * recovery code. @throws ApiError.
 */
export async function turnOffTwoFactor(token: string, password: string, code: string, clientIp: string) {
  const factor = /^\d{6}$/.test(code.replace(/[\s-]/g, '')) ? { code } : { recoveryCode: code };
  await cmsRequest('/staff/mfa/disable', { method: 'POST', token, body: { password, ...factor }, clientIp });
}

// ---------------------------------------------------------------- the sign-in's code step

/** What the code step's page shows. */
export type TwoFactorStepData =
  | { step: 'expired'; message: string }
  | { step: 'done' }
  | { step: 'verify' }
  | { step: 'enrol'; enrolment: Enrolment };

/**
 * After a correct password for which the CMS wants a second factor: keeps the challenge in its cookie and goes to the
 * code step.
 */
export async function toTwoFactorStep(request: Request, due: SecondFactorDue, redirectTo: string, identifier: string) {
  const cookie = await pendingSignInCookie(request, { ...due, redirectTo, identifier });
  return redirect(TWO_FACTOR_PATH, { headers: { ...NO_STORE, 'Set-Cookie': cookie } });
}

/**
 * The code step's loader: which step, and for an enrolment the secret and QR code from the CMS. Without a pending
 * sign-in: `done` for a browser that has just signed in (its recovery codes are the action's answer), else the login
 * page.
 */
export async function loadTwoFactorStep(request: Request, clientIp: string) {
  const pending = await readPendingSignIn(request);
  if (!pending) {
    if (await getStaffSession(request)) return data<TwoFactorStepData>({ step: 'done' }, { headers: NO_STORE });
    throw redirect('/admin/login', { headers: NO_STORE });
  }
  if (pending.secondFactor === 'verify') return data<TwoFactorStepData>({ step: 'verify' }, { headers: NO_STORE });
  try {
    const body = await cmsRequest('/staff/mfa/enrol/start', {
      method: 'POST',
      body: { challenge: pending.challenge },
      clientIp,
    });
    return data<TwoFactorStepData>({ step: 'enrol', enrolment: parse(enrolmentSchema, body) }, { headers: NO_STORE });
  } catch (error) {
    // Also the answer of a page sent without JavaScript right after its enrolment (the request's cookie still holds
    // the used challenge): the page shows the action's recovery codes then.
    if (error instanceof ApiError && error.status === 401) return expired(request, 200);
    throw error;
  }
}

/** The challenge is no longer good: the pending sign-in is forgotten and the page says to start again. */
async function expired(request: Request, status = 401) {
  return data(
    { step: 'expired' as const, message: MFA_CHALLENGE_EXPIRED_MESSAGE },
    { status, headers: { ...NO_STORE, 'Set-Cookie': await clearPendingCookie(request) } },
  );
}

/** What the code step's action answers besides redirects: a message for a field, or the recovery codes once. */
export type TwoFactorStepResult =
  | { step: 'expired'; message: string }
  | { error: string; field: 'code' | 'recoveryCode' }
  | { recoveryCodes: string[]; redirectTo: string };

const codeField = z.string().trim().max(64).default('');

/**
 * The code step's action: `intent=code` (the app's code), `intent=recovery` (a recovery code), or `intent=enrol` (the
 * first code of a new secret). Counts as a sign-in attempt; a wrong code as a failed one.
 * Success: the staff session and the page the user was going to; after an enrolment, the recovery codes shown once
 * with the session already set.
 */
export async function handleTwoFactorStep(request: Request, clientIp: string) {
  const pending = await readPendingSignIn(request);
  if (!pending) return expired(request);
  const form = await readFormData(request);
  const intent = form.get('intent');
  const field = intent === 'recovery' ? 'recoveryCode' : 'code';
  const value = codeField.safeParse(form.get(field) ?? '').data ?? '';
  const fail = (status: number, error: string) =>
    data<TwoFactorStepResult>({ error, field }, { status, headers: NO_STORE });
  if (value === '') {
    return fail(
      400,
      field === 'code' ? 'Enter the 6-digit code from your authenticator app.' : 'Enter one of your recovery codes.',
    );
  }
  const attempt: SignInAttempt = { request, clientIp, identifier: pending.identifier };
  if (!(await allowSignInAttempt(attempt))) {
    signInAttempted('rate_limited');
    return fail(429, LOGIN_RATE_LIMIT_MESSAGE);
  }

  let answer: unknown;
  try {
    const enrol = pending.secondFactor === 'enrol';
    answer = await cmsRequest(enrol ? '/staff/mfa/enrol/confirm' : '/staff/mfa/verify', {
      method: 'POST',
      body: {
        challenge: pending.challenge,
        deviceId: pending.deviceId,
        ...(field === 'code' ? { code: value } : { recoveryCode: value }),
      },
      clientIp,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return expired(request);
    if (error instanceof ApiError && error.status === 429) {
      signInAttempted('rate_limited');
      return fail(429, MFA_RATE_LIMIT_MESSAGE);
    }
    if (error instanceof ApiError && error.status === 400) {
      signInAttempted('refused');
      await recordFailedSignIn(attempt);
      return fail(400, bodyMessage(error.body) ?? 'That code is not valid.');
    }
    signInAttempted('cms_unreachable');
    if (isCmsUnavailable(error)) return fail(503, UNAVAILABLE_ERROR.message);
    log.error({ err: error }, 'The two-factor step could not reach the CMS');
    return fail(503, LOGIN_NETWORK_MESSAGE);
  }

  const staff = await admitStaff(answer, pending.deviceId);
  if (!staff) {
    signInAttempted('refused');
    return expired(request);
  }
  signInAttempted('signed_in');
  const knownDevice = await recordSuccessfulSignIn(attempt, staff.user);
  const headers = new Headers(NO_STORE);
  headers.append('Set-Cookie', await clearPendingCookie(request));
  if (knownDevice) headers.append('Set-Cookie', knownDevice);
  const recoveryCodes = recoveryCodesSchema.safeParse(answer);
  if (pending.secondFactor === 'enrol' && recoveryCodes.success) {
    headers.append('Set-Cookie', await staffSessionCookie(request, staff));
    return data<TwoFactorStepResult>(
      { recoveryCodes: recoveryCodes.data.recoveryCodes, redirectTo: pending.redirectTo },
      { headers },
    );
  }
  const response = await createStaffSession(request, staff, pending.redirectTo);
  headers.forEach((value, name) => {
    if (name.toLowerCase() === 'set-cookie') return;
    response.headers.set(name, value);
  });
  for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
}

// ---------------------------------------------------------------- the staff member's own account

/** What the account page's action answers: the enrolment to show, the recovery codes once, a message, or done. */
export type AccountTwoFactorResult =
  | { intent: 'start' | 'confirm'; enrolment: Enrolment; error?: string }
  | { intent: 'confirm' | 'regenerate'; recoveryCodes: string[] }
  | { intent: 'regenerate' | 'disable'; error: string }
  | { intent: 'disable'; disabled: true };

/**
 * The account page's action (`intent`): `start` (the secret and QR code), `confirm` (`code`: on, with the recovery
 * codes), `regenerate` (`code`: new recovery codes), `disable` (`password` and `code`, which may be a recovery code).
 * A CMS refusal of a code or password is the answer's `error`; 401/403 go on to `withStaff` (signed out).
 * @throws ApiError for anything else.
 */
export async function handleAccountTwoFactor(
  token: string,
  form: FormData,
  clientIp: string,
): Promise<AccountTwoFactorResult> {
  const intent = form.get('intent');
  const code = codeField.safeParse(form.get('code') ?? '').data ?? '';
  const refusal = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 429) return MFA_RATE_LIMIT_MESSAGE;
    if (error instanceof ApiError && error.status === 400) return bodyMessage(error.body) ?? 'That code is not valid.';
    throw error;
  };
  const missingCode = 'Enter the 6-digit code from your authenticator app.';
  switch (intent) {
    case 'confirm': {
      if (code === '') return { intent, enrolment: await startTwoFactor(token), error: missingCode };
      try {
        return { intent, recoveryCodes: await confirmTwoFactor(token, code, clientIp) };
      } catch (error) {
        return { intent, enrolment: await startTwoFactor(token), error: refusal(error) };
      }
    }
    case 'regenerate': {
      if (code === '') return { intent, error: missingCode };
      try {
        return { intent, recoveryCodes: await renewRecoveryCodes(token, code, clientIp) };
      } catch (error) {
        return { intent, error: refusal(error) };
      }
    }
    case 'disable': {
      const password = form.get('password');
      if (typeof password !== 'string' || password === '') {
        return { intent, error: 'Enter your current password.' };
      }
      if (code === '') return { intent, error: 'Enter a code from your authenticator app or a recovery code.' };
      try {
        await turnOffTwoFactor(token, password, code, clientIp);
        return { intent, disabled: true };
      } catch (error) {
        return { intent, error: refusal(error) };
      }
    }
    default:
      return { intent: 'start', enrolment: await startTwoFactor(token) };
  }
}
