import { ENQUIRY_ALERT_ROLES, languageOf, publicCompany, type Language, type StageState } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import {
  applicationAlert,
  applicationConfirmation,
  candidatePageLink,
  candidatePageLinksEmail,
  clientAnswerEmail,
  clientSubmissionEmail,
  clientSignInLinkEmail,
  decisionEmail,
  emailSettings,
  enquiryAcknowledgement,
  enquiryAlert,
  hiringRequestAcknowledgement,
  hiringRequestAlert,
  jobAlertConfirmation,
  jobAlertDigest,
  staffInvitationEmail,
  type ClientAnswerFacts,
  type ClientSignInLinkFacts,
  type DigestJob,
  type EnquiryFacts,
  type HiringRequestFacts,
  type JobAlertFacts,
  type StaffInvitationFacts,
} from './emails';
import { readAgencySettings } from './agency-settings';
import { createCandidateLink } from './candidate-links';
import { candidateUpdateEmail, candidateUpdateOf, unnamedRole } from './candidate-update-emails';
import { outboxEvent } from './metrics';
import type { ComposedEmail } from './outbox';
import type { CandidatePageLinkFacts } from './emails';

const OUTBOX_UID = 'api::email-outbox.email-outbox';
const JOB_UID = 'api::job.job';
const USER_UID = 'plugin::users-permissions.user';

/** When a recorded e-mail may go, and what it replaces (`recordEmail`). */
export interface RecordOptions {
  /** Not sent before this instant (its first `nextAttemptAt`); absent: due now. */
  sendAfter?: Date;
  /**
   * The message's topic (at most 100 characters, no personal data, e.g. `candidate-update:<submission documentId>`):
   * every message of the same key still pending and not claimed by a worker is deleted first, so only the latest news
   * goes. A message being sent (a live claim) is left to go.
   */
  replaceKey?: string;
}

/**
 * Deletes every message of `replaceKey` still pending and not held by a worker's live claim at `now` (one being sent
 * goes), inside the caller's transaction. @returns how many.
 */
export async function dropPendingEmails(strapi: Core.Strapi, replaceKey: string, now = new Date()): Promise<number> {
  const { count } = await strapi.db.query(OUTBOX_UID).deleteMany({
    where: { replaceKey, status: 'pending', $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }] },
  });
  return count;
}

/**
 * Records `email` in the outbox (api::email-outbox.email-outbox) as pending, due now or at `options.sendAfter`;
 * lib/outbox.ts sends it. Called inside the caller's `strapi.db.transaction`, it is part of it: the message exists
 * exactly when what caused it was stored (and the messages it replaces, `options.replaceKey`, are gone exactly then).
 * It is counted as queued (lib/metrics.ts) when that transaction commits, at once outside one.
 */
export async function recordEmail(
  strapi: Core.Strapi,
  email: ComposedEmail,
  options: RecordOptions = {},
): Promise<void> {
  const queued = () => outboxEvent('queued', email.kind);
  // A transaction inside the caller's joins it (@strapi/database), and its commit callbacks are the caller's.
  if (strapi.db.inTransaction()) {
    await strapi.db.transaction(({ onCommit }: { onCommit: (callback: () => void) => void }) => {
      onCommit(queued);
    });
  } else {
    queued();
  }
  const now = new Date();
  if (options.replaceKey) await dropPendingEmails(strapi, options.replaceKey, now);
  await strapi.db.query(OUTBOX_UID).create({
    select: ['id'],
    data: {
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers ?? null,
      kind: email.kind,
      // A calendar part (docs/025-placements.md): its method and text, and the UID and SEQUENCE that order it.
      calendar: email.calendar ? { method: email.calendar.method, ics: email.calendar.ics } : null,
      calendarUid: email.calendar?.uid ?? null,
      calendarSequence: email.calendar?.sequence ?? null,
      replaceKey: options.replaceKey ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: options.sendAfter ?? now,
      createdAt: now,
      updatedAt: now,
    },
  });
}

/** A just-stored application as `submit` knows it: what the applicant sent, its documentId and its job. */
export interface StoredApplicationFacts {
  documentId: string;
  fullName: string;
  email: string;
  phone?: string | null;
  /** The job; its row `id` routes the staff alert to the job's owner (absent: `STAFF_ALERT_TO`). */
  job: { id?: number; title: string; company?: string | null; confidential?: boolean | null };
  /** The token of the candidate's page (docs/025-placements.md "The candidate's page"), linked from the confirmation. */
  pageToken?: string | null;
  /** The language of the page it was sent from: the confirmation's (the staff alert is English). */
  language?: string | null;
}

/**
 * Where the staff alert of a new application to the job `jobId` goes (docs/022-the-team.md "Ownership, routing and
 * time zones"): the e-mail address of the job's owner alone; `fallback` (`STAFF_ALERT_TO`) when the job has no owner,
 * or its owner is deactivated (`blocked`) or has no address.
 */
export async function applicationAlertRecipients(
  strapi: Core.Strapi,
  jobId: number | undefined,
  fallback: string,
): Promise<string[]> {
  if (jobId === undefined) return [fallback];
  const job = (await strapi.db.query(JOB_UID).findOne({
    where: { id: jobId },
    select: ['id'],
    populate: { owner: { select: ['email', 'blocked'] } },
  })) as { owner?: { email?: string | null; blocked?: boolean | null } | null } | null;
  const owner = job?.owner;
  return owner?.email && !owner.blocked ? [owner.email] : [fallback];
}

/**
 * Where the staff alert of a new enquiry goes (docs/022-the-team.md "Ownership, routing and time zones"): every active
 * staff member whose role may see enquiries (the contract's `ENQUIRY_ALERT_ROLES`: Admins and Recruiters) and who opted
 * in on their profile (`enquiryAlerts`); `fallback` (`STAFF_ALERT_TO`) when nobody did, so that no enquiry goes
 * unannounced. Sorted, each address once.
 */
export async function enquiryAlertRecipients(strapi: Core.Strapi, fallback: string): Promise<string[]> {
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { enquiryAlerts: true, blocked: { $not: true }, role: { type: { $in: [...ENQUIRY_ALERT_ROLES] } } },
    select: ['email'],
  })) as Array<{ email?: string | null }>;
  const addresses = [...new Set(users.flatMap((user) => (user.email ? [user.email] : [])))].sort();
  return addresses.length > 0 ? addresses : [fallback];
}

/**
 * Records the emails of a new application in the outbox: the applicant's confirmation and the staff alert
 * (lib/emails.ts), the alert to `applicationAlertRecipients`. Call it inside the transaction that stores the
 * application. `earlierApplication`: this address applied to this job before (the confirmation says so). The
 * confirmation names the company as visitors see it (`publicCompany`: the agency for a confidential job,
 * docs/024-employers.md "Confidential jobs"); the staff alert the real one.
 */
export async function enqueueApplicationEmails(
  strapi: Core.Strapi,
  application: StoredApplicationFacts,
  earlierApplication: boolean,
): Promise<void> {
  const facts = { ...application, jobTitle: application.job.title, company: application.job.company };
  const settings = emailSettings(process.env);
  // The candidate's page in the language of the page they applied from (/ar/my-application/… for Arabic).
  const pageLink = application.pageToken
    ? candidatePageLink(application.pageToken, settings, application.language)
    : null;
  await recordEmail(
    strapi,
    applicationConfirmation({ ...facts, company: publicCompany(application.job), pageLink }, earlierApplication),
  );
  for (const to of await applicationAlertRecipients(strapi, application.job.id, settings.staffTo)) {
    await recordEmail(strapi, applicationAlert(facts, { ...settings, staffTo: to }));
  }
}

/**
 * Records the e-mails of a new enquiry in the outbox: the acknowledgement to its sender (docs/024-employers.md) and the
 * staff alert, one message to each of `enquiryAlertRecipients` (nobody sees who else got it). Call it inside the
 * transaction that stores the enquiry.
 */
export async function enqueueEnquiryEmails(strapi: Core.Strapi, enquiry: EnquiryFacts): Promise<void> {
  const settings = emailSettings(process.env);
  await recordEmail(strapi, enquiryAcknowledgement(enquiry, settings));
  for (const to of await enquiryAlertRecipients(strapi, settings.staffTo)) {
    await recordEmail(strapi, enquiryAlert(enquiry, { ...settings, staffTo: to }));
  }
}

/**
 * Records the e-mails of a new hiring request in the outbox (docs/024-employers.md "What happens when it is sent"):
 * the acknowledgement to the employer and the staff alert, to the same people as an enquiry's
 * (`enquiryAlertRecipients`), one message each. Call it inside the transaction that stores the request.
 */
export async function enqueueHiringRequestEmails(strapi: Core.Strapi, request: HiringRequestFacts): Promise<void> {
  const settings = emailSettings(process.env);
  await recordEmail(strapi, hiringRequestAcknowledgement(request, settings));
  for (const to of await enquiryAlertRecipients(strapi, settings.staffTo)) {
    await recordEmail(strapi, hiringRequestAlert(request, { ...settings, staffTo: to }));
  }
}

/**
 * Records the staff's decision email to an applicant in the outbox (lib/emails.ts `decisionEmail`), in the layout of
 * `language` (the application's). Call it inside the transaction that moves the application to Accepted or Rejected.
 */
export async function enqueueDecisionEmail(
  strapi: Core.Strapi,
  email: { to: string; subject: string; message: string; language: Language },
): Promise<void> {
  await recordEmail(strapi, decisionEmail(email, emailSettings(process.env)));
}

/**
 * Records the confirmation email of a new job alert subscription (the double opt-in link). Call it inside the
 * transaction that stores the subscription.
 */
export async function enqueueJobAlertConfirmation(strapi: Core.Strapi, alert: JobAlertFacts): Promise<void> {
  await recordEmail(strapi, jobAlertConfirmation(alert, emailSettings(process.env)));
}

/**
 * Records a job alert's digest (`jobs` listed, `more` summed up). Call it inside the transaction that moves the
 * subscription's `lastDigestAt`, so that the jobs it lists are never sent again.
 */
export async function enqueueJobAlertDigest(
  strapi: Core.Strapi,
  alert: JobAlertFacts,
  jobs: readonly DigestJob[],
  more: number,
): Promise<void> {
  await recordEmail(strapi, jobAlertDigest(alert, jobs, more, emailSettings(process.env)));
}

/**
 * Records the invitation e-mail of a new member of staff (docs/022-the-team.md). Call it inside the transaction that
 * stores the invitation (or its new token, for a resend).
 */
export async function enqueueStaffInvitation(strapi: Core.Strapi, invitation: StaffInvitationFacts): Promise<void> {
  await recordEmail(strapi, staffInvitationEmail(invitation, emailSettings(process.env)));
}

/**
 * Records a client contact's sign-in link e-mail (docs/024-employers.md "Submissions and the client portal"). Call it
 * inside the transaction that stores the link.
 */
export async function enqueueClientSignInLink(strapi: Core.Strapi, link: ClientSignInLinkFacts): Promise<void> {
  await recordEmail(strapi, clientSignInLinkEmail(link, emailSettings(process.env)));
}

/**
 * Where staff's news of a client's answer about a candidate submitted for the job `jobId` goes (docs/024-employers.md
 * "Submissions and the client portal"): the job's owner alone, when they are active and have an address; otherwise the
 * people a hiring request's alert goes to (`enquiryAlertRecipients`, with `fallback`: `STAFF_ALERT_TO`).
 */
export async function clientAnswerRecipients(
  strapi: Core.Strapi,
  jobId: number | null,
  fallback: string,
): Promise<string[]> {
  const job =
    jobId === null
      ? null
      : ((await strapi.db.query(JOB_UID).findOne({
          where: { id: jobId },
          select: ['id'],
          populate: { owner: { select: ['email', 'blocked'] } },
        })) as { owner?: { email?: string | null; blocked?: boolean | null } | null } | null);
  const owner = job?.owner;
  return owner?.email && !owner.blocked ? [owner.email] : enquiryAlertRecipients(strapi, fallback);
}

/**
 * Records staff's news of a client's answer (lib/emails.ts `clientAnswerEmail`), one message to each of
 * `clientAnswerRecipients`. Call it inside the transaction that stores the answer.
 */
export async function enqueueClientAnswerEmails(
  strapi: Core.Strapi,
  facts: ClientAnswerFacts,
  jobId: number | null,
): Promise<void> {
  const settings = emailSettings(process.env);
  for (const to of await clientAnswerRecipients(strapi, jobId, settings.staffTo)) {
    await recordEmail(strapi, clientAnswerEmail(facts, to, settings));
  }
}

/**
 * Records the news of a candidate submitted for `jobTitle` to every contact of the client `clientId` with an address
 * (lib/emails.ts `clientSubmissionEmail`; docs/024-employers.md). Call it inside the transaction that stores the
 * submission.
 */
export async function enqueueClientSubmissionEmails(
  strapi: Core.Strapi,
  clientId: number,
  jobTitle: string,
): Promise<void> {
  const settings = emailSettings(process.env);
  const contacts = (await strapi.db.query('api::client-contact.client-contact').findMany({
    where: { client: { id: clientId } },
    select: ['fullName', 'email'],
    orderBy: { id: 'asc' },
  })) as Array<{ fullName: string; email: string | null }>;
  for (const contact of contacts) {
    if (contact.email) {
      await recordEmail(
        strapi,
        clientSubmissionEmail({ contact: { fullName: contact.fullName, email: contact.email }, jobTitle }, settings),
      );
    }
  }
}

/**
 * Records the e-mail with the links to the candidate's pages of the applications of one address (docs/025-placements.md
 * "The candidate's page"), the links to the pages in `language`. Call it inside the transaction that stores the links.
 */
export async function enqueueCandidatePageLinks(
  strapi: Core.Strapi,
  to: string,
  applications: readonly CandidatePageLinkFacts[],
  language: Language = 'en',
): Promise<void> {
  await recordEmail(strapi, candidatePageLinksEmail(to, applications, emailSettings(process.env), language));
}

/** The outbox's `replaceKey` of the candidate's news of the submission `documentId` (no personal data). */
export const candidateUpdateKey = (submissionDocumentId: string): string => `candidate-update:${submissionDocumentId}`;

/**
 * Records the candidate's news of their submission's move to `state` (docs/025-placements.md "What the candidate is
 * told"; lib/candidate-update-emails.ts), due after the Admin's delay (`candidateUpdateDelayMinutes`) and replacing
 * the news of an earlier move of the same submission that has not gone yet, with a new link to the candidate's page
 * (only a link's hash is stored, so each e-mail makes its own). A candidate who never applied (source `sourced`) or
 * without an address is told nothing; `toldByCaller` (the move comes with an e-mail of its own: a booked interview's
 * invitation) queues nothing and drops the earlier news. Call it inside the transaction that moves the submission.
 * @returns whether an e-mail was recorded.
 */
export async function enqueueCandidateUpdate(
  strapi: Core.Strapi,
  submission: { documentId: string; applicationId: number | null },
  state: StageState,
  now = new Date(),
  toldByCaller = false,
): Promise<boolean> {
  // The caller's own e-mail tells it (an interview's invitation): the earlier news that has not gone is dropped.
  if (toldByCaller) {
    await dropPendingEmails(strapi, candidateUpdateKey(submission.documentId), now);
    return false;
  }
  if (submission.applicationId === null) return false;
  const application = (await strapi.db.query('api::job-application.job-application').findOne({
    where: { id: submission.applicationId },
    select: ['id', 'fullName', 'email', 'source', 'language'],
    populate: { job: { select: ['title', 'company', 'confidential'] } },
  })) as {
    id: number;
    fullName: string | null;
    email: string | null;
    source: string | null;
    language: string | null;
    job?: { title?: string | null; company?: string | null; confidential?: boolean | null } | null;
  } | null;
  if (!application?.email || application.source === 'sourced') return false;
  const { candidateUpdateDelayMinutes } = await readAgencySettings(strapi);
  const token = await createCandidateLink(strapi, application.id, now);
  // In the language the candidate applied in, linking to their page in it (docs/026-languages.md "E-mails").
  const language = languageOf(application.language);
  await recordEmail(
    strapi,
    candidateUpdateEmail({
      update: candidateUpdateOf(state),
      round: state.round,
      to: application.email,
      fullName: application.fullName ?? '',
      jobTitle: application.job?.title ?? unnamedRole(language),
      company: application.job ? publicCompany(application.job) : null,
      pageLink: candidatePageLink(token, emailSettings(process.env), language),
      language,
    }),
    {
      sendAfter: new Date(now.getTime() + candidateUpdateDelayMinutes * 60_000),
      replaceKey: candidateUpdateKey(submission.documentId),
    },
  );
  return true;
}
