import { ArrowLeft, CalendarDays, Clock, Tag, UserRound } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/article';
import { JsonLd } from '~/components/seo/json-ld';
import { CoverImage } from '~/components/ui/cover-image';
import { errorMessage } from '~/lib/api-error';
import type { ArticleBlock } from '~/features/articles/articles';
import { blogPostingJsonLd } from '~/features/articles/blog-posting';
import { findArticleBySlug } from '~/features/articles/api.server';
import { formatDate, truncate } from '~/lib/format';
import { htmlToText, sanitizeHtml, sanitizeStoredHtml } from '~/lib/html.server';
import type { SafeHtml } from '~/lib/safe-html';
import { originOf, pageTitle, requestOrigin, seoMeta } from '~/lib/seo';
import { HtmlContent } from '~/components/ui/html-content';
import { MissingRecord } from '~/components/layout/missing-record';

/**
 * /blog/{slug} — an article (spec §2 "Article detail"): back link, cover (placeholder when absent or broken),
 * title, author, published date, category, description and blocks, all HTML sanitized on the server.
 * Unknown slug: 404 'Article not found.'; CMS failure: 503 with the message.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const article = await findArticleBySlug(params.slug);
    if (!article) return data({ article: null, error: null, jsonLd: null }, { status: 404 });
    const descriptionHtml = sanitizeStoredHtml(article.descriptionHtml);
    const blocks: Array<ArticleBlock<SafeHtml>> = article.blocks.map((block) =>
      block.kind === 'rich-text' ? { ...block, html: sanitizeHtml(block.html) } : block,
    );
    const firstText =
      htmlToText(descriptionHtml) || htmlToText(blocks.find((block) => block.kind === 'rich-text')?.html as string);
    const summary = truncate(firstText || article.title, 155);
    return {
      article: { ...article, descriptionHtml, blocks, summary },
      error: null,
      jsonLd: blogPostingJsonLd(article, requestOrigin(request), summary),
    };
  } catch (error) {
    console.error(`Article ${params.slug} failed:`, error);
    return data(
      { article: null, error: errorMessage(error, 'Failed to fetch article'), jsonLd: null },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData, params, matches }) => {
  const article = loaderData?.article;
  if (!article) return [{ title: pageTitle('Article not found') }, { name: 'robots', content: 'noindex' }];
  return [
    ...seoMeta(originOf(matches), {
      title: pageTitle(article.title),
      description: article.summary,
      path: `/blog/${params.slug}`,
      image: article.coverUrl,
      type: 'article',
    }),
    ...(article.publishedAt ? [{ property: 'article:published_time', content: article.publishedAt }] : []),
    { property: 'article:section', content: article.category },
  ];
};

const backLink = (
  <Link
    to="/blog"
    className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> Back to blog
  </Link>
);

function Block({ block }: { block: ArticleBlock<SafeHtml> }) {
  switch (block.kind) {
    case 'rich-text':
      return <HtmlContent className="prose prose-slate max-w-none" html={block.html} />;
    case 'quote':
      return (
        <figure className="my-8 border-l-4 border-accent-400 bg-slate-50 py-4 pl-6 pr-4">
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

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, error, jsonLd } = loaderData;
  if (!article) return <MissingRecord back={backLink} error={error} heading="Article not found." />;
  const published = formatDate(article.publishedAt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {backLink}
      <CoverImage
        src={article.coverUrl}
        alt={article.coverAlt}
        loading="eager"
        width={1200}
        height={630}
        className="mt-6 aspect-[1200/630] w-full rounded-xl"
      />
      <header className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            <span className="sr-only">Author: </span>
            {article.author}
          </li>
          {published ? (
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">Published: </span>
              <time dateTime={article.publishedAt ?? undefined}>{published}</time>
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Tag aria-hidden="true" className="size-4" />
            <span className="sr-only">Category: </span>
            {article.category}
          </li>
          {article.readTime ? (
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {article.readTime} min read
            </li>
          ) : null}
        </ul>
      </header>
      {article.descriptionHtml ? (
        <HtmlContent
          className="prose prose-lg prose-slate mt-8 max-w-none font-medium"
          html={article.descriptionHtml}
        />
      ) : null}
      <div className="mt-8">
        {article.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <footer className="mt-12 border-t border-slate-200 pt-6">{backLink}</footer>
    </article>
  );
}
