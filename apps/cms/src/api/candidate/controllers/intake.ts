import type { Core } from '@strapi/strapi';
import { actorOf } from '../../../lib/audit';
import { readDataField, singleFile, type UploadedFiles } from '../../../lib/multipart';
import { service as serviceOf } from '../../services';
import { CandidateExists } from '../services/intake';

/** Koa's context as this handler reads it. */
interface Context {
  request: { body?: unknown; files?: UploadedFiles };
  state: { user?: { username?: string } };
  status: number;
  body: unknown;
  conflict(message: string, details: Record<string, unknown>): void;
}

/**
 * POST /candidates (routes/intake.ts): the multipart intake of services/intake.ts, read as the apply form's request is
 * (`data` JSON and `files.resume`, or plain fields and `resume`). The temp file is deleted by `global::multipart`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** 201 `{ data: { documentId } }`; 400/413 for bad fields or file; 409 `details.candidate` when the address is known. */
  async create(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const documented = body.data !== undefined;
    try {
      const created = await serviceOf(strapi, 'api::candidate.intake').add(
        documented ? readDataField(body.data) : body,
        singleFile(ctx.request.files, documented ? 'files.resume' : 'resume'),
        actorOf(ctx),
      );
      ctx.status = 201;
      ctx.body = { data: created, meta: {} };
    } catch (error) {
      if (!(error instanceof CandidateExists)) throw error;
      ctx.conflict(`${error.fullName} is a candidate already.`, { candidate: error.documentId });
    }
  },
});
