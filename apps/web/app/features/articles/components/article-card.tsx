import { useTranslation } from 'react-i18next';
import { CoverImage } from '~/components/ui/cover-image';
import { ContentText, useTextLang } from '~/i18n/content-language';
import { LocalizedLink, useLanguage } from '~/i18n/link';
import { formatDate } from '~/lib/format';
import type { Article } from '~/features/articles/articles';

/** What a card needs: the article without its HTML and blocks, plus a plain-text excerpt made on the server. */
export type ArticleCardData = Pick<
  Article,
  | 'documentId'
  | 'slug'
  | 'title'
  | 'category'
  | 'author'
  | 'publishedAt'
  | 'readTime'
  | 'featured'
  | 'thumbnailUrl'
  | 'language'
> & { excerpt: string };

/**
 * An insight article as a card: cover, category (and Featured), title, excerpt, author, date and read time; the whole
 * card links to it (in the page's language). Its words and date are in the page's language (`articles.card`).
 */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  const { t } = useTranslation();
  const published = formatDate(article.publishedAt, 'UTC', useLanguage());
  const textLang = useTextLang(article.language);
  // An English excerpt on an Arabic page is a left-to-right block (else its last full stop shows at its start).
  const blockLang = useTextLang(article.language, { block: true });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <CoverImage src={article.thumbnailUrl} alt="" className="aspect-[16/9] w-full" width={500} height={263} />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
          {article.category}
          {article.featured ? (
            <span className="rounded-full bg-accent-300 px-2 py-0.5 normal-case tracking-normal text-slate-900">
              {t('articles.card.featured')}
            </span>
          ) : null}
        </p>
        <h3 {...textLang} className="mt-2 text-lg font-semibold leading-snug text-slate-900">
          <LocalizedLink
            to={`/blog/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            <ContentText language={article.language}>{article.title}</ContentText>
          </LocalizedLink>
        </h3>
        <p {...blockLang} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">
          {article.excerpt}
        </p>
        <p className="mt-auto pt-4 text-xs text-slate-500">
          {article.author}
          {published ? ` · ${published}` : ''}
          {article.readTime ? ` · ${t('articles.card.readTime', { count: article.readTime })}` : ''}
        </p>
      </div>
    </article>
  );
}
