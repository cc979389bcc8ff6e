import {
  CANDIDATE_LINK_INVALID_MESSAGE,
  CANDIDATE_LINKS_PER_HOUR,
  CANDIDATE_TOKEN_PATTERN,
  CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
  CANDIDATE_WITHDRAWAL_ACTOR,
  candidateLinkRequestSchema,
  candidateMayWithdraw,
  candidateStanding,
  candidateTimeZoneSchema,
  candidateTokenSchema,
  candidateWithdrawSchema,
  candidateCalendarSchema,
  candidateSlotPickSchema,
  isJobOpen,
  publicCompany,
  timelineText,
  type ApplicationStatus,
  type CandidatePage,
  type CandidateTimelineEntry,
  type Language,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { rateLimitRefused } from '../../../lib/metrics';
import { enqueueCandidatePageLinks } from '../../../lib/notifications';
import {
  CANDIDATE_LINK_UID,
  candidateTokenHash as tokenHashOf,
  createCandidateLink,
} from '../../../lib/candidate-links';
import { createRateLimit, rateLimitRedis, type RateLimit } from '../../../lib/rate-limit';
import { parseOrThrow } from '../../../lib/validation';
import { DATA_SUBJECT_ACTOR } from '../../candidate/services/my-data';
import { service as serviceOf } from '../../services';
import { changeApplicationStatus } from '../../job-application/services/job-application';
import {
  calendarOfApplication,
  candidateProgressOf,
  endSubmissionsForWithdrawal,
  pickSlotOfApplication,
  PlacedRefusal,
} from './candidate-interviews';

/**
 * The candidate's own page of an application (docs/025-placements.md "The candidate's page"; issue 28): a long random
 * link per application, e-mailed with the confirmation, that shows the job, where the application stands and its
 * timeline, and lets the candidate withdraw it, download their data or withdraw their consent.
 * - A token is 32 random bytes (base64url, 43 characters); only its SHA-256 is stored (lib/candidate-links.ts), in `api::application-link.application-link`, a type with no content API whose relation
 *   points from the link to the application (the application has none back: no `populate` of the application's API
 *   reaches a link). A link works until staff revoke it; a new link (sent again) leaves the older ones working.
 * - Every public answer about a link that does not open a page (unknown, forged, malformed, revoked, its application
 *   gone) is one 404 `CANDIDATE_LINK_INVALID_MESSAGE`. Reading the page changes nothing (mail scanners open links):
 *   only the page's buttons act, each a POST.
 */

const LINK_UID = CANDIDATE_LINK_UID;
const APPLICATION_UID = 'api::job-application.job-application';
const STATUS_CHANGE_UID = 'api::application-status-change.application-status-change';
const NOTE_UID = 'api::application-note.application-note';

/** The least time a "send my link again" answer takes, whoever the address is (the client portal's 400 ms). */
export const CANDIDATE_LINK_MIN_MS = 400;
/** At most this many applications of one address get a link in one "send my link again" e-mail (the newest). */
export const CANDIDATE_LINKS_PER_EMAIL = 20;

/** The audit actions (documentIds only, never personal data). */
export const CANDIDATE_WITHDRAW_ACTION = 'candidate-withdraw';
export const CANDIDATE_LINK_REVOKE_ACTION = 'candidate-link-revoke';
export const CANDIDATE_LINK_SEND_ACTION = 'candidate-link-send';

/** A withdrawal refused because the application has ended: the controller's 409. */
export class WithdrawalRefused extends Error {}

type Row = Record<string, unknown>;

/** An application as the page reads it. */
interface LinkedApplication {
  id: number;
  documentId: string;
  fullName: string;
  email: string;
  job_status: ApplicationStatus;
  appliedAt: string;
  job?: {
    id: number;
    documentId: string;
    title: string;
    slug: string | null;
    company: string | null;
    confidential: boolean | null;
    status: string | null;
    validThrough: string | null;
    owner?: { fullName?: string | null; blocked?: boolean | null } | null;
  } | null;
}

/** What a working link opens: its row, its time zone and its application. */
interface FoundLink {
  linkId: number;
  timeZone: string | null;
  application: LinkedApplication;
}

/** The one answer to a link that does not open a page, whatever the reason (404). */
export function invalidLink(): errors.NotFoundError {
  return new errors.NotFoundError(CANDIDATE_LINK_INVALID_MESSAGE);
}

/** The token of a body `{ token }`, or the generic 404: a body without a well-formed token tells nothing more. */
function tokenOf(data: unknown): string {
  const parsed = candidateTokenSchema.safeParse(data ?? {});
  if (!parsed.success) throw invalidLink();
  return parsed.data.token;
}

/**
 * The application of the token `token` when it opens a page: known, not revoked, its application still there. Null
 * otherwise (a malformed token included). Reads only.
 */
export async function linkOf(strapi: Core.Strapi, token: unknown): Promise<FoundLink | null> {
  if (typeof token !== 'string' || !CANDIDATE_TOKEN_PATTERN.test(token)) return null;
  const link = (await strapi.db.query(LINK_UID).findOne({
    where: { tokenHash: tokenHashOf(token), revokedAt: null },
    select: ['id', 'timeZone'],
    populate: {
      application: {
        select: ['id', 'documentId', 'fullName', 'email', 'job_status', 'appliedAt'],
        populate: {
          job: {
            select: ['id', 'documentId', 'title', 'slug', 'company', 'confidential', 'status', 'validThrough'],
            populate: { owner: { select: ['fullName', 'blocked'] } },
          },
        },
      },
    },
  })) as { id: number; timeZone: string | null; application?: LinkedApplication | null } | null;
  if (!link?.application) return null;
  return { linkId: link.id, timeZone: link.timeZone ?? null, application: link.application };
}

/** `linkOf`, or the generic 404. */
async function requiredLink(strapi: Core.Strapi, token: string): Promise<FoundLink> {
  const found = await linkOf(strapi, token);
  if (!found) throw invalidLink();
  return found;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/** The row ids of the links of the application `applicationId`. */
async function linkIdsOf(strapi: Core.Strapi, applicationId: number): Promise<number[]> {
  const rows = (await strapi.db.query(LINK_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['id'],
  })) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

/** The status history of the application `applicationId`, oldest first: to, by whom (only to tell a withdrawal), when. */
async function historyOf(strapi: Core.Strapi, applicationId: number) {
  return (await strapi.db.query(STATUS_CHANGE_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['to', 'actor', 'changedAt'],
    orderBy: [{ changedAt: 'asc' }, { id: 'asc' }],
  })) as Array<{ to: ApplicationStatus; actor: string; changedAt: string }>;
}

/** Whether a status change is the candidate's withdrawal. */
const isWithdrawal = (change: { to: string; actor: string }) =>
  change.to === 'Rejected' && change.actor === CANDIDATE_WITHDRAWAL_ACTOR;

/**
 * The page's data for the token `token` (`POST /candidate-page/view`): the job as the public site names it (its link
 * only while it is open), where the application stands in plain words, the recruiter's first name (the job's active
 * owner, when named), the timeline (applied, each status change; never who moved it, a reason or a note) and the time
 * zone the candidate chose; and, from its submissions (services/candidate-interviews.ts `candidateProgressOf`), where
 * the submission to the employer stands (never its outcome), the interviews the candidate attends and the offer standing
 * open or accepted. Changes nothing.
 * @throws NotFoundError (404) `CANDIDATE_LINK_INVALID_MESSAGE` for any link that does not open a page.
 */
export async function candidatePageOf(strapi: Core.Strapi, data: unknown, now = new Date()): Promise<CandidatePage> {
  const { application, timeZone } = await requiredLink(strapi, tokenOf(data));
  const history = await historyOf(strapi, application.id);
  const withdrawn = history.some(isWithdrawal) && application.job_status === 'Rejected';
  const timeline: CandidateTimelineEntry[] = [
    { at: iso(application.appliedAt), kind: 'applied', text: 'You applied.' },
    ...history.map((change): CandidateTimelineEntry =>
      isWithdrawal(change)
        ? { at: iso(change.changedAt), kind: 'withdrawn', text: 'You withdrew your application.' }
        : { at: iso(change.changedAt), kind: 'status', text: timelineText(change.to) },
    ),
  ];
  const job = application.job;
  const owner = job?.owner;
  const firstName = owner && !owner.blocked ? (owner.fullName ?? '').trim().split(/\s+/)[0] : '';
  const page: CandidatePage = {
    reference: application.documentId,
    fullName: application.fullName,
    appliedAt: iso(application.appliedAt),
    standing: candidateStanding(application.job_status, withdrawn),
    mayWithdraw: candidateMayWithdraw(application.job_status),
    job: {
      title: job?.title ?? 'A role with us',
      company: job ? publicCompany(job) : null,
      slug: job?.slug && isJobOpen({ status: job.status, validThrough: job.validThrough }, now) ? job.slug : null,
    },
    recruiter: firstName ? { firstName } : null,
    timeline,
    timeZone,
    ...(await candidateProgressOf(strapi, application.id, now)),
  };
  return page;
}

/**
 * `POST /candidate-page/withdraw` `{ token, reason }`: the candidate withdraws the application. It moves to Rejected
 * through the normal status path (`changeApplicationStatus`: the transition rule, the history entry) with the actor
 * `CANDIDATE_WITHDRAWAL_ACTOR`, and **no decision e-mail** (the candidate is not sent a rejection); the optional reason
 * becomes a note for staff, an audit entry `candidate-withdraw` is written, and each submission of the application that
 * has not ended ends with the outcome "candidate withdrew" (`endSubmissionsForWithdrawal`: `moveSubmission`, which
 * cancels every future interview with its CANCEL), all in one transaction.
 * @returns the page as it now stands.
 * @throws NotFoundError (404) for a link that does not open a page; ValidationError (400) for a reason over the limit;
 *   WithdrawalRefused (409) once the application has ended (Accepted, placed, or rejected already).
 */
export async function withdrawApplication(strapi: Core.Strapi, data: unknown): Promise<CandidatePage> {
  const token = tokenOf(data);
  const { reason } = parseOrThrow(candidateWithdrawSchema, data);
  await strapi.db.transaction(async () => {
    const { application } = await requiredLink(strapi, token);
    // Read again inside the transaction, so that two presses at once withdraw once and the second is refused.
    const current = (await strapi.db.query(APPLICATION_UID).findOne({
      where: { id: application.id },
      select: ['job_status'],
    })) as { job_status: ApplicationStatus } | null;
    if (!current || !candidateMayWithdraw(current.job_status)) {
      throw new WithdrawalRefused(CANDIDATE_WITHDRAW_REFUSED_MESSAGE);
    }
    await changeApplicationStatus(
      strapi,
      application.documentId,
      { job_status: 'Rejected' },
      CANDIDATE_WITHDRAWAL_ACTOR,
    );
    const now = new Date();
    if (reason) {
      await strapi.db.query(NOTE_UID).create({
        data: {
          text: `Withdrawn by the candidate: ${reason}`,
          author: CANDIDATE_WITHDRAWAL_ACTOR,
          writtenAt: now,
          application: application.id,
          createdAt: now,
          updatedAt: now,
        },
      });
    }
    await recordAudit(strapi, {
      action: CANDIDATE_WITHDRAW_ACTION,
      subjectType: APPLICATION_UID,
      subjectId: application.documentId,
      jobDocumentId: application.job?.documentId ?? null,
      actor: CANDIDATE_WITHDRAWAL_ACTOR,
    });
    try {
      await endSubmissionsForWithdrawal(strapi, application.id);
    } catch (error) {
      // A placed submission: nothing of the above stays (the transaction rolls back).
      if (error instanceof PlacedRefusal) throw new WithdrawalRefused(error.message);
      throw error;
    }
  });
  return candidatePageOf(strapi, { token });
}

/**
 * `POST /candidate-page/interviews/pick` `{ token, interview, slot, timeZone }`: the candidate picks one of the proposed
 * times of an interview of this application (`candidateSlotPickSchema`); api/interview's `pickInterviewSlot` books it
 * and e-mails the invitation (REQUEST, SEQUENCE 0) to every attendee, the candidate's in `timeZone`.
 * @returns the page as it now stands.
 * @throws NotFoundError (404) the one generic answer for a link that does not open a page and for an interview that is
 *   not this application's (unknown, another's); ValidationError (400) for a slot that is not one of the times or has
 *   passed, an unknown zone; InterviewConflict (409) when the interview has no times to pick (booked, picked meanwhile,
 *   cancelled).
 */
export async function pickCandidateSlot(strapi: Core.Strapi, data: unknown): Promise<CandidatePage> {
  const token = tokenOf(data);
  const { application } = await requiredLink(strapi, token);
  const input = parseOrThrow(candidateSlotPickSchema, data);
  if (!(await pickSlotOfApplication(strapi, application.id, input))) throw invalidLink();
  return candidatePageOf(strapi, { token });
}

/**
 * `POST /candidate-page/interviews/calendar` `{ token, interview }`: the `.ics` of the current invitation of a booked
 * interview of this application (`calendarOfApplication`). Reads only.
 * @throws NotFoundError (404) the one generic answer for a link that does not open a page, an interview that is not
 *   this application's, or one with no booked time to come.
 */
export async function candidateInterviewCalendar(
  strapi: Core.Strapi,
  data: unknown,
): Promise<{ filename: string; ics: string }> {
  const token = tokenOf(data);
  const parsed = candidateCalendarSchema.safeParse(data);
  if (!parsed.success) throw invalidLink();
  const { application } = await requiredLink(strapi, token);
  const calendar = await calendarOfApplication(strapi, application.id, parsed.data.interview);
  if (!calendar) throw invalidLink();
  return calendar;
}

/**
 * `POST /candidate-page/time-zone` `{ token, timeZone }`: the time zone the candidate's dates are shown in, kept on
 * every link of the application (issue 28's interview e-mails read it: `candidateTimeZoneOf`).
 * @throws NotFoundError (404) for a link that does not open a page; ValidationError (400) for an unknown zone.
 */
export async function saveCandidateTimeZone(strapi: Core.Strapi, data: unknown): Promise<{ timeZone: string }> {
  const token = tokenOf(data);
  const { timeZone } = parseOrThrow(candidateTimeZoneSchema, data);
  const { application } = await requiredLink(strapi, token);
  await strapi.db.query(LINK_UID).updateMany({
    where: { id: { $in: await linkIdsOf(strapi, application.id) } },
    data: { timeZone, updatedAt: new Date() },
  });
  return { timeZone };
}

let addressLimit: RateLimit | undefined;

/** `CANDIDATE_LINKS_PER_HOUR` e-mails per address an hour (Redis or memory, lib/rate-limit.ts). */
function linksPerAddress(strapi: Core.Strapi): RateLimit {
  addressLimit ??= createRateLimit({
    keyPrefix: 'candidate-link-address',
    points: CANDIDATE_LINKS_PER_HOUR,
    seconds: 3600,
    redis: rateLimitRedis((message) => strapi.log.warn(message)),
  });
  return addressLimit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST /candidate-page/links` `{ email }` ("Lost your link?"): when the address applied for jobs (and has had fewer
 * than `CANDIDATE_LINKS_PER_HOUR` requests this hour), a new link to each of its applications (the newest
 * `CANDIDATE_LINKS_PER_EMAIL`) and one e-mail listing them are stored in one transaction. Resolves no sooner than
 * `CANDIDATE_LINK_MIN_MS` after it was called, whoever the address is; logs nothing about the address.
 * @throws ValidationError (400) for a body without an e-mail address's shape (which tells nothing about applicants).
 */
export async function requestCandidateLinks(strapi: Core.Strapi, data: unknown): Promise<void> {
  const started = Date.now();
  const { email, language } = parseOrThrow(candidateLinkRequestSchema, data);
  try {
    // Keyed by the address's hash: no address in Redis. Counted for every address, known or not.
    const allowed = await linksPerAddress(strapi).consume(tokenHashOf(email.toLowerCase()));
    if (!allowed.allowed) {
      rateLimitRefused('links');
      return;
    }
    await sendLinksOf(strapi, { email: { $eqi: email }, job: { id: { $notNull: true } } }, email, language);
  } finally {
    await sleep(Math.max(0, started + CANDIDATE_LINK_MIN_MS - Date.now()));
  }
}

/**
 * New links to the applications `where` finds (the newest first) and their one e-mail to `to`, its links to the pages
 * in `language` (the page the request came from); nothing when none.
 */
async function sendLinksOf(strapi: Core.Strapi, where: Row, to: string, language: Language = 'en'): Promise<number> {
  const applications = (await strapi.db.query(APPLICATION_UID).findMany({
    where,
    select: ['id', 'documentId', 'appliedAt'],
    populate: { job: { select: ['title', 'company', 'confidential'] } },
    orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
    limit: CANDIDATE_LINKS_PER_EMAIL,
  })) as Array<{
    id: number;
    appliedAt: string;
    job?: { title: string; company: string | null; confidential: boolean | null } | null;
  }>;
  if (applications.length === 0) return 0;
  await strapi.db.transaction(async () => {
    const now = new Date();
    const links = [];
    for (const application of applications) {
      links.push({
        jobTitle: application.job?.title ?? 'A role with us',
        company: application.job ? publicCompany(application.job) : null,
        appliedAt: application.appliedAt,
        token: await createCandidateLink(strapi, application.id, now),
      });
    }
    await enqueueCandidatePageLinks(strapi, to, links, language);
  });
  return applications.length;
}

/**
 * `POST /candidate-page/export` `{ token }`: the personal-data ZIP of the application's address, the staff tool's
 * export (docs/015-recruiter-workflow.md), as /privacy promises ("get a copy of it").
 * @throws NotFoundError (404) for a link that does not open a page.
 */
export async function exportCandidateData(strapi: Core.Strapi, data: unknown, now = new Date()) {
  const { application } = await requiredLink(strapi, tokenOf(data));
  return serviceOf(strapi, 'api::personal-data.personal-data').exportZip(application.email, now);
}

/**
 * `POST /candidate-page/consent-withdrawal` `{ token }`: the candidate withdraws their consent, which stops any further
 * use of their applications (/privacy): everything stored under the application's address is erased with the staff
 * tool's erasure (erasure log first, every source, one audit entry naming no one; `DATA_SUBJECT_ACTOR`). The link then
 * opens nothing (its application is gone).
 * @throws NotFoundError (404) for a link that does not open a page.
 */
export async function withdrawCandidateConsent(strapi: Core.Strapi, data: unknown): Promise<{ status: 'gone' }> {
  const { application } = await requiredLink(strapi, tokenOf(data));
  await serviceOf(strapi, 'api::personal-data.personal-data').erase(application.email, DATA_SUBJECT_ACTOR);
  return { status: 'gone' };
}

/** The row id and job of the application `documentId`, for staff's actions. @throws NotFoundError (404). */
async function applicationRow(strapi: Core.Strapi, documentId: string) {
  const application = (await strapi.db.query(APPLICATION_UID).findOne({
    where: { documentId },
    select: ['id', 'documentId', 'email'],
    populate: { job: { select: ['documentId'] } },
  })) as { id: number; documentId: string; email: string; job?: { documentId: string } | null } | null;
  if (!application) throw new errors.NotFoundError('Application not found');
  return application;
}

/**
 * `POST /job-applications/:documentId/candidate-link/revoke` (staff with `applications`): every link of the application
 * stops working at once (a leaked link); audited `candidate-link-revoke`. "Send again" makes a new one.
 * @returns how many links were revoked. @throws NotFoundError (404).
 */
export async function revokeCandidateLinks(strapi: Core.Strapi, documentId: string, actor: string) {
  const application = await applicationRow(strapi, documentId);
  return strapi.db.transaction(async () => {
    const now = new Date();
    // By row id: the query engine's updateMany takes no condition on a relation.
    const { count } = await strapi.db.query(LINK_UID).updateMany({
      where: { id: { $in: await linkIdsOf(strapi, application.id) }, revokedAt: null },
      data: { revokedAt: now, updatedAt: now },
    });
    await recordAudit(strapi, {
      action: CANDIDATE_LINK_REVOKE_ACTION,
      subjectType: APPLICATION_UID,
      subjectId: application.documentId,
      jobDocumentId: application.job?.documentId ?? null,
      actor,
    });
    return { revoked: Number(count) };
  });
}

/**
 * `POST /job-applications/:documentId/candidate-link` (staff with `applications`): a new link to the application's
 * page, e-mailed to its address (the `candidate-page-link` e-mail), audited `candidate-link-send`.
 * @returns when it was sent. @throws NotFoundError (404).
 */
export async function sendCandidateLinkAgain(strapi: Core.Strapi, documentId: string, actor: string) {
  const application = await applicationRow(strapi, documentId);
  return strapi.db.transaction(async () => {
    await sendLinksOf(strapi, { id: application.id }, application.email);
    await recordAudit(strapi, {
      action: CANDIDATE_LINK_SEND_ACTION,
      subjectType: APPLICATION_UID,
      subjectId: application.documentId,
      jobDocumentId: application.job?.documentId ?? null,
      actor,
    });
    return { sentAt: new Date().toISOString() };
  });
}

/** The module's functions as Strapi's service `api::application-link.application-link`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  page: (data: unknown) => candidatePageOf(strapi, data),
  withdraw: (data: unknown) => withdrawApplication(strapi, data),
  saveTimeZone: (data: unknown) => saveCandidateTimeZone(strapi, data),
  pickSlot: (data: unknown) => pickCandidateSlot(strapi, data),
  calendar: (data: unknown) => candidateInterviewCalendar(strapi, data),
  requestLinks: (data: unknown) => requestCandidateLinks(strapi, data),
  exportData: (data: unknown, now?: Date) => exportCandidateData(strapi, data, now),
  withdrawConsent: (data: unknown) => withdrawCandidateConsent(strapi, data),
  revoke: (documentId: string, actor: string) => revokeCandidateLinks(strapi, documentId, actor),
  sendAgain: (documentId: string, actor: string) => sendCandidateLinkAgain(strapi, documentId, actor),
});
