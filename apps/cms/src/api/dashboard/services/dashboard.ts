import {
  APPLICATION_SOURCES,
  roleMay,
  SOURCE_FIGURE_DAYS,
  type ApplicationSource,
  type StaffPermission,
  type StaffRole,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { openJobsFilter } from '../../../lib/published-for-visitors';
import { DAY_MS, lastWeeks } from '../../../lib/weeks';

/** Weeks shown by the dashboard chart. */
export const CHART_WEEKS = 12;

/** How many of the latest applications and enquiries the dashboard lists. */
export const LATEST_ITEMS = 5;

const APPLICATION_UID = 'api::job-application.job-application';
const CONTACT_UID = 'api::contact.contact';
const VISIT_UID = 'api::staff-visit.staff-visit';

type Row = Record<string, unknown>;

/**
 * Figures of the staff dashboard (docs/000-product.md §3 "Dashboard stats"), each one COUNT query, whatever the table
 * sizes. Each method is a function of this module.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  stats: (role: StaffRole | null) => dashboardStats(strapi, role),
  applicationsPerWeek: (now?: Date) => applicationsPerWeek(strapi, now),
  applicationsBySource: (now?: Date) => applicationsBySource(strapi, now),
  recent: (userId: number, now?: Date) => recentForStaff(strapi, userId, now),
});

/** The dashboard's counts and the permission each needs (docs/022-the-team.md "Enforcement"). */
export const STAT_PERMISSIONS = {
  totalApplications: 'applications',
  pendingApplications: 'applications',
  activeJobs: 'jobs',
  totalArticles: 'articles',
} as const satisfies Record<string, StaffPermission>;
export type DashboardStat = keyof typeof STAT_PERMISSIONS;

/**
 * The counts a staff member of `role` may see (an Editor: the articles only), each one COUNT query; the others are
 * neither counted nor sent.
 * @returns a subset of { totalApplications, pendingApplications, activeJobs, totalArticles }
 */
export async function dashboardStats(strapi: Core.Strapi, role: StaffRole | null) {
  const counts: Record<DashboardStat, () => Promise<number>> = {
    totalApplications: () => strapi.db.query('api::job-application.job-application').count({}),
    pendingApplications: () =>
      strapi.db.query('api::job-application.job-application').count({ where: { job_status: 'Pending' } }),
    activeJobs: () => strapi.db.query('api::job.job').count({ where: openJobsFilter() }),
    // Every article has a draft row; published ones have a second row. Counting drafts counts each once.
    totalArticles: () => strapi.db.query('api::article.article').count({ where: { publishedAt: null } }),
  };
  const allowed = (Object.keys(STAT_PERMISSIONS) as DashboardStat[]).filter((stat) =>
    roleMay(role, STAT_PERMISSIONS[stat]),
  );
  const values = await Promise.all(allowed.map((stat) => counts[stat]()));
  return Object.fromEntries(allowed.map((stat, index) => [stat, values[index]])) as Partial<
    Record<DashboardStat, number>
  >;
}

/**
 * Applications received per week (by `appliedAt`) over the last 12 weeks, oldest first, one COUNT per week.
 * @returns Array<{ weekStart: 'YYYY-MM-DD' (Monday, UTC), count }>
 */
export async function applicationsPerWeek(strapi: Core.Strapi, now = new Date()) {
  const weeks = lastWeeks(now, CHART_WEEKS);
  const counts = await Promise.all(
    weeks.map(({ from, to }) =>
      strapi.db.query('api::job-application.job-application').count({
        where: { appliedAt: { $gte: from.toISOString(), $lt: to.toISOString() } },
      }),
    ),
  );
  return weeks.map(({ weekStart }, index) => ({ weekStart, count: counts[index] }));
}

/**
 * Applications received in the last `SOURCE_FIGURE_DAYS` days (by `appliedAt`, up to `now`) by source
 * (docs/023-talent-pool.md "Sources"): one COUNT per source, on the index (source, applied_at), and one for the
 * applications without a source (stored before sources were recorded: `source` null).
 * @returns { since: ISO 8601, days, counts: [{ source: one of APPLICATION_SOURCES, or null, count }] } in the
 *   contract's order of the sources, null last.
 */
export async function applicationsBySource(strapi: Core.Strapi, now = new Date()) {
  const since = new Date(now.getTime() - SOURCE_FIGURE_DAYS * DAY_MS).toISOString();
  const sources: Array<ApplicationSource | null> = [...APPLICATION_SOURCES, null];
  const counts = await Promise.all(
    sources.map((source) => strapi.db.query(APPLICATION_UID).count({ where: { source, appliedAt: { $gte: since } } })),
  );
  return {
    since,
    days: SOURCE_FIGURE_DAYS,
    counts: sources.map((source, index) => ({ source, count: counts[index] })),
  };
}

/** An application as the dashboard lists it (read with its job's title): dates in ISO 8601. */
export function latestApplication(application: Row) {
  return {
    documentId: application.documentId as string,
    fullName: application.fullName as string,
    jobTitle: (application.job as { title?: string } | null)?.title ?? null,
    job_status: application.job_status as string,
    appliedAt: new Date(application.appliedAt as string).toISOString(),
  };
}

/** An enquiry as the dashboard lists it: no service is null, no status is `new`; dates in ISO 8601. */
export function latestEnquiry(enquiry: Row) {
  return {
    documentId: enquiry.documentId as string,
    fullName: enquiry.fullName as string,
    service: (enquiry.service ?? null) as string | null,
    status: (enquiry.status ?? 'new') as string,
    createdAt: new Date(enquiry.createdAt as string).toISOString(),
  };
}

/**
 * What is new for one staff member (docs/015-recruiter-workflow.md): the latest applications and enquiries, and how
 * many of each arrived since their previous visit to the dashboard (null on their first visit), and how many of those
 * applications are to the jobs they own (docs/022-the-team.md "Ownership, routing and time zones"); then records this
 * visit as `now`.
 * @returns { previousVisit: ISO 8601 | null, newApplications, newApplicationsToMyJobs, newEnquiries, latestApplications: [{ documentId,
 *   fullName, jobTitle, job_status, appliedAt }], latestEnquiries: [{ documentId, fullName, service, status, createdAt }] }
 */
export async function recentForStaff(strapi: Core.Strapi, userId: number, now = new Date()) {
  const visits = strapi.db.query(VISIT_UID);
  const visit = (await visits.findOne({ where: { user: userId } })) as {
    id: number;
    dashboardVisitedAt: string;
  } | null;
  const since = visit ? new Date(visit.dashboardVisitedAt).toISOString() : null;
  const [newApplications, newApplicationsToMyJobs, newEnquiries, applications, enquiries] = await Promise.all([
    since ? strapi.db.query(APPLICATION_UID).count({ where: { appliedAt: { $gt: since } } }) : 0,
    since
      ? strapi.db.query(APPLICATION_UID).count({ where: { appliedAt: { $gt: since }, job: { owner: { id: userId } } } })
      : 0,
    since ? strapi.db.query(CONTACT_UID).count({ where: { createdAt: { $gt: since } } }) : 0,
    strapi.db.query(APPLICATION_UID).findMany({
      select: ['documentId', 'fullName', 'job_status', 'appliedAt'],
      populate: { job: { select: ['title'] } },
      orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
      limit: LATEST_ITEMS,
    }),
    strapi.db.query(CONTACT_UID).findMany({
      select: ['documentId', 'fullName', 'service', 'status', 'createdAt'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: LATEST_ITEMS,
    }),
  ]);
  if (visit) await visits.update({ where: { id: visit.id }, data: { dashboardVisitedAt: now } });
  else await visits.create({ data: { user: userId, dashboardVisitedAt: now } });
  return {
    previousVisit: since,
    newApplications,
    newApplicationsToMyJobs,
    newEnquiries,
    latestApplications: (applications as Row[]).map(latestApplication),
    latestEnquiries: (enquiries as Row[]).map(latestEnquiry),
  };
}
