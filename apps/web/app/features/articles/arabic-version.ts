import { articleArabicSchema, ARTICLE_LOCALIZED_FIELDS } from '@agency/contract';
import { parseArabicVersion, type ArabicVersionKind } from '~/features/arabic-versions';

/**
 * The article editor's "Arabic version" (docs/026-languages.md "Articles"): its fields are the contract's
 * `ARTICLE_LOCALIZED_FIELDS` (title, content as `description`, summary), checked by `articleArabicSchema` (the CMS's
 * own check): title and content required, the English article's limits.
 */
export const ARTICLE_ARABIC = {
  collection: 'articles',
  fields: ARTICLE_LOCALIZED_FIELDS,
  schema: articleArabicSchema,
  required: { title: 'Enter the Arabic title.', description: 'Enter the Arabic content.' },
} satisfies ArabicVersionKind<(typeof ARTICLE_LOCALIZED_FIELDS)[number], unknown>;

/** The article's Arabic version as its form sends it: `parseArabicVersion` of `ARTICLE_ARABIC`. */
export const parseArticleArabic = (formData: FormData) => parseArabicVersion(ARTICLE_ARABIC, formData);
