import type { Core } from '@strapi/strapi';
import {
  applicationAlert,
  applicationConfirmation,
  decisionEmail,
  emailSettings,
  enquiryAlert,
  jobAlertConfirmation,
  jobAlertDigest,
  staffInvitationEmail,
  type DigestJob,
  type EnquiryFacts,
  type JobAlertFacts,
  type StaffInvitationFacts,
} from './emails';
import { outboxEvent } from './metrics';
import type { ComposedEmail } from './outbox';

const OUTBOX_UID = 'api::email-outbox.email-outbox';

/**
 * Records `email` in the outbox (api::email-outbox.email-outbox) as pending, due now; lib/outbox.ts sends it. Called
 * inside the caller's `strapi.db.transaction`, it is part of it: the message exists exactly when what caused it was
 * stored. It is counted as queued (lib/metrics.ts) when that transaction commits, at once outside one.
 */
export async function recordEmail(strapi: Core.Strapi, email: ComposedEmail): Promise<void> {
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
  await strapi.db.query(OUTBOX_UID).create({
    select: ['id'],
    data: {
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers ?? null,
      kind: email.kind,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
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
  job: { title: string; company?: string | null };
}

/**
 * Records the emails of a new application in the outbox: the applicant's confirmation and the staff alert
 * (lib/emails.ts). Call it inside the transaction that stores the application. `earlierApplication`: this address
 * applied to this job before (the confirmation says so).
 */
export async function enqueueApplicationEmails(
  strapi: Core.Strapi,
  application: StoredApplicationFacts,
  earlierApplication: boolean,
): Promise<void> {
  const facts = { ...application, jobTitle: application.job.title, company: application.job.company };
  await recordEmail(strapi, applicationConfirmation(facts, earlierApplication));
  await recordEmail(strapi, applicationAlert(facts, emailSettings(process.env)));
}

/** Records the staff alert of a new enquiry in the outbox. Call it inside the transaction that stores the enquiry. */
export async function enqueueEnquiryAlert(strapi: Core.Strapi, enquiry: EnquiryFacts): Promise<void> {
  await recordEmail(strapi, enquiryAlert(enquiry, emailSettings(process.env)));
}

/**
 * Records the staff's decision email to an applicant in the outbox (lib/emails.ts `decisionEmail`). Call it inside
 * the transaction that moves the application to Accepted or Rejected.
 */
export async function enqueueDecisionEmail(
  strapi: Core.Strapi,
  email: { to: string; subject: string; message: string },
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
