import type { Core } from '@strapi/strapi';

const AUDIT_UID = 'api::audit-entry.audit-entry';

/** The actor of what the product does on its own (the retention task, the seed). */
export const SYSTEM_ACTOR = 'system';

/** Who acts in a request: the signed-in staff member's username, else `SYSTEM_ACTOR`. */
export const actorOf = (ctx: { state: { user?: { username?: string } } }): string =>
  ctx.state.user?.username ?? SYSTEM_ACTOR;

/**
 * One audit entry (docs/000-product.md §13): who (`actor`, a staff username or `system`) did what (`action`, e.g.
 * `delete`) to which record (`subjectType`, a content-type UID, and `subjectId`, its documentId), of which job
 * (`jobDocumentId`, when the record belongs to one). Never personal data: records are named by their documentId only.
 */
export interface AuditInput {
  action: string;
  subjectType: string;
  subjectId: string;
  jobDocumentId?: string | null;
  actor: string;
  /** What else the entry needs to say, never personal data (an erasure's counts). */
  details?: Record<string, unknown> | null;
}

/**
 * Records an audit entry at the current time, inside the caller's transaction when there is one (the entry is kept
 * only if what it records is). Reused by later GDPR work (retention, erasure).
 */
export async function recordAudit(strapi: Core.Strapi, entry: AuditInput): Promise<void> {
  const now = new Date();
  await strapi.db.query(AUDIT_UID).create({
    data: {
      ...entry,
      jobDocumentId: entry.jobDocumentId ?? null,
      details: entry.details ?? null,
      at: now,
      createdAt: now,
      updatedAt: now,
    },
  });
}
