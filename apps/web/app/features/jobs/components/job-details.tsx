import { Briefcase, CalendarDays, Clock, MapPin, Tag, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { HtmlContent } from '~/components/ui/html-content';
import { TagList } from '~/components/ui/tag-list';
import { formatDate } from '~/lib/format';
import type { SafeHtml } from '~/lib/safe-html';
import { JOB_DEFAULTS, type JobPosting } from '../jobs';

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

/** The facts of a job page, in their order: label, icon, value. */
function facts(job: JobPosting): Array<[string, ReactNode, string]> {
  return [
    ['Location', <MapPin key="icon" className="size-5" />, job.location],
    ['Salary', <Wallet key="icon" className="size-5" />, job.salary],
    ['Experience', <Briefcase key="icon" className="size-5" />, job.experience],
    ['Job type', <Clock key="icon" className="size-5" />, job.type],
    ['Posted on', <CalendarDays key="icon" className="size-5" />, formatDate(job.posted) ?? 'Not stated'],
    ['Posted by', <UserRound key="icon" className="size-5" />, job.author],
    ['Category', <Tag key="icon" className="size-5" />, job.category],
  ];
}

/**
 * The body of a job page (docs/000-product.md §2 "Job detail"): category, Featured and Closed labels, title and
 * company, the facts, the description (sanitized HTML, or the default text) and the skills.
 */
export function JobDetails({
  job,
}: {
  job: Omit<JobPosting, 'descriptionHtml'> & { descriptionHtml: SafeHtml | null };
}) {
  return (
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
        {facts(job).map(([label, icon, value]) => (
          <Fact key={label} icon={icon} label={label}>
            {value}
          </Fact>
        ))}
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
          <TagList
            tags={job.skills}
            className="mt-4"
            tagClassName="rounded-md bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          />
        </section>
      ) : null}
    </article>
  );
}
