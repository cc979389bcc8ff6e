import type { Core } from '@strapi/strapi';
import {
  applicationAlert,
  applicationConfirmation,
  decisionEmail,
  emailSettings,
  enquiryAlert,
  jobAlertConfirmation,
  jobAlertDigest,
  type DigestJob,
  type EnquiryFacts,
  type JobAlertFacts,
} from './emails';
import type { ComposedEmail } from './outbox';
import { service } from './services';

/** Records one composed email in the outbox, inside the caller's transaction when there is one. */
function record(strapi: Core.Strapi, email: ComposedEmail): Promise<void> {
  return service(strapi, 'api::email-outbox.email-outbox').enqueue(email);
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
  await record(strapi, applicationConfirmation(facts, earlierApplication));
  await record(strapi, applicationAlert(facts, emailSettings(process.env)));
}

/** Records the staff alert of a new enquiry in the outbox. Call it inside the transaction that stores the enquiry. */
export async function enqueueEnquiryAlert(strapi: Core.Strapi, enquiry: EnquiryFacts): Promise<void> {
  await record(strapi, enquiryAlert(enquiry, emailSettings(process.env)));
}

/**
 * Records the staff's decision email to an applicant in the outbox (lib/emails.ts `decisionEmail`). Call it inside
 * the transaction that moves the application to Accepted or Rejected.
 */
export async function enqueueDecisionEmail(
  strapi: Core.Strapi,
  email: { to: string; subject: string; message: string },
): Promise<void> {
  await record(strapi, decisionEmail(email, emailSettings(process.env)));
}

/**
 * Records the confirmation email of a new job alert subscription (the double opt-in link). Call it inside the
 * transaction that stores the subscription.
 */
export async function enqueueJobAlertConfirmation(strapi: Core.Strapi, alert: JobAlertFacts): Promise<void> {
  await record(strapi, jobAlertConfirmation(alert, emailSettings(process.env)));
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
  await record(strapi, jobAlertDigest(alert, jobs, more, emailSettings(process.env)));
}
