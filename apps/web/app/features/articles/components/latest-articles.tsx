import { ArticleCard, type ArticleCardData } from './article-card';

/** The "Insights & Articles" section of /blog: the newest articles as cards, or the error or empty state. */
export function LatestArticles({
  articles,
  articlesError,
}: {
  articles: ArticleCardData[];
  articlesError: string | null;
}) {
  return (
    <section aria-labelledby="insights-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="insights-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Insights &amp; Articles
        </h2>
        <p className="mt-2 text-slate-600">Hiring advice, career tips and market news from our recruiters.</p>
        {articlesError ? (
          <p role="alert" className="mt-6 text-red-700">
            {articlesError}
          </p>
        ) : articles.length === 0 ? (
          <p className="mt-6 text-slate-700">No articles published yet.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.documentId}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
