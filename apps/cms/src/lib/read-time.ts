import { articleWords, DEFAULT_CONTENT_LOCALE, readTimeMinutes, type ArticleContent } from '@agency/contract';
import type { Core } from '@strapi/strapi';

const ARTICLE = 'api::article.article';

type Data = Record<string, unknown>;

/**
 * The read time an article write stores (docs/010-articles.md), from the article's content once written: its minutes
 * at the contract's reading speed when the content has words. A number the write gives counts only for an article
 * without words (an image gallery, say); otherwise an article without words has none.
 * @param content the description and blocks the article has after the write.
 */
export function readTimeOf(content: ArticleContent, given: unknown): number | null {
  const minutes = readTimeMinutes(articleWords(content));
  if (minutes !== null) return minutes;
  return typeof given === 'number' && Number.isInteger(given) && given >= 1 ? given : null;
}

/** Whether a write changes what the read time depends on: the content, or the read time itself. */
export function touchesReadTime(data: Data): boolean {
  return 'description' in data || 'blocks' in data || 'readTime' in data;
}

/**
 * Every create and update of an article through the document service (the back-office, the API, the admin panel, the
 * seed) stores the read time computed from its content. An update that gives only part of the content (the
 * description, say) is completed with the stored draft's. An update that touches neither content nor read time
 * leaves the stored one.
 */
export function registerReadTime(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ARTICLE || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Data; documentId?: string; locale?: string };
    // An Arabic version keeps its English article's read time (a shared field, docs/026-languages.md).
    if (params.locale && params.locale !== DEFAULT_CONTENT_LOCALE) return next();
    const data = params.data;
    if (!data || typeof data !== 'object') return next();
    if (context.action === 'update' && !touchesReadTime(data)) return next();

    let stored: ArticleContent = {};
    if (context.action === 'update' && params.documentId && !('description' in data && 'blocks' in data)) {
      stored =
        (await strapi.documents(ARTICLE).findOne({
          documentId: params.documentId,
          status: 'draft',
          fields: ['description'],
          populate: { blocks: true },
        })) ?? {};
    }
    const content: ArticleContent = {
      description: 'description' in data ? (data.description as string | null) : stored.description,
      blocks: 'blocks' in data ? (data.blocks as ArticleContent['blocks']) : stored.blocks,
    };
    params.data = { ...data, readTime: readTimeOf(content, data.readTime) };
    return next();
  });
}
