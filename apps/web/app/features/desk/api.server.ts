import {
  ATTENTION_KIND_VALUES,
  NEEDS_ATTENTION_LIMIT_DEFAULT,
  z,
  type NeedsAttention,
  type PlacementReport,
} from '@agency/contract';
import { cmsRequest, parse } from '~/lib/cms-client.server';

/**
 * The desk and the reports as staff read them (apps/cms `GET /api/desk/needs-attention`, `GET /api/reports/placements`;
 * permission `reports`), server only. docs/025-placements.md "Desk and reports".
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure.
 */

// `parse` unwraps Strapi's `{ data }`: the schemas are of what it holds.
const attentionSchema = z.object({
  total: z.number(),
  counts: z.record(z.enum(ATTENTION_KIND_VALUES), z.number()),
  items: z.array(
    z.object({
      kind: z.enum(ATTENTION_KIND_VALUES),
      documentId: z.string(),
      applicationDocumentId: z.string().nullable(),
      placementDocumentId: z.string().nullable(),
      candidateName: z.string(),
      jobTitle: z.string(),
      at: z.string(),
    }),
  ),
  timeZone: z.string(),
});

/** `GET /desk/needs-attention?limit=` → the counts of each kind and the first `limit` items of each (oldest first). */
export async function getNeedsAttention(
  token: string,
  limit = NEEDS_ATTENTION_LIMIT_DEFAULT,
): Promise<NeedsAttention & { timeZone: string }> {
  return parse(attentionSchema, await cmsRequest(`/desk/needs-attention?limit=${limit}`, { token }));
}

const fees = z.array(z.object({ currency: z.string(), amount: z.number() }));
const group = z.object({ key: z.string(), label: z.string(), placements: z.number(), fees });
const duration = z.object({ count: z.number(), medianDays: z.number().nullable(), meanDays: z.number().nullable() });
const share = z.number().nullable();
const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  byMonth: z.array(group),
  byRecruiter: z.array(group),
  byClient: z.array(group),
  bySource: z.array(group),
  totals: z.object({ placements: z.number(), fees }),
  timeToFill: duration,
  timeToHire: duration,
  funnel: z.object({
    submissions: z.number(),
    interviewed: z.number(),
    offered: z.number(),
    placed: z.number(),
    interviewRatio: share,
    offerRatio: share,
    placementRatio: share,
    overallRatio: share,
  }),
  offers: z.object({
    made: z.number(),
    accepted: z.number(),
    declined: z.number(),
    open: z.number(),
    acceptance: share,
  }),
});

/** `GET /reports/placements` for the period `from`–`to` (`YYYY-MM-DD`, optional) read in `timeZone`. */
export async function getPlacementReport(
  token: string,
  query: { from?: string; to?: string; timeZone: string },
): Promise<PlacementReport> {
  const params = new URLSearchParams({ timeZone: query.timeZone });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return parse(reportSchema, await cmsRequest(`/reports/placements?${params.toString()}`, { token }));
}
