/**
 * Erasure and access by e-mail address (docs/015-recruiter-workflow.md), Admin only:
 * - GET /api/personal-data?email= → { data: { email, counts } }: how much of each kind is stored about the address;
 * - GET /api/personal-data/export?email= → application/zip: personal-data.json and the resumes;
 * - POST /api/personal-data/erase { data: { email } } → { data: { email, counts } }: what was deleted.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/personal-data',
      handler: 'api::personal-data.personal-data.summary',
      config: { policies: ['global::is-admin'] },
    },
    {
      method: 'GET',
      path: '/personal-data/export',
      handler: 'api::personal-data.personal-data.export',
      config: { policies: ['global::is-admin'] },
    },
    {
      method: 'POST',
      path: '/personal-data/erase',
      handler: 'api::personal-data.personal-data.erase',
      config: { policies: ['global::is-admin'] },
    },
  ],
};
