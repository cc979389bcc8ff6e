import {
  CLIENT_ANSWER_SAVED_MESSAGE,
  CLIENT_LINK_INVALID_MESSAGE,
  CLIENT_LINK_SENT_MESSAGE,
  CLIENT_SESSION_ENDED_MESSAGE,
  clientAnswerSchema,
  clientLinkRequestSchema,
  clientSignInSchema,
  FORM_RATE_LIMIT_MESSAGE,
} from '@agency/contract';
import { data, redirect } from 'react-router';
import { ApiError, bodyMessage } from '~/lib/api-error';
import { downloadFromCms } from '~/lib/download.server';
import { readFormData, textField } from '~/lib/form-data.server';
import { log } from '~/lib/log.server';
import {
  answerSubmission,
  fetchSubmittedResume,
  portalJob,
  portalJobs,
  portalMe,
  requestSignInLink,
  signIn,
  signOut,
} from './api.server';
import { CLIENT_JOBS_PATH, CLIENT_PORTAL_PATH } from './rules';
import { clientSessionOf, endedSessionCookie, sessionCookie, withClient } from './session.server';

/**
 * The client portal's loaders and actions (docs/024-employers.md "Submissions and the client portal"). Every answer is
 * one person's: never cached (`NO_STORE`), never indexed (the routes' meta).
 */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** What a portal form's action answers: a message (ok or not), and a refused field's message by field. */
export interface PortalAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** Which submission's form answered (the job page has one form per candidate). */
  submission?: string;
  /** What was sent, given back with a refusal so that the form keeps it. */
  values?: Record<string, string>;
}

const failure = (message: string, status: number, extra: Partial<PortalAnswer> = {}) =>
  data({ ok: false, message, ...extra } satisfies PortalAnswer, { status, headers: NO_STORE });

/** /client: a signed-in contact goes to their jobs; else the e-mail form, saying so when a session has just ended. */
export async function signInPage(request: Request, url: URL) {
  if (await clientSessionOf(request)) throw redirect(CLIENT_JOBS_PATH);
  return data({ ended: url.searchParams.has('ended') ? CLIENT_SESSION_ENDED_MESSAGE : null }, { headers: NO_STORE });
}

/**
 * /client's action: a sign-in link for the address. The answer is the same whether the address is a contact's or not
 * (the CMS's rule); a malformed address is said on its field, the CMS's rate limit in its own words.
 */
export async function requestLink(request: Request, clientIp: string) {
  const email = textField(await readFormData(request), 'email');
  const parsed = clientLinkRequestSchema.safeParse({ email });
  if (!parsed.success) {
    return failure('Please enter a valid email address.', 400, {
      fieldErrors: { email: ['Please enter a valid email address.'] },
    });
  }
  try {
    await requestSignInLink(parsed.data.email, clientIp);
    return data({ ok: true, message: CLIENT_LINK_SENT_MESSAGE } satisfies PortalAnswer, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return failure(bodyMessage(error.body) ?? FORM_RATE_LIMIT_MESSAGE, 429);
    log.error({ err: error }, 'A client sign-in link could not be requested');
    return failure('The link could not be sent. Please try again in a moment.', 502);
  }
}

/**
 * /client/sign-in?token=…: the e-mail's link. Opening it changes nothing (mail scanners open links): it offers the
 * button whose POST signs in. A token that cannot be one is said at once.
 */
export function linkPage(url: URL) {
  const token = url.searchParams.get('token') ?? '';
  const valid = clientSignInSchema.safeParse({ token }).success;
  return data(valid ? { token, invalid: null } : { token: '', invalid: CLIENT_LINK_INVALID_MESSAGE }, {
    status: valid ? 200 : 400,
    headers: NO_STORE,
  });
}

/** The link page's action: the token for a session (once), the cookie set, and on to the client's jobs. */
export async function signInWithLink(request: Request, clientIp: string) {
  const token = textField(await readFormData(request), 'token');
  if (!clientSignInSchema.safeParse({ token }).success) return failure(CLIENT_LINK_INVALID_MESSAGE, 400);
  try {
    const session = await signIn(token, clientIp);
    throw redirect(CLIENT_JOBS_PATH, {
      status: 303,
      headers: { 'Set-Cookie': await sessionCookie(request, session.session, session.expiresAt) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 400) return failure(CLIENT_LINK_INVALID_MESSAGE, 400);
    if (error instanceof ApiError && error.status === 429)
      return failure(bodyMessage(error.body) ?? FORM_RATE_LIMIT_MESSAGE, 429);
    log.error({ err: error }, 'A client could not sign in');
    return failure('Signing in failed. Please try again in a moment.', 502);
  }
}

/** POST /client/sign-out: the session revoked at the CMS (whatever it answers), the cookie removed, back to /client. */
export async function signOutClient(request: Request) {
  const session = await clientSessionOf(request);
  if (session)
    await signOut(session).catch((error: unknown) => log.warn({ err: error }, 'A client session could not be revoked'));
  throw redirect(CLIENT_PORTAL_PATH, { status: 303, headers: { 'Set-Cookie': await endedSessionCookie(request) } });
}

/** /client/jobs: who is signed in and the client's jobs with submitted candidates. */
export async function jobsPage(request: Request) {
  return withClient(request, async (session) => {
    const [me, jobs] = await Promise.all([portalMe(session), portalJobs(session)]);
    return data({ me, jobs }, { headers: NO_STORE });
  });
}

/** /client/jobs/:documentId: one job's candidates; another client's job (or none) is a 404. */
export async function jobPage(request: Request, documentId: string) {
  return withClient(request, async (session) => {
    try {
      const [me, job] = await Promise.all([portalMe(session), portalJob(session, documentId)]);
      return data({ me, job }, { headers: NO_STORE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw data({ message: 'Job not found.' }, { status: 404, headers: NO_STORE });
      }
      throw error;
    }
  });
}

/** The job page's action: the client's answer about one candidate (`submission`), checked as the CMS checks it. */
export async function answerAction(request: Request) {
  return withClient(request, async (session) => {
    const form = await readFormData(request);
    const submission = textField(form, 'submission');
    const values = {
      answer: textField(form, 'answer'),
      reason: textField(form, 'reason'),
      comment: textField(form, 'comment'),
    };
    const parsed = clientAnswerSchema.safeParse({ ...values, answer: values.answer || undefined });
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        fieldErrors[field] = [
          field === 'answer'
            ? 'Choose your answer.'
            : field === 'reason'
              ? 'Choose why the candidate is not a fit.'
              : 'Your comment must be at most 1,000 characters.',
        ];
      }
      return failure('Please check your answer.', 400, { fieldErrors, submission, values });
    }
    try {
      await answerSubmission(session, submission, parsed.data);
      return data({ ok: true, message: CLIENT_ANSWER_SAVED_MESSAGE, submission } satisfies PortalAnswer, {
        headers: NO_STORE,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return failure('This candidate is no longer available.', 404, { submission });
      }
      // An answer the candidate's stage refuses (docs/025-placements.md "Stages": ended, or Interview once offered): the
      // CMS's words, the contract's `clientAnswerProblem`.
      if (error instanceof ApiError && error.status === 409) {
        return failure(bodyMessage(error.body) ?? 'Your answer was not recorded.', 409, { submission });
      }
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
      log.error({ err: error }, 'A client answer could not be recorded');
      return failure('Your answer could not be sent. Please try again in a moment.', 502, { submission, values });
    }
  });
}

/** /client/submissions/:documentId/resume: the candidate's resume, streamed; another client's is a 404. */
export async function resumeDownload(request: Request, documentId: string) {
  return withClient(request, async (session) => {
    try {
      return downloadFromCms(await fetchSubmittedResume(session, documentId), 'attachment');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return new Response('Not found.', { status: 404 });
      throw error;
    }
  });
}
