import type { Core } from '@strapi/strapi';
import { assignableOwners } from '../../../lib/job-ownership';

/**
 * GET /staff/job-owners → { data: [{ id, name }] }: the staff who may own a job now (active Recruiters and Admins, by
 * name), for the job dialog's owner select (docs/022-the-team.md "Ownership, routing and time zones"). Ids and names
 * only: no e-mail, no role.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: { body: unknown }) {
    ctx.body = { data: await assignableOwners(strapi) };
  },
});
