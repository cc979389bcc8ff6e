import { escapeText } from 'entities';
import {
  countryName,
  employmentType,
  findJobType,
  INDEED_FEED_UTM,
  JOB_TYPE_LABELS,
  jobSearchQuery,
  withUtm,
  WORKPLACE_LABELS,
  WORKPLACES,
  type JobSearch,
} from '@agency/contract';
import { SITE } from '~/content/site';
import arabicJobs from '~/i18n/catalogs/ar/jobs';
import { localizedCountryOptions } from '~/i18n/choices';
import { localizedHref, type Language } from '~/i18n/languages';
import { expiresAtHeader } from '~/lib/page-expiry';
import { el, htmlOfText, xmlDocument, type XmlElement } from '~/lib/xml';

import { JOB_DEFAULTS, type JobPosting } from './jobs';

/**
 * The job feeds aggregators and feed readers read (docs/012-structured-data-and-feeds.md), built from open jobs only:
 * - `/jobs.xml`: every open job in Indeed's XML format (`<source>` with `<job>`s, job fields in CDATA);
 * - `/blog/jobs.rss?q=…`: RSS 2.0 of the jobs a board search finds, so a visitor can follow the search.
 * Both are written with lib/xml.ts (escaping, CDATA split at every `]]>`), and both tell the page cache when they go
 * out of date: at the first closing date they list (`feedExpiryHeader`).
 */

/** A job as the feeds show it: its description already sanitized (lib/html.server.ts), or '' for none. */
export type FeedJob = Omit<JobPosting, 'descriptionHtml'> & { descriptionHtml: string };

/** Jobs in the RSS feed of a search: the newest (or soonest closing) 50; the board shows the rest. */
export const RSS_ITEMS = 50;

/** Indeed's `<jobtype>` values for Google's employment types; other types are written as staff named them. */
const INDEED_JOB_TYPES: Record<string, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
  VOLUNTEER: 'volunteer',
};

/** The header telling the page cache that a feed listing `jobs` is out of date when the first of them closes. */
export function feedExpiryHeader(jobs: ReadonlyArray<Pick<JobPosting, 'structured'>>): Record<string, string> {
  return expiresAtHeader(jobs.map((job) => job.structured.validThrough));
}

const isoTime = (time: string | null | undefined): string | null => {
  const date = time ? new Date(time) : null;
  return date && Number.isFinite(date.getTime()) ? date.toISOString() : null;
};

/** The newest change among `jobs` (a feed's build date that does not change while its jobs do not), else `now`. */
function lastChange(jobs: readonly FeedJob[], now: Date): Date {
  const times = jobs.map((job) => Date.parse(job.updatedAt ?? '')).filter(Number.isFinite);
  return times.length > 0 ? new Date(Math.max(...times)) : now;
}

/** The salary a job page shows, or null when it shows only the default ("Competitive"). */
const shownSalary = (job: FeedJob) => (job.salary === JOB_DEFAULTS.salary ? null : job.salary);

/** The country Indeed files a job under: its own, else the one country a remote job's applicants may live in. */
function feedCountry(job: FeedJob): string | null {
  const { country, applicantLocations } = job.structured;
  if (country) return country;
  return applicantLocations?.length === 1 ? applicantLocations[0] : null;
}

/**
 * Indeed's XML job feed of `jobs` (docs.indeed.com "XML feed reference"): `publisher`, `publisherurl` and
 * `lastBuildDate`, then per job `title`, `date` (ISO 8601, as the job page's posted date), `referencenumber` and
 * `requisitionid` (the job's documentId: stable and unique), `url` (the job page with the feed's `utm_*` tags,
 * `INDEED_FEED_UTM`, so that its applications read "Indeed": docs/023-talent-pool.md "Sources"), `company`, `city`, `country` (ISO 3166-1),
 * `description` (the sanitized HTML), `salary` (as the page shows it), `jobtype`, `category`, `experience`,
 * `expirationdate` when it closes, `remotetype` for remote and hybrid work.
 */
export function indeedFeedXml(jobs: readonly FeedJob[], { origin, now = new Date() }: { origin: string; now?: Date }) {
  const cdata = (value: string | null | undefined) => (value ? { cdata: value } : null);
  const job = (posting: FeedJob): XmlElement =>
    el('job', [
      el('title', cdata(posting.title)),
      el('date', cdata(isoTime(posting.posted))),
      el('referencenumber', cdata(posting.documentId)),
      el('requisitionid', cdata(posting.documentId)),
      el('url', cdata(withUtm(new URL(`/jobs/${posting.slug}`, origin).href, INDEED_FEED_UTM))),
      el('company', cdata(posting.company)),
      el('city', cdata(posting.structured.city)),
      el('country', cdata(feedCountry(posting))),
      el('description', cdata(posting.descriptionHtml || `<p>${JOB_DEFAULTS.description}</p>`)),
      el('salary', cdata(shownSalary(posting))),
      el('jobtype', cdata(INDEED_JOB_TYPES[employmentType(posting.type)] ?? posting.type.toLowerCase())),
      el('category', cdata(posting.category)),
      el('experience', cdata(posting.experience)),
      el('expirationdate', cdata(isoTime(posting.structured.validThrough))),
      el(
        'remotetype',
        cdata(
          posting.structured.workplace === 'remote'
            ? 'Fully remote'
            : posting.structured.workplace === 'hybrid'
              ? 'Hybrid remote'
              : null,
        ),
      ),
    ]);
  return xmlDocument(
    el('source', [
      el('publisher', { text: SITE.name }),
      el('publisherurl', { text: new URL('/', origin).href }),
      el('lastBuildDate', { text: lastChange(jobs, now).toUTCString() }),
      ...jobs.map(job),
    ]),
  );
}

/**
 * What a search looks for, in words: "“react”, Full-time, Remote, in Germany, category engineering"; in Arabic
 * (`language` 'ar') with the Arabic names of the job type, workplace and country (the contract's and Intl's).
 */
export function describeSearch(search: Partial<JobSearch>, language: Language = 'en'): string {
  if (language === 'ar') return describeSearchInArabic(search);
  const parts = [
    search.q ? `“${search.q}”` : '',
    findJobType(search.type)?.value ?? '',
    WORKPLACES.find((workplace) => workplace.value === search.workplace)?.label ?? '',
    search.country ? `in ${countryName(search.country)}` : '',
    search.category ? `category ${search.category}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'all open jobs';
}

/** `describeSearch` in Arabic: "«react»، دوام كامل، عن بُعد، في ألمانيا، الفئة engineering". */
function describeSearchInArabic(search: Partial<JobSearch>): string {
  const type = findJobType(search.type)?.value;
  const workplace = WORKPLACES.find((each) => each.value === search.workplace)?.value;
  const country = search.country
    ? (localizedCountryOptions('ar').find((option) => option.value === search.country)?.label ?? search.country)
    : '';
  const parts = [
    search.q ? `«${search.q}»` : '',
    type ? JOB_TYPE_LABELS.ar[type] : '',
    workplace ? WORKPLACE_LABELS.ar[workplace] : '',
    country ? `في ${country}` : '',
    search.category ? `الفئة ${search.category}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('، ') : 'جميع الوظائف الشاغرة';
}

/**
 * The words of a job feed in each language (docs/026-languages.md "Arabic content on the site"): the channel's title
 * and description around the search described, an item's "title at company", a job type's name and the default
 * description of a job without one.
 */
const JOB_FEED_WORDS: Record<
  Language,
  {
    title(what: string): string;
    description(what: string): string;
    item(title: string, company: string): string;
    jobType(type: string): string;
    noDescription: string;
  }
> = {
  en: {
    title: (what) => `${SITE.name} — Jobs: ${what}`,
    description: (what) => `Open positions at ${SITE.name}: ${what}.`,
    item: (title, company) => `${title} at ${company}`,
    jobType: (type) => findJobType(type)?.value ?? type,
    noDescription: JOB_DEFAULTS.description,
  },
  ar: {
    title: (what) => `${SITE.name} — الوظائف: ${what}`,
    description: (what) => `الوظائف الشاغرة لدى ${SITE.name}: ${what}.`,
    item: (title, company) => `${title} لدى ${company}`,
    jobType: (type) => {
      const known = findJobType(type)?.value;
      return known ? JOB_TYPE_LABELS.ar[known] : type;
    },
    noDescription: arabicJobs.defaults.description,
  },
};

/** The facts line that opens a job's item: company, location, salary, type (its name in `language`). */
function facts(job: FeedJob, language: Language): string {
  return [job.company, job.location, shownSalary(job), JOB_FEED_WORDS[language].jobType(job.type)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * RSS 2.0 of the jobs a search found (`jobs`, in the search's order): the channel links to the board with the same
 * search and to itself (`atom:link rel=self`); each item has the job's title, page, a permanent guid, its posted
 * date, its category and, as HTML in CDATA, a facts line and the sanitized description. The channel's description
 * names the visitor's search, plain text escaped as HTML (`htmlOfText`): readers render descriptions as HTML, and
 * `?q=<img onerror=…>` must not become markup in the reader of whoever follows such a link.
 * `language` is the feed's (/ar/blog/jobs.rss: 'ar'; docs/026-languages.md "Arabic content on the site"): its channel
 * words, `<language>` and links (/ar/blog, /ar/jobs/{slug}) are in it; the jobs' text is what the CMS answered (their
 * Arabic version where they have one).
 */
export function jobsRssXml(
  jobs: readonly FeedJob[],
  {
    origin,
    search,
    now = new Date(),
    language = 'en',
  }: { origin: string; search: Partial<JobSearch>; now?: Date; language?: Language },
) {
  const words = JOB_FEED_WORDS[language];
  const query = jobSearchQuery({ ...search, page: 1 });
  const href = (path: string) => new URL(localizedHref(path, language), origin).href;
  const board = href(`/blog${query ? `?${query}` : ''}`);
  const self = href(`/blog/jobs.rss${query ? `?${query}` : ''}`);
  const item = (job: FeedJob): XmlElement => {
    const link = href(`/jobs/${job.slug}`);
    const posted = job.posted ? new Date(job.posted) : null;
    return el('item', [
      el('title', { text: words.item(job.title, job.company) }),
      el('link', { text: link }),
      el('guid', { text: link }, { isPermaLink: 'true' }),
      el('pubDate', posted && Number.isFinite(posted.getTime()) ? { text: posted.toUTCString() } : null),
      el('category', { text: job.category }),
      el('description', {
        cdata: `<p>${escapeText(facts(job, language))}</p>${job.descriptionHtml || `<p>${words.noDescription}</p>`}`,
      }),
    ]);
  };
  return xmlDocument(
    el(
      'rss',
      [
        el('channel', [
          el('title', { text: words.title(describeSearch(search, language)) }),
          el('link', { text: board }),
          el('description', htmlOfText(words.description(describeSearch(search, language)))),
          el('language', { text: language }),
          el('lastBuildDate', { text: lastChange(jobs, now).toUTCString() }),
          el('atom:link', { text: '' }, { href: self, rel: 'self', type: 'application/rss+xml' }),
          ...jobs.map(item),
        ]),
      ],
      { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' },
    ),
  );
}
