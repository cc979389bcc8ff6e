import {
  CANDIDATE_LINK_INVALID_MESSAGE,
  CANDIDATE_LINK_SENT_MESSAGE,
  CANDIDATE_TIME_ZONE_SAVED_MESSAGE,
  CANDIDATE_TOKEN_PATTERN,
  CANDIDATE_WITHDRAWN_MESSAGE,
  candidateCalendarSchema,
  candidateLinkRequestSchema,
  candidatePageAnswerSchema,
  candidateSlotPickedMessage,
  candidateSlotPickSchema,
  candidateWithdrawSchema,
  formatInstantForReader,
  INTERVIEW_MESSAGES,
  isTimeZone,
  type CandidatePage,
} from '@agency/contract';
import { submissionLanguage } from '~/i18n/submission-language.server';
import { ApiError, bodyMessage } from '~/lib/api-error';
import { cmsFetch, cmsRequest, parse } from '~/lib/cms-client.server';
import { readFormData, textField } from '~/lib/form-data.server';
import { log } from '~/lib/log.server';
import { allowSubmission, RATE_LIMIT_MESSAGE } from '~/lib/rate-limit.server';

/**
 * The candidate's own page (docs/025-placements.md "The candidate's page"), server only: `/my-application/<token>`
 * reads the page from the CMS (`POST /api/candidate-page/view`, which changes nothing: mail scanners open links); its
 * buttons POST to the page's action (withdraw and consent withdrawal in two steps, the time zone), counted against the
 * public forms' per-client limit; `/my-application` asks for the links again; `/my-application/export.zip` downloads
 * the personal data. The token is sent to the CMS in a POST body, never in a CMS URL; the web log names the route
 * pattern only (server/request-log.ts redacts the token of a path it logs).
 */

/** What every answer of these pages carries: one person's page, never cached, never indexed, no referrer. */
export const CANDIDATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

/** A second step the page asks for before it acts. */
export type CandidateConfirm = 'withdraw' | 'consent';

/** What /my-application/<token> shows: the CMS's page (stage, interviews and offer included) and the last press. */
export type CandidatePageOutcome =
  | {
      status: 'page';
      page: CandidatePage;
      /** The time zones to choose from (the server's list, so that the server and the browser render the same). */
      zones: string[];
      confirm: CandidateConfirm | null;
      /** What the last press did, said at the top of the page (`role="status"`). */
      message: string | null;
      /** A refusal of the withdrawal's reason, of the time zone or of a pick (`slot:<interview id>`), on its field. */
      fieldError: { field: 'reason' | 'timeZone' | `slot:${string}`; message: string } | null;
    }
  | { status: 'erased' }
  | { status: 'unknown' | 'failed' | 'limited'; message: string };

const FAILED_MESSAGE = 'We could not answer just now. Please open the link again later.';

type Answer = { outcome: CandidatePageOutcome; status: number };

/** The one page of a link that does not work (the CMS's 404, or a token that cannot be one). */
const unknownLink = (): Answer => ({
  outcome: { status: 'unknown', message: CANDIDATE_LINK_INVALID_MESSAGE },
  status: 404,
});

/** A CMS failure as the page says it: an unusable link (404), too many tries (429), or a failure (503). */
function failureOf(error: unknown, what: string): Answer {
  if (error instanceof ApiError && error.status === 404) return unknownLink();
  if (error instanceof ApiError && error.status === 429) {
    return { outcome: { status: 'limited', message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  log.error({ err: error }, what);
  return { outcome: { status: 'failed', message: FAILED_MESSAGE }, status: 503 };
}

/**
 * The time zones to choose from: every IANA zone this server's Intl knows, with UTC and the candidate's current zone,
 * sorted (the staff profile's list, features/staff: the same rule, kept here as features do not share modules).
 */
export function candidateTimeZones(current: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current && isTimeZone(current)) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/** `POST /candidate-page/view`: the page of `token`. @throws ApiError (404 for a link that does not work). */
async function readPage(token: string, clientIp: string): Promise<CandidatePage> {
  const answer = await cmsRequest('/candidate-page/view', { method: 'POST', body: { data: { token } }, clientIp });
  return parse(candidatePageAnswerSchema, answer).data;
}

/** The page as shown, with what the last press said. */
function shown(page: CandidatePage, extra: Partial<Extract<CandidatePageOutcome, { status: 'page' }>> = {}): Answer {
  return {
    outcome: {
      status: 'page',
      page,
      zones: candidateTimeZones(page.timeZone),
      confirm: null,
      message: null,
      fieldError: null,
      ...extra,
    },
    status: 200,
  };
}

/**
 * The loader of /my-application/<token>: the page's data, changing nothing.
 * @returns the outcome and its HTTP status (404 for a link that does not work, 429, 503).
 */
export async function candidatePageView(token: string, clientIp: string): Promise<Answer> {
  if (!CANDIDATE_TOKEN_PATTERN.test(token)) return unknownLink();
  try {
    return shown(await readPage(token, clientIp));
  } catch (error) {
    return failureOf(error, 'Candidate page lookup failed');
  }
}

/**
 * The action of /my-application/<token> (field `intent`): `withdraw` and `consent` ask to confirm (nothing changes);
 * `withdraw-confirmed` (with the optional `reason`) withdraws the application; `consent-confirmed` withdraws the
 * consent (everything of the address erased); `time-zone` (field `timeZone`) saves the candidate's zone; `pick-slot`
 * (fields `interview`, `slot`, `timeZone`: the zone the times were shown in) books one of an interview's proposed
 * times, and the page says it in that zone (the CMS's refusal, 400 or 409, on the times' group). Limited per client
 * like every public form.
 */
export async function candidatePageAction(request: Request, token: string, clientIp: string): Promise<Answer> {
  if (!(await allowSubmission(clientIp))) {
    return { outcome: { status: 'limited', message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  if (!CANDIDATE_TOKEN_PATTERN.test(token)) return unknownLink();
  const form = await readFormData(request);
  const intent = textField(form, 'intent');
  try {
    if (intent === 'withdraw' || intent === 'consent') {
      return shown(await readPage(token, clientIp), { confirm: intent });
    }
    if (intent === 'withdraw-confirmed') {
      const reason = textField(form, 'reason');
      const parsed = candidateWithdrawSchema.safeParse({ token, reason });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'The reason is too long.';
        const page = await readPage(token, clientIp);
        return { ...shown(page, { confirm: 'withdraw', fieldError: { field: 'reason', message } }), status: 400 };
      }
      const answer = await withdrawOrRefusal(parsed.data, clientIp);
      if ('refused' in answer) {
        return { ...shown(await readPage(token, clientIp), { message: answer.refused }), status: 409 };
      }
      return shown(answer.page, { message: CANDIDATE_WITHDRAWN_MESSAGE });
    }
    if (intent === 'consent-confirmed') {
      await cmsRequest('/candidate-page/consent-withdrawal', { method: 'POST', body: { data: { token } }, clientIp });
      return { outcome: { status: 'erased' }, status: 200 };
    }
    if (intent === 'time-zone') {
      const timeZone = textField(form, 'timeZone');
      if (!isTimeZone(timeZone)) {
        const page = await readPage(token, clientIp);
        const fieldError = { field: 'timeZone' as const, message: 'Choose a time zone from the list.' };
        return { ...shown(page, { fieldError }), status: 400 };
      }
      await cmsRequest('/candidate-page/time-zone', {
        method: 'POST',
        body: { data: { token, timeZone } },
        clientIp,
      });
      return shown(await readPage(token, clientIp), { message: CANDIDATE_TIME_ZONE_SAVED_MESSAGE });
    }
    if (intent === 'pick-slot') return await pickSlot(form, token, clientIp);
    return shown(await readPage(token, clientIp));
  } catch (error) {
    return failureOf(error, 'A candidate page action failed');
  }
}

/** The `pick-slot` press: checked with the contract, then the CMS's pick; the page says the time booked. */
async function pickSlot(form: FormData, token: string, clientIp: string): Promise<Answer> {
  const interview = textField(form, 'interview');
  const slotText = textField(form, 'slot');
  const parsed = candidateSlotPickSchema.safeParse({
    token,
    interview,
    slot: slotText === '' ? Number.NaN : Number(slotText),
    timeZone: textField(form, 'timeZone'),
  });
  const refused = async (message: string, status: number) => ({
    ...shown(await readPage(token, clientIp), { fieldError: { field: `slot:${interview}` as const, message } }),
    status,
  });
  if (!parsed.success) return refused(INTERVIEW_MESSAGES.noSuchSlot, 400);
  try {
    const answer = await cmsRequest('/candidate-page/interviews/pick', {
      method: 'POST',
      body: { data: parsed.data },
      clientIp,
    });
    const page = parse(candidatePageAnswerSchema, answer).data;
    const booked = page.interviews.find((shownInterview) => shownInterview.id === parsed.data.interview)?.startsAt;
    const message = booked ? candidateSlotPickedMessage(formatInstantForReader(booked, parsed.data.timeZone)) : null;
    return shown(page, { message });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      return refused(bodyMessage(error.body) ?? INTERVIEW_MESSAGES.notProposed, error.status);
    }
    throw error;
  }
}

/**
 * GET /my-application/<token>/interviews/<id>.ics: the `.ics` of an interview's current invitation, read from the CMS
 * (`POST /candidate-page/interviews/calendar`, the token in the body; it changes nothing). @returns the download, or a
 * plain-text refusal (404 a link or interview that does not work, 429, 503).
 */
export async function candidateInterviewCalendar(token: string, file: string, clientIp: string): Promise<Response> {
  const plain = (message: string, status: number) =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...CANDIDATE_PAGE_HEADERS },
    });
  const parsed = candidateCalendarSchema.safeParse({ token, interview: file.replace(/\.ics$/, '') });
  if (!file.endsWith('.ics') || !parsed.success) return plain(CANDIDATE_LINK_INVALID_MESSAGE, 404);
  try {
    const calendar = await cmsFetch('/candidate-page/interviews/calendar', {
      method: 'POST',
      body: { data: parsed.data },
      clientIp,
    });
    return new Response(await calendar.text(), {
      headers: {
        ...CANDIDATE_PAGE_HEADERS,
        'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST',
        'Content-Disposition': calendar.headers.get('content-disposition') ?? 'attachment; filename="interview.ics"',
      },
    });
  } catch (error) {
    const { outcome, status } = failureOf(error, 'Interview calendar download from the candidate page failed');
    return plain(outcome.status === 'page' || outcome.status === 'erased' ? FAILED_MESSAGE : outcome.message, status);
  }
}

/** `POST /candidate-page/withdraw`: the page as it now stands, or the CMS's refusal (409: the application ended). */
async function withdrawOrRefusal(
  input: { token: string; reason: string },
  clientIp: string,
): Promise<{ page: CandidatePage } | { refused: string }> {
  try {
    const answer = await cmsRequest('/candidate-page/withdraw', { method: 'POST', body: { data: input }, clientIp });
    return { page: parse(candidatePageAnswerSchema, answer).data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { refused: bodyMessage(error.body) ?? '' };
    throw error;
  }
}

/** What /my-application's "Lost your link?" form answers. */
export interface LinkRequestAnswer {
  ok: boolean;
  message: string;
  /** The refusal of the address, on its field. */
  fieldError?: string;
}

/**
 * The action of /my-application: the links of the address's applications e-mailed again. The answer is the same
 * whether the address applied or not (the CMS's rule); a malformed address is said on its field.
 */
export async function requestCandidateLinks(
  request: Request,
  clientIp: string,
): Promise<{ answer: LinkRequestAnswer; status: number }> {
  if (!(await allowSubmission(clientIp))) {
    return { answer: { ok: false, message: RATE_LIMIT_MESSAGE }, status: 429 };
  }
  const email = textField(await readFormData(request), 'email');
  const parsed = candidateLinkRequestSchema.safeParse({ email });
  if (!parsed.success) {
    const message = 'Please enter a valid email address.';
    return { answer: { ok: false, message, fieldError: message }, status: 400 };
  }
  try {
    // The e-mail's links open the pages in the language of the page it was asked on (/ar/my-application: Arabic).
    const data = { ...parsed.data, language: submissionLanguage(request) };
    await cmsRequest('/candidate-page/links', { method: 'POST', body: { data }, clientIp });
    return { answer: { ok: true, message: CANDIDATE_LINK_SENT_MESSAGE }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return { answer: { ok: false, message: RATE_LIMIT_MESSAGE }, status: 429 };
    }
    log.error({ err: error }, 'Candidate page links could not be requested');
    return { answer: { ok: false, message: 'The link could not be sent. Please try again in a moment.' }, status: 502 };
  }
}

/**
 * POST /my-application/export.zip (field `token`): the personal-data ZIP of the application's address, streamed from
 * the CMS. @returns the download, or a plain-text refusal (404 a link that does not work, 429, 503).
 */
export async function candidateDataDownload(request: Request, clientIp: string): Promise<Response> {
  const plain = (message: string, status: number) =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...CANDIDATE_PAGE_HEADERS },
    });
  if (!(await allowSubmission(clientIp))) return plain(RATE_LIMIT_MESSAGE, 429);
  const token = textField(await readFormData(request), 'token');
  if (!CANDIDATE_TOKEN_PATTERN.test(token)) return plain(CANDIDATE_LINK_INVALID_MESSAGE, 404);
  try {
    const zip = await cmsFetch('/candidate-page/export', {
      method: 'POST',
      body: { data: { token } },
      clientIp,
      timeoutMs: 60_000,
    });
    return new Response(zip.body, {
      headers: {
        ...CANDIDATE_PAGE_HEADERS,
        'Content-Type': 'application/zip',
        'Content-Disposition': zip.headers.get('content-disposition') ?? 'attachment; filename="personal-data.zip"',
      },
    });
  } catch (error) {
    const { outcome, status } = failureOf(error, 'Personal-data download from the candidate page failed');
    return plain(outcome.status === 'page' || outcome.status === 'erased' ? FAILED_MESSAGE : outcome.message, status);
  }
}
