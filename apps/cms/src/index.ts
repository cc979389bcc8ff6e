import { applicationRetentionDays, enquiryRetentionDays, shutdownGraceMs } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Server } from 'http';
import { outboxBacklog, type OutboxWorker } from './lib/outbox';
import { jobAlertDigests, listenForMetrics, measureOutbox } from './lib/metrics';
import { ensureDemoAccount, ensureDemoStaff } from './bootstrap/demo-account';
import { checkPanelAdminSecret, ensurePanelSuperAdmin } from './bootstrap/panel-admin';
import { applyRolesAndPermissions } from './bootstrap/permissions';
import { isContentEmpty, seedDemoContent } from './bootstrap/seed';
import { registerControlCharacterCleaning } from './lib/control-characters';
import { linkJobsToClients } from './lib/clients';
import { backfillFirstOpened, registerFirstOpened } from './lib/job-first-opened';
import { ensureJobKeywordIndex } from './lib/job-keywords';
import { ensurePeopleIndex } from './lib/people-search';
import { closePageInvalidation, registerPageInvalidation } from './lib/page-invalidation';
import { closeRateLimits } from './lib/rate-limit';
import { registerPublishedForVisitors } from './lib/published-for-visitors';
import { registerConfidentialForVisitors } from './lib/confidential-jobs';
import { registerReadTime } from './lib/read-time';
import { ensureContentLocales, registerDefaultLocaleReads } from './lib/content-locales';
import { resumeStorageFromEnv } from './lib/resume-storage';
import { resumeTextWorkerEnabled, startResumeTextWorker, type ResumeTextWorker } from './lib/resume-text';
import { startResumeTextBackfill, type RunningBackfill } from './lib/resume-text-backfill';
import { startMailOutbox } from './lib/mail-outbox';
import { registerOutageCheck } from './lib/outages';
import { scheduleOnce, stopScheduledTasks } from './lib/scheduled-tasks';
import { checkProductionSettings } from './lib/secrets';
import { drainBeforeDestroy } from './lib/shutdown';
import { withinMs } from './lib/within';
import { service } from './api/services';
import { sendInterviewReminders } from './api/interview/services/interview';

/** How old a resume file without its application must be where several CMS instances may share the storage. */
const ORPHAN_MIN_AGE_MS = 15 * 60_000;

/**
 * The time before which a resume file without its application is an orphan (a crash between writing the file and
 * storing its row): this process's start. On a server database other CMS instances may share the storage
 * (docs/016-deployment.md), and one of them may be between the two steps right now, so there a file must also be older
 * than any running application (the web's attempts stop after a minute); the retention task removes the younger ones
 * later. SQLite is one instance's own file.
 */
function orphansBefore(): Date {
  const startedAt = Date.now() - process.uptime() * 1000;
  const shared = (process.env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite';
  return new Date(shared ? Math.min(startedAt, Date.now() - ORPHAN_MIN_AGE_MS) : startedAt);
}

/** This process's outbox worker (lib/outbox.ts), from bootstrap to destroy. */
let outbox: OutboxWorker | null = null;
/** This process's resume text worker loop (lib/resume-text.ts), from bootstrap to destroy. */
let resumeText: ResumeTextWorker | null = null;
/** This process's resume text backfill (lib/resume-text-backfill.ts), from bootstrap until it ends or destroy. */
let resumeBackfill: RunningBackfill | null = null;
/** This process's `METRICS_PORT` listener (lib/metrics.ts), from bootstrap to destroy. */
let metricsServer: Server | null = null;

/**
 * The retention task (docs/015-recruiter-workflow.md "Retention"), on Strapi's cron (`RETENTION_SCHEDULE`, a cron rule,
 * default every day at 03:15; docs.strapi.io "Cron jobs"). It deletes, each kind with audit entries and without
 * personal data in them: applications and resumes whose job closed or was deleted more than
 * `APPLICATION_RETENTION_DAYS` ago (default 365), and enquiries and hiring requests (docs/024-employers.md) last changed
 * more than `ENQUIRY_RETENTION_DAYS` ago (default 730); and outbox messages sent or failed more than the contract's `OUTBOX_RETENTION_DAYS` ago; and resume
 * files left without their application for `ORPHAN_MIN_AGE_MS`. Applications of a candidate in the talent pool are kept
 * until the pool consent ends (`TALENT_POOL_MONTHS`; docs/023-talent-pool.md "Consent and retention"). The periods are read through the contract, as the
 * privacy page reads them. It runs once per scheduled time however many CMS instances there are
 * (lib/scheduled-tasks.ts).
 */
function scheduleRetention(strapi: Core.Strapi): void {
  const applicationDays = applicationRetentionDays(process.env.APPLICATION_RETENTION_DAYS);
  const enquiryDays = enquiryRetentionDays(process.env.ENQUIRY_RETENTION_DAYS);
  scheduleOnce(strapi, 'retention', process.env.RETENTION_SCHEDULE || '0 15 3 * * *', async () => {
    const applications = await service(strapi, 'api::job-application.job-application').deleteExpiredApplications(
      applicationDays,
    );
    const enquiries = await service(strapi, 'api::contact.contact').deleteExpiredEnquiries(enquiryDays);
    // Hiring requests after the enquiries' period (docs/024-employers.md).
    const hiringRequests = await service(strapi, 'api::hiring-request.hiring-request').deleteExpired(enquiryDays);
    const emails = await service(strapi, 'api::email-outbox.email-outbox').deleteFinished();
    const orphans = await service(strapi, 'api::job-application.job-application').removeOrphanResumes(
      new Date(Date.now() - ORPHAN_MIN_AGE_MS),
    );
    if (applications + enquiries + hiringRequests + emails + orphans > 0) {
      strapi.log.info(
        `Retention: deleted ${applications} applications, ${enquiries} enquiries, ${hiringRequests} hiring requests, ` +
          `${emails} sent emails and ` +
          `${orphans} resume files without their application.`,
      );
    }
  });
}

/**
 * The talent pool's renewal e-mails (docs/023-talent-pool.md "Consent and retention") on Strapi's cron
 * (`TALENT_POOL_RENEWAL_SCHEDULE`, a cron rule with seconds, default every day at 03:45): one e-mail per consent that
 * ends within the contract's `POOL_RENEWAL_NOTICE_DAYS`. Once per scheduled time however many CMS instances there are
 * (lib/scheduled-tasks.ts); besides, each e-mail is recorded with a conditional update, so two runs send one.
 */
function scheduleTalentPoolRenewals(strapi: Core.Strapi): void {
  scheduleOnce(strapi, 'talent-pool-renewals', process.env.TALENT_POOL_RENEWAL_SCHEDULE || '0 45 3 * * *', async () => {
    const renewals = await service(strapi, 'api::candidate.talent-pool').sendRenewalNotices();
    if (renewals > 0) strapi.log.info(`Talent pool: ${renewals} renewal e-mails queued.`);
  });
}

/**
 * The job alerts task (docs/014-job-alerts.md) on Strapi's cron (`JOB_ALERT_SCHEDULE`, a cron rule with
 * seconds, default every day at 07:00): each confirmed subscription's digest of new matching open jobs, then the
 * subscriptions never confirmed within `JOB_ALERT_UNCONFIRMED_DAYS` deleted. It runs once per scheduled time however
 * many CMS instances there are (lib/scheduled-tasks.ts); besides, a digest is recorded with a conditional move of its
 * subscription's `lastDigestAt`, so that even two runs at once never send the same jobs twice.
 */
function scheduleJobAlerts(strapi: Core.Strapi): void {
  scheduleOnce(strapi, 'job-alerts', process.env.JOB_ALERT_SCHEDULE || '0 0 7 * * *', async () => {
    const alerts = service(strapi, 'api::job-alert.job-alert');
    const sent = await alerts.sendDigests();
    jobAlertDigests.inc(sent);
    const deleted = await alerts.deleteUnconfirmed();
    if (sent > 0 || deleted > 0) {
      strapi.log.info(`Job alerts: ${sent} digests recorded, ${deleted} unconfirmed subscriptions deleted.`);
    }
  });
}

/**
 * Interview reminders (docs/025-placements.md "Interviews and calendar invitations") on Strapi's cron
 * (`INTERVIEW_REMINDER_SCHEDULE`, a cron rule with seconds, default every 5 minutes): every attendee of an interview
 * that starts within 24 hours gets one reminder for its current time. Once per scheduled time however many CMS
 * instances there are (lib/scheduled-tasks.ts); besides, each reminder is recorded with a conditional update.
 */
function scheduleInterviewReminders(strapi: Core.Strapi): void {
  scheduleOnce(strapi, 'interview-reminders', process.env.INTERVIEW_REMINDER_SCHEDULE || '0 */5 * * * *', async () => {
    const reminded = await sendInterviewReminders(strapi);
    if (reminded > 0) strapi.log.info(`Interviews: reminders queued for ${reminded} interviews.`);
  });
}

export default {
  /**
   * Production refuses to run with secrets missing (docs/000-product.md §12, lib/secrets.ts); no start accepts an admin
   * panel password that is the staff password (bootstrap/panel-admin.ts); `strapi build` does not get here. Visitors'
   * reads are limited to published content and open jobs, and name the agency for a confidential job's company
   * (lib/confidential-jobs.ts); stored text never holds control characters; an article's read
   * time is computed from its content; the web app's page cache hears of every change to what public pages show; a
   * job's first opening is recorded (what job alerts call new).
   * Production also refuses to run without `PUBLIC_URL` (lib/secrets.ts `checkPublicUrl`); a request refused while the
   * database does not answer is a 503, not a 401 (lib/outages.ts). A shutdown (SIGTERM, SIGINT) lets the requests in
   * flight, the outbox's message being sent and a scheduled run finish within `SHUTDOWN_GRACE_MS` before Strapi's
   * destroy, and a resume's extraction in progress is ended and its row given back (lib/shutdown.ts).
   */
  register({ strapi }: { strapi: Core.Strapi }) {
    const graceMs = shutdownGraceMs(process.env.SHUTDOWN_GRACE_MS);
    drainBeforeDestroy(strapi, {
      graceMs,
      stopWork: async () => {
        await Promise.all([
          withinMs(outbox?.stop() ?? Promise.resolve(), graceMs),
          withinMs(resumeText?.stop() ?? Promise.resolve(), graceMs),
          withinMs(resumeBackfill?.stop() ?? Promise.resolve(), graceMs),
          stopScheduledTasks(strapi, graceMs),
        ]);
      },
    });
    // Jobs and articles in two languages: the query engine reads the English records (docs/026-languages.md).
    registerDefaultLocaleReads(strapi);
    registerPublishedForVisitors(strapi);
    registerConfidentialForVisitors(strapi);
    registerControlCharacterCleaning(strapi);
    registerReadTime(strapi);
    registerPageInvalidation(strapi);
    registerFirstOpened(strapi);
    registerOutageCheck(strapi);
    checkPanelAdminSecret();
    if (process.env.NODE_ENV === 'production') checkProductionSettings();
  },

  /**
   * At every start: the admin panel's super-admin first (a production start that would leave the panel without one
   * stops here: bootstrap/panel-admin.ts), then resume files left without their application by a crash are removed,
   * the job board's keyword index is there (lib/job-keywords.ts), jobs stored before `firstOpenedAt` get one
   * (lib/job-first-opened.ts), roles and permissions as code (docs/000-product.md §15), the staff account and, outside production, the demo Recruiter and Editor, the email
   * outbox's worker (lib/mail-outbox.ts), the resume text worker loop (lib/resume-text.ts), the retention task, the job alerts' digest, the metrics' reading of the
   * outbox and their `METRICS_PORT` listener (lib/metrics.ts), and on an empty database (only then, and unless
   * `SEED_DEMO=false`) the demo content; last, applications without a candidate get one (docs/023-talent-pool.md), jobs
   * without a client their company's and hiring requests without a company key theirs (docs/024-employers.md), and
   * the resumes of applications stored before resume text existed are queued for extraction, in the background.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePanelSuperAdmin(strapi);
    // The content locales, English (default) and Arabic (lib/content-locales.ts, docs/026-languages.md).
    await ensureContentLocales(strapi);
    const orphans = await service(strapi, 'api::job-application.job-application').removeOrphanResumes(orphansBefore());
    if (orphans > 0) strapi.log.warn(`Removed ${orphans} resume files that no application refers to.`);
    await ensureJobKeywordIndex(strapi);
    // The people search's index (docs/023-talent-pool.md "Searching people").
    await ensurePeopleIndex(strapi);
    await backfillFirstOpened(strapi);
    const { adminRoleId, staffRoleIds } = await applyRolesAndPermissions(strapi);
    await ensureDemoAccount(strapi, adminRoleId);
    await ensureDemoStaff(strapi, staffRoleIds);
    outbox = startMailOutbox(strapi);
    if (resumeTextWorkerEnabled(process.env)) {
      resumeText = startResumeTextWorker(strapi, resumeStorageFromEnv(strapi.dirs.app.root));
    }
    measureOutbox(() => outboxBacklog(strapi.db.connection));
    metricsServer = listenForMetrics();
    scheduleRetention(strapi);
    scheduleJobAlerts(strapi);
    scheduleTalentPoolRenewals(strapi);
    scheduleInterviewReminders(strapi);
    if (process.env.SEED_DEMO !== 'false' && (await isContentEmpty(strapi))) {
      const started = Date.now();
      await seedDemoContent(strapi);
      strapi.log.info(`Demo content seeded in ${Date.now() - started} ms.`);
    }
    // Applications stored before candidates existed get theirs (docs/023-talent-pool.md "Candidates"); none after.
    const migrated = await service(strapi, 'api::candidate.candidate').migrateApplications();
    if (migrated > 0) strapi.log.info(`Gave ${migrated} applications their candidates.`);
    // Jobs without a client get their company's (docs/024-employers.md "Clients"): the seed's, those stored before
    // clients existed, those written past the job service (the admin panel); and hiring requests their company's key.
    const linked = await linkJobsToClients(strapi);
    if (linked > 0) strapi.log.info(`Linked ${linked} jobs to the clients of their companies.`);
    const keyed = await service(strapi, 'api::hiring-request.hiring-request').fillCompanyKeys();
    if (keyed > 0) strapi.log.info(`Gave ${keyed} hiring requests their company's key.`);
    // Applications stored before resume text existed get theirs queued, in the background (docs/023-talent-pool.md
    // "Resume text", "Backfill").
    resumeBackfill = startResumeTextBackfill(strapi);
  },

  /**
   * Stops the outbox worker (a message it is sending is finished first, the others it claimed given back; already done
   * when a shutdown drained first) and the resume text loop, closes the metrics listener, page invalidation's Redis and the rate limits' one.
   */
  async destroy() {
    await outbox?.stop();
    outbox = null;
    await resumeBackfill?.stop();
    resumeBackfill = null;
    await resumeText?.stop();
    resumeText = null;
    metricsServer?.close();
    metricsServer = null;
    await closePageInvalidation();
    await closeRateLimits();
  },
};
