import type { Core } from '@strapi/strapi';
import { recordAudit, SYSTEM_ACTOR } from './audit';
import { DAY_MS } from './weeks';

/** The content types whose rows the retention task deletes by their last change. */
export type RetainedByLastChange = 'api::contact.contact' | 'api::hiring-request.hiring-request';

/**
 * Retention by last change (docs/015-recruiter-workflow.md "Retention"): deletes the rows of `uid` whose last change is
 * more than `days` days before `now`, each with an audit entry `retention-delete` by `system` in the same transaction.
 * At most `batch` a run; the task runs again. Enquiries (the privacy policy's period) and hiring requests
 * (docs/024-employers.md: the enquiries' period) are kept so.
 * @param remove how one row is deleted instead, for rows that hold more than themselves (a hiring request's job
 *   description file): it must record the `retention-delete` audit entry itself.
 * @returns how many rows were deleted.
 */
export async function deleteUnchangedSince(
  strapi: Core.Strapi,
  uid: RetainedByLastChange,
  days: number,
  now = new Date(),
  batch = 200,
  remove?: (row: { id: number; documentId: string }) => Promise<void>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const expired = (await strapi.db.query(uid).findMany({
    select: ['id', 'documentId'],
    where: { updatedAt: { $lt: cutoff } },
    limit: batch,
  })) as Array<{ id: number; documentId: string }>;
  for (const { id, documentId } of expired) {
    if (remove) {
      await remove({ id, documentId });
      continue;
    }
    await strapi.db.transaction(async () => {
      await strapi.db.query(uid).delete({ where: { id } });
      await recordAudit(strapi, {
        action: 'retention-delete',
        subjectType: uid,
        subjectId: documentId,
        actor: SYSTEM_ACTOR,
      });
    });
  }
  return expired.length;
}
