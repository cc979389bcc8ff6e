import type { PageRequest } from '~/lib/request-info';
import { isJobAlertToken, JOB_ALERT_FAILURE_MESSAGE, JOB_ALERT_UNKNOWN_LINK_MESSAGE } from '@agency/contract';
import { data, type RouterContextProvider } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { languageOfPath } from '~/i18n/languages';
import { submissionLanguage } from '~/i18n/submission-language.server';
import { handlePublicForm } from '~/lib/public-form.server';
import { requestInfo } from '~/lib/request-info';
import { confirmJobAlert, subscribeToJobAlert, unsubscribeFromJobAlert } from './api.server';
import type { JobAlertResponse } from './job-alert-form';
import { jobAlertConstraint, parseJobAlert } from './schema';
import { log } from '~/lib/log.server';

/**
 * "Email me jobs like these" (the /blog action): the common steps of a public form (`handlePublicForm`: per-client
 * rate limit, the shared check, the honeypot), then `POST /api/job-alerts`. The visitor reads the same answer
 * whether the address was known; any CMS failure gives `JOB_ALERT_FAILURE_MESSAGE` with the typed address kept.
 */
export async function handleJobAlert(
  request: Request,
  clientIp: string,
): Promise<{ response: JobAlertResponse; status: number }> {
  const { status, ...outcome } = await handlePublicForm(request, clientIp, {
    parse: parseJobAlert,
    unreadableMessage: JOB_ALERT_FAILURE_MESSAGE,
    send: async ({ website: _website, email, ...search }) => {
      await subscribeToJobAlert({ email, search, language: submissionLanguage(request) }, clientIp);
    },
    failure: (error) => {
      log.error({ err: error }, 'Job alert subscription failed');
      return { message: JOB_ALERT_FAILURE_MESSAGE, status: 502 };
    },
  });
  return { response: { form: 'job-alert', ...outcome }, status };
}

/** The `action` of /blog: `handleJobAlert` for the visitor's address, with its status. */
export async function jobAlertAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { response, status } = await handleJobAlert(request, context.get(requestInfo).clientIp);
  return data(response, { status });
}

/** The job alert form's field constraints, for the board's loader. */
export function jobAlertFormLoaderData() {
  return { jobAlertConstraint: jobAlertConstraint() };
}

/** What /alerts/confirm shows: the alert confirmed (with its search in words), an unknown link, or a failure. */
export type ConfirmOutcome =
  | { status: 'confirmed'; description: string }
  | { status: 'unknown'; message: string }
  | { status: 'failed'; message: string };

/**
 * Confirms the alert of the link's `?token=` (GET /alerts/confirm or /ar/alerts/confirm, the link of the confirmation
 * email; the search in words comes in the path's language). An unknown, expired or malformed token is 404; the CMS
 * unreachable is 503 (the link can be clicked again).
 */
export async function confirmFromLink(url: URL): Promise<{ outcome: ConfirmOutcome; status: number }> {
  const token = url.searchParams.get('token');
  if (!isJobAlertToken(token)) {
    return { outcome: { status: 'unknown', message: JOB_ALERT_UNKNOWN_LINK_MESSAGE }, status: 404 };
  }
  try {
    const { description } = await confirmJobAlert(token, languageOfPath(url.pathname));
    return { outcome: { status: 'confirmed', description }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { outcome: { status: 'unknown', message: JOB_ALERT_UNKNOWN_LINK_MESSAGE }, status: 404 };
    }
    log.error({ err: error }, 'Job alert confirmation failed');
    return {
      outcome: {
        status: 'failed',
        message: 'We could not confirm your job alert just now. Please open the link again.',
      },
      status: 503,
    };
  }
}

/**
 * The token of an unsubscribe request: the form's `token` field, else the link's `?token=` (the RFC 8058 one-click
 * POST of a mail provider goes to the link itself, with the body `List-Unsubscribe=One-Click`).
 */
async function unsubscribeToken({ request, url }: PageRequest): Promise<string | null> {
  const fromLink = url.searchParams.get('token');
  let fromForm: FormDataEntryValue | null = null;
  try {
    fromForm = (await request.formData()).get('token');
  } catch {
    // No form body (or not one we can read): the link's token is enough.
  }
  const token = typeof fromForm === 'string' && fromForm ? fromForm : fromLink;
  return isJobAlertToken(token) ? token : null;
}

/**
 * POST /alerts/unsubscribe: the page's button and the one-click POST of mail providers alike; no session, cookie or
 * CSRF token is needed (the token is the proof). Unknown tokens succeed too (already unsubscribed); a malformed one is
 * 400; the CMS unreachable is 503.
 */
export async function unsubscribeFromRequest(
  page: PageRequest,
): Promise<{ outcome: { unsubscribed: boolean; message?: string }; status: number }> {
  const token = await unsubscribeToken(page);
  if (!token) return { outcome: { unsubscribed: false, message: JOB_ALERT_UNKNOWN_LINK_MESSAGE }, status: 400 };
  try {
    await unsubscribeFromJobAlert(token);
    return { outcome: { unsubscribed: true }, status: 200 };
  } catch (error) {
    log.error({ err: error }, 'Job alert unsubscribe failed');
    return {
      outcome: { unsubscribed: false, message: 'We could not unsubscribe you just now. Please try again.' },
      status: 503,
    };
  }
}
