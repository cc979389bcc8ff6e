import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobSearch } from '@agency/contract';
import { useLocalizedHref } from '~/i18n/link';
import { jobSearchFeedPath } from '../job-search';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/**
 * "Follow this search": a link to the RSS feed of the board's current search (/blog/jobs.rss with the same
 * parameters; /ar/blog/jobs.rss on the Arabic board), for the search results on /blog. A plain link (the feed is a file, not a page of the app).
 */
export function JobSearchFeedLink({ search }: { search: Partial<JobSearch> }) {
  const { t } = useTranslation();
  const localized = useLocalizedHref();
  return (
    <a
      href={localized(jobSearchFeedPath(search))}
      type="application/rss+xml"
      className={cn(TEXT_TARGET, 'gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900')}
    >
      <Rss aria-hidden="true" className="size-4" /> {t('jobs.board.rss')}
    </a>
  );
}
