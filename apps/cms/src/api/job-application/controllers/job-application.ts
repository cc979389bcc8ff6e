import { factories } from '@strapi/strapi';
import { readDataField, singleFile, type UploadedFiles } from '../../../lib/multipart';

const UID = 'api::job-application.job-application';

/**
 * Thin HTTP layer over the job-application service: the public multipart create, the staff status change,
 * delete and resume download. find/findOne are Strapi's own (Admin only, see the routes).
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () =>
    strapi.service(UID) as unknown as {
      submit(
        data: Record<string, unknown>,
        resume: ReturnType<typeof singleFile>,
      ): Promise<{ replayed: boolean } & Record<string, unknown>>;
      changeStatus(documentId: string, data: unknown): Promise<unknown>;
      removeWithResume(documentId: string): Promise<void>;
      openResume(
        documentId: string,
      ): Promise<{ stream: NodeJS.ReadableStream; name: string; mime: string; size: number }>;
    };

  return {
    /**
     * POST /job-applications — multipart: `data` (JSON) + `files.resume`. 201 { data: { id, documentId, job_status,
     * appliedAt } }; 200 with the same shape when `data.idempotencyKey` names a submission stored before.
     */
    async create(ctx) {
      // The temp file is deleted after the request by global::multipart.
      const files = (ctx.request as unknown as { files?: UploadedFiles }).files;
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
