import type { ContentLocale } from '@agency/contract';
import { data } from 'react-router';
import { errorMessage } from '~/lib/api-error';
import { truncate } from '~/lib/format';
import { htmlToText, sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import type { SafeHtml } from '~/lib/safe-html';
import { requestOrigin } from '~/lib/seo';
import { findArticleBySlug } from './api.server';
import type { ArticleBlock } from './articles';
import { blogPostingJsonLd } from './blog-posting';
import { log } from '~/lib/log.server';

/**
 * What /blog/{slug} shows: the published article with its description and rich-text blocks sanitized, a
 * 155-character summary for search results (the staff's summary, else the start of the text), and its BlogPosting
 * data. Unknown slug: 404 with no article; CMS
 * failure: 503 with the error message (logged). `language` is the page's: on an Arabic page the article's Arabic
 * version while it has a published one, and the BlogPosting data with the Arabic page's URL.
 */
export async function loadArticlePage(slug: string, request: Request, language: ContentLocale = 'en') {
  try {
    const article = await findArticleBySlug(slug, language);
    if (!article) return data({ article: null, error: null, jsonLd: null }, { status: 404 });
    const descriptionHtml = sanitizeStoredHtml(article.descriptionHtml);
    const blocks: Array<ArticleBlock<SafeHtml>> = article.blocks.map((block) =>
      block.kind === 'rich-text' ? { ...block, html: sanitizeHtml(block.html) } : block,
    );
    const firstText =
      htmlToText(descriptionHtml) || htmlToText(blocks.find((block) => block.kind === 'rich-text')?.html);
    const summary = truncate(article.summary || firstText || article.title, 155);
    return {
      article: { ...article, descriptionHtml, blocks, summary },
      error: null,
      jsonLd: blogPostingJsonLd(article, requestOrigin(request), summary, language),
    };
  } catch (error) {
    log.error({ err: error }, `Article ${slug} failed`);
    return data(
      { article: null, error: errorMessage(error, 'Failed to fetch article'), jsonLd: null },
      { status: 503 },
    );
  }
}
