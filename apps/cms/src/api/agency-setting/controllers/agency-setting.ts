import type { Core } from '@strapi/strapi';
import { actorOf } from '../../../lib/audit';
import { readAgencySettings } from '../../../lib/agency-settings';
import { updateAgencySettings } from '../services/agency-setting';

interface SettingsContext {
  state: { user?: { username?: string } };
  request: { body?: unknown };
  body: unknown;
}

/** The agency's settings (routes/agency-setting.ts; docs/025-placements.md "What the candidate is told"). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /agency-settings → { data: AgencySettings }. */
  async show(ctx: SettingsContext) {
    ctx.body = { data: await readAgencySettings(strapi), meta: {} };
  },

  /** PUT /agency-settings `{ data: AgencySettings }` → { data: AgencySettings }; 400. */
  async update(ctx: SettingsContext) {
    const data = ((ctx.request.body ?? {}) as { data?: unknown }).data;
    ctx.body = { data: await updateAgencySettings(strapi, data, actorOf(ctx)), meta: {} };
  },
});
