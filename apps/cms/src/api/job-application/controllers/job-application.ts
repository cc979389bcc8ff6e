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
     * POST /job-applications — multipart: `data` (JSON) + `files.resume`. 201 { data: { id, documentId, job_status,
     * appliedAt } }; 200 with the same shape when `data.idempotencyKey` names a submission stored before.
     */
    async create(ctx) {
      // The temp file is deleted after the request by global::multipart.
      const files: UploadedFiles | undefined = ctx.request.files;
      const body = (ctx.request.body ?? {}) as { data?: unknown };
      const { replayed, ...application } = await service().submit(
        readDataField(body.data),
        singleFile(files, 'files.resume'),
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
