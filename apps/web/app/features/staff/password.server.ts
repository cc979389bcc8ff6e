import type { Submission, SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { PASSWORD_RATE_LIMIT_MESSAGE, UNAVAILABLE_ERROR } from '@agency/contract';
import { ApiError, bodyFieldErrors, isCmsUnavailable } from '~/lib/api-error';
import { cmsRequest } from '~/lib/cms-client.server';
import { readFormData } from '~/lib/form-data.server';
import { log } from '~/lib/log.server';
import { LOGIN_NETWORK_MESSAGE } from './api.server';
import { parseChangePassword, parseForgotPassword, parseResetPassword } from './password-schema';

/**
 * The staff password forms' actions (docs/022-the-team.md "Password reset and change"): each parses its form with the
 * browser's schema, calls the CMS, which enforces every rule (`POST /api/staff/password/forgot`, `/reset`, `/change`;
 * the visitor's address forwarded, since the CMS limits each client), and answers Conform's reply: the CMS's reasons
 * next to their fields, anything else as the form's message. Passwords are never sent back to the page, and nothing
 * here logs a token, an address or a password.
 */

/** Never stored by the browser or a proxy, never indexed. */
export const PASSWORD_PAGE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * The reset page's headers (a token in its URL): the above, and `Referrer-Policy: same-origin`, so that the token
 * never reaches another site in a `Referer` (the site's default sends the origin only; this sends nothing at all
 * across origins, and the whole URL only to this site, whose `Origin`/`Referer` check of the form's POST needs it:
 * `no-referrer` would make the browser send `Origin: null`). The request log never writes a query string
 * (server/request-log.ts), so the token is in no log line either.
 */
export const RESET_PAGE_HEADERS: Record<string, string> = {
  ...PASSWORD_PAGE_HEADERS,
  'Referrer-Policy': 'same-origin',
};

/** What every password form's action answers: Conform's reply, and `done` once the CMS has done what was asked. */
export interface PasswordAnswer {
  result: SubmissionResult<string[]>;
  done: boolean;
}

const HIDDEN = ['password', 'confirm', 'currentPassword'];

/** The page's answer with `status` and the page's `headers`. */
const answer = (result: SubmissionResult<string[]>, done: boolean, status: number, headers: Record<string, string>) =>
  data<PasswordAnswer>({ result, done }, { status, headers });

/**
 * The reply to a refusal of the CMS: 400 with field errors → those, by field (`token` is the form's message: the
 * link, not a field); 429 → the limit's message; the CMS's own 503 → its message; anything else → the network message.
 */
function refusal(submission: Submission<unknown>, error: unknown, headers: Record<string, string>) {
  const reply = (fieldErrors: Record<string, string[]>, formErrors: string[], status: number) =>
    answer(submission.reply({ fieldErrors, formErrors, hideFields: HIDDEN }), false, status, headers);
  if (error instanceof ApiError && error.status === 400) {
    const { token, ...fields } = bodyFieldErrors(error.body);
    if (token || Object.keys(fields).length > 0) return reply(fields, token ?? [], 400);
  }
  if (error instanceof ApiError && error.status === 429) return reply({}, [PASSWORD_RATE_LIMIT_MESSAGE], 429);
  if (isCmsUnavailable(error)) return reply({}, [UNAVAILABLE_ERROR.message], 503);
  log.error({ err: error }, 'A staff password form could not reach the CMS');
  return reply({}, [LOGIN_NETWORK_MESSAGE], 503);
}

/**
 * Runs one form: parse (a form the browser's check would refuse gets its messages, 400), then `send` to the CMS;
 * success resets the form (`done`). Every answer carries the page's `headers`.
 */
async function handle<Value>(
  formData: FormData,
  parse: (formData: FormData) => Submission<unknown, string[], Value>,
  send: (value: Value) => Promise<unknown>,
  headers = PASSWORD_PAGE_HEADERS,
) {
  const submission = parse(formData);
  if (submission.status !== 'success') return answer(submission.reply({ hideFields: HIDDEN }), false, 400, headers);
  try {
    await send(submission.value);
  } catch (error) {
    return refusal(submission, error, headers);
  }
  return answer(submission.reply({ resetForm: true }), true, 200, headers);
}

/** "Forgot password?" `{ email }`: the same answer whatever the address (the CMS's rule; the page words it). */
export async function handleForgotPassword(request: Request, clientIp: string) {
  return handle(await readFormData(request), parseForgotPassword, ({ email }) =>
    cmsRequest('/staff/password/forgot', { method: 'POST', body: { email }, clientIp }),
  );
}

/** The e-mailed link's form `{ token, password, confirm }`. */
export async function handleResetPassword(request: Request, clientIp: string) {
  return handle(
    await readFormData(request),
    parseResetPassword,
    ({ token, password }) =>
      cmsRequest('/staff/password/reset', { method: 'POST', body: { token, password }, clientIp }),
    RESET_PAGE_HEADERS,
  );
}

/** "Change password" `{ currentPassword, password, confirm }` with the staff member's own token. */
export async function handleChangePassword(formData: FormData, token: string, clientIp: string) {
  return handle(formData, parseChangePassword, ({ currentPassword, password }) =>
    cmsRequest('/staff/password/change', { method: 'POST', body: { currentPassword, password }, token, clientIp }),
  );
}
