import { BackLink } from '~/components/ui/back-link';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/article';
import { MissingRecord } from '~/components/layout/missing-record';
import { JsonLd } from '~/components/seo/json-ld';
import { loadArticlePage } from '~/features/articles/article-page.server';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import { ArticleBody } from '~/features/articles/components/article-body';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';

/**
 * /blog/{slug} — an article (docs/000-product.md §2 "Article detail"): back link, cover (placeholder when absent or
 * broken), title, author, published date, category, description and blocks, all HTML sanitized on the server. Unknown
 * slug: 404 'Article not found.'; CMS failure: 503 with the message. The words around the article are the page's
 * language's (`articles.page`), and so is the not-found page's title (from the loader, `meta`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadArticlePage(params.slug, request, requestLanguage(context));
  const notFound = getInstance(context).t('articles.meta.notFound');
  return 'data' in page ? data({ ...page.data, notFound }, page.init ?? undefined) : { ...page, notFound };
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  const article = loaderData?.article;
  if (!article) {
    return [{ title: pageTitle(loaderData?.notFound ?? 'Article not found') }, { name: 'robots', content: 'noindex' }];
  }
  return [
    ...seoMeta(siteOf(matches), {
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

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, error, jsonLd } = loaderData;
  const { t } = useTranslation();
  if (!article) {
    return (
      <MissingRecord
        back={<BackLink to="/blog">{t('articles.page.back')}</BackLink>}
        error={error ? t('articles.page.error', { error }) : null}
        heading={t('articles.page.notFound')}
      />
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <BackLink to="/blog">{t('articles.page.back')}</BackLink>
      <ArticleBody article={article} />
      <footer className="mt-12 border-t border-slate-200 pt-6">
        <BackLink to="/blog">{t('articles.page.back')}</BackLink>
      </footer>
    </article>
  );
}
