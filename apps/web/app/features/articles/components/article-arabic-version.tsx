import { ARTICLE_TEXT_LIMITS } from '@agency/contract';
import { ArabicVersionSection, type ArabicFieldSpec } from '~/features/arabic-versions';
import { ARTICLE_ARABIC } from '../arabic-version';

/** The article's Arabic fields on the form, as the English form has them: title, summary, content. */
const FIELDS: readonly ArabicFieldSpec<(typeof ARTICLE_ARABIC.fields)[number]>[] = [
  { name: 'title', label: 'Arabic title', control: 'line', maxLength: ARTICLE_TEXT_LIMITS.title },
  {
    name: 'summary',
    label: 'Arabic summary',
    control: 'text',
    maxLength: ARTICLE_TEXT_LIMITS.summary,
    description: `On the Arabic card and in search results, up to ${ARTICLE_TEXT_LIMITS.summary} characters. Empty: the start of the Arabic content.`,
  },
  { name: 'description', label: 'Arabic content', control: 'rich' },
];

/**
 * The article editor's "Arabic version" (docs/026-languages.md "Articles"), under the English form of a saved
 * article: `ArabicVersionSection` with the article's fields, loaded by the editor's loader (`?arabic=<documentId>`)
 * and saved or deleted through its action (PUT and DELETE /articles/:id/arabic). The Arabic page of the article is
 * /ar/blog/{slug}.
 */
export function ArticleArabicVersion({ documentId }: { documentId: string }) {
  return (
    <ArabicVersionSection
      kind={ARTICLE_ARABIC}
      documentId={documentId}
      idPrefix="article"
      fields={FIELDS}
      intro="Shown on the Arabic article page (/ar/blog/…) and its card instead of the English text, and published when the English article is. Without it, the Arabic page shows the English text. The cover, dates, category, author and the article’s other blocks are the English article’s."
    />
  );
}
