import {
  CONFIDENTIAL_NAMES_COMPANY_MESSAGE,
  jobArabicSchema,
  joinScreening,
  roleMay,
  type KnockoutRule,
  type ScreeningQuestion,
} from '@agency/contract';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { actorOf, recordAudit } from '../../../lib/audit';
import { fieldsNamingCompany } from '../../../lib/confidential-jobs';
import {
  arabicVersionOf,
  bodyWithLanguages,
  deleteArabicVersion,
  refuseOtherLocale,
  saveArabicVersion,
  takeLocale,
} from '../../../lib/content-locales';
import {
  assertMayChangeJob,
  checkedOwnerId,
  jobOwnerId,
  ownerFilterOf,
  ownersOfJobs,
  type SignedInUser,
} from '../../../lib/job-ownership';
import { staffRoleOf } from '../../../lib/roles';
import { parseOrThrow } from '../../../lib/validation';

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
 *
 * Languages (docs/026-languages.md "Content in two languages"; lib/content-locales.ts): reads take `locale=en|ar` (any
 * other value is a 400) and answer each job with `language` and `locales`, its Arabic text laid over the English when
 * it has an Arabic version and `ar` is asked for. `GET|PUT|DELETE /jobs/:id/arabic` read, save and delete the Arabic
 * version (the contract's `jobArabicSchema`), under the same ownership rule as the job's update.
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
      const locale = takeLocale(context.query);
      if (!isJobStaff(context)) return bodyWithLanguages(strapi, UID, (await super.find(ctx)) as Body, locale, true);
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
      return bodyWithLanguages(
        strapi,
        UID,
        await withOwners(await this.transformResponse!(output, { pagination })),
        locale,
        false,
      );
    },

    async findOne(ctx) {
      const context = ctx as unknown as JobContext;
      const locale = takeLocale(context.query);
      const body = (await super.findOne(ctx)) as Body;
      const staff = isJobStaff(context);
      return bodyWithLanguages(strapi, UID, staff ? await withOwners(body) : body, locale, !staff);
    },

    /** GET /jobs/:id/arabic (staff with `jobs`): the job's Arabic version `{ data: { documentId, title, … } }`, or 404. */
    async findArabic(ctx) {
      const documentId = String((ctx as unknown as JobContext).params.id);
      const version = await arabicVersionOf(strapi, UID, documentId);
      if (!version) return ctx.notFound();
      return { data: version };
    },

    /**
     * PUT /jobs/:id/arabic (staff with `jobs`, a Recruiter on their own jobs) with `{ data: { title, description,
     * location, salary, skills, experience } }` (the contract's `jobArabicSchema`): creates or replaces the Arabic
     * version. A confidential job's Arabic text may not name its company either.
     * @throws 404 for no such job, 403 for another's job, 400 naming the bad fields.
     */
    async saveArabic(ctx) {
      const context = ctx as unknown as JobContext;
      const documentId = String(context.params.id);
      const current = await jobOwnerId(strapi, documentId);
      if (!current) return ctx.notFound();
      assertMayChangeJob(context.state.user, current.ownerId);
      const text = parseOrThrow(jobArabicSchema, context.request.body?.data);
      const job = (await strapi.db.query(UID).findOne({
        where: { documentId },
        select: ['confidential', 'company'],
      })) as Row | null;
      const naming = fieldsNamingCompany({ ...job, ...text });
      if (naming.length > 0) throw new errors.ValidationError(CONFIDENTIAL_NAMES_COMPANY_MESSAGE, { errors: naming });
      const saved = await saveArabicVersion(strapi, UID, documentId, text);
      if (!saved) return ctx.notFound();
      return { data: saved };
    },

    /** DELETE /jobs/:id/arabic (as PUT): deletes the Arabic version; 404 when the job or its Arabic version is missing. */
    async deleteArabic(ctx) {
      const context = ctx as unknown as JobContext;
      const documentId = String(context.params.id);
      const current = await jobOwnerId(strapi, documentId);
      if (!current) return ctx.notFound();
      assertMayChangeJob(context.state.user, current.ownerId);
      if (!(await deleteArabicVersion(strapi, UID, documentId))) return ctx.notFound();
      context.status = 204;
      return null;
    },

    async create(ctx) {
      const context = ctx as unknown as JobContext;
      refuseOtherLocale(context.query);
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
      refuseOtherLocale(context.query);
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
      refuseOtherLocale(context.query);
      const current = await jobOwnerId(strapi, String(context.params.id));
      if (!current) return ctx.notFound();
      assertMayChangeJob(context.state.user, current.ownerId);
      return super.delete(ctx);
    },
  };
});
