import { ArrowRight, Briefcase, CalendarDays, MapPin, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentText, useTextLang } from '~/i18n/content-language';
import { LocalizedLink, useLanguage } from '~/i18n/link';
import { formatDate } from '~/lib/format';
import { JOB_DEFAULTS, type JobPosting } from '~/features/jobs/jobs';
import { cn } from '~/lib/cn';
import { useJobWords } from './job-words';

/** What a card needs: the job without its HTML, plus a plain-text excerpt made on the server. */
export type JobCardData = Omit<JobPosting, 'descriptionHtml'> & { excerpt: string };

const MAX_CHIPS = 4;

/**
 * One of the card's facts: an icon that stands for the term (its name for screen readers), then the value. `wide`
 * facts show from 640 px only (a phone's card keeps to location, salary and date).
 */
function CardFact({
  icon: Icon,
  term,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('items-center gap-1.5 sm:gap-2', wide ? 'hidden sm:flex' : 'flex')}>
      <dt>
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        <span className="sr-only">{term}</span>
      </dt>
      {/* A value in the other direction than the page ("1+ years" on an Arabic page) keeps its own order. */}
      <dd>
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

/**
 * A job on the board (docs/000-product.md §2 "Job list"; docs/026-languages.md "The job board on a phone"): every card
 * field of the spec and 'More Details'. The whole card is one link to the job, named by its title: the title's link
 * stretches over the card (its `::after`), so nothing else in the card is interactive. On a phone the card is
 * compact (type, title, company, location, salary, posted date); the excerpt, experience and skills show from 640 px.
 * Its words are the page's language's (the catalog's `jobs.card`, the job type and the defaults by `useJobWords`);
 * the posted date is the page's language's too.
 */
export function JobCard({ job }: { job: JobCardData }) {
  const { t } = useTranslation();
  const words = useJobWords();
  const posted = formatDate(job.posted, 'UTC', useLanguage());
  const extraSkills = job.skills.length - MAX_CHIPS;
  const textLang = useTextLang(job.language);
  const blockLang = useTextLang(job.language, { block: true });
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <div className="flex flex-wrap items-center gap-1.5 text-xs font-medium sm:gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800 sm:py-1">
          {words.field('category', job.category)}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 sm:py-1">
          {words.jobType(job.type)}
        </span>
        {job.featured ? (
          <span className="rounded-full bg-accent-300 px-2.5 py-0.5 text-slate-900 sm:py-1">
            {t('jobs.card.featured')}
          </span>
        ) : null}
      </div>
      <h3 {...textLang} className="mt-2 text-lg font-semibold leading-snug text-slate-900 sm:mt-4">
        <LocalizedLink
          to={`/jobs/${job.slug}`}
          className="block rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          <ContentText language={job.language}>{words.field('title', job.title)}</ContentText>
        </LocalizedLink>
      </h3>
      <p className="mt-0.5 text-sm font-medium text-slate-600 sm:mt-1">{words.field('company', job.company)}</p>
      <div className="hidden sm:block">
        <p {...blockLang} className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">
          {words.field('description', job.excerpt)}
        </p>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 sm:mt-4 sm:grid sm:gap-2">
        <CardFact icon={MapPin} term={t('jobs.card.location')}>
          {words.field('location', job.location)}
        </CardFact>
        {/* A phone's card names a salary only when the job states one. */}
        <CardFact icon={Wallet} term={t('jobs.card.salary')} wide={job.salary === JOB_DEFAULTS.salary}>
          {words.field('salary', job.salary)}
        </CardFact>
        <CardFact icon={Briefcase} term={t('jobs.card.experience')} wide>
          {words.field('experience', job.experience)}
        </CardFact>
        {posted ? (
          <CardFact icon={CalendarDays} term={t('jobs.card.posted')}>
            {t('jobs.card.postedOn', { date: posted })}
          </CardFact>
        ) : null}
      </dl>
      {job.skills.length > 0 ? (
        <ul {...textLang} aria-label={t('jobs.card.skills')} className="mt-4 hidden flex-wrap gap-1.5 sm:flex">
          {job.skills.slice(0, MAX_CHIPS).map((skill) => (
            <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {skill}
            </li>
          ))}
          {extraSkills > 0 ? (
            <li className="px-1 text-xs text-slate-500">{t('jobs.card.moreSkills', { extra: extraSkills })}</li>
          ) : null}
        </ul>
      ) : null}
      {/* What the card's link leads to, as words: the link itself is the title (one link per card). */}
      <p
        aria-hidden="true"
        className="mt-auto hidden items-center gap-1 pt-6 text-sm font-semibold text-brand-700 sm:inline-flex"
      >
        {t('jobs.card.moreDetails')}
        <ArrowRight className="size-4 rtl:-scale-x-100" />
      </p>
    </article>
  );
}
