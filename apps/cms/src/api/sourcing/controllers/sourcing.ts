import { applicationBulkAddToJobSchema, applicationBulkTagSchema, sourcedApplicationSchema } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { actorOf } from '../../../lib/audit';
import { parseOrThrow } from '../../../lib/validation';
import { service as serviceOf } from '../../services';
import { bulkDocumentIds } from '../../job-application/controllers/job-application';

/** Koa's context as these handlers read it. */
interface Context {
  params: { id: string };
  query: unknown;
  request: { body?: unknown };
  state: { user?: { username?: string } };
  status: number;
  body: unknown;
  /** Strapi's 409 answer, in its error shape. */
  conflict: (message: string, details: object) => void;
}

const dataOf = (body: unknown) => (body && typeof body === 'object' && 'data' in body ? body.data : undefined);

/**
 * Thin HTTP layer over the sourcing service (routes/sourcing.ts, docs/023-talent-pool.md "Sourcing"): each answer is
 * `{ data, meta }`. The bulk routes read their applications as the bulk status move does (`bulkDocumentIds`).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::sourcing.sourcing');
  const applications = () => strapi.controller('api::job-application.job-application') as never;
  return {
    /**
     * POST /candidates/:documentId/applications `{ data: { job } }` — 201 with the `BulkAddToJobResult` of one added;
     * 409 when the candidate applied to the job already, 400 when they are marked do not contact or the job is closed.
     */
    async addCandidate(ctx: Context) {
      const { job } = parseOrThrow(sourcedApplicationSchema, dataOf(ctx.request.body));
      const candidate = await strapi.db
        .query('api::candidate.candidate')
        .findOne({ where: { documentId: ctx.params.id }, select: ['id'] });
      if (!candidate) throw new errors.NotFoundError('Candidate not found');
      const result = await service().addToJob([Number(candidate.id)], job, actorOf(ctx));
      if (result.alreadyApplied.length > 0) {
        ctx.conflict(`${result.alreadyApplied[0].fullName} has already applied to ${result.job.title}.`, {});
        return;
      }
      if (result.refused.length > 0) {
        throw new errors.ValidationError(`Not added to ${result.job.title}: ${result.refused[0].reason}`);
      }
      ctx.status = 201;
      ctx.body = { data: result, meta: {} };
    },

    /** POST /job-applications/bulk-tag — 200 { data: BulkTagResult }. */
    async bulkTag(ctx: Context) {
      const input = parseOrThrow(applicationBulkTagSchema, dataOf(ctx.request.body));
      const documentIds = await bulkDocumentIds(strapi, applications(), ctx, input, 'tagged');
      ctx.body = { data: await service().tag(documentIds, input.tag, actorOf(ctx)), meta: {} };
    },

    /** POST /job-applications/bulk-add-to-job — 200 { data: BulkAddToJobResult } (the candidates, each once). */
    async bulkAddToJob(ctx: Context) {
      const input = parseOrThrow(applicationBulkAddToJobSchema, dataOf(ctx.request.body));
      const documentIds = await bulkDocumentIds(strapi, applications(), ctx, input, 'added');
      const named = await service().candidatesOfApplications(documentIds);
      const missing = named.filter((entry) => entry.candidateId === null);
      const result = await service().addToJob(
        named.flatMap((entry) => (entry.candidateId === null ? [] : [entry.candidateId])),
        input.job,
        actorOf(ctx),
      );
      result.refused.push(
        ...missing.map((entry) => ({
          fullName: entry.fullName,
          reason: entry.fullName ? 'No candidate record.' : 'Application not found.',
        })),
      );
      ctx.body = { data: result, meta: {} };
    },

    /** GET /jobs/:documentId/suggested-candidates — 200 { data: { job, candidates } }; 404 for an unknown job. */
    async suggestions(ctx: Context) {
      ctx.body = { data: await service().suggestions(ctx.params.id), meta: {} };
    },
  };
};
