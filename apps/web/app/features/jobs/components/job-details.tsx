import { Briefcase, CalendarClock, CalendarDays, Clock, MapPin, Tag, UserRound, Wallet } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { HtmlContent } from '~/components/ui/html-content';
import { TagList } from '~/components/ui/tag-list';
import { formatDate, formatDateTime } from '~/lib/format';
import { useTimeZone } from '~/lib/time-zone';
import type { SafeHtml } from '~/lib/safe-html';
import { JOB_DEFAULTS, type JobPosting } from '../jobs';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative rounded-lg bg-slate-50 py-3 ps-11 pe-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="absolute start-3 top-3.5 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The time zone of the visitor's browser once the page is hydrated; before, and without JavaScript, the page's own
 * (`useTimeZone`, UTC on the public site), so that the server's HTML and the first render in the browser agree.
 */
function useVisitorTimeZone(): string {
  const pageZone = useTimeZone();
  return useSyncExternalStore(
    noChange,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || pageZone,
    () => pageZone,
  );
}

/** The browser's time zone does not change while a page is open (as far as the page is told). */
const noChange = () => () => undefined;

/**
 * "Applications close on Nov 21, 2026, 6:05 PM GMT+4": a job's closing date (`validThrough`) with its time, in the
 * visitor's time zone, named (docs/026-languages.md "The job board on a phone"); "closed on" once it has `passed`.
 */
function ClosingDate({ value, passed }: { value: string; passed: boolean }) {
  const text = formatDateTime(value, useVisitorTimeZone());
  return text ? (
    <>
      {passed ? 'Applications closed on' : 'Applications close on'} <time dateTime={value}>{text}</time>
    </>
  ) : null;
}

/** The facts of a job page, in their order: label, icon, value; the closing date last, when the job has one. */
function facts(job: JobPosting): Array<[string, ReactNode, ReactNode]> {
  return [
    ['Location', <MapPin key="icon" className="size-5" />, job.location],
    ['Salary', <Wallet key="icon" className="size-5" />, job.salary],
    ['Experience', <Briefcase key="icon" className="size-5" />, job.experience],
    ['Job type', <Clock key="icon" className="size-5" />, job.type],
    ['Posted on', <CalendarDays key="icon" className="size-5" />, formatDate(job.posted) ?? 'Not stated'],
    ['Posted by', <UserRound key="icon" className="size-5" />, job.author],
    ['Category', <Tag key="icon" className="size-5" />, job.category],
    // A job closed by staff before its date shows none: the page says it is closed.
    ...(job.structured.validThrough && (job.open || job.expired)
      ? [
          [
            'Closing date',
            <CalendarClock key="icon" className="size-5" />,
            <ClosingDate key="value" value={job.structured.validThrough} passed={job.expired} />,
          ] as [string, ReactNode, ReactNode],
        ]
      : []),
  ];
}

/**
 * The body of a job page (docs/000-product.md §2 "Job detail"): category, Featured and Closed labels, title and
 * company, the facts (with the closing date, when the job has one, in the visitor's time zone), the description (sanitized HTML, or the default text) and the skills.
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
