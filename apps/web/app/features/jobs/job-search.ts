import { jobSearchQuery, type JobSearch } from '@agency/contract';
import { localizedHref, type Language } from '~/i18n/languages';

/** The board's address for a search: /blog with the search's canonical parameters (the contract's rule). */
export function jobBoardHref(search: Partial<JobSearch>): string {
  const query = jobSearchQuery(search);
  return query ? `/blog?${query}` : '/blog';
}

/** The path of the RSS feed of `search` (its filters and order; a feed has no pages): `/blog/jobs.rss?q=react`. */
export function jobSearchFeedPath(search: Partial<JobSearch>): string {
  const query = jobSearchQuery({ ...search, page: 1 });
  return `/blog/jobs.rss${query ? `?${query}` : ''}`;
}

/**
 * The `<link rel="alternate">` by which feed readers find the RSS feed of `search`: for the /blog route's `meta`,
 * with the board's search, the feed in the page's `language` (/ar/blog/jobs.rss on /ar/blog) and `title` in it.
 */
export function jobSearchFeedMeta(origin: string, search: Partial<JobSearch>, language: Language, title: string) {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title,
    href: new URL(localizedHref(jobSearchFeedPath(search), language), origin).href,
  } as const;
}
