import { EMAIL_KINDS, EMAIL_STATUSES, z } from '@agency/contract';
import { cmsRequest, parse } from '~/lib/cms-client.server';

/**
 * The email outbox as staff see it (apps/cms `GET /api/outbox`, Admin only), server only: messages that could not be
 * sent, without their bodies.
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure.
 */

const messageSchema = z.object({
  documentId: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(EMAIL_KINDS),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof messageSchema>;

const listSchema = z.object({ data: z.array(messageSchema), meta: z.object({ total: z.number() }) });

/** `GET /outbox?status=failed` → how many emails could not be sent and the newest `limit` of them (1-100). */
export async function getFailedEmails(token: string, limit = 100): Promise<{ total: number; emails: OutboxEntry[] }> {
  const body = parse(listSchema, await cmsRequest(`/outbox?status=failed&limit=${limit}`, { token }));
  return { total: body.meta.total, emails: body.data };
}
