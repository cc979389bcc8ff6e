/**
 * The signed-in staff member's profile and the job owners' list (docs/022-the-team.md "Ownership, routing and time
 * zones"):
 * - GET/PUT /api/staff/profile — every staff role (each has `dashboard`);
 * - GET /api/staff/job-owners — the active Recruiters and Admins (id and name), for staff with `jobs`.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/staff/profile',
      handler: 'api::staff.profile.show',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'dashboard' } }] },
    },
    {
      method: 'PUT',
      path: '/staff/profile',
      handler: 'api::staff.profile.update',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'dashboard' } }] },
    },
    {
      method: 'GET',
      path: '/staff/job-owners',
      handler: 'api::staff.job-owners.list',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'jobs' } }] },
    },
  ],
};
