import { useNavigation } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { Spinner } from '~/components/ui/spinner';
import { JobCard, type JobCardData } from './job-card';

/**
 * The "Latest Job Openings" section of /blog (spec §2): the count of open positions, a spinner while another page
 * loads, the cards (or the error state, or the empty state) and the page links (`?page=`).
 */
export function JobBoard({
  jobs,
  pagination,
  page,
  error,
}: {
  jobs: JobCardData[];
  pagination: { pageCount: number; total: number } | null;
  page: number;
  error: string | null;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/blog';
  return (
    <section aria-labelledby="jobs-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="jobs-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Latest Job Openings
        </h2>
        {pagination && pagination.total > 0 ? (
          <p className="text-sm text-slate-600">
            {pagination.total} open {pagination.total === 1 ? 'position' : 'positions'}
          </p>
        ) : null}
      </div>

      {loading ? <Spinner label="Loading jobs..." className="mt-6" /> : null}

      {error ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">Error fetching jobs: {error}</p>
          <p className="mt-1">Please try again later.</p>
        </div>
      ) : jobs.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          No jobs found at the moment.
        </p>
      ) : (
        <ul
          aria-busy={loading}
          className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
        >
          {jobs.map((job) => (
            <li key={job.documentId}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}

      {pagination ? (
        <Pagination
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => (number === 1 ? '/blog' : `/blog?page=${number}`)}
          label="Job pages"
        />
      ) : null}
    </section>
  );
}
