import { factories } from '@strapi/strapi';
import { deleteArabicVersion, publishArabicVersion } from '../../../lib/content-locales';
import { withSlug } from '../../../lib/slug-field';

const UID = 'api::article.article';

/**
 * Articles: Strapi's service, plus the slug rule of lib/slug-field.ts (unique, made from the title when empty), and the
 * publication rules of the back-office (docs/004-staff-back-office.md): every article has a draft row, a published one
 * also has a published row.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async create(params: { data: Record<string, unknown> }) {
    return super.create({ ...params, data: await withSlug(strapi, UID, params.data ?? {}) });
  },
  async update(documentId: string, params: { data: Record<string, unknown> }) {
    const current = await strapi.documents(UID).findOne({ documentId, fields: ['title'] });
    const data = current
      ? await withSlug(strapi, UID, params.data ?? {}, { documentId, title: current.title })
      : params.data;
    return super.update(documentId, { ...params, data });
  },

  /** Deletes the article with its Arabic version (the document service deletes the default locale's only). */
  async delete(documentId: string, params: object = {}) {
    return strapi.db.transaction(async () => {
      await deleteArabicVersion(strapi, UID, documentId);
      return super.delete(documentId, params);
    });
  },

  /**
   * Publishes the draft with the date `publishedAt` (the published row gets that date), or unpublishes the
   * article when `publishedAt` is null (it becomes a Draft; unpublishing a draft changes nothing). Its Arabic
   * version, if any, follows (docs/026-languages.md).
   */
  async setPublication(documentId: string, publishedAt: Date | null): Promise<void> {
    if (publishedAt === null) {
      await strapi.documents(UID).unpublish({ documentId });
      await publishArabicVersion(strapi, UID, documentId, false);
      return;
    }
    await strapi.documents(UID).publish({ documentId });
    await publishArabicVersion(strapi, UID, documentId, true);
    await strapi.db.query(UID).updateMany({
      where: { documentId, publishedAt: { $notNull: true } },
      data: { publishedAt },
    });
  },

  /**
   * Draft rows as the back-office lists them: each article once, `publishedAt` being its published row's
   * date, or null for a Draft.
   */
  async withPublishedDates<T extends { documentId: string; publishedAt?: unknown }>(drafts: T[]): Promise<T[]> {
    if (drafts.length === 0) return drafts;
    const published: Array<{ documentId: string; publishedAt: string | Date }> = await strapi.db.query(UID).findMany({
      where: { documentId: { $in: drafts.map((draft) => draft.documentId) }, publishedAt: { $notNull: true } },
      select: ['documentId', 'publishedAt'],
    });
    const dates = new Map(published.map((row) => [row.documentId, new Date(row.publishedAt).toISOString()]));
    return drafts.map((draft) => ({ ...draft, publishedAt: dates.get(draft.documentId) ?? null }));
  },
}));
