import { ArrowLeft, Briefcase, CalendarDays, Clock, MapPin, Tag, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/job';
import { ApplyForm } from '~/features/applications/components/apply-form';
import { errorMessage } from '~/lib/api-error';
import { handleApplication } from '~/features/applications/applications.server';
import { findJobBySlug } from '~/features/jobs/api.server';
import { formatDate, truncate } from '~/lib/format';
import { applicationConstraint } from '~/features/applications/application-schema';
import { newIdempotencyKey } from '~/features/applications/idempotency-key';
import { htmlToText, sanitizeStoredHtml } from '~/lib/html.server';
import { JOB_DEFAULTS } from '~/features/jobs/jobs';
import { originOf, pageTitle, requestOrigin, seoMeta } from '~/lib/seo';
import { jobPostingJsonLd } from '~/features/jobs/structured-data';
import { requestInfo } from '~/lib/request-info';
import { JsonLd } from '~/components/seo/json-ld';
import { HtmlContent } from '~/components/ui/html-content';
import { MissingRecord } from '~/components/layout/missing-record';

/**
 * /jobs/{slug} — the job page (spec §2 "Job detail"): every field, the description as sanitized HTML and the
 * sticky apply form. Unknown slug: 404 'Job not found.'; CMS failure: 503 'Error: …'; closed job: the page says so
 * and carries no form.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const job = await findJobBySlug(params.slug);
    if (!job) return data({ job: null, error: null, jsonLd: null }, { status: 404 });
    const descriptionHtml = sanitizeStoredHtml(job.descriptionHtml);
    return {
      job: {
        ...job,
        descriptionHtml,
        summary: truncate(htmlToText(descriptionHtml) || JOB_DEFAULTS.description, 155),
        // The apply form's submission key (issue 7). A page served to several visitors may share it, which is safe:
        // the CMS scopes a key to the job and the applicant's e-mail.
        applicationKey: newIdempotencyKey(),
        applicationConstraint: applicationConstraint(),
      },
      error: null,
      jsonLd: job.open
        ? jobPostingJsonLd(job, requestOrigin(request), descriptionHtml ?? `<p>${JOB_DEFAULTS.description}</p>`)
        : null,
    };
  } catch (error) {
    console.error(`Job ${params.slug} failed:`, error);
    return data({ job: null, error: errorMessage(error, 'Failed to fetch job'), jsonLd: null }, { status: 503 });
  }
}

/** The apply form without JavaScript posts here; with JavaScript it goes to /resources/job-applications. */
export async function action({ request, context }: Route.ActionArgs) {
  const { response, status } = await handleApplication(request, context.get(requestInfo).clientIp);
  return data(response, { status });
}

export const meta: Route.MetaFunction = ({ data: loaderData, params, matches }) => {
  const job = loaderData?.job;
  if (!job) return [{ title: pageTitle('Job not found') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(originOf(matches), {
    title: pageTitle(`${job.title} at ${job.company}`),
    description: job.summary,
    path: `/jobs/${params.slug}`,
    image: job.coverUrl,
    noindex: !job.open,
  });
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative rounded-lg bg-slate-50 py-3 pl-11 pr-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="absolute left-3 top-3.5 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const backLink = (
  <Link
    to="/blog"
    className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> Back to all jobs
  </Link>
);

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, error, jsonLd } = loaderData;
  if (!job) return <MissingRecord back={backLink} error={error ? `Error: ${error}` : null} heading="Job not found." />;
  const posted = formatDate(job.posted);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {backLink}
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <article>
          <header>
            <div className="flex flex-wrap gap-2 text-xs font-medium">
              <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{job.category}</span>
              {job.featured ? (
                <span className="rounded-full bg-accent-300 px-2.5 py-1 text-slate-900">Featured</span>
              ) : null}
              {!job.open ? <span className="rounded-full bg-slate-200 px-2.5 py-1 text-slate-700">Closed</span> : null}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{job.title}</h1>
            <p className="mt-2 text-lg text-slate-600">{job.company}</p>
          </header>

          <dl className="mt-8 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Fact icon={<MapPin className="size-5" />} label="Location">
              {job.location}
            </Fact>
            <Fact icon={<Wallet className="size-5" />} label="Salary">
              {job.salary}
            </Fact>
            <Fact icon={<Briefcase className="size-5" />} label="Experience">
              {job.experience}
            </Fact>
            <Fact icon={<Clock className="size-5" />} label="Job type">
              {job.type}
            </Fact>
            <Fact icon={<CalendarDays className="size-5" />} label="Posted on">
              {posted ?? 'Not stated'}
            </Fact>
            <Fact icon={<UserRound className="size-5" />} label="Posted by">
              {job.author}
            </Fact>
            <Fact icon={<Tag className="size-5" />} label="Category">
              {job.category}
            </Fact>
          </dl>

          <section aria-labelledby="description-heading" className="mt-10">
            <h2 id="description-heading" className="text-xl font-semibold text-slate-900">
              Job description
            </h2>
            {job.descriptionHtml ? (
              <HtmlContent className="prose prose-slate mt-4 max-w-none" html={job.descriptionHtml} />
            ) : (
              <p className="mt-4 text-slate-700">{JOB_DEFAULTS.description}</p>
            )}
          </section>

          {job.skills.length > 0 ? (
            <section aria-labelledby="skills-heading" className="mt-10">
              <h2 id="skills-heading" className="text-xl font-semibold text-slate-900">
                Required skills
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill} className="rounded-md bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>

        <aside aria-labelledby="apply-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="apply-heading" className="text-xl font-semibold text-slate-900">
              {job.open ? 'Apply for this job' : 'Applications closed'}
            </h2>
            {job.open ? (
              <>
                <p className="mt-1 mb-5 text-sm text-slate-600">
                  Our recruiters reply to every application within 48 hours.
                </p>
                <ApplyForm
                  jobDocumentId={job.documentId}
                  applicationKey={job.applicationKey}
                  constraint={job.applicationConstraint}
                  actionResult={actionData}
                />
              </>
            ) : (
              <p className="mt-3 text-sm text-slate-700">
                This position is closed and no longer accepts applications.{' '}
                <Link to="/blog" className="font-medium text-brand-700 underline">
                  See the open positions
                </Link>
                .
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
