import { factories } from '@strapi/strapi';
import { readDataField, singleFile, type UploadedFiles } from '../../../lib/multipart';
import { service as serviceOf } from '../../../lib/services';

const UID = 'api::job-application.job-application';

/**
 * Thin HTTP layer over the job-application service: the public multipart create, the staff status change,
 * delete and resume download. find/findOne are Strapi's own (Admin only, see the routes).
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => serviceOf(strapi, UID);

  return {
    /**
     * POST /job-applications — multipart, in either of two encodings:
     * - DESIGN §5's: `data` (JSON of the fields) + the file `files.resume`;
     * - the apply form's own, as the browser sends it and the web app forwards it: the fields flat (fullName,
     *   email, phone, coverLetter, job, consent, idempotencyKey; others, such as the honeypot, are dropped by the
     *   contract's schema) + the file `resume`.
     * A body with a `data` field is read the first way. 201 { data: { id, documentId, job_status, appliedAt } };
     * 200 with the same shape when `idempotencyKey` names a submission stored before.
     */
    async create(ctx) {
      // The temp file is deleted after the request by global::multipart.
      const files: UploadedFiles | undefined = ctx.request.files;
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const documented = body.data !== undefined;
      const { replayed, ...application } = await service().submit(
        documented ? readDataField(body.data) : body,
        singleFile(files, documented ? 'files.resume' : 'resume'),
      );
      ctx.status = replayed ? 200 : 201;
      ctx.body = { data: application, meta: {} };
    },

    /** PUT /job-applications/:id — body { data: { job_status } }. */
    async update(ctx) {
      const body = (ctx.request.body ?? {}) as { data?: unknown };
      const updated = await service().changeStatus(ctx.params.id, body.data);
      const sanitized = await this.sanitizeOutput!(updated, ctx);
      return this.transformResponse!(sanitized);
    },

    /** DELETE /job-applications/:id — 204; the resume file goes with the record. */
    async delete(ctx) {
      await service().removeWithResume(ctx.params.id);
      ctx.status = 204;
    },

    /** GET /job-applications/:id/resume — the file as an attachment under its original name. */
    async downloadResume(ctx) {
      const resume = await service().openResume(ctx.params.id);
      ctx.attachment(resume.name);
      ctx.type = resume.mime;
      ctx.length = resume.size;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = resume.stream;
    },
  };
});
