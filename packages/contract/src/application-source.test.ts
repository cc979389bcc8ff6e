import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SOURCES,
  applicationInputSchema,
  applicationSourceLabel,
  classifyLanding,
  cleanLanding,
  INDEED_FEED_UTM,
  JOB_ALERT_UTM,
  landingOfQuery,
  referrerHostOf,
  REFERRER_HOST_MAX,
  UTM_VALUE_MAX,
  withUtm,
} from './index.js';

describe('classifyLanding', () => {
  it('knows Google for Jobs by its apply tags, or by a Google referrer with tags that are not an ad', () => {
    const googleJobs = { utmSource: 'google_jobs_apply', utmMedium: 'organic', utmCampaign: 'google_jobs_apply' };
    expect(classifyLanding(googleJobs)).toBe('google-jobs');
    expect(classifyLanding({ utmCampaign: 'Google_Jobs_Apply' })).toBe('google-jobs');
    expect(classifyLanding({ utmMedium: 'organic', referrerHost: 'www.google.com' })).toBe('google-jobs');
    expect(classifyLanding({ utmSource: 'google', referrerHost: 'google.co.uk' })).toBe('google-jobs');
    expect(classifyLanding({ utmSource: 'google', referrerHost: 'www.google.com.sa' })).toBe('google-jobs');
    // A plain Google search carries no tags; an ad is paid traffic, not Google for Jobs.
    expect(classifyLanding({ referrerHost: 'www.google.com' })).toBe('other');
    expect(classifyLanding({ utmSource: 'google', utmMedium: 'cpc', referrerHost: 'www.google.com' })).toBe('other');
    // A host that only looks like Google's.
    expect(classifyLanding({ utmSource: 'x', referrerHost: 'google.evil.example' })).toBe('other');
    expect(classifyLanding({ utmSource: 'x', referrerHost: 'notgoogle.com' })).toBe('other');
  });

  it('knows Indeed by its tags (Indeed writes `Indeed`, `Indeed-DE`) or its hosts', () => {
    expect(classifyLanding({ utmSource: 'Indeed', utmMedium: 'organic', utmCampaign: 'Indeed' })).toBe('indeed');
    expect(classifyLanding({ utmSource: 'Indeed-DE', utmMedium: 'Job Aggregator' })).toBe('indeed');
    expect(classifyLanding({ utmSource: INDEED_FEED_UTM.utm_source })).toBe('indeed');
    expect(classifyLanding({ referrerHost: 'uk.indeed.com' })).toBe('indeed');
    expect(classifyLanding({ referrerHost: 'indeed.co.uk' })).toBe('indeed');
    expect(classifyLanding({ referrerHost: 'notindeed.com' })).toBe('other');
  });

  it('knows LinkedIn by its tag, linkedin.com, lnkd.in and its app', () => {
    expect(classifyLanding({ utmSource: 'LinkedIn', utmMedium: 'social' })).toBe('linkedin');
    expect(classifyLanding({ referrerHost: 'www.linkedin.com' })).toBe('linkedin');
    expect(classifyLanding({ referrerHost: 'lnkd.in' })).toBe('linkedin');
    expect(classifyLanding({ referrerHost: 'com.linkedin.android' })).toBe('linkedin');
    expect(classifyLanding({ referrerHost: 'linkedin.com.evil.example' })).toBe('other');
  });

  it('knows our own job alert e-mails by their tag, whatever the mail app says', () => {
    expect(classifyLanding({ ...tags(JOB_ALERT_UTM) })).toBe('job-alert');
    expect(classifyLanding({ utmSource: 'JOB-ALERT', referrerHost: 'mail.google.com' })).toBe('job-alert');
  });

  it('is direct with nothing at all, other with any other tag or referrer', () => {
    expect(classifyLanding({})).toBe('direct');
    expect(classifyLanding({ utmSource: '   ', referrerHost: 'not a host' })).toBe('direct');
    expect(classifyLanding({ utmSource: 'newsletter' })).toBe('other');
    expect(classifyLanding({ utmCampaign: 'spring' })).toBe('other');
    expect(classifyLanding({ referrerHost: 'news.ycombinator.com' })).toBe('other');
  });

  it('never answers `sourced`, whatever the values', () => {
    for (const value of ['sourced', 'Sourced', 'source=sourced']) {
      expect(classifyLanding({ utmSource: value, utmMedium: value, utmCampaign: value })).toBe('other');
      expect(classifyLanding({ referrerHost: value })).not.toBe('sourced');
    }
    expect(APPLICATION_SOURCES).toContain('sourced');
  });
});

describe('referrerHostOf', () => {
  it('keeps only the host of a URL: no path, query, fragment, port or user', () => {
    expect(referrerHostOf('https://www.google.com/search?q=jordan+rivers+cv#top')).toBe('www.google.com');
    expect(referrerHostOf('https://jordan:secret@Mail.Example.com:8443/inbox/123?email=jordan@example.com')).toBe(
      'mail.example.com',
    );
    expect(referrerHostOf('android-app://com.google.android.googlequicksearchbox/')).toBe(
      'com.google.android.googlequicksearchbox',
    );
  });

  it('takes a bare host, lowercased, in its punycode form', () => {
    expect(referrerHostOf(' LinkedIn.com ')).toBe('linkedin.com');
    expect(referrerHostOf('www.linkedin.com/in/jordan-rivers')).toBe('www.linkedin.com');
    expect(referrerHostOf('bücher.example')).toBe('xn--bcher-kva.example');
    expect(referrerHostOf('example.com.')).toBe('example.com');
  });

  it('drops what is no host name, or longer than a DNS name', () => {
    for (const value of ['', '   ', 'not a host', '[::1]', 'http://', 'javascript:alert(1)', 42, null, undefined]) {
      expect(referrerHostOf(value)).toBeUndefined();
    }
    const long = `${'a'.repeat(63)}.`.repeat(4) + 'com';
    expect(long.length).toBeGreaterThan(REFERRER_HOST_MAX);
    expect(referrerHostOf(long)).toBeUndefined();
    expect(referrerHostOf(`https://example.com/${'x'.repeat(5000)}`)).toBeUndefined();
  });
});

describe('cleanLanding and landingOfQuery', () => {
  it('cleans and cuts each value, and leaves out the empty ones', () => {
    expect(
      cleanLanding({
        utmSource: '  Indeed\u0000 ',
        utmMedium: '',
        utmCampaign: 'c'.repeat(UTM_VALUE_MAX + 50),
        referrerHost: 'https://uk.indeed.com/viewjob?jk=1',
      }),
    ).toEqual({ utmSource: 'Indeed', utmCampaign: 'c'.repeat(UTM_VALUE_MAX), referrerHost: 'uk.indeed.com' });
    expect(cleanLanding({ utmSource: ['indeed'], referrerHost: {} })).toEqual({});
  });

  it('reads the utm_* parameters of a landing URL, the first of each', () => {
    expect(
      landingOfQuery(new URLSearchParams('utm_source=indeed&utm_medium=organic&utm_source=Indeed&gclid=1&q=nurse')),
    ).toEqual({ utmSource: 'indeed', utmMedium: 'organic' });
    expect(landingOfQuery(new URLSearchParams('q=nurse'))).toEqual({});
  });
});

describe('withUtm', () => {
  it('adds the tags to a link, replacing its own, and keeps the fragment last', () => {
    expect(withUtm('https://jobs.example/jobs/nurse?utm_source=old#apply', INDEED_FEED_UTM)).toBe(
      'https://jobs.example/jobs/nurse?utm_source=indeed&utm_medium=organic&utm_campaign=jobs-feed#apply',
    );
  });
});

describe('applicationSourceLabel', () => {
  it('names every source, and says so for an application stored before sources', () => {
    expect(applicationSourceLabel('indeed')).toBe('Indeed');
    expect(applicationSourceLabel('sourced')).toBe('Sourced by a recruiter');
    expect(applicationSourceLabel(null)).toBe('Not recorded');
    expect(applicationSourceLabel('hacker')).toBe('Not recorded');
  });
});

describe('applicationInputSchema landing fields', () => {
  const application = {
    fullName: 'Jordan Rivers',
    email: 'jordan@example.com',
    phone: '+44 20 7946 0958',
    coverLetter: 'Hello',
    job: 'abc',
    consent: true,
  };

  it('drops a `source` sent by a client, keeps the landing cleaned, never refuses for it', () => {
    const parsed = applicationInputSchema.parse({
      ...application,
      source: 'sourced',
      utmSource: 'x'.repeat(500),
      utmMedium: 7,
      referrerHost: 'https://www.linkedin.com/in/jordan-rivers?trk=1',
    });
    expect(parsed).not.toHaveProperty('source');
    expect(parsed.utmSource).toBe('x'.repeat(UTM_VALUE_MAX));
    expect(parsed.utmMedium).toBeUndefined();
    expect(parsed.referrerHost).toBe('www.linkedin.com');
  });

  it('takes an application without any landing field', () => {
    const parsed = applicationInputSchema.parse(application);
    expect(parsed.utmSource).toBeUndefined();
    expect(parsed.referrerHost).toBeUndefined();
  });
});

/** The `Landing` of a link's tags. */
function tags(utm: { utm_source: string; utm_medium: string; utm_campaign: string }) {
  return { utmSource: utm.utm_source, utmMedium: utm.utm_medium, utmCampaign: utm.utm_campaign };
}
