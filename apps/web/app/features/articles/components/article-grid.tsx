import { cn } from '~/lib/cn';
import { ArticleCard, type ArticleCardData } from './article-card';

/** Article cards in a grid, newest first (`columns`: 2 or 3 from the small breakpoint up). */
export function ArticleGrid({
  articles,
  columns = 3,
  busy = false,
}: {
  articles: ArticleCardData[];
  columns?: 2 | 3;
  busy?: boolean;
}) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={cn('mt-8 grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', busy && 'opacity-60')}
    >
      {articles.map((article) => (
        <li key={article.documentId}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
