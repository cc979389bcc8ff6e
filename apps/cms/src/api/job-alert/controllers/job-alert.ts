import { factories } from '@strapi/strapi';
import { service } from '../../services';

const UID = 'api::job-alert.job-alert';

/** The body's `data` (the subscribe form) or the body itself (`{ token }`). */
const bodyOf = (ctx: { request: { body?: unknown } }) => (ctx.request.body ?? {}) as Record<string, unknown>;

/**
 * The public job alert endpoints (routes/job-alert.ts, docs/014-job-alerts.md); the rules are the service's.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /job-alerts `{ data: { email, search, website? } }` → 202, the same answer whether the address is known. */
  async subscribe(ctx) {
    await service(strapi, UID).subscribe(bodyOf(ctx).data);
    ctx.status = 202;
    ctx.body = {
      data: null,
      meta: { message: 'A confirmation email is on its way to the address, unless it has this alert already.' },
    };
  },

  /**
   * POST /job-alerts/confirm `{ token, language? }` → 200 `{ data: { search, description, confirmedAt } }` (the
   * description in `language`); 404 unknown.
   */
  async confirm(ctx) {
    ctx.body = { data: await service(strapi, UID).confirm(bodyOf(ctx)), meta: {} };
  },

  /** POST /job-alerts/unsubscribe `{ token }` → 200 `{ data: { unsubscribed: true } }`, also for an unknown token. */
  async unsubscribe(ctx) {
    await service(strapi, UID).unsubscribe(bodyOf(ctx));
    ctx.body = { data: { unsubscribed: true }, meta: {} };
  },
}));
