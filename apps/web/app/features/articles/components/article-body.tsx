import { CalendarDays, Clock, Tag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '~/components/ui/cover-image';
import { HtmlContent } from '~/components/ui/html-content';
import { ContentText, useTextLang } from '~/i18n/content-language';
import { useLanguage } from '~/i18n/link';
import { formatDate } from '~/lib/format';
import type { SafeHtml } from '~/lib/safe-html';
import type { Article, ArticleBlock } from '../articles';

/** One content block of an article: rich text (sanitized HTML), a quote with its source, or an image with caption. */
function Block({ block }: { block: ArticleBlock<SafeHtml> }) {
  switch (block.kind) {
    case 'rich-text':
      return <HtmlContent className="prose prose-slate max-w-none" html={block.html} />;
    case 'quote':
      return (
        <figure className="my-8 border-s-4 border-accent-400 bg-slate-50 py-4 ps-6 pe-4">
          <blockquote className="text-lg italic leading-8 text-slate-800">“{block.body}”</blockquote>
          {block.source ? (
            <figcaption className="mt-3 text-sm font-medium text-slate-600">— {block.source}</figcaption>
          ) : null}
        </figure>
      );
    case 'media':
      return (
        <figure className="my-8">
          <CoverImage src={block.url} alt={block.alt} className="w-full rounded-xl" />
          {block.caption ? <figcaption className="mt-2 text-sm text-slate-600">{block.caption}</figcaption> : null}
        </figure>
      );
  }
}

/**
 * The body of an article page (docs/000-product.md §2 "Article detail"): cover (placeholder when absent or broken),
 * title, author, published date, category, read time, description and blocks (HTML sanitized on the server). The
 * labels, the read time and the date are in the page's language (`articles.page`, `articles.card`).
 */
export function ArticleBody({
  article,
}: {
  article: Omit<Article, 'descriptionHtml' | 'blocks'> & {
    descriptionHtml: SafeHtml | null;
    blocks: Array<ArticleBlock<SafeHtml>>;
  };
}) {
  const { t } = useTranslation();
  const published = formatDate(article.publishedAt, 'UTC', useLanguage());
  const textLang = useTextLang(article.language);
  const blockLang = useTextLang(article.language, { block: true });
  // The blocks are shared by both versions (not translated): English text on an Arabic page.
  const blocksLang = useTextLang('en', { block: true });
  return (
    <>
      <CoverImage
        src={article.coverUrl}
        alt={article.coverAlt}
        loading="eager"
        width={1200}
        height={630}
        className="mt-6 aspect-[1200/630] w-full rounded-xl"
      />
      <header className="mt-8">
        <h1 {...textLang} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <ContentText language={article.language}>{article.title}</ContentText>
        </h1>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('articles.page.author')} </span>
            {article.author}
          </li>
          {published ? (
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('articles.page.published')} </span>
              <time dateTime={article.publishedAt ?? undefined}>{published}</time>
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Tag aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('articles.page.category')} </span>
            {article.category}
          </li>
          {article.readTime ? (
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t('articles.card.readTime', { count: article.readTime })}
            </li>
          ) : null}
        </ul>
      </header>
      {article.descriptionHtml ? (
        <HtmlContent
          {...blockLang}
          className="prose prose-lg prose-slate mt-8 max-w-none font-medium"
          html={article.descriptionHtml}
        />
      ) : null}
      <div {...blocksLang} className="mt-8">
        {article.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </>
  );
}
