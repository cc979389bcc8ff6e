import { joinScreening, roleMay, type KnockoutRule, type ScreeningQuestion } from '@agency/contract';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { actorOf, recordAudit } from '../../../lib/audit';
import {
  assertMayChangeJob,
  checkedOwnerId,
  jobOwnerId,
  ownerFilterOf,
  ownersOfJobs,
  type SignedInUser,
} from '../../../lib/job-ownership';
import { staffRoleOf } from '../../../lib/roles';

const UID = 'api::job.job';

type Row = Record<string, unknown> & { documentId?: string };
type Body = { data?: Row | Row[] | null; meta?: unknown };
interface JobContext {
  state: { user?: SignedInUser };
  params: { id?: string };
  query: Record<string, unknown>;
  request: { body?: { data?: unknown } };
  status: number;
}

/**
 * Job postings: Strapi's controller. Visitors see open jobs only, in lists and through every relation; an exact
 * slug lookup (the job page) also finds a closed one (src/lib/published-for-visitors.ts).
 *
 * Ownership (docs/022-the-team.md "Ownership, routing and time zones"; lib/job-ownership.ts): the private `owner`
 * relation never reaches an answer by itself; staff answers (role with `jobs`) carry it as `owner: { id, name, active }`
 * or null. Staff lists take `owner=mine|none|<user id>`. Create takes `data.owner` (a user id; the creator by default);
 * update and delete are refused (403) to a staff member without `jobs.any` on a job they do not own, and update takes
 * `data.owner` to hand the job over (an audit entry `job.owner` records it).
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const isJobStaff = (ctx: JobContext) => roleMay(staffRoleOf(ctx.state.user), 'jobs');

  /** The private knockout rules of the jobs `documentIds` (docs/024-employers.md "Screening questions"). */
  async function rulesOfJobs(documentIds: string[]): Promise<Map<string, Record<string, KnockoutRule> | null>> {
    if (documentIds.length === 0) return new Map();
    const rows = (await strapi.db.query(UID).findMany({
      where: { documentId: { $in: documentIds } },
      select: ['documentId', 'screeningRules'],
    })) as { documentId: string; screeningRules: Record<string, KnockoutRule> | null }[];
    return new Map(rows.map((row) => [row.documentId, row.screeningRules]));
  }

  /**
   * `body` (a `transformResponse` answer, awaited: Strapi 5.54's may be a promise) with each job's owner, and its
   * screening questions with their private knockout rules (the contract's `joinScreening`): staff's view of a job.
   */
  async function withOwners(answer: unknown): Promise<Body> {
    const body = answer as Body;
    if (!body?.data) return body;
    const jobs = Array.isArray(body.data) ? body.data : [body.data];
    const documentIds = jobs.flatMap((job) => (typeof job.documentId === 'string' ? [job.documentId] : []));
    const [owners, rules] = await Promise.all([ownersOfJobs(strapi, documentIds), rulesOfJobs(documentIds)]);
    const add = (job: Row) => ({
      ...job,
      owner: owners.get(job.documentId ?? '') ?? null,
      ...('screeningQuestions' in job
        ? {
            screeningQuestions: joinScreening(
              job.screeningQuestions as ScreeningQuestion[] | null,
              rules.get(job.documentId ?? ''),
            ),
          }
        : {}),
    });
    return { ...body, data: Array.isArray(body.data) ? body.data.map(add) : add(body.data) };
  }

  /** The body's `data` with `owner` taken out (Strapi refuses a private field in input), and that owner. */
  function takeOwner(ctx: JobContext): { data: Row; owner: unknown } {
    const data = ctx.request.body?.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw new errors.ValidationError('Missing "data" payload in the request body');
    }
    const { owner, ...rest } = data as Row;
    return { data: rest, owner };
  }

  return {
    async find(ctx) {
      const context = ctx as unknown as JobContext;
      if (!isJobStaff(context)) return super.find(ctx);
      const { owner, ...query } = context.query;
      const ownerFilter = ownerFilterOf(owner, context.state.user);
      context.query = query;
      await this.validateQuery!(ctx);
      const sanitized = (await this.sanitizeQuery!(ctx)) as { filters?: unknown };
      const filters =
        ownerFilter === undefined
          ? sanitized.filters
          : sanitized.filters && Object.keys(sanitized.filters).length > 0
            ? { $and: [sanitized.filters, ownerFilter] }
            : ownerFilter;
      const { results, pagination } = await strapi.service(UID).find({ ...sanitized, filters });
      const output = (await this.sanitizeOutput!(results, ctx)) as Row[];
      return withOwners(await this.transformResponse!(output, { pagination }));
    },

    async findOne(ctx) {
      const body = (await super.findOne(ctx)) as Body;
      return isJobStaff(ctx as unknown as JobContext) ? withOwners(body) : body;
    },

    async create(ctx) {
      const context = ctx as unknown as JobContext;
      const { data, owner } = takeOwner(context);
      const ownerId =
        owner === undefined || owner === null || owner === ''
          ? await checkedOwnerId(strapi, context.state.user?.id)
          : await checkedOwnerId(strapi, owner);
      await this.validateQuery!(ctx);
      const query = await this.sanitizeQuery!(ctx);
      await this.validateInput!(data, ctx);
      const input = (await this.sanitizeInput!(data, ctx)) as Row;
      const job = await strapi.service(UID).create({ ...query, data: { ...input, owner: ownerId } });
      const output = await this.sanitizeOutput!(job, ctx);
      ctx.status = 201;
      return withOwners(await this.transformResponse!(output));
    },

    async update(ctx) {
      const context = ctx as unknown as JobContext;
      const documentId = String(context.params.id);
      const current = await jobOwnerId(strapi, documentId);
      if (!current) return ctx.notFound();
      assertMayChangeJob(context.state.user, current.ownerId);
      const { data, owner } = takeOwner(context);
      const ownerId = owner === undefined ? undefined : await checkedOwnerId(strapi, owner);
      await this.validateQuery!(ctx);
      const query = await this.sanitizeQuery!(ctx);
      await this.validateInput!(data, ctx);
      const input = (await this.sanitizeInput!(data, ctx)) as Row;
      const job = await strapi.db.transaction(async () => {
        const updated = await strapi
          .service(UID)
          .update(documentId, { ...query, data: ownerId === undefined ? input : { ...input, owner: ownerId } });
        if (ownerId !== undefined && ownerId !== current.ownerId) {
          await recordAudit(strapi, {
            action: 'job.owner',
            subjectType: UID,
            subjectId: documentId,
            jobDocumentId: documentId,
            actor: actorOf(context),
            details: { from: current.ownerId, to: ownerId },
          });
        }
        return updated;
      });
      const output = await this.sanitizeOutput!(job, ctx);
      return withOwners(await this.transformResponse!(output));
    },

    async delete(ctx) {
      const context = ctx as unknown as JobContext;
      const current = await jobOwnerId(strapi, String(context.params.id));
      if (!current) return ctx.notFound();
      assertMayChangeJob(context.state.user, current.ownerId);
      return super.delete(ctx);
    },
  };
});
