import { data } from 'react-router';
import type { Route } from './+types/blog';
import { loadArticleCards } from '~/features/articles/article-cards.server';
import { LatestArticles } from '~/features/articles/components/latest-articles';
import { JobBoard } from '~/features/jobs/components/job-board';
import { loadJobCards } from '~/features/jobs/job-board.server';
import { parsePage } from '~/lib/pagination';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

/** Latest insights shown under the job grid. */
const INSIGHTS_COUNT = 6;

/**
 * /blog — "Blog & Jobs" (spec §2): the Latest Job Openings grid, 12 per page, the page in `?page=`, and the latest
 * articles. Each part fails on its own: a CMS error gives the spec's error state (status 503 when the jobs
 * fail), never a crashed server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const [jobs, articles] = await Promise.all([loadJobCards(page), loadArticleCards(INSIGHTS_COUNT)]);
  return data({ ...jobs, page, ...articles }, { status: jobs.error ? 503 : 200 });
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

      <JobBoard {...loaderData} />
      <LatestArticles {...loaderData} />
    </>
  );
}
