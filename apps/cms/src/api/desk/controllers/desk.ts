import {
  agencyTimeZone,
  NEEDS_ATTENTION_LIMIT_DEFAULT,
  NEEDS_ATTENTION_LIMIT_MAX,
  reportPeriod,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ownJobsOnly, type SignedInUser } from '../../../lib/job-ownership';
import { needsAttention, placementReport } from '../services/desk';

type Query = Record<string, unknown>;

/** Refuses a query parameter the route does not read (a typo is a 400, not a silently different answer). */
function onlyParameters(query: Query, allowed: readonly string[]) {
  const extra = Object.keys(query).filter((name) => !allowed.includes(name));
  if (extra.length > 0) throw new errors.ValidationError(`Unexpected query parameters: ${extra.join(', ')}.`);
}

/**
 * GET /desk/needs-attention and GET /reports/placements (routes/desk.ts). Dates of the desk are in the agency's zone
 * (`AGENCY_TIME_ZONE`); a report's in the `timeZone` it is asked for (the reader's), else the agency's. The desk shows a
 * Recruiter the items of the jobs they own, an Admin every item (lib/job-ownership.ts `ownJobsOnly`); the reports are
 * the agency's, the same for both.
 * @throws ValidationError (400) for an unknown parameter, a limit out of 1–200, or a period or zone the contract's
 *   `reportPeriod` refuses (its words).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async needsAttention(ctx: { query: Query; body: unknown; state: { user?: SignedInUser } }) {
    onlyParameters(ctx.query, ['limit']);
    const raw = ctx.query.limit;
    const limit = raw === undefined ? NEEDS_ATTENTION_LIMIT_DEFAULT : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > NEEDS_ATTENTION_LIMIT_MAX) {
      throw new errors.ValidationError(`limit must be a whole number from 1 to ${NEEDS_ATTENTION_LIMIT_MAX}.`);
    }
    const timeZone = agencyTimeZone(process.env.AGENCY_TIME_ZONE);
    const ownerId = ownJobsOnly(ctx.state.user);
    ctx.body = { data: { ...(await needsAttention(strapi, { limit, timeZone, ownerId })), timeZone } };
  },

  async placementReport(ctx: { query: Query; body: unknown }) {
    onlyParameters(ctx.query, ['from', 'to', 'timeZone']);
    const period = reportPeriod(ctx.query, new Date(), agencyTimeZone(process.env.AGENCY_TIME_ZONE));
    if ('problem' in period) throw new errors.ValidationError(period.problem);
    ctx.body = { data: await placementReport(strapi, period) };
  },
});
