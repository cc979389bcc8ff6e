import { JOB_DESCRIPTION_FILE_PART } from '@agency/contract';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readDataField, singleFile, type UploadedFiles } from '../../../lib/multipart';
import { cleanFileName } from '../../../lib/resume-file';
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
 * setting the status, converting to a job, downloading the job description file and deleting are for staff (see the
 * routes). A staff read populates the converted job's `CONVERTED_JOB_FIELDS` and the file's name, type and size, and
 * nothing else: a `populate` of the query is ignored.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /hiring-requests → 201 `{ data: { documentId } }`; 400 naming the fields or the file; 413 for a file over the
   * resume's limit. Either JSON `{ data: HiringRequestInput }`, or multipart as an application is sent: `data` (the
   * JSON text of the fields) and the optional file `files.jobDescription` (`JOB_DESCRIPTION_FILE_PART`). The temp file
   * is deleted after the request by global::multipart.
   */
  async create(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    const files: UploadedFiles | undefined = ctx.request.files;
    const upload = singleFile(files, JOB_DESCRIPTION_FILE_PART);
    ctx.status = 201;
    ctx.body = {
      data: await service(strapi, UID).submit(ctx.is('multipart') ? readDataField(body.data) : body.data, upload),
      meta: {},
    };
  },

  /** GET /hiring-requests: Strapi's list (filters, sort, pagination), without populate. */
  find(ctx) {
    const { populate: _ignored, ...query } = ctx.query as Record<string, unknown>;
    ctx.query = query;
    return super.find(ctx);
  },

  /**
   * GET /hiring-requests/:documentId: the request with its `job` (documentId, title, status) or null, and its
   * `jobDescription` ({ name, mime, size }; the storage key is private) or null; 404.
   */
  findOne(ctx) {
    const { populate: _ignored, ...query } = ctx.query as Record<string, unknown>;
    ctx.query = { ...query, populate: { job: { fields: [...CONVERTED_JOB_FIELDS] }, jobDescription: true } };
    return super.findOne(ctx);
  },

  /** PUT /hiring-requests/:documentId with `{ data: { status } }`: 200 with the request; 400 for anything else; 404. */
  async update(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: unknown };
    const updated = await service(strapi, UID).setStatus(String(ctx.params.id), body.data);
    const sanitized = await this.sanitizeOutput!(updated, ctx);
    return this.transformResponse!(sanitized);
  },

  /** DELETE /hiring-requests/:documentId → 204: the request and its job description file (the job it became stays); 404. */
  async delete(ctx) {
    await service(strapi, UID).remove(String(ctx.params.id));
    ctx.status = 204;
  },

  /**
   * GET /hiring-requests/:documentId/job-description: the employer's file as an attachment under its name (cleaned
   * again, as a resume's), never cached; 404 when the request has none. Staff with `clients` (routes/02-job-description.ts).
   */
  async downloadJobDescription(ctx) {
    const file = await service(strapi, UID).openJobDescription(String(ctx.params.id));
    ctx.attachment(cleanFileName(file.name));
    ctx.type = file.mime;
    ctx.length = file.size;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = file.stream;
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
