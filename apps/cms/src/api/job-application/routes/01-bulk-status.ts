/**
 * Bulk actions on applications (docs/023-talent-pool.md "Bulk actions and the application dialog"), for roles with
 * `applications`: POST /api/job-applications/bulk-status — move several applications (by documentId, or every one the
 * list's filter finds, at most the contract's APPLICATION_BULK_MAX) to one status, each move checked and recorded.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/job-applications/bulk-status',
      handler: 'api::job-application.job-application.bulkStatus',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] },
    },
  ],
};
