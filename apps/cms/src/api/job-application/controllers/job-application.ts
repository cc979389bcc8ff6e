import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { actorOf } from '../../../lib/audit';
import { cleanFileName } from '../../../lib/resume-file';
import { ownerFilterOf, type SignedInUser } from '../../../lib/job-ownership';
import { countApplication } from '../../../lib/metrics';
import { readDataField, singleFile, type UploadedFiles } from '../../../lib/multipart';
import { service as serviceOf } from '../../services';

const UID = 'api::job-application.job-application';

/** Most jobs one count request may name (the staff jobs list shows at most 50 a page). */
const MAX_COUNTED_JOBS = 100;

/**
 * Thin HTTP layer over the job-application service: the public multipart create, the staff status change,
 * delete and resume download. find/findOne are Strapi's own (staff only, see the routes); find also takes
 * `owner=mine|none|<user id>`: the applications to the jobs of that owner (docs/022-the-team.md "Ownership, routing and
 * time zones").
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => serviceOf(strapi, UID);

  return {
    async find(ctx) {
      const { owner, ...query } = ctx.query as Record<string, unknown>;
      const ownerFilter = ownerFilterOf(owner, ctx.state.user as SignedInUser | undefined);
      if (ownerFilter === undefined) return super.find(ctx);
      ctx.query = query;
      await this.validateQuery!(ctx);
      const sanitized = (await this.sanitizeQuery!(ctx)) as { filters?: Record<string, unknown> };
      const filters =
        sanitized.filters && Object.keys(sanitized.filters).length > 0
          ? { $and: [sanitized.filters, { job: ownerFilter }] }
          : { job: ownerFilter };
      const { results, pagination } = await strapi.service(UID).find({ ...sanitized, filters });
      const output = await this.sanitizeOutput!(results, ctx);
      return await this.transformResponse!(output, { pagination });
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
