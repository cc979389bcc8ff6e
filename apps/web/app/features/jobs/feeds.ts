import { escapeText } from 'entities';
import {
  countryName,
  employmentType,
  findJobType,
  INDEED_FEED_UTM,
  jobSearchQuery,
  withUtm,
  WORKPLACES,
  type JobSearch,
} from '@agency/contract';
import { SITE } from '~/content/site';
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

/** What a search looks for, in words: "Jobs: “react”, Full-time, Remote, in Germany, category engineering". */
export function describeSearch(search: Partial<JobSearch>): string {
  const parts = [
    search.q ? `“${search.q}”` : '',
    findJobType(search.type)?.value ?? '',
    WORKPLACES.find((workplace) => workplace.value === search.workplace)?.label ?? '',
    search.country ? `in ${countryName(search.country)}` : '',
    search.category ? `category ${search.category}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'all open jobs';
}

/** The facts line that opens a job's item: company, location, salary, type. */
function facts(job: FeedJob): string {
  return [job.company, job.location, shownSalary(job), findJobType(job.type)?.value ?? job.type]
    .filter(Boolean)
    .join(' · ');
}

/**
 * RSS 2.0 of the jobs a search found (`jobs`, in the search's order): the channel links to the board with the same
 * search and to itself (`atom:link rel=self`); each item has the job's title, page, a permanent guid, its posted
 * date, its category and, as HTML in CDATA, a facts line and the sanitized description. The channel's description
 * names the visitor's search, plain text escaped as HTML (`htmlOfText`): readers render descriptions as HTML, and
 * `?q=<img onerror=…>` must not become markup in the reader of whoever follows such a link.
 */
export function jobsRssXml(
  jobs: readonly FeedJob[],
  { origin, search, now = new Date() }: { origin: string; search: Partial<JobSearch>; now?: Date },
) {
  const query = jobSearchQuery({ ...search, page: 1 });
  const board = new URL(`/blog${query ? `?${query}` : ''}`, origin).href;
  const self = new URL(`/blog/jobs.rss${query ? `?${query}` : ''}`, origin).href;
  const item = (job: FeedJob): XmlElement => {
    const link = new URL(`/jobs/${job.slug}`, origin).href;
    const posted = job.posted ? new Date(job.posted) : null;
    return el('item', [
      el('title', { text: `${job.title} at ${job.company}` }),
      el('link', { text: link }),
      el('guid', { text: link }, { isPermaLink: 'true' }),
      el('pubDate', posted && Number.isFinite(posted.getTime()) ? { text: posted.toUTCString() } : null),
      el('category', { text: job.category }),
      el('description', {
        cdata: `<p>${escapeText(facts(job))}</p>${job.descriptionHtml || `<p>${JOB_DEFAULTS.description}</p>`}`,
      }),
    ]);
  };
  return xmlDocument(
    el(
      'rss',
      [
        el('channel', [
          el('title', { text: `${SITE.name} — Jobs: ${describeSearch(search)}` }),
          el('link', { text: board }),
          el('description', htmlOfText(`Open positions at ${SITE.name}: ${describeSearch(search)}.`)),
          el('language', { text: 'en' }),
          el('lastBuildDate', { text: lastChange(jobs, now).toUTCString() }),
          el('atom:link', { text: '' }, { href: self, rel: 'self', type: 'application/rss+xml' }),
          ...jobs.map(item),
        ]),
      ],
      { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' },
    ),
  );
}
