import { describe, expect, it } from 'vitest';
import { renderAsReader } from '../../../test/feed-reader';
import { childrenNamed, childText, parseXml } from '../../../test/xml';
import { parseJobSearch, SITE_NAME } from '@agency/contract';
import { feedExpiryHeader, indeedFeedXml, jobsRssXml, type FeedJob } from './feeds';
import { toJobPosting, type CmsJob } from './jobs';

function feedJob(changes: Partial<CmsJob> = {}, descriptionHtml = '<p>Build payment systems.</p>'): FeedJob {
  return {
    ...toJobPosting({
      id: 1,
      documentId: 'doc-1',
      slug: 'backend-engineer',
      title: 'Backend Engineer',
      company: 'Northwind Fintech',
      type: 'Full-time',
      experience: '5+ years',
      posted: '2026-11-01',
      status: 'open',
      country: 'GB',
      city: 'London',
      workplace: 'onsite',
      salaryMin: 85000,
      salaryMax: 100000,
      salaryCurrency: 'GBP',
      salaryPeriod: 'YEAR',
      validThrough: '2099-01-31T23:59:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      category: { name: 'Software Engineering' },
      ...changes,
    }),
    descriptionHtml,
  };
}

const ORIGIN = 'https://jobs.example';

describe('the Indeed XML feed (/jobs.xml)', () => {
  it('has the publisher, and each job the fields Indeed reads', () => {
    const xml = indeedFeedXml([feedJob()], { origin: ORIGIN });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<source>')).toBe(true);
    const source = parseXml(xml);
    expect(childText(source, 'publisher')).toBe('Northstar Talent');
    expect(childText(source, 'publisherurl')).toBe('https://jobs.example/');
    expect(childText(source, 'lastBuildDate')).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
    const [job] = childrenNamed(source, 'job');
    const field = (name: string) => childText(job, name);
    expect({
      title: field('title'),
      date: field('date'),
      referencenumber: field('referencenumber'),
      requisitionid: field('requisitionid'),
      url: field('url'),
      company: field('company'),
      city: field('city'),
      country: field('country'),
      description: field('description'),
      salary: field('salary'),
      jobtype: field('jobtype'),
      category: field('category'),
      experience: field('experience'),
      expirationdate: field('expirationdate'),
      remotetype: field('remotetype'),
    }).toEqual({
      title: 'Backend Engineer',
      date: '2026-11-01T00:00:00.000Z',
      referencenumber: 'doc-1',
      requisitionid: 'doc-1',
      url: 'https://jobs.example/jobs/backend-engineer?utm_source=indeed&utm_medium=organic&utm_campaign=jobs-feed',
      company: 'Northwind Fintech',
      city: 'London',
      country: 'GB',
      description: '<p>Build payment systems.</p>',
      salary: '£85,000 – £100,000 a year',
      jobtype: 'fulltime',
      category: 'Software Engineering',
      experience: '5+ years',
      expirationdate: '2099-01-31T23:59:00.000Z',
      remotetype: undefined,
    });
    // Every job field is CDATA, as Indeed asks.
    expect(xml).toContain('<title><![CDATA[Backend Engineer]]></title>');
  });

  it('leaves out what a job does not have: closing date, salary, city; remote jobs say so', () => {
    const job = feedJob({
      validThrough: null,
      salaryMin: null,
      salaryMax: null,
      workplace: 'remote',
      country: null,
      city: null,
      applicantLocations: ['DE'],
      type: 'Internship',
    });
    const [entry] = childrenNamed(parseXml(indeedFeedXml([job], { origin: ORIGIN })), 'job');
    expect(childrenNamed(entry, 'expirationdate')).toEqual([]);
    expect(childrenNamed(entry, 'salary')).toEqual([]);
    expect(childrenNamed(entry, 'city')).toEqual([]);
    expect(childText(entry, 'country')).toBe('DE');
    expect(childText(entry, 'remotetype')).toBe('Fully remote');
    expect(childText(entry, 'jobtype')).toBe('internship');
  });

  it('stays well-formed whatever staff wrote: "]]>", markup and ampersands come back exactly', () => {
    const title = 'C++ & <Rust> ]]> Engineer';
    const description = '<p title="]]>">Tags: <b>]]></b> and ]]> again &amp; more</p>';
    const source = parseXml(indeedFeedXml([feedJob({ title, company: 'A ]]> B' }, description)], { origin: ORIGIN }));
    const [job] = childrenNamed(source, 'job');
    expect(childText(job, 'title')).toBe(title);
    expect(childText(job, 'company')).toBe('A ]]> B');
    expect(childText(job, 'description')).toBe(description);
  });

  it('is an empty <source> without jobs', () => {
    const source = parseXml(indeedFeedXml([], { origin: ORIGIN, now: new Date('2026-11-23T00:00:00Z') }));
    expect(childrenNamed(source, 'job')).toEqual([]);
    expect(childText(source, 'lastBuildDate')).toBe('Mon, 23 Nov 2026 00:00:00 GMT');
  });
});

describe('the RSS feed of a job search (/blog/jobs.rss)', () => {
  it('is RSS 2.0 linking to the board with the same search and to itself, with one item per job in order', () => {
    const search = parseJobSearch(new URLSearchParams('q=engineer&workplace=onsite&country=gb&sort=closing'));
    const jobs = [feedJob(), feedJob({ documentId: 'doc-2', slug: 'data-engineer', title: 'Data Engineer' })];
    const rss = parseXml(jobsRssXml(jobs, { origin: ORIGIN, search }));
    expect(rss.name).toBe('rss');
    expect(rss.attributes).toMatchObject({ version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    const [channel] = childrenNamed(rss, 'channel');
    expect(childText(channel, 'title')).toBe('Northstar Talent — Jobs: “engineer”, On-site, in United Kingdom');
    expect(childText(channel, 'link')).toBe(
      'https://jobs.example/blog?q=engineer&country=GB&workplace=onsite&sort=closing',
    );
    expect(childrenNamed(channel, 'atom:link')[0].attributes).toEqual({
      href: 'https://jobs.example/blog/jobs.rss?q=engineer&country=GB&workplace=onsite&sort=closing',
      rel: 'self',
      type: 'application/rss+xml',
    });
    const items = childrenNamed(channel, 'item');
    expect(items.map((item) => childText(item, 'link'))).toEqual([
      'https://jobs.example/jobs/backend-engineer',
      'https://jobs.example/jobs/data-engineer',
    ]);
    const [first] = items;
    expect(childText(first, 'title')).toBe('Backend Engineer at Northwind Fintech');
    expect(childrenNamed(first, 'guid')[0].attributes.isPermaLink).toBe('true');
    expect(childText(first, 'pubDate')).toBe('Sun, 01 Nov 2026 00:00:00 GMT');
    expect(childText(first, 'category')).toBe('Software Engineering');
    expect(childText(first, 'description')).toBe(
      '<p>Northwind Fintech · London, United Kingdom · £85,000 – £100,000 a year · Full-time</p><p>Build payment systems.</p>',
    );
  });

  it('describes a search without parameters as all open jobs, and escapes the facts line as HTML', () => {
    const rss = parseXml(
      jobsRssXml([feedJob({ company: 'Smith & <Sons>' }, '')], {
        origin: ORIGIN,
        search: parseJobSearch(new URLSearchParams()),
      }),
    );
    const [channel] = childrenNamed(rss, 'channel');
    expect(childText(channel, 'title')).toBe('Northstar Talent — Jobs: all open jobs');
    expect(childText(channel, 'link')).toBe('https://jobs.example/blog');
    expect(childText(childrenNamed(channel, 'item')[0], 'description')).toMatch(
      /^<p>Smith &amp; &lt;Sons&gt; · .*<\/p><p>No description provided\.<\/p>$/,
    );
  });
});

describe('the Arabic RSS feed of a job search (/ar/blog/jobs.rss, docs/026-languages.md)', () => {
  it('says <language>ar</language>, has Arabic channel words and links to the Arabic pages', () => {
    const search = parseJobSearch(new URLSearchParams('type=full-time&workplace=remote'));
    const arabic = feedJob({ title: 'مهندس أنظمة خلفية', language: 'ar' }, '<p>بناء أنظمة الدفع.</p>');
    const english = feedJob({ documentId: 'doc-2', slug: 'data-engineer', title: 'Data Engineer' });
    const rss = parseXml(jobsRssXml([arabic, english], { origin: ORIGIN, search, language: 'ar' }));
    const [channel] = childrenNamed(rss, 'channel');
    expect(childText(channel, 'language')).toBe('ar');
    expect(childText(channel, 'title')).toBe('Northstar Talent — الوظائف: دوام كامل، عن بُعد');
    expect(childText(channel, 'description')).toBe('الوظائف الشاغرة لدى Northstar Talent: دوام كامل، عن بُعد.');
    expect(childText(channel, 'link')).toBe('https://jobs.example/ar/blog?type=full-time&workplace=remote');
    expect(childrenNamed(channel, 'atom:link')[0].attributes.href).toBe(
      'https://jobs.example/ar/blog/jobs.rss?type=full-time&workplace=remote',
    );
    const items = childrenNamed(channel, 'item');
    expect(items.map((item) => childText(item, 'link'))).toEqual([
      'https://jobs.example/ar/jobs/backend-engineer',
      'https://jobs.example/ar/jobs/data-engineer',
    ]);
    expect(childText(items[0], 'title')).toBe('مهندس أنظمة خلفية لدى Northwind Fintech');
    expect(childText(items[0], 'description')).toMatch(/ · دوام كامل<\/p><p>بناء أنظمة الدفع\.<\/p>$/);
    // A job without an Arabic version keeps its English text.
    expect(childText(items[1], 'title')).toBe('Data Engineer لدى Northwind Fintech');
  });

  it('describes a search without parameters in Arabic too', () => {
    const rss = parseXml(
      jobsRssXml([], { origin: ORIGIN, search: parseJobSearch(new URLSearchParams()), language: 'ar' }),
    );
    const [channel] = childrenNamed(rss, 'channel');
    expect(childText(channel, 'title')).toBe('Northstar Talent — الوظائف: جميع الوظائف الشاغرة');
    expect(childText(channel, 'link')).toBe('https://jobs.example/ar/blog');
  });

  it('stays English at /blog/jobs.rss', () => {
    const rss = parseXml(jobsRssXml([feedJob()], { origin: ORIGIN, search: parseJobSearch(new URLSearchParams()) }));
    expect(childText(childrenNamed(rss, 'channel')[0], 'language')).toBe('en');
  });
});

describe('the job feeds in a feed reader, which renders descriptions as HTML', () => {
  it("shows a search's hostile keywords in the channel description as text, never as markup", () => {
    const q = '<img src=x onerror=alert(1)>';
    const search = parseJobSearch(new URLSearchParams({ q }));
    const [channel] = childrenNamed(parseXml(jobsRssXml([feedJob()], { origin: ORIGIN, search })), 'channel');
    const description = renderAsReader(childText(channel, 'description'));
    expect(description.elements).toEqual([]);
    expect(description.text).toBe(`Open positions at Northstar Talent: “${q}”.`);
  });

  it('shows hostile job fields in an item as text, and only the sanitized description as markup', () => {
    const job = feedJob(
      { company: '<img src=x onerror=alert(1)>', city: '<script>alert(2)</script>' },
      '<p>Build <b>payment</b> systems.</p>',
    );
    const rss = parseXml(jobsRssXml([job], { origin: ORIGIN, search: parseJobSearch(new URLSearchParams()) }));
    const [item] = childrenNamed(childrenNamed(rss, 'channel')[0], 'item');
    const description = renderAsReader(childText(item, 'description'));
    expect(description.elements).toEqual(['p', 'p', 'b']);
    expect(description.text).toContain('<img src=x onerror=alert(1)> · <script>alert(2)</script>');
  });
});

describe('a confidential job in the feeds (docs/024-employers.md "Confidential jobs")', () => {
  // The record as a visitor's read gives it (the CMS names the agency), and one that still holds the client's name.
  const jobs = [SITE_NAME, 'Meridian Bank'].map((company) => feedJob({ company, confidential: true }));

  it('names the agency as the company in /jobs.xml, never the client', () => {
    for (const job of jobs) {
      const xml = indeedFeedXml([job], { origin: ORIGIN });
      expect(childText(childrenNamed(parseXml(xml), 'job')[0], 'company')).toBe(SITE_NAME);
      expect(xml).not.toContain('Meridian');
    }
  });

  it('titles its RSS item "<title> at <agency>", and its facts line names the agency', () => {
    for (const job of jobs) {
      const xml = jobsRssXml([job], { origin: ORIGIN, search: {} });
      const [item] = childrenNamed(childrenNamed(parseXml(xml), 'channel')[0], 'item');
      expect(childText(item, 'title')).toBe(`Backend Engineer at ${SITE_NAME}`);
      expect(childText(item, 'description')).toContain(SITE_NAME);
      expect(xml).not.toContain('Meridian');
    }
  });
});

describe('feed expiry', () => {
  it('is the first closing date of the listed jobs, none when none closes', () => {
    expect(
      feedExpiryHeader([
        feedJob({ validThrough: null }),
        feedJob({ validThrough: '2099-03-01T00:00:00.000Z' }),
        feedJob({ validThrough: '2099-02-01T12:00:00.000Z' }),
      ]),
    ).toEqual({ 'x-page-expires': '2099-02-01T12:00:00.000Z' });
    expect(feedExpiryHeader([feedJob({ validThrough: null })])).toEqual({});
  });
});
