import { BackLink } from '~/components/ui/back-link';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import type { Route } from './+types/job';
import { MissingRecord } from '~/components/layout/missing-record';
import { JsonLd } from '~/components/seo/json-ld';
import { applyFormOfJobPage, applyFromJobPage } from '~/features/applications/apply-page.server';
import { APPLIED } from '~/features/applications/apply-status';
import { ApplyPanel } from '~/features/applications/components/apply-panel';
import { ApplyShortcut } from '~/features/applications/components/apply-shortcut';
import { JobDetails } from '~/features/jobs/components/job-details';
import { JobSuggestions } from '~/features/jobs/components/job-suggestions';
import { findJobBySlug } from '~/features/jobs/api.server';
import { loadJobPage } from '~/features/jobs/job-page.server';
import { JOB_DEFAULTS } from '~/features/jobs/jobs';
import { requestInfo } from '~/lib/request-info';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';

/**
 * /jobs/{slug} — the job page (docs/000-product.md §2 "Job detail"): every field, the description as sanitized HTML and
 * the sticky apply form (on phones, after the description, with a sticky Apply link to it). Unknown slug: 404 'Job not
 * found.' and the latest open jobs; CMS failure: 503 'Error: …'; closed job: the page says so, carries no form and
 * offers open jobs of its category. The job comes from the jobs feature, the apply form's data from applications.
 * The page's title ("… at …", "Job not found") comes from the loader in the page's language (`meta`).
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const page = await loadJobPage(params.slug, { request, url }, applyFormOfJobPage, requestLanguage(context));
  const { t } = getInstance(context);
  const job = page.data.job;
  const title = job
    ? t('jobs.meta.jobTitle', {
        title: job.title === JOB_DEFAULTS.title ? t('jobs.defaults.title') : job.title,
        company: job.company === JOB_DEFAULTS.company ? t('jobs.defaults.company') : job.company,
      })
    : t('jobs.meta.notFound');
  const description = job?.descriptionHtml === null ? t('jobs.defaults.description') : (job?.summary ?? '');
  return data({ ...page.data, meta: { title, description } }, page.init ?? undefined);
}

/**
 * The apply form without JavaScript posts here (a success is redirected back here, `applyFromJobPage`), checked with
 * the job's screening questions; with JavaScript it goes to /resources/job-applications. Should the job not be read
 * (the CMS out of reach), the answers are left to the CMS's check, and its failure is the form's to tell.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const job = await findJobBySlug(params.slug).catch(() => null);
  return applyFromJobPage({ request, url }, context.get(requestInfo).clientIp, job?.screeningQuestions ?? []);
}

/**
 * The loader's headers: the page's closing date for the page cache (`expiresAtHeader`), and those of the page an
 * applicant is redirected to after applying (private, no cookie left).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  const job = loaderData?.job;
  const words = loaderData?.meta;
  if (!job) return [{ title: pageTitle(words?.title ?? 'Job not found') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(siteOf(matches), {
    title: pageTitle(words?.title ?? job.title),
    description: words?.description ?? job.summary,
    path: `/jobs/${params.slug}`,
    image: job.coverUrl,
    noindex: !job.open,
  });
};

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, error, jsonLd, suggestions } = loaderData;
  const { t } = useTranslation();
  if (!job) {
    return (
      <MissingRecord
        back={<BackLink to="/blog">{t('jobs.page.back')}</BackLink>}
        error={error ? t('jobs.page.error', { error }) : null}
        heading={t('jobs.page.notFound')}
        wide={Boolean(suggestions)}
      >
        {suggestions ? <JobSuggestions {...suggestions} /> : null}
      </MissingRecord>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <BackLink to="/blog">{t('jobs.page.back')}</BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <JobDetails job={job} />
          {job.open ? <ApplyShortcut /> : null}
        </div>
        <ApplyPanel job={job} actionResult={actionData ?? (job.applied ? APPLIED : undefined)} />
      </div>
      {suggestions ? <JobSuggestions {...suggestions} /> : null}
    </div>
  );
}
