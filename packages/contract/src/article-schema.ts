import { isEmptyHtml } from './article.js';
import { cleanedText, isoDate } from './fields.js';
import { ARTICLE_TEXT_LIMITS } from './limits.js';
import { z } from './zod.js';

/**
 * What staff save on an article (docs/000-product.md §5 "Article editor"): title and content (`description`, HTML)
 * required; `publishedAt` empty means Draft, a date publishes it with that date; cover optional (a media id); summary
 * optional (one line of plain text); featured; category and author optional (documentIds). The read time is not an
 * input: the CMS computes it from the content (docs/010-articles.md). An issue of the content rule has `code: 'custom'`
 * and `path: ['description']`.
 */
export const articleInputSchema = z.object({
  title: cleanedText(ARTICLE_TEXT_LIMITS.title).min(1, { abort: true }),
  description: z.string().refine((html) => !isEmptyHtml(html)),
  summary: cleanedText(ARTICLE_TEXT_LIMITS.summary).optional(),
  publishedAt: isoDate.optional(),
  cover: z.coerce.number().int().positive().optional(),
  featured: z.boolean().default(false),
  category: z.string().optional(),
  author: z.string().optional(),
});

export type ArticleInput = z.output<typeof articleInputSchema>;
