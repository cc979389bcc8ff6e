import type { Core } from '@strapi/strapi';
import { openJobsFilter } from '../../../lib/published-for-visitors';
import { lastWeeks } from '../../../lib/weeks';

/** Weeks shown by the dashboard chart. */
export const CHART_WEEKS = 12;

/** Figures of the staff dashboard (spec §3 "Dashboard stats"), each one COUNT query, whatever the table sizes. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** @returns { totalApplications, pendingApplications, activeJobs, totalArticles } */
  async stats() {
    const [totalApplications, pendingApplications, activeJobs, totalArticles] = await Promise.all([
      strapi.db.query('api::job-application.job-application').count({}),
      strapi.db.query('api::job-application.job-application').count({ where: { job_status: 'Pending' } }),
      strapi.db.query('api::job.job').count({ where: openJobsFilter() }),
      // Every article has a draft row; published ones have a second row. Counting drafts counts each once.
      strapi.db.query('api::article.article').count({ where: { publishedAt: null } }),
    ]);
    return { totalApplications, pendingApplications, activeJobs, totalArticles };
  },

  /**
   * Applications received per week (by `appliedAt`) over the last 12 weeks, oldest first, one COUNT per week.
   * @returns Array<{ weekStart: 'YYYY-MM-DD' (Monday, UTC), count }>
   */
  async applicationsPerWeek(now = new Date()) {
    const weeks = lastWeeks(now, CHART_WEEKS);
    const counts = await Promise.all(
      weeks.map(({ from, to }) =>
        strapi.db.query('api::job-application.job-application').count({
          where: { appliedAt: { $gte: from.toISOString(), $lt: to.toISOString() } },
        }),
      ),
    );
    return weeks.map(({ weekStart }, index) => ({ weekStart, count: counts[index] }));
  },
});
