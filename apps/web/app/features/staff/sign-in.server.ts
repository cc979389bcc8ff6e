import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { UNAVAILABLE_ERROR } from '@agency/contract';
import { ApiError, isCmsUnavailable } from '~/lib/api-error';
import { readFormData } from '~/lib/form-data.server';
import { signInAttempted } from '~/lib/metrics.server';
import { safeRedirect } from './admin-redirect';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_NETWORK_MESSAGE, signIn } from './api.server';
import { loginSchema } from './schema';
import { createStaffSession } from './session.server';
import {
  allowSignInAttempt,
  LOGIN_RATE_LIMIT_MESSAGE,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from './sign-in-limits.server';
import { toTwoFactorStep } from './two-factor.server';
import { log } from '~/lib/log.server';

/** Staff pages' sign-in answers are never stored by the browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * Signs in through the CMS (docs/000-product.md §5 "Admin login", docs/000-product.md §10): both fields required, only
 * staff admitted (a valid user without the Admin role gets the same invalid-credentials message), attempts limited per
 * client and per account (a refused attempt says to wait), a CMS that cannot be reached gives the network message, a CMS
 * whose database is out of reach its own 503 message (`UNAVAILABLE_ERROR`).
 * Success: the sealed cookie session, then the page the user was going to; or, when the CMS wants a second factor,
 * the code step (two-factor.server.ts, docs/022-the-team.md "Two-factor sign-in"). Every attempt is counted by its outcome
 * (app/lib/metrics.server.ts `signInAttempted`).
 */
export async function handleSignIn(request: Request, clientIp: string) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') {
    signInAttempted('invalid_form');
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400, headers: NO_STORE });
  }
  const fail = (status: number, message: string) =>
    data(
      { result: submission.reply({ formErrors: [message], hideFields: ['password'] }) },
      { status, headers: NO_STORE },
    );

  const { identifier, password, redirectTo } = submission.value;
  const attempt = { request, clientIp, identifier };
  if (!(await allowSignInAttempt(attempt))) {
    signInAttempted('rate_limited');
    return fail(429, LOGIN_RATE_LIMIT_MESSAGE);
  }
  let staff: Awaited<ReturnType<typeof signIn>>;
  try {
    staff = await signIn(identifier, password, clientIp);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      signInAttempted('rate_limited');
      return fail(429, LOGIN_RATE_LIMIT_MESSAGE);
    }
    signInAttempted('cms_unreachable');
    // The CMS's database is out of reach: not the staff member's connection, nor their password.
    if (isCmsUnavailable(error)) return fail(503, UNAVAILABLE_ERROR.message);
    log.error({ err: error }, 'Sign-in could not reach the CMS');
    return fail(503, LOGIN_NETWORK_MESSAGE);
  }
  if (!staff) {
    signInAttempted('refused');
    await recordFailedSignIn(attempt);
    return fail(401, INVALID_CREDENTIALS_MESSAGE);
  }
  if ('secondFactor' in staff) return toTwoFactorStep(request, staff, safeRedirect(redirectTo), identifier);
  signInAttempted('signed_in');
  const knownDevice = await recordSuccessfulSignIn(attempt, staff.user);
  const response = await createStaffSession(request, staff, safeRedirect(redirectTo));
  if (knownDevice) response.headers.append('Set-Cookie', knownDevice);
  return response;
}
