import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { service } from '../../services';
import { CONVERTED_JOB_FIELDS, HiringRequestConflict } from '../services/hiring-request';

const UID = 'api::hiring-request.hiring-request';

/** Koa's context as `convert` reads it. */
interface ConvertContext {
  params: { id?: string };
  state: { user?: { id: number; username?: string } };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict: (message: string, details?: object) => void;
}

/**
 * Hiring requests (docs/024-employers.md "API"): POST /hiring-requests is the employers' public form; reading,
 * setting the status, converting to a job and deleting are for staff (see the routes). A staff read populates the
 * converted job's `CONVERTED_JOB_FIELDS` and nothing else: a `populate` of the query is ignored.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /hiring-requests `{ data: HiringRequestInput }` → 201 `{ data: { documentId } }`; 400 naming the fields. */
  async create(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    ctx.status = 201;
    ctx.body = { data: await service(strapi, UID).submit(body.data), meta: {} };
  },

  /** GET /hiring-requests: Strapi's list (filters, sort, pagination), without populate. */
  find(ctx) {
    const { populate: _ignored, ...query } = ctx.query as Record<string, unknown>;
    ctx.query = query;
    return super.find(ctx);
  },

  /** GET /hiring-requests/:documentId: the request with its `job` (documentId, title, status) or null; 404. */
  findOne(ctx) {
    const { populate: _ignored, ...query } = ctx.query as Record<string, unknown>;
    ctx.query = { ...query, populate: { job: { fields: [...CONVERTED_JOB_FIELDS] } } };
    return super.findOne(ctx);
  },

  /** PUT /hiring-requests/:documentId with `{ data: { status } }`: 200 with the request; 400 for anything else; 404. */
  async update(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    const updated = await service(strapi, UID).setStatus(String(ctx.params.id), body.data);
    const sanitized = await this.sanitizeOutput!(updated, ctx);
    return this.transformResponse!(sanitized);
  },

  /**
   * POST /hiring-requests/:documentId/convert → 201 `{ data: { job: { documentId, title } } }`: the draft job owned by
   * the caller; 409 when the request is converted or declined; 404 for an unknown request.
   */
  async convert(ctx) {
    const context = ctx as unknown as ConvertContext;
    const user = context.state.user;
    if (!user) throw new errors.UnauthorizedError();
    try {
      const job = await service(strapi, UID).convert(String(context.params.id), user);
      context.status = 201;
      context.body = { data: { job }, meta: {} };
    } catch (error) {
      if (!(error instanceof HiringRequestConflict)) throw error;
      context.conflict(error.message, {});
    }
  },
}));
