import { useTranslation } from 'react-i18next';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';

/*
 * What the home page's article carousel shows besides the carousel itself (article-carousel.tsx): the shape of a
 * slide, which the server's loader builds too, the loading state and the error state.
 */

/** One article as a carousel card shows it (docs/000-product.md §2: cover thumbnail, category, title, date; opens /blog/{slug}). */
export interface ArticleSlide {
  slug: string;
  title: string;
  /** The language of its title ('en' on an Arabic page without an Arabic version: marked lang="en"). */
  language?: 'en' | 'ar';
  category: string;
  /** Display date, e.g. "Nov 19, 2026"; null for none. */
  date: string | null;
  /** ISO timestamp for <time dateTime>. */
  dateTime: string | null;
  /** Site-relative cover thumbnail (served through /uploads), or null. */
  imageUrl: string | null;
}

/** The server's message when the CMS fails (features/articles); the page shows its words from the catalog (home.articles.error). */
export const ARTICLES_ERROR_MESSAGE = 'Failed to fetch articles';

/** The carousel while the articles are on their way (docs/000-product.md §4 "Article carousel: loading"). */
export function ArticleCarouselLoading() {
  const { t } = useTranslation();
  return (
    <div>
      <Spinner label={t('home.articles.loading')} />
      <div aria-hidden="true" className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={cn(
              'h-80 rounded-2xl bg-slate-100 motion-safe:animate-pulse',
              // The first card always, the second from 768 px, the third from 1280 px.
              index === 1 && 'hidden md:block',
              index > 1 && 'hidden xl:block',
            )}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The error state (docs/000-product.md §8 "Home articles fetch: 'Failed to fetch articles' (or the thrown message),
 * shown in red; carousel hidden"): the spec's message, and the thrown one under it when there is a different one.
 */
export function ArticleCarouselError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-700">
      <p className="font-semibold">{t('home.articles.error')}</p>
      {message && message !== ARTICLES_ERROR_MESSAGE ? <p className="mt-1 text-sm">{message}</p> : null}
    </div>
  );
}
