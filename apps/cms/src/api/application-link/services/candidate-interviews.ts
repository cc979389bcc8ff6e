import {
  CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
  CANDIDATE_WITHDRAWAL_ACTOR,
  candidateStageLabel,
  offerStatusOn,
  SALARY_PERIOD_VALUES,
  type SalaryPeriod,
  staffDisplayName,
  type CandidateInterview,
  type CandidateOffer,
  type CandidatePage,
  type InterviewKind,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { interviewCalendar } from '../../../lib/calendar';
import { emailSettings } from '../../../lib/emails';
import { INTERVIEW_UID, pickInterviewSlot } from '../../interview/services/interview';
import { OFFER_UID } from '../../offer/services/offer';
import { dateText } from '../../placement/services/placement';
import { agencyToday, moveSubmission, storedStage, SUBMISSION_UID } from '../../submission/services/submission';

/**
 * The submission's parts of the candidate's own page (docs/025-placements.md "The candidate's page"; issue 28): where
 * the submission to the employer stands, the interviews the candidate attends (with the pick of a proposed time and the
 * `.ics` of the current invitation) and the offer, read from `api::submission`, `api::interview` and `api::offer`
 * without ever handing out an outcome's reason, a comment, feedback, a client's answer or anyone else's address; and
 * the end of the submission when the candidate withdraws. The link itself is checked by the caller
 * (services/application-link.ts); these functions take the application's row id it opened.
 */

type Row = Record<string, unknown>;

/** A withdrawal refused because the submission is placed (a placement can only fall through): the 409. */
export class PlacedRefusal extends Error {}

/** An interview as these functions read it, with its submission's application and job and its organiser. */
interface InterviewRow {
  id: number;
  documentId: string;
  round: number;
  kind: InterviewKind;
  status: string;
  startsAt: string | null;
  lengthMinutes: number;
  videoLink?: string | null;
  address?: string | null;
  attendees?: { candidate?: boolean } | null;
  proposedSlots?: unknown;
  uid: string;
  sequence: number | null;
  createdAt: string;
  submission?: {
    id: number;
    application?: { id: number; fullName?: string | null; email?: string | null } | null;
    job?: { title?: string | null } | null;
  } | null;
  organiser?: { username?: string | null; fullName?: string | null; email?: string | null } | null;
}

const INTERVIEW_POPULATE = {
  submission: {
    select: ['id'],
    populate: {
      application: { select: ['id', 'fullName', 'email'] },
      job: { select: ['title'] },
    },
  },
  organiser: { select: ['username', 'fullName', 'email'] },
};

/** The submissions of the application `applicationId` (row id), oldest first, with their stage's columns. */
async function submissionsOf(strapi: Core.Strapi, applicationId: number) {
  return (await strapi.db.query(SUBMISSION_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['id', 'documentId', 'stage', 'round', 'outcomeReason', 'withdrawnAt'],
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
  })) as Array<Row & { id: number; documentId: string }>;
}

const isSalaryPeriod = (value: unknown): value is SalaryPeriod =>
  (SALARY_PERIOD_VALUES as readonly unknown[]).includes(value);
const isoOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const slotsOf = (row: InterviewRow): string[] =>
  Array.isArray(row.proposedSlots) ? (row.proposedSlots as string[]).map((slot) => new Date(slot).toISOString()) : [];
const candidateAttends = (row: InterviewRow) => row.attendees?.candidate !== false;

/** An interview in the candidate's terms (`candidateInterviewSchema`): no feedback, no no-show, nobody's address. */
function candidateInterview(row: InterviewRow, now: Date): CandidateInterview {
  const slots = slotsOf(row);
  const toPick = row.status === 'scheduled' && !row.startsAt && slots.length > 0;
  const status: CandidateInterview['status'] =
    row.status === 'cancelled'
      ? 'cancelled'
      : toPick
        ? 'to-pick'
        : row.status === 'scheduled' && row.startsAt && new Date(row.startsAt) > now
          ? 'booked'
          : row.status === 'scheduled' && !row.startsAt
            ? 'cancelled'
            : 'over';
  return {
    id: String(row.documentId),
    round: Number(row.round),
    kind: row.kind,
    status,
    startsAt: isoOrNull(row.startsAt),
    lengthMinutes: Number(row.lengthMinutes),
    videoLink: row.videoLink || null,
    address: row.address || null,
    // The proposed times still to come, each with its index among them all: the pick names one by it (a time that
    // passes meanwhile is refused then).
    slots: toPick ? slots.flatMap((startsAt, index) => (new Date(startsAt) > now ? [{ index, startsAt }] : [])) : [],
    calendar: status === 'booked',
  };
}

/**
 * The page's parts from the submissions of the application `applicationId` (row id): `stage` (the latest submission's,
 * `candidateStageLabel`: never the outcome), `interviews` (every interview the candidate attends, by round) and `offer`
 * (the newest standing open on a submission that has not ended and not past its expiry, or accepted; a declined,
 * closed or expired one never). Reads only.
 */
export async function candidateProgressOf(
  strapi: Core.Strapi,
  applicationId: number,
  now = new Date(),
): Promise<Pick<CandidatePage, 'stage' | 'interviews' | 'offer'>> {
  const submissions = await submissionsOf(strapi, applicationId);
  if (submissions.length === 0) return { stage: null, interviews: [], offer: null };
  const latest = storedStage(submissions.at(-1)!);
  const ids = submissions.map((submission) => submission.id);
  const rows = (await strapi.db.query(INTERVIEW_UID).findMany({
    where: { submission: { id: { $in: ids } } },
    select: [
      'id',
      'documentId',
      'round',
      'kind',
      'status',
      'startsAt',
      'lengthMinutes',
      'videoLink',
      'address',
      'attendees',
      'proposedSlots',
      'createdAt',
    ],
    orderBy: [{ round: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  })) as InterviewRow[];
  const ended = new Set(
    submissions.filter((submission) => storedStage(submission).stage === 'ended').map((submission) => submission.id),
  );
  const offers = (await strapi.db.query(OFFER_UID).findMany({
    where: { submission: { id: { $in: ids } }, status: { $in: ['open', 'accepted'] } },
    select: ['salaryAmount', 'salaryCurrency', 'salaryPeriod', 'startDate', 'expiresOn', 'status', 'createdAt'],
    populate: { submission: { select: ['id'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })) as Array<Row & { submission?: { id: number } | null }>;
  const today = agencyToday(now);
  const standing = offers.find(
    (offer) =>
      offer.status === 'accepted' ||
      (offer.submission &&
        !ended.has(offer.submission.id) &&
        offerStatusOn({ status: 'open', expiresOn: dateText(offer.expiresOn) }, today) === 'open'),
  );
  const offer: CandidateOffer | null =
    standing && isSalaryPeriod(standing.salaryPeriod)
      ? {
          status: standing.status === 'accepted' ? 'accepted' : 'open',
          salaryAmount: Number(standing.salaryAmount),
          salaryCurrency: String(standing.salaryCurrency),
          salaryPeriod: standing.salaryPeriod,
          startDate: dateText(standing.startDate),
        }
      : null;
  return {
    stage: { label: candidateStageLabel(latest), closed: latest.stage === 'ended' },
    interviews: rows.filter(candidateAttends).map((row) => candidateInterview(row, now)),
    offer,
  };
}

/**
 * Ends every submission of the application `applicationId` (row id) that has not ended with the outcome "candidate
 * withdrew", through `moveSubmission` (its history entry as `candidate`, its audit entry, and every future interview
 * cancelled with its CANCEL), inside the caller's transaction (the candidate's withdrawal, after the application moved
 * to Rejected, so the application stays where the withdrawal put it).
 * @throws PlacedRefusal when a submission is placed (a placement can only fall through), before anything is moved.
 * @returns how many submissions were ended.
 */
export async function endSubmissionsForWithdrawal(strapi: Core.Strapi, applicationId: number): Promise<number> {
  const open = (await submissionsOf(strapi, applicationId)).filter(
    (submission) => storedStage(submission).stage !== 'ended',
  );
  if (open.some((submission) => storedStage(submission).stage === 'placed')) {
    throw new PlacedRefusal(CANDIDATE_WITHDRAW_REFUSED_MESSAGE);
  }
  for (const submission of open) {
    await moveSubmission(
      strapi,
      submission.documentId,
      { to: 'ended', reason: 'candidate-withdrew' },
      { name: CANDIDATE_WITHDRAWAL_ACTOR },
    );
  }
  return open.length;
}

/**
 * The interview `documentId` when it belongs to a submission of the application `applicationId` and the candidate
 * attends it; null otherwise (unknown, another application's: the caller answers the link's one generic 404).
 */
async function interviewOfApplication(
  strapi: Core.Strapi,
  applicationId: number,
  documentId: string,
): Promise<InterviewRow | null> {
  const row = (await strapi.db.query(INTERVIEW_UID).findOne({
    where: { documentId },
    populate: INTERVIEW_POPULATE,
  })) as InterviewRow | null;
  if (!row || row.submission?.application?.id !== applicationId || !candidateAttends(row)) return null;
  return row;
}

/**
 * The candidate picks slot `slot` (0-based) of the interview `documentId` of the application `applicationId`:
 * api/interview's `pickInterviewSlot` books it (SEQUENCE 0) and records the invitations to every attendee, with the
 * times of the candidate's e-mails in `timeZone`.
 * @returns false when the interview is not one of this application's (the caller's generic 404).
 * @throws ValidationError (400) for a slot that is not one or has passed; InterviewConflict (409) when the interview has
 *   no times to pick (booked, picked meanwhile, cancelled).
 */
export async function pickSlotOfApplication(
  strapi: Core.Strapi,
  applicationId: number,
  input: { interview: string; slot: number; timeZone: string },
): Promise<boolean> {
  const row = await interviewOfApplication(strapi, applicationId, input.interview);
  if (!row) return false;
  await pickInterviewSlot(strapi, row.documentId, input.slot, input.timeZone);
  return true;
}

/**
 * The `.ics` of the current invitation of the interview `documentId` of the application `applicationId`: the same
 * REQUEST the e-mails carry (UID, current SEQUENCE, times in UTC, the recruiter as ORGANIZER), so a later move or
 * cancellation e-mailed updates the event it made; its attendees are the candidate and the recruiter (never the
 * client's contacts' addresses: a link may be forwarded). Only for a booked interview still to come. Reads only.
 * @returns `{ filename, ics }`, or null (not this application's, or nothing booked to download: the caller's 404).
 */
export async function calendarOfApplication(
  strapi: Core.Strapi,
  applicationId: number,
  documentId: string,
  now = new Date(),
): Promise<{ filename: string; ics: string } | null> {
  const row = await interviewOfApplication(strapi, applicationId, documentId);
  if (!row || candidateInterview(row, now).status !== 'booked') return null;
  const application = row.submission?.application;
  const jobTitle = String(row.submission?.job?.title ?? '');
  const candidateName = String(application?.fullName ?? '');
  const organiser = row.organiser?.email
    ? { name: staffDisplayName(row.organiser), email: String(row.organiser.email) }
    : { name: 'Recruiter', email: emailSettings(process.env).staffTo };
  const attendees = [
    ...(application?.email ? [{ name: candidateName, email: String(application.email) }] : []),
    organiser,
  ];
  const calendar = interviewCalendar(
    {
      uid: String(row.uid),
      sequence: Number(row.sequence ?? 0),
      startsAt: new Date(String(row.startsAt)),
      lengthMinutes: Number(row.lengthMinutes),
      kind: row.kind,
      summary: `Interview: ${jobTitle} — ${candidateName}`,
      description: `Round ${row.round}, ${String(row.kind).replace('-', ' ')} interview of ${candidateName} for ${jobTitle}.`,
      videoLink: row.videoLink,
      address: row.address,
      organiser,
      attendees,
    },
    'REQUEST',
  );
  return { filename: `interview-round-${row.round}.ics`, ics: calendar.ics };
}

/** The module's functions as Strapi's service `api::application-link.candidate-interviews`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  progress: (applicationId: number) => candidateProgressOf(strapi, applicationId),
  endForWithdrawal: (applicationId: number) => endSubmissionsForWithdrawal(strapi, applicationId),
});
