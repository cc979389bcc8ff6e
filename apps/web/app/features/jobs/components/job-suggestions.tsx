import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/i18n/link';
import { JobCard, type JobCardData } from './job-card';

/**
 * Open jobs offered on the page of a job that is missing or closed: of its category when it is known,
 * else the latest, and a link to the whole board.
 */
export function JobSuggestions({ category, jobs }: { category: string | null; jobs: JobCardData[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="suggested-jobs-heading" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="suggested-jobs-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {category ? t('jobs.page.suggestionsIn', { category }) : t('jobs.page.suggestionsLatest')}
        </h2>
        <LocalizedLink to="/blog" className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
          {t('jobs.page.seeAll')}
        </LocalizedLink>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.documentId}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}
