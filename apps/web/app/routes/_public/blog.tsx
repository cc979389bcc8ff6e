import { data, useNavigation } from 'react-router';
import type { Route } from './+types/blog';
import { JobCard, type JobCardData } from '~/components/jobs/job-card';
import { Pagination } from '~/components/ui/pagination';
import { Spinner } from '~/components/ui/spinner';
import { errorMessage } from '~/lib/api-error';
import { listJobs, type Pagination as PageInfo } from '~/lib/cms.server';
import { htmlToText } from '~/lib/html.server';
import { JOB_DEFAULTS } from '~/lib/jobs';
import { parsePage } from '~/lib/pagination';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

type LoaderData = { jobs: JobCardData[]; pagination: PageInfo | null; page: number; error: string | null };

/**
 * /blog — "Blog & Jobs" (spec §2): the Latest Job Openings grid, 12 per page, the page in `?page=`.
 * A CMS that fails gives the spec's error state with status 503, never a crashed server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  try {
    const { jobs, pagination } = await listJobs(page);
    const cards = jobs.map(({ descriptionHtml, ...job }) => ({
      ...job,
      excerpt: htmlToText(descriptionHtml) || JOB_DEFAULTS.description,
    }));
    return { jobs: cards, pagination, page, error: null } satisfies LoaderData;
  } catch (error) {
    console.error('Job list failed:', error);
    return data({ jobs: [], pagination: null, page, error: errorMessage(error, 'Failed to fetch jobs') } satisfies LoaderData, {
      status: 503,
    });
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const page = data?.page ?? 1;
  return seoMeta(originOf(matches), {
    title: pageTitle(`Jobs & Insights${page > 1 ? ` (page ${page})` : ''}`),
    description:
      'Browse the latest job openings in tech, finance, healthcare, sales and support across Europe, the UAE, the USA, the UK and the Middle East, and apply in minutes.',
    path: page > 1 ? `/blog?page=${page}` : '/blog',
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { jobs, pagination, page, error } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/blog';

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">Blog &amp; Jobs</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Find your next role</h1>
          <p className="mt-4 max-w-2xl text-brand-100">
            Open positions from employers we recruit for, updated every day. Apply in minutes with your resume.
          </p>
        </div>
      </section>

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
          <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">No jobs found at the moment.</p>
        ) : (
          <ul aria-busy={loading} className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
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
    </>
  );
}
