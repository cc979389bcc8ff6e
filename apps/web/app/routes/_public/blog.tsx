import { data, useNavigation } from 'react-router';
import type { Route } from './+types/blog';
import { ArticleCard, type ArticleCardData } from '~/features/articles/components/article-card';
import { JobCard, type JobCardData } from '~/features/jobs/components/job-card';
import { Pagination } from '~/components/ui/pagination';
import { Spinner } from '~/components/ui/spinner';
import { errorMessage } from '~/lib/api-error';
import { listArticles } from '~/features/articles/api.server';
import { listJobs } from '~/features/jobs/api.server';
import type { Pagination as PageInfo } from '~/lib/cms-client.server';
import { htmlExcerpt, htmlToText } from '~/lib/html.server';
import { JOB_DEFAULTS } from '~/features/jobs/jobs';
import { parsePage } from '~/lib/pagination';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

type LoaderData = {
  jobs: JobCardData[];
  pagination: PageInfo | null;
  page: number;
  error: string | null;
  articles: ArticleCardData[];
  articlesError: string | null;
};

/** Latest insights shown under the job grid. */
const INSIGHTS_COUNT = 6;

/**
 * /blog — "Blog & Jobs" (spec §2): the Latest Job Openings grid, 12 per page, the page in `?page=`, and the latest
 * articles. Each part fails on its own: a CMS error gives the spec's error state (status 503 when the jobs
 * fail), never a crashed server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const [jobsResult, articlesResult] = await Promise.allSettled([
    listJobs(page),
    listArticles({ pageSize: INSIGHTS_COUNT }),
  ]);

  const articles =
    articlesResult.status === 'fulfilled'
      ? articlesResult.value.articles.map(({ descriptionHtml, ...article }) => ({
          documentId: article.documentId,
          slug: article.slug,
          title: article.title,
          category: article.category,
          author: article.author,
          publishedAt: article.publishedAt,
          readTime: article.readTime,
          thumbnailUrl: article.thumbnailUrl,
          excerpt: htmlToText(descriptionHtml),
        }))
      : [];
  const articlesError =
    articlesResult.status === 'rejected' ? errorMessage(articlesResult.reason, 'Failed to fetch articles') : null;
  if (articlesResult.status === 'rejected') console.error('Article list failed:', articlesResult.reason);

  if (jobsResult.status === 'rejected') {
    console.error('Job list failed:', jobsResult.reason);
    const error = errorMessage(jobsResult.reason, 'Failed to fetch jobs');
    return data({ jobs: [], pagination: null, page, error, articles, articlesError } satisfies LoaderData, {
      status: 503,
    });
  }
  const jobs = jobsResult.value.jobs.map(({ descriptionHtml, ...job }) => ({
    ...job,
    excerpt: htmlExcerpt(descriptionHtml) || JOB_DEFAULTS.description,
  }));
  return {
    jobs,
    pagination: jobsResult.value.pagination,
    page,
    error: null,
    articles,
    articlesError,
  } satisfies LoaderData;
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
  const { jobs, pagination, page, error, articles, articlesError } = loaderData;
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
    </>
  );
}
