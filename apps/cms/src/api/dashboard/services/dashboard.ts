import type { Core } from '@strapi/strapi';

/** Figures of the staff dashboard (spec §3 "Dashboard stats"), each one COUNT query, whatever the table sizes. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** @returns { totalApplications, pendingApplications, activeJobs, totalArticles } */
  async stats() {
    const [totalApplications, pendingApplications, activeJobs, totalArticles] = await Promise.all([
      strapi.db.query('api::job-application.job-application').count({}),
      strapi.db.query('api::job-application.job-application').count({ where: { job_status: 'Pending' } }),
      strapi.db.query('api::job.job').count({ where: { status: 'open' } }),
      // Every article has a draft row; published ones have a second row. Counting drafts counts each once.
      strapi.db.query('api::article.article').count({ where: { publishedAt: null } }),
    ]);
    return { totalApplications, pendingApplications, activeJobs, totalArticles };
  },
});
