import { parseWithZod } from '@conform-to/zod/v4';
import {
  ARTICLE_TEXT_LIMITS,
  articleInputSchema,
  CONTENT_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  type z,
} from '@agency/contract';

/** The banner of an article editor whose fields have errors. */
export const FIX_ERRORS_BANNER = 'Please fix the errors above.';

/** The editor's words for the contract's rules (docs/000-product.md §5 "Article editor", §8). */
const articleErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '');
  if (field === 'title') {
    return issue.code === 'too_big'
      ? `Title must be at most ${String(issue.maximum)} characters`
      : TITLE_REQUIRED_MESSAGE;
  }
  if (field === 'description') return CONTENT_REQUIRED_MESSAGE;
  if (field === 'summary') return `Summary must be at most ${ARTICLE_TEXT_LIMITS.summary} characters`;
  if (field === 'publishedAt') return 'Publish date must be a date';
  return undefined;
};

/**
 * Conform's submission of the article editor: the contract's article (title and content required; publish date empty
 * = Draft; cover, summary, category and author optional) with the editor's words.
 */
export function parseArticle(formData: FormData) {
  return parseWithZod(formData, { schema: articleInputSchema, error: articleErrorMap });
}
