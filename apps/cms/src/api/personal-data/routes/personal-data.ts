/**
 * Erasure and access by e-mail address (docs/015-recruiter-workflow.md), for roles with
 * `personal-data` (Admins). The address travels in the body
 * of a POST, never in a URL (a URL ends up in logs and proxies' records; docs/021-operations.md "Logs"):
 * - POST /api/personal-data/find { data: { email } } → { data: { email, counts } }: how much of each kind is stored;
 * - POST /api/personal-data/export { data: { email } } → application/zip: personal-data.json and the resumes;
 * - POST /api/personal-data/erase { data: { email } } → { data: { email, counts } }: what was deleted.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/personal-data/find',
      handler: 'api::personal-data.personal-data.summary',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'personal-data' } }] },
    },
    {
      method: 'POST',
      path: '/personal-data/export',
      handler: 'api::personal-data.personal-data.export',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'personal-data' } }] },
    },
    {
      method: 'POST',
      path: '/personal-data/erase',
      handler: 'api::personal-data.personal-data.erase',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'personal-data' } }] },
    },
  ],
};
