import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  APPLICATION_BULK_MAX,
  APPLICATION_SEARCH_MATCHES_MAX,
  applicationBulkStatusSchema,
  applicationSearchSchema,
} from '@agency/contract';
import { actorOf } from '../../../lib/audit';
import { cleanFileName } from '../../../lib/resume-file';
import { ownerFilterOf, type SignedInUser } from '../../../lib/job-ownership';
import { countApplication } from '../../../lib/metrics';
import { readDataField, singleFile, type UploadedFiles } from '../../../lib/multipart';
import { parseOrThrow } from '../../../lib/validation';
import { matchingApplicationIds } from '../../../lib/people-search';
import { resumeTextOf } from '../../../lib/resume-text';
import { submissionsOfApplication } from '../../submission/services/submission';
import { service as serviceOf } from '../../services';

const UID = 'api::job-application.job-application';

/** What `bulkDocumentIds` needs of a core controller: its query validation and sanitising. */
interface QueryChecks {
  validateQuery?: (ctx: never) => Promise<unknown>;
  sanitizeQuery?: (ctx: never) => Promise<unknown>;
}

/**
 * The list's text search `q` (GET /job-applications and the bulk actions' "all matching"; docs/023-talent-pool.md
 * "Searching people") as a Strapi filter: the applications whose name, e-mail, phone, cover letter, notes, tags or
 * resume text match on the people index, at most `APPLICATION_SEARCH_MATCHES_MAX`, the newest first.
 * @throws ValidationError (400) for a `q` that is not text or is over the contract's limit.
 */
async function applicationTextFilter(strapi: Core.Strapi, q: unknown): Promise<Record<string, unknown>> {
  const text = parseOrThrow(applicationSearchSchema, q);
  if (!text) return {};
  return { id: { $in: await matchingApplicationIds(strapi, text, APPLICATION_SEARCH_MATCHES_MAX) } };
}

/**
 * The documentIds a bulk request names (docs/023-talent-pool.md "Bulk actions and the application dialog"):
 * `documentIds` as sent, or every application the list's `filter` finds (read as `GET /job-applications` reads its
 * query: validated and sanitised by Strapi through `controller`, `owner` as the list's owner filter, `q` as its text
 * search), newest first.
 * `verb` says what the request does in the refusal ("moved", "tagged", "added").
 * @throws ValidationError (400) for an invalid filter or one that matches more than APPLICATION_BULK_MAX applications.
 */
export async function bulkDocumentIds(
  strapi: Core.Strapi,
  controller: QueryChecks,
  ctx: { query: unknown; state: { user?: unknown } },
  input: { documentIds?: string[]; filter?: { filters?: Record<string, unknown>; owner?: string; q?: string } },
  verb = 'moved',
): Promise<string[]> {
  if (input.documentIds) return input.documentIds;
  const { filters: wanted, owner, q } = input.filter ?? {};
  const ownerFilter = ownerFilterOf(owner, ctx.state.user as SignedInUser | undefined);
  ctx.query = wanted ? { filters: wanted } : {};
  await controller.validateQuery!(ctx as never);
  const sanitized =
    ((await controller.sanitizeQuery!(ctx as never)) as { filters?: Record<string, unknown> }).filters ?? {};
  const parts = [
    sanitized,
    ...(ownerFilter === undefined ? [] : [{ job: ownerFilter }]),
    ...(q === undefined ? [] : [await applicationTextFilter(strapi, q)]),
  ].filter((part) => Object.keys(part).length > 0);
  const filters = parts.length > 0 ? { $and: parts } : {};
  const matching = await strapi.documents(UID).count({ filters });
  if (matching > APPLICATION_BULK_MAX) {
    throw new errors.ValidationError(
      `${matching} applications match; at most ${APPLICATION_BULK_MAX} can be ${verb} at once. Narrow the filters.`,
      { matching, max: APPLICATION_BULK_MAX },
    );
  }
  const rows = await strapi.documents(UID).findMany({
    filters,
    fields: ['documentId'],
    sort: ['appliedAt:desc', 'id:desc'],
    limit: APPLICATION_BULK_MAX,
  });
  return rows.map((row) => row.documentId);
}

/** Most jobs one count request may name (the staff jobs list shows at most 50 a page). */
const MAX_COUNTED_JOBS = 100;

/**
 * Thin HTTP layer over the job-application service: the public multipart create, the staff status change,
 * delete and resume download. find/findOne are Strapi's own (staff only, see the routes; findOne adds where the
 * resume's text extraction stands); find also takes
 * `owner=mine|none|<user id>`: the applications to the jobs of that owner (docs/022-the-team.md "Ownership, routing and
 * time zones").
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => serviceOf(strapi, UID);

  const textFilter = (q: unknown) => applicationTextFilter(strapi, q);

  return {
    async find(ctx) {
      const { owner, q, ...query } = ctx.query as Record<string, unknown>;
      const ownerFilter = ownerFilterOf(owner, ctx.state.user as SignedInUser | undefined);
      if (ownerFilter === undefined && q === undefined) return super.find(ctx);
      ctx.query = query;
      await this.validateQuery!(ctx);
      const sanitized = (await this.sanitizeQuery!(ctx)) as { filters?: Record<string, unknown> };
      const parts = [
        sanitized.filters ?? {},
        ...(ownerFilter === undefined ? [] : [{ job: ownerFilter }]),
        ...(q === undefined ? [] : [await textFilter(q)]),
      ].filter((part) => Object.keys(part).length > 0);
      const filters = parts.length > 0 ? { $and: parts } : {};
      const { results, pagination } = await strapi.service(UID).find({ ...sanitized, filters });
      const output = await this.sanitizeOutput!(results, ctx);
      return await this.transformResponse!(output, { pagination });
    },

    /**
     * GET /job-applications/:id — Strapi's own answer, with `resumeText: { state, characters }` (null for an
     * application stored before extraction existed): where its resume's text extraction stands
     * (docs/023-talent-pool.md "Resume text"); the text itself is not sent. And its `submissions` to the job's client,
     * oldest first, with the client's answers (docs/024-employers.md "Submissions and the client portal").
     */
    async findOne(ctx) {
      const response = (await super.findOne(ctx)) as { data?: { id?: number } | null } | undefined;
      const id = response?.data?.id;
      if (response?.data && typeof id === 'number') {
        const [found, submissions] = await Promise.all([
          resumeTextOf(strapi, [id], { withText: false }).then((texts) => texts.get(id)),
          submissionsOfApplication(strapi, id),
        ]);
        Object.assign(response.data, {
          resumeText: found ? { state: found.state, characters: found.characters } : null,
          submissions,
        });
      }
      return response;
    },

    /**
     * POST /job-applications — multipart, in either of two encodings:
     * - docs/000-product.md §14's: `data` (JSON of the fields) + the file `files.resume`;
     * - the apply form's own, as the browser sends it and the web app forwards it: the fields flat (fullName,
     *   email, phone, coverLetter, job, consent, idempotencyKey; others, such as the honeypot, are dropped by the
     *   contract's schema) + the file `resume`.
     * A body with a `data` field is read the first way. 201 { data: { id, documentId, job_status, appliedAt } };
     * 200 with the same shape when `idempotencyKey` names a submission stored before. Each outcome is counted
     * (lib/metrics.ts `countApplication`).
     */
    async create(ctx) {
      // The temp file is deleted after the request by global::multipart.
      const files: UploadedFiles | undefined = ctx.request.files;
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const documented = body.data !== undefined;
      const { replayed, ...application } = await countApplication(() =>
        service().submit(
          documented ? readDataField(body.data) : body,
          singleFile(files, documented ? 'files.resume' : 'resume'),
        ),
      );
      ctx.status = replayed ? 200 : 201;
      ctx.body = { data: application, meta: {} };
    },

    /**
     * PUT /job-applications/:id — body { data: { job_status }, email?: { subject, message } }: `email` sends the
     * applicant the decision with a move to Accepted or Rejected (docs/015-recruiter-workflow.md).
     */
    async update(ctx) {
      const body = (ctx.request.body ?? {}) as { data?: unknown; email?: unknown };
      const updated = await service().changeStatus(ctx.params.id, body.data, actorOf(ctx), body.email);
      const sanitized = await this.sanitizeOutput!(updated, ctx);
      return this.transformResponse!(sanitized);
    },

    /**
     * DELETE /job-applications/:id — 204; the resume file, notes and history go with the record, and an audit entry
     * records who deleted it.
     */
    async delete(ctx) {
      await service().removeWithResume(ctx.params.id, actorOf(ctx));
      ctx.status = 204;
    },

    /**
     * POST /job-applications/bulk-status — body { data: { to, documentIds } } or { data: { to, filter: { filters,
     * owner, q } } } (the contract's `applicationBulkStatusSchema`; the filter is the list's own query, read as `find`
     * reads it). 200 { data: { to, moved: [{ documentId, from }], refused: [{ documentId, fullName, from, reason }] } }
     * (docs/023-talent-pool.md "Bulk actions and the application dialog").
     * @throws ValidationError (400) for an invalid body, an invalid filter, or a filter that matches more than
     *         APPLICATION_BULK_MAX applications (nothing moves).
     */
    async bulkStatus(ctx) {
      const body = (ctx.request.body ?? {}) as { data?: unknown };
      const input = parseOrThrow(applicationBulkStatusSchema, body.data);
      const documentIds = await bulkDocumentIds(strapi, this, ctx, input);
      ctx.body = { data: await service().bulkStatus(input.to, documentIds, actorOf(ctx)), meta: {} };
    },

    /** POST /job-applications/:id/notes — body { data: { text } }; 201 { data: { documentId, text, author, writtenAt } }. */
    async addNote(ctx) {
      const body = (ctx.request.body ?? {}) as { data?: unknown };
      ctx.status = 201;
      ctx.body = { data: await service().addNote(ctx.params.id, body.data, actorOf(ctx)), meta: {} };
    },

    /**
     * GET /job-applications/counts-by-job?jobs=<documentId>,<documentId>… — { data: { [jobDocumentId]: count } }.
     * @throws ValidationError (400) for more than 100 jobs.
     */
    async countsByJob(ctx) {
      const raw = typeof ctx.query.jobs === 'string' ? ctx.query.jobs : '';
      const jobs = [
        ...new Set(
          raw
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (jobs.length > MAX_COUNTED_JOBS) {
        throw new errors.ValidationError(`At most ${MAX_COUNTED_JOBS} jobs can be counted at once.`);
      }
      ctx.body = { data: await service().countsByJob(jobs), meta: {} };
    },

    /**
     * GET /job-applications/:id/resume — the file as an attachment under its original name, cleaned again
     * (`cleanFileName`) for names stored before the cleaning took bidirectional formatting characters out.
     */
    async downloadResume(ctx) {
      const resume = await service().openResume(ctx.params.id);
      ctx.attachment(cleanFileName(resume.name));
      ctx.type = resume.mime;
      ctx.length = resume.size;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = resume.stream;
    },
  };
});
