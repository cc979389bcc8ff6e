import { Briefcase, CalendarClock, CalendarDays, Clock, MapPin, Tag, UserRound, Wallet } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentText, useTextLang } from '~/i18n/content-language';
import { useLanguage } from '~/i18n/link';
import { HtmlContent } from '~/components/ui/html-content';
import { TagList } from '~/components/ui/tag-list';
import { formatDate, formatDateTime } from '~/lib/format';
import { useTimeZone } from '~/lib/time-zone';
import type { SafeHtml } from '~/lib/safe-html';
import { type JobPosting } from '../jobs';
import { useJobWords } from './job-words';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative rounded-lg bg-slate-50 py-3 ps-11 pe-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="absolute start-3 top-3.5 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      {/* A value in the other direction than the page ("1+ years" on an Arabic page) keeps its own order. */}
      <dd className="text-sm font-medium text-slate-900">
        <bdi>{children}</bdi>
      </dd>
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
 * visitor's time zone, named (docs/026-languages.md "The job board on a phone"); "closed on" once it has `passed`. In
 * the page's language ("يُغلق باب التقديم في 8 ديسمبر 2026، 2:30 ص GMT+4").
 */
function ClosingDate({ value, passed }: { value: string; passed: boolean }) {
  const { t } = useTranslation();
  const text = formatDateTime(value, useVisitorTimeZone(), useLanguage());
  return text ? (
    <>
      {passed ? t('jobs.details.closedOn') : t('jobs.details.closesOn')} <time dateTime={value}>{text}</time>
    </>
  ) : null;
}

/** The facts of a job page, in their order: label, icon, value; the closing date last, when the job has one. */
function useFacts(job: JobPosting): Array<[string, ReactNode, ReactNode]> {
  const { t } = useTranslation();
  const words = useJobWords();
  const language = useLanguage();
  return [
    [t('jobs.details.location'), <MapPin key="icon" className="size-5" />, words.field('location', job.location)],
    [t('jobs.details.salary'), <Wallet key="icon" className="size-5" />, words.field('salary', job.salary)],
    [
      t('jobs.details.experience'),
      <Briefcase key="icon" className="size-5" />,
      words.field('experience', job.experience),
    ],
    [t('jobs.details.type'), <Clock key="icon" className="size-5" />, words.jobType(job.type)],
    [
      t('jobs.details.postedOn'),
      <CalendarDays key="icon" className="size-5" />,
      formatDate(job.posted, 'UTC', language) ?? t('jobs.details.notStated'),
    ],
    [t('jobs.details.postedBy'), <UserRound key="icon" className="size-5" />, words.field('author', job.author)],
    [t('jobs.details.category'), <Tag key="icon" className="size-5" />, words.field('category', job.category)],
    // A job closed by staff before its date shows none: the page says it is closed.
    ...(job.structured.validThrough && (job.open || job.expired)
      ? [
          [
            t('jobs.details.closingDate'),
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
 * The page's words are the catalog's (`jobs.details`), the job's own text the CMS's.
 */
export function JobDetails({
  job,
}: {
  job: Omit<JobPosting, 'descriptionHtml'> & { descriptionHtml: SafeHtml | null };
}) {
  const { t } = useTranslation();
  const words = useJobWords();
  const facts = useFacts(job);
  const textLang = useTextLang(job.language);
  const blockLang = useTextLang(job.language, { block: true });
  return (
    <article>
      <header>
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {words.field('category', job.category)}
          </span>
          {job.featured ? (
            <span className="rounded-full bg-accent-300 px-2.5 py-1 text-slate-900">{t('jobs.card.featured')}</span>
          ) : null}
          {!job.open ? (
            <span className="rounded-full bg-slate-200 px-2.5 py-1 text-slate-700">{t('jobs.details.closed')}</span>
          ) : null}
        </div>
        <h1 {...textLang} className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <ContentText language={job.language}>{words.field('title', job.title)}</ContentText>
        </h1>
        <p className="mt-2 text-lg text-slate-600">{words.field('company', job.company)}</p>
      </header>

      <dl className="mt-8 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {facts.map(([label, icon, value]) => (
          <Fact key={label} icon={icon} label={label}>
            {value}
          </Fact>
        ))}
      </dl>

      <section aria-labelledby="description-heading" className="mt-10">
        <h2 id="description-heading" className="text-xl font-semibold text-slate-900">
          {t('jobs.details.description')}
        </h2>
        {job.descriptionHtml ? (
          <HtmlContent {...blockLang} className="prose prose-slate mt-4 max-w-none" html={job.descriptionHtml} />
        ) : (
          <p className="mt-4 text-slate-700">{t('jobs.defaults.description')}</p>
        )}
      </section>

      {job.skills.length > 0 ? (
        <section aria-labelledby="skills-heading" className="mt-10">
          <h2 id="skills-heading" className="text-xl font-semibold text-slate-900">
            {t('jobs.details.skills')}
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
