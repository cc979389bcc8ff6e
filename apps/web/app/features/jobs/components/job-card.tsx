import { ArrowRight, Briefcase, CalendarDays, MapPin, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '~/lib/format';
import type { JobPosting } from '~/features/jobs/jobs';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** What a card needs: the job without its HTML, plus a plain-text excerpt made on the server. */
export type JobCardData = Omit<JobPosting, 'descriptionHtml'> & { excerpt: string };

const MAX_CHIPS = 4;

/** One line of the card's facts: an icon that stands for the term (its name for screen readers), then the value. */
function CardFact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A job on the board (docs/000-product.md §2 "Job list"): every card field of the spec and 'More Details'. */
export function JobCard({ job }: { job: JobCardData }) {
  const posted = formatDate(job.posted);
  const extraSkills = job.skills.length - MAX_CHIPS;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{job.category}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{job.type}</span>
        {job.featured ? <span className="rounded-full bg-accent-300 px-2.5 py-1 text-slate-900">Featured</span> : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold leading-snug text-slate-900">{job.title}</h3>
      <p className="mt-1 text-sm font-medium text-slate-600">{job.company}</p>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{job.excerpt}</p>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700">
        <CardFact icon={MapPin} term="Location">
          {job.location}
        </CardFact>
        <CardFact icon={Wallet} term="Salary">
          {job.salary}
        </CardFact>
        <CardFact icon={Briefcase} term="Experience">
          {job.experience}
        </CardFact>
        {posted ? (
          <CardFact icon={CalendarDays} term="Posted">
            Posted {posted}
          </CardFact>
        ) : null}
      </dl>
      {job.skills.length > 0 ? (
        <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-1.5">
          {job.skills.slice(0, MAX_CHIPS).map((skill) => (
            <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {skill}
            </li>
          ))}
          {extraSkills > 0 ? <li className="px-1 text-xs text-slate-500">+{extraSkills} more</li> : null}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        <Link
          to={`/jobs/${job.slug}`}
          className={cn(
            TEXT_TARGET,
            'gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600',
          )}
        >
          More Details
          <span className="sr-only">
            : {job.title} at {job.company}
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
