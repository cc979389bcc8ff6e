import {
  agencyTimeZone,
  INTERVIEW_MESSAGES,
  INTERVIEW_REMINDER_HOURS,
  interviewCancelSchema,
  interviewCreateSchemaFor,
  interviewOutcomeSchema,
  interviewRescheduleSchema,
  interviewStartProblem,
  isTimeZone,
  languageOf,
  publicCompany,
  staffDisplayName,
  type InterviewKind,
  type InterviewProposeInput,
  type InterviewBookInput,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, SYSTEM_ACTOR } from '../../../lib/audit';
import { interviewCalendar, newInterviewUid, type CalendarMethod } from '../../../lib/calendar';
import { emailSettings } from '../../../lib/emails';
import { interviewEmail, type InterviewChange, type InterviewReader } from '../../../lib/interview-emails';
import { assertMayChangeJob, type SignedInUser } from '../../../lib/job-ownership';
import { recordEmail } from '../../../lib/notifications';
import { parseOrThrow } from '../../../lib/validation';
import type { StageActor } from '../../submission/services/submission';
import type { InterviewStageService } from './stage';

/**
 * Interviews of a submitted candidate (docs/025-placements.md "Interviews and calendar invitations"; issue 28). Staff
 * book a time or propose 2–5 for the candidate to pick, move, cancel and record the outcome; every booking, move and
 * cancellation records, in its own transaction, one e-mail per attendee (the candidate, each client contact invited,
 * the recruiter) with the time in the reader's zone and the calendar message attached (lib/calendar.ts: one UID per
 * interview, SEQUENCE 0 then +1 for each move and for the cancellation). The interview's row is written before its
 * e-mails, so that two changes at once are ordered by the row's lock, and the outbox never sends a later calendar
 * message of the interview to an address before an earlier one (lib/outbox.ts). Each method is a function of this
 * module; the controllers and other services call them.
 */

export const INTERVIEW_UID = 'api::interview.interview';
const SUBMISSION_UID = 'api::submission.submission';
const CONTACT_UID = 'api::client-contact.client-contact';
const USER_UID = 'plugin::users-permissions.user';

/** The audit actions of interviews (documentIds only in their details). */
export const INTERVIEW_AUDIT_ACTIONS = {
  book: 'interview-book',
  propose: 'interview-propose',
  pick: 'interview-pick',
  reschedule: 'interview-reschedule',
  cancel: 'interview-cancel',
  outcome: 'interview-outcome',
} as const;

/** The actor of a candidate's own pick on their page (audit). */
export const CANDIDATE_ACTOR = 'candidate';

/** A refusal because of the interview's state (not scheduled, changed meanwhile): the controllers' 409. */
export class InterviewConflict extends Error {}

/** Who attends, as an interview stores it (`attendees`). */
export interface InterviewAttendees {
  /** documentIds of the client's contacts invited. */
  contacts: string[];
  candidate: boolean;
  recruiter: boolean;
}

/** An interview as staff read it. */
export interface StaffInterview {
  documentId: string;
  round: number;
  kind: InterviewKind;
  status: string;
  /** ISO 8601 UTC; null while proposed times wait for the candidate's pick. */
  startsAt: string | null;
  lengthMinutes: number;
  organiserTimeZone: string;
  candidateTimeZone: string | null;
  videoLink: string | null;
  address: string | null;
  attendees: {
    contacts: Array<{ documentId: string; fullName: string | null }>;
    candidate: boolean;
    recruiter: boolean;
  };
  proposedSlots: string[] | null;
  feedback: string | null;
  uid: string;
  sequence: number | null;
  remindedFor: string | null;
  organiser: { id: number; name: string } | null;
  createdAt: string;
}

/** A staff member as an interview reads its organiser. */
interface PersonRow {
  id: number;
  username?: string | null;
  fullName?: string | null;
  email?: string | null;
  timeZone?: string | null;
  blocked?: boolean | null;
}

/** A submission as an interview reads it: its application, job (and owner) and client. */
interface SubmissionRow {
  id: number;
  documentId: string;
  withdrawnAt?: string | null;
  /** The stage (docs/025-placements.md "Stages"; null on rows older than stages) and its interview round. */
  stage?: string | null;
  round?: number | null;
  application?: {
    id: number;
    documentId: string;
    fullName?: string | null;
    email?: string | null;
    language?: string | null;
  } | null;
  job?: {
    id: number;
    documentId: string;
    title?: string | null;
    company?: string | null;
    confidential?: boolean | null;
    owner?: { id: number } | null;
  } | null;
  client?: { id: number; documentId: string; name?: string | null } | null;
}

/** An interview's row with its submission and organiser (`POPULATE`). */
interface InterviewRow {
  id: number;
  documentId: string;
  round: number;
  kind: InterviewKind;
  status: string;
  startsAt: string | null;
  lengthMinutes: number;
  organiserTimeZone: string;
  candidateTimeZone?: string | null;
  videoLink?: string | null;
  address?: string | null;
  attendees?: unknown;
  proposedSlots?: unknown;
  feedback?: string | null;
  uid: string;
  sequence: number | null;
  remindedFor?: string | null;
  remindedSequence?: number | null;
  createdAt: string;
  submission?: SubmissionRow | null;
  organiser?: PersonRow | null;
}

/** A client contact as an interview's e-mails read it. */
interface ContactRow {
  documentId: string;
  fullName: string;
  email?: string | null;
  timeZone?: string | null;
}

const isoOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const attendeesOf = (row: InterviewRow): InterviewAttendees => {
  const stored = (row.attendees ?? {}) as Partial<InterviewAttendees>;
  return {
    contacts: Array.isArray(stored.contacts) ? stored.contacts : [],
    candidate: stored.candidate !== false,
    recruiter: stored.recruiter !== false,
  };
};

/** What every read of an interview populates: its submission's application, job and client, and its organiser. */
const POPULATE = {
  submission: {
    select: ['id', 'documentId', 'withdrawnAt', 'stage', 'round'],
    populate: {
      application: { select: ['id', 'documentId', 'fullName', 'email', 'language'] },
      job: {
        select: ['id', 'documentId', 'title', 'company', 'confidential'],
        populate: { owner: { select: ['id'] } },
      },
      client: { select: ['id', 'documentId', 'name'] },
    },
  },
  organiser: { select: ['id', 'username', 'fullName', 'email', 'timeZone', 'blocked'] },
};

/** Why the submission takes no new interview (withdrawn, or its stage ended), or null. */
function endedProblem(submission: SubmissionRow): string | null {
  if (submission.withdrawnAt) return INTERVIEW_MESSAGES.withdrawn;
  return submission.stage === 'ended' ? INTERVIEW_MESSAGES.ended : null;
}

/** The submission a new interview belongs to, with what its e-mails need. */
async function submissionOf(strapi: Core.Strapi, where: Record<string, unknown>): Promise<SubmissionRow | null> {
  return (await strapi.db.query(SUBMISSION_UID).findOne({ where, ...POPULATE.submission })) as SubmissionRow | null;
}

async function interviewRow(strapi: Core.Strapi, where: Record<string, unknown>): Promise<InterviewRow | null> {
  return (await strapi.db.query(INTERVIEW_UID).findOne({ where, populate: POPULATE })) as InterviewRow | null;
}

/** The interview `documentId` with its submission, or 404; the member must be allowed to change its job. */
async function interviewForChange(strapi: Core.Strapi, documentId: string, user: SignedInUser | undefined) {
  const row = await interviewRow(strapi, { documentId });
  if (!row) throw new errors.NotFoundError('Interview not found');
  assertMayChangeJob(user, row.submission?.job?.owner?.id ?? null);
  return row;
}

/**
 * What staff's view and the personal-data export both say of an interview row: its documentId, round, kind, status,
 * start (ISO 8601 UTC; null while proposed), length in minutes, zones, video link or address, the times proposed and
 * staff's feedback.
 */
function interviewFields(row: InterviewRow) {
  return {
    documentId: String(row.documentId),
    round: Number(row.round),
    kind: row.kind,
    status: String(row.status),
    startsAt: isoOrNull(row.startsAt),
    lengthMinutes: Number(row.lengthMinutes),
    organiserTimeZone: String(row.organiserTimeZone),
    candidateTimeZone: row.candidateTimeZone ?? null,
    videoLink: row.videoLink || null,
    address: row.address || null,
    proposedSlots: Array.isArray(row.proposedSlots) ? (row.proposedSlots as string[]) : null,
    feedback: row.feedback ?? null,
  };
}

/** An interview row as staff read it, the contacts' names looked up. */
async function staffInterview(strapi: Core.Strapi, row: InterviewRow): Promise<StaffInterview> {
  const attendees = attendeesOf(row);
  const contacts = attendees.contacts.length
    ? ((await strapi.db.query(CONTACT_UID).findMany({
        where: { documentId: { $in: attendees.contacts } },
        select: ['documentId', 'fullName'],
      })) as ContactRow[])
    : [];
  const names = new Map(contacts.map((contact) => [String(contact.documentId), String(contact.fullName)]));
  return {
    ...interviewFields(row),
    attendees: {
      contacts: attendees.contacts.map((documentId) => ({ documentId, fullName: names.get(documentId) ?? null })),
      candidate: attendees.candidate,
      recruiter: attendees.recruiter,
    },
    uid: String(row.uid),
    sequence: row.sequence ?? null,
    remindedFor: isoOrNull(row.remindedFor),
    organiser: row.organiser ? { id: row.organiser.id, name: staffDisplayName(row.organiser) } : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The readers of an interview's e-mails, each once by address: the candidate (in their chosen zone, else the
 * organiser's), each client contact invited who still exists and belongs to the submission's client (their zone, else
 * the organiser's), and the recruiter (their profile's zone, else the agency's `AGENCY_TIME_ZONE`), each when they
 * attend.
 */
async function readersOf(strapi: Core.Strapi, row: InterviewRow): Promise<InterviewReader[]> {
  const attendees = attendeesOf(row);
  const organiserZone = String(row.organiserTimeZone);
  const readers: InterviewReader[] = [];
  const application = row.submission?.application;
  if (attendees.candidate && application?.email) {
    readers.push({
      role: 'candidate',
      name: String(application.fullName ?? ''),
      email: String(application.email),
      timeZone: row.candidateTimeZone || organiserZone,
      // Their e-mails in the language they applied in (docs/026-languages.md "E-mails").
      language: languageOf(application.language),
    });
  }
  if (attendees.contacts.length > 0 && row.submission?.client) {
    const contacts = (await strapi.db.query(CONTACT_UID).findMany({
      where: { documentId: { $in: attendees.contacts }, client: { id: row.submission.client.id } },
      select: ['documentId', 'fullName', 'email', 'timeZone'],
      orderBy: { id: 'asc' },
    })) as ContactRow[];
    for (const contact of contacts) {
      if (contact.email)
        readers.push({
          role: 'contact',
          name: String(contact.fullName),
          email: String(contact.email),
          timeZone: contact.timeZone || organiserZone,
        });
    }
  }
  if (attendees.recruiter && row.organiser?.email) {
    readers.push({
      role: 'recruiter',
      name: staffDisplayName(row.organiser),
      email: String(row.organiser.email),
      timeZone: isTimeZone(row.organiser.timeZone)
        ? row.organiser.timeZone
        : agencyTimeZone(process.env.AGENCY_TIME_ZONE),
    });
  }
  const seen = new Set<string>();
  return readers.filter((reader) => {
    const key = reader.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Records one e-mail per reader of the interview `row` (as it now stands) about `change`, with the calendar message of
 * `method` at the row's SEQUENCE attached (none for a reminder). Call it inside the transaction that changed the row.
 * @returns how many e-mails were recorded.
 */
async function enqueueInterviewEmails(
  strapi: Core.Strapi,
  row: InterviewRow,
  change: InterviewChange,
  method: CalendarMethod | null,
  previousStartsAt: Date | null = null,
): Promise<number> {
  const readers = await readersOf(strapi, row);
  const job = row.submission?.job ?? { company: null, confidential: null, title: null };
  const candidateName = String(row.submission?.application?.fullName ?? '');
  const jobTitle = String(job.title ?? '');
  const startsAt = new Date(String(row.startsAt));
  const organiser = row.organiser
    ? { name: staffDisplayName(row.organiser), email: String(row.organiser.email) }
    : { name: 'Recruiter', email: emailSettings(process.env).staffTo };
  const calendar = method
    ? interviewCalendar(
        {
          uid: String(row.uid),
          sequence: Number(row.sequence),
          startsAt,
          lengthMinutes: Number(row.lengthMinutes),
          kind: row.kind,
          summary: `Interview: ${jobTitle} — ${candidateName}`,
          description: `Round ${row.round}, ${String(row.kind).replace('-', ' ')} interview of ${candidateName} for ${jobTitle}.`,
          videoLink: row.videoLink,
          address: row.address,
          organiser,
          attendees: readers.map((reader) => ({ name: reader.name, email: reader.email })),
        },
        method,
      )
    : null;
  for (const reader of readers) {
    await recordEmail(
      strapi,
      interviewEmail({
        change,
        reader,
        jobTitle,
        company:
          reader.role === 'candidate'
            ? (publicCompany(job) ?? '')
            : String(row.submission?.client?.name ?? job.company ?? ''),
        candidateName,
        round: Number(row.round),
        kind: row.kind,
        startsAt,
        lengthMinutes: Number(row.lengthMinutes),
        videoLink: row.videoLink,
        address: row.address,
        previousStartsAt,
        ...(calendar ? { calendar: { ...calendar, uid: String(row.uid), sequence: Number(row.sequence) } } : {}),
      }),
    );
  }
  return readers.length;
}

/**
 * A booking on a submission that stands at Submitted (staff's, or the candidate's pick) moves it to Interviewing
 * (round 1) with the submission service's `moveSubmission` (through services/stage.ts: its history entry, the
 * application's status, the audit), inside the caller's transaction; a submission at any other stage stays where it is
 * (docs/025-placements.md "Stages").
 * `actor` is the move's: `{ user }` for a staff member (already checked against the job), else `{ name, auditActor }`.
 */
async function interviewingOnBooking(
  strapi: Core.Strapi,
  submission: SubmissionRow | null | undefined,
  actor: StageActor,
): Promise<void> {
  // A row older than stages has none: Submitted unless withdrawn (the submission service's `storedStage`).
  const stage = submission?.stage ?? (submission?.withdrawnAt ? 'ended' : 'submitted');
  if (!submission || stage !== 'submitted') return;
  // Through Strapi's registry (services/stage.ts): the submission service imports this module.
  const stages = strapi.service('api::interview.stage') as unknown as InterviewStageService;
  await stages.toFirstRound(submission.documentId, actor);
}

/**
 * The recruiter of a new interview (its ORGANIZER): the job's owner when active with an address, else the member who
 * books it. @returns the user's row id, or null.
 */
async function organiserFor(
  strapi: Core.Strapi,
  submission: SubmissionRow,
  user: SignedInUser | undefined,
): Promise<number | null> {
  const ownerId = submission.job?.owner?.id ?? null;
  if (ownerId !== null) {
    const owner = (await strapi.db.query(USER_UID).findOne({
      where: { id: ownerId },
      select: ['id', 'email', 'blocked'],
    })) as PersonRow | null;
    if (owner?.email && !owner.blocked) return owner.id;
  }
  return user?.id ?? null;
}

/**
 * POST /submissions/:documentId/interviews `{ data }`: books a time (`interviewBookSchema`: `startsAt`, SEQUENCE 0 and
 * the invitations recorded at once) or proposes 2–5 (`interviewProposeSchema`: `slots`; nothing is sent until the
 * candidate picks one, `pickInterviewSlot`). The member must be allowed to change the job (a Recruiter: their own), as
 * for submitting. The contacts invited must be the submission's client's; the round is the given one, else the number
 * of the submission's interviews not cancelled plus one. A booking on a submission at Submitted moves it to
 * Interviewing (round 1) in the same transaction (`interviewingOnBooking`). Audited (`interview-book` or
 * `interview-propose`).
 * @returns the interview as staff read it.
 * @throws ValidationError (400) for the input, a start not in the future, a contact of another client, a withdrawn
 *   submission; NotFoundError (404); ForbiddenError (403) for another member's job.
 */
export async function createInterview(
  strapi: Core.Strapi,
  submissionDocumentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<StaffInterview> {
  const input: InterviewBookInput | InterviewProposeInput = parseOrThrow(interviewCreateSchemaFor(data), data);
  const now = new Date();
  const created = await strapi.db.transaction(async () => {
    const submission = await submissionOf(strapi, { documentId: submissionDocumentId });
    if (!submission) throw new errors.NotFoundError('Submission not found');
    assertMayChangeJob(user, submission.job?.owner?.id ?? null);
    const ended = endedProblem(submission);
    if (ended) throw new errors.ValidationError(ended);
    const starts = 'slots' in input ? input.slots : [input.startsAt];
    for (const start of starts) {
      const problem = interviewStartProblem(start, now);
      if (problem) throw new errors.ValidationError(problem);
    }
    if (input.contacts.length > 0) {
      const found = await strapi.db.query(CONTACT_UID).count({
        where: { documentId: { $in: input.contacts }, client: { id: submission.client?.id ?? -1 } },
      });
      if (found !== input.contacts.length) throw new errors.ValidationError(INTERVIEW_MESSAGES.notTheClientsContact);
    }
    // The submission's current interview round (docs/025-placements.md "Stages"), else one after its interviews.
    const round =
      input.round ??
      (Number(submission.round) > 0
        ? Number(submission.round)
        : (await strapi.db.query(INTERVIEW_UID).count({
            where: { submission: { id: submission.id }, status: { $ne: 'cancelled' } },
          })) + 1);
    const booked = 'startsAt' in input;
    const row = (await strapi.db.query(INTERVIEW_UID).create({
      select: ['id', 'documentId'],
      data: {
        submission: submission.id,
        organiser: await organiserFor(strapi, submission, user),
        round,
        kind: input.kind,
        status: 'scheduled',
        startsAt: booked ? new Date(input.startsAt) : null,
        lengthMinutes: input.lengthMinutes,
        organiserTimeZone: input.organiserTimeZone,
        candidateTimeZone: input.candidateTimeZone ?? null,
        videoLink: input.kind === 'video' ? input.videoLink : null,
        address: input.kind === 'on-site' ? input.address : null,
        attendees: {
          contacts: input.contacts,
          candidate: input.candidateAttends,
          recruiter: input.recruiterAttends,
        } satisfies InterviewAttendees,
        proposedSlots: booked ? null : input.slots.map((slot) => new Date(slot).toISOString()),
        uid: newInterviewUid(emailSettings(process.env).siteUrl),
        sequence: booked ? 0 : null,
        bookedBy: user?.username ?? SYSTEM_ACTOR,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      },
    })) as { id: number; documentId: string };
    await recordAudit(strapi, {
      action: booked ? INTERVIEW_AUDIT_ACTIONS.book : INTERVIEW_AUDIT_ACTIONS.propose,
      subjectType: INTERVIEW_UID,
      subjectId: row.documentId,
      jobDocumentId: submission.job?.documentId ?? null,
      actor: user?.username ?? SYSTEM_ACTOR,
      details: { submission: submission.documentId },
    });
    const full = (await interviewRow(strapi, { id: row.id }))!;
    if (booked) {
      await enqueueInterviewEmails(strapi, full, 'invitation', 'REQUEST');
      await interviewingOnBooking(
        strapi,
        submission,
        user ? { user } : { name: SYSTEM_ACTOR, auditActor: SYSTEM_ACTOR },
      );
    }
    return full;
  });
  return staffInterview(strapi, created);
}

/**
 * Moves a scheduled interview's row with one conditional update (its status and SEQUENCE as read), so that of two
 * changes at once the second finds the row changed. @throws InterviewConflict (409) when it changed meanwhile.
 */
async function updateIfUnchanged(strapi: Core.Strapi, row: InterviewRow, data: Record<string, unknown>): Promise<void> {
  const { count } = await strapi.db.query(INTERVIEW_UID).updateMany({
    where: { id: row.id, status: row.status, sequence: row.sequence ?? null },
    data: { ...data, updatedAt: new Date() },
  });
  if (count !== 1) throw new InterviewConflict('The interview was changed meanwhile: reload it.');
}

/**
 * POST /interviews/:documentId/reschedule `{ data: { startsAt, lengthMinutes? } }`: a new time (and length) for a
 * scheduled interview: SEQUENCE + 1 and a REQUEST to every attendee with the old and the new time (a proposal not yet
 * picked becomes a booking, SEQUENCE 0). The reminder follows the new time (`sendInterviewReminders`). Audited.
 * @throws ValidationError (400); NotFoundError (404); ForbiddenError (403); InterviewConflict (409) when it is not
 *   scheduled or changed meanwhile.
 */
export async function rescheduleInterview(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<StaffInterview> {
  const input = parseOrThrow(interviewRescheduleSchema, data);
  const updated = await strapi.db.transaction(async () => {
    const row = await interviewForChange(strapi, documentId, user);
    if (row.status !== 'scheduled') throw new InterviewConflict(INTERVIEW_MESSAGES.notScheduled);
    const problem = interviewStartProblem(input.startsAt, new Date());
    if (problem) throw new errors.ValidationError(problem);
    const invited = row.sequence !== null && row.sequence !== undefined;
    await updateIfUnchanged(strapi, row, {
      startsAt: new Date(input.startsAt),
      lengthMinutes: input.lengthMinutes ?? row.lengthMinutes,
      sequence: invited ? Number(row.sequence) + 1 : 0,
    });
    await recordAudit(strapi, {
      action: INTERVIEW_AUDIT_ACTIONS.reschedule,
      subjectType: INTERVIEW_UID,
      subjectId: documentId,
      jobDocumentId: row.submission?.job?.documentId ?? null,
      actor: user?.username ?? SYSTEM_ACTOR,
    });
    const now = (await interviewRow(strapi, { id: row.id }))!;
    await enqueueInterviewEmails(
      strapi,
      now,
      invited ? 'move' : 'invitation',
      'REQUEST',
      invited && row.startsAt ? new Date(row.startsAt) : null,
    );
    return now;
  });
  return staffInterview(strapi, updated);
}

/**
 * Cancels the scheduled interview `row` inside the caller's transaction: status cancelled and, when invitations went
 * out, SEQUENCE + 1 and a CANCEL (same UID, STATUS:CANCELLED) to every attendee; a proposal nobody picked is cancelled
 * without e-mail. Audited. @throws InterviewConflict when it changed meanwhile.
 */
async function cancelRow(strapi: Core.Strapi, row: InterviewRow, actor: string, reason: string): Promise<InterviewRow> {
  const invited = row.sequence !== null && row.sequence !== undefined && row.startsAt;
  await updateIfUnchanged(strapi, row, {
    status: 'cancelled',
    cancelledAt: new Date(),
    cancelReason: reason || null,
    ...(invited ? { sequence: Number(row.sequence) + 1 } : {}),
  });
  await recordAudit(strapi, {
    action: INTERVIEW_AUDIT_ACTIONS.cancel,
    subjectType: INTERVIEW_UID,
    subjectId: String(row.documentId),
    jobDocumentId: row.submission?.job?.documentId ?? null,
    actor,
  });
  const now = (await interviewRow(strapi, { id: row.id }))!;
  if (invited) await enqueueInterviewEmails(strapi, now, 'cancellation', 'CANCEL');
  return now;
}

/**
 * POST /interviews/:documentId/cancel `{ data: { reason? } }`: cancels a scheduled interview (`cancelRow`; the reason
 * is for staff, never e-mailed). A cancelled interview is answered as it is.
 * @throws ValidationError (400); NotFoundError (404); ForbiddenError (403); InterviewConflict (409) for one done or
 *   a no-show, or changed meanwhile.
 */
export async function cancelInterview(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<StaffInterview> {
  const { reason } = parseOrThrow(interviewCancelSchema, data ?? {});
  const result = await strapi.db.transaction(async () => {
    const row = await interviewForChange(strapi, documentId, user);
    if (row.status === 'cancelled') return row;
    if (row.status !== 'scheduled') throw new InterviewConflict(INTERVIEW_MESSAGES.notScheduled);
    return cancelRow(strapi, row, user?.username ?? SYSTEM_ACTOR, reason);
  });
  return staffInterview(strapi, result);
}

/**
 * POST /interviews/:documentId/outcome `{ data: { status: 'done' | 'no-show', feedback } }`: the outcome and staff's
 * feedback notes, once the interview has started (it may be corrected later). No e-mail. Audited.
 * @throws ValidationError (400) for the input or an interview not started yet; NotFoundError (404); ForbiddenError
 *   (403); InterviewConflict (409) for a cancelled one.
 */
export async function recordInterviewOutcome(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  user: SignedInUser | undefined,
): Promise<StaffInterview> {
  const input = parseOrThrow(interviewOutcomeSchema, data);
  const result = await strapi.db.transaction(async () => {
    const row = await interviewForChange(strapi, documentId, user);
    if (row.status === 'cancelled') throw new InterviewConflict(INTERVIEW_MESSAGES.outcomeOfCancelled);
    if (!row.startsAt || new Date(row.startsAt).getTime() > Date.now())
      throw new errors.ValidationError(INTERVIEW_MESSAGES.outcomeTooEarly);
    await strapi.db.query(INTERVIEW_UID).update({
      where: { id: row.id },
      data: { status: input.status, feedback: input.feedback || null, outcomeAt: new Date(), updatedAt: new Date() },
    });
    await recordAudit(strapi, {
      action: INTERVIEW_AUDIT_ACTIONS.outcome,
      subjectType: INTERVIEW_UID,
      subjectId: documentId,
      jobDocumentId: row.submission?.job?.documentId ?? null,
      actor: user?.username ?? SYSTEM_ACTOR,
      details: { status: input.status },
    });
    return (await interviewRow(strapi, { id: row.id }))!;
  });
  return staffInterview(strapi, result);
}

/**
 * GET /submissions/:documentId/interviews: the submission's interviews, by round then creation, as staff read them
 * (staff with `clients`; reading is not limited to one's own jobs, as an application's submissions are not).
 * @throws NotFoundError (404).
 */
export async function interviewsOfSubmission(strapi: Core.Strapi, submissionDocumentId: string) {
  const submission = await strapi.db
    .query(SUBMISSION_UID)
    .findOne({ where: { documentId: submissionDocumentId }, select: ['id'] });
  if (!submission) throw new errors.NotFoundError('Submission not found');
  const rows = (await strapi.db.query(INTERVIEW_UID).findMany({
    where: { submission: { id: submission.id } },
    populate: POPULATE,
    orderBy: [{ round: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  })) as InterviewRow[];
  return Promise.all(rows.map((row) => staffInterview(strapi, row)));
}

/**
 * The contacts of the submission's client, by name, that staff may invite to its interviews (GET
 * /submissions/:documentId/interviews answers them in `meta.contacts`): `[{ documentId, fullName, timeZone }]`, the
 * zone null when the contact has none. @throws NotFoundError (404).
 */
export async function inviteableContacts(
  strapi: Core.Strapi,
  submissionDocumentId: string,
): Promise<Array<{ documentId: string; fullName: string; timeZone: string | null }>> {
  const submission = await submissionOf(strapi, { documentId: submissionDocumentId });
  if (!submission) throw new errors.NotFoundError('Submission not found');
  if (!submission.client) return [];
  const contacts = (await strapi.db.query(CONTACT_UID).findMany({
    where: { client: { id: submission.client.id } },
    select: ['documentId', 'fullName', 'timeZone'],
    orderBy: [{ fullName: 'asc' }, { id: 'asc' }],
  })) as ContactRow[];
  return contacts.map((contact) => ({
    documentId: String(contact.documentId),
    fullName: String(contact.fullName),
    timeZone: contact.timeZone || null,
  }));
}

/**
 * The candidate's pick of one of an interview's proposed times (for the candidate's page, docs/025-placements.md "The
 * candidate's page"; no route here): books slot `slotIndex` (0-based) with SEQUENCE 0, keeps the candidate's zone
 * (`candidateTimeZone`, an IANA zone the runtime knows) for their e-mails, and records the invitations to every
 * attendee, which tell the client contacts and the recruiter; a submission at Submitted moves to Interviewing (round 1),
 * recorded as by "the candidate" (`interviewingOnBooking`). One conditional update: two picks at once book one.
 * Audited with the actor `candidate`.
 * @returns { documentId, startsAt }
 * @throws ValidationError (400) for a zone or slot that is not one, a time passed, a withdrawn submission, an interview
 *   with nothing to pick; NotFoundError (404); InterviewConflict (409) when a time was picked meanwhile.
 */
export async function pickInterviewSlot(
  strapi: Core.Strapi,
  interviewDocumentId: string,
  slotIndex: number,
  candidateTimeZone: string,
): Promise<{ documentId: string; startsAt: string }> {
  if (!isTimeZone(candidateTimeZone)) throw new errors.ValidationError('Choose a time zone from the list.');
  return strapi.db.transaction(async () => {
    const row = await interviewRow(strapi, { documentId: interviewDocumentId });
    if (!row) throw new errors.NotFoundError('Interview not found');
    const slots = Array.isArray(row.proposedSlots) ? (row.proposedSlots as string[]) : [];
    if (row.status !== 'scheduled' || row.startsAt || slots.length === 0)
      throw new InterviewConflict(INTERVIEW_MESSAGES.notProposed);
    const ended = row.submission ? endedProblem(row.submission) : null;
    if (ended) throw new errors.ValidationError(ended);
    const slot = Number.isInteger(slotIndex) ? slots[slotIndex] : undefined;
    if (!slot) throw new errors.ValidationError(INTERVIEW_MESSAGES.noSuchSlot);
    const problem = interviewStartProblem(slot, new Date());
    if (problem) throw new errors.ValidationError(problem);
    const { count } = await strapi.db.query(INTERVIEW_UID).updateMany({
      where: { id: row.id, status: 'scheduled', startsAt: { $null: true } },
      data: { startsAt: new Date(slot), sequence: 0, candidateTimeZone, updatedAt: new Date() },
    });
    if (count !== 1) throw new InterviewConflict(INTERVIEW_MESSAGES.notProposed);
    await recordAudit(strapi, {
      action: INTERVIEW_AUDIT_ACTIONS.pick,
      subjectType: INTERVIEW_UID,
      subjectId: interviewDocumentId,
      jobDocumentId: row.submission?.job?.documentId ?? null,
      actor: CANDIDATE_ACTOR,
      details: { slot: slotIndex },
    });
    const booked = (await interviewRow(strapi, { id: row.id }))!;
    await enqueueInterviewEmails(strapi, booked, 'invitation', 'REQUEST');
    await interviewingOnBooking(strapi, row.submission, { name: 'the candidate', auditActor: CANDIDATE_ACTOR });
    return { documentId: interviewDocumentId, startsAt: new Date(slot).toISOString() };
  });
}

/**
 * Cancels every interview of the submission `submissionId` (row id) that has not happened yet: scheduled, with a start
 * after now or proposed times not picked, each with its CANCEL to every attendee (`cancelRow`), inside the caller's
 * transaction when there is one. For the code that ends a submission (withdrawn, declined: docs/025-placements.md
 * "Stages"). `actor` is the audit's (a staff username, `candidate` or `system`).
 * @returns how many interviews were cancelled.
 */
export async function cancelFutureInterviews(
  strapi: Core.Strapi,
  submissionId: number,
  actor: string,
): Promise<number> {
  return strapi.db.transaction(async () => {
    const now = new Date();
    const rows = (await strapi.db.query(INTERVIEW_UID).findMany({
      where: {
        submission: { id: submissionId },
        status: 'scheduled',
        $or: [{ startsAt: { $null: true } }, { startsAt: { $gt: now } }],
      },
      populate: POPULATE,
      orderBy: { id: 'asc' },
    })) as InterviewRow[];
    for (const row of rows) await cancelRow(strapi, row, actor, '');
    return rows.length;
  });
}

/**
 * The reminders task (lib/scheduled-tasks.ts, src/index.ts): every scheduled interview that starts within
 * `INTERVIEW_REMINDER_HOURS` (24) after `now` and whose current time was not reminded yet gets one reminder per
 * attendee (no calendar part), and `remindedFor` becomes that time. A move makes a new reminder due for the new time
 * (and none is sent for the old one); a cancelled interview gets none. Each interview's reminder is recorded with a
 * conditional update on its SEQUENCE and the SEQUENCE last reminded, so a move in between or a second run sends nothing
 * twice.
 * @returns how many interviews were reminded.
 */
export async function sendInterviewReminders(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + INTERVIEW_REMINDER_HOURS * 3_600_000);
  const due = (await strapi.db.query(INTERVIEW_UID).findMany({
    where: { status: 'scheduled', startsAt: { $gt: now, $lte: until } },
    select: ['id', 'startsAt', 'remindedFor', 'sequence', 'remindedSequence'],
    orderBy: { startsAt: 'asc' },
  })) as Array<Pick<InterviewRow, 'id' | 'startsAt' | 'remindedFor' | 'sequence' | 'remindedSequence'>>;
  let reminded = 0;
  for (const candidate of due) {
    if (
      candidate.remindedFor &&
      new Date(candidate.remindedFor).getTime() === new Date(String(candidate.startsAt)).getTime()
    )
      continue;
    const sent = await strapi.db.transaction(async () => {
      const { count } = await strapi.db.query(INTERVIEW_UID).updateMany({
        where: {
          id: candidate.id,
          status: 'scheduled',
          sequence: candidate.sequence ?? null,
          remindedSequence: candidate.remindedSequence ?? null,
        },
        data: { remindedFor: new Date(String(candidate.startsAt)), remindedSequence: candidate.sequence ?? null },
      });
      if (count !== 1) return false;
      const row = (await interviewRow(strapi, { id: candidate.id }))!;
      await enqueueInterviewEmails(strapi, row, 'reminder', null);
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

/**
 * Deletes every interview of the submissions `submissionIds` (row ids), inside the caller's transaction: they go with
 * their submission (the application's deletion, erasure and retention; they hold staff's feedback about the person).
 * @returns how many were deleted.
 */
export async function removeInterviewsOf(strapi: Core.Strapi, submissionIds: readonly number[]): Promise<number> {
  if (submissionIds.length === 0) return 0;
  const { count } = await strapi.db
    .query(INTERVIEW_UID)
    .deleteMany({ where: { submission: { id: { $in: [...submissionIds] } } } });
  return count;
}

/**
 * Deletes the interviews of every submission of the application `applicationId` (row id), inside the caller's
 * transaction, before the submissions go (the application's deletion, its erasure and its retention; docs/024-employers.md).
 * @returns how many were deleted.
 */
export async function removeInterviewsOfApplication(strapi: Core.Strapi, applicationId: number): Promise<number> {
  const submissions = (await strapi.db.query(SUBMISSION_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['id'],
  })) as Array<{ id: number }>;
  return removeInterviewsOf(
    strapi,
    submissions.map((submission) => submission.id),
  );
}

/**
 * The interviews of every submission of the application `applicationId` (row id) as the personal-data export holds them
 * (the right of access; docs/025-placements.md "Interviews and calendar invitations"), oldest first: the submission's
 * documentId, round, kind, status, start (ISO 8601 UTC; null while proposed), length in minutes, zones, link or address,
 * the times proposed, and staff's feedback and cancellation reason (staff's notes about the person, exported as notes
 * are). Without the calendar UID, the invited client contacts (other people's data) and the organiser's account.
 */
export async function exportedInterviews(
  strapi: Core.Strapi,
  applicationId: number,
): Promise<Record<string, unknown>[]> {
  const rows = (await strapi.db.query(INTERVIEW_UID).findMany({
    where: { submission: { application: { id: applicationId } } },
    select: [
      'documentId',
      'round',
      'kind',
      'status',
      'startsAt',
      'lengthMinutes',
      'organiserTimeZone',
      'candidateTimeZone',
      'videoLink',
      'address',
      'proposedSlots',
      'feedback',
      'cancelReason',
      'outcomeAt',
      'cancelledAt',
      'createdAt',
    ],
    populate: { submission: { select: ['documentId'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as Array<InterviewRow & { cancelReason?: string | null; outcomeAt?: string | null; cancelledAt?: string | null }>;
  return rows.map((row) => ({
    ...interviewFields(row),
    submission: row.submission?.documentId ?? null,
    cancelReason: row.cancelReason || null,
    outcomeAt: isoOrNull(row.outcomeAt),
    cancelledAt: isoOrNull(row.cancelledAt),
    createdAt: isoOrNull(row.createdAt),
  }));
}
