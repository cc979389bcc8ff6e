import type { Core } from '@strapi/strapi';

const UID = 'api::job.job';

/**
 * When a job was first open (`firstOpenedAt`, private): what job alerts (docs/014-job-alerts.md) call a new job. A
 * job created open gets its creation time; a draft gets it when it is first set to open; a job closed and reopened
 * keeps its first time (it is not news again). Set by a document-service middleware, so the back-office, the admin
 * panel, the API and the seed all set it.
 */
export function registerFirstOpened(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data ?? {};
    if (context.action === 'create') {
      if ((data.status ?? 'open') === 'open' && !data.firstOpenedAt)
        params.data = { ...data, firstOpenedAt: new Date() };
    } else if (data.status === 'open' && params.documentId) {
      const row = (await strapi.db
        .query(UID)
        .findOne({ where: { documentId: params.documentId }, select: ['firstOpenedAt'] })) as {
        firstOpenedAt?: unknown;
      } | null;
      if (row && !row.firstOpenedAt) params.data = { ...data, firstOpenedAt: new Date() };
    }
    return next();
  });
}

/**
 * Gives the jobs stored before `firstOpenedAt` existed a time: their creation time, unless they are drafts (a draft
 * gets one when it is opened). Idempotent; one UPDATE at each start, which finds nothing after the first.
 */
export async function backfillFirstOpened(strapi: Core.Strapi): Promise<number> {
  const model = strapi.db.metadata.get(UID);
  const column = (attribute: string) =>
    (model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  return strapi.db
    .connection(model.tableName)
    .whereNull(column('firstOpenedAt'))
    .whereNot(column('status'), 'draft')
    .update({ [column('firstOpenedAt')]: strapi.db.connection.ref(column('createdAt')) });
}
