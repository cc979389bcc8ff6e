import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REFERRER_HOST_MAX, UTM_VALUE_MAX } from '@agency/contract';
import { LANDING_SCRIPT, LANDING_STORAGE_KEY, landingOfJson } from './landing';
import { landingOfPage, withLanding } from './landing.server';

/**
 * The landing of a visit (docs/023-talent-pool.md "Sources"): the inline script run as a browser runs it, on page
 * loads of one tab, and the server's side for forms sent without its hidden fields.
 */

/** One tab: its session storage, and a page load in it (the URL, the referrer, how it was entered). */
function tab() {
  const storage = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  return {
    load(href: string, referrer = '', type: 'navigate' | 'reload' | 'back_forward' = 'navigate') {
      const url = new URL(href);
      runInNewContext(LANDING_SCRIPT, {
        window: { sessionStorage },
        location: { search: url.search, hostname: url.hostname },
        document: { referrer },
        performance: { getEntriesByType: () => [{ type }] },
        URL,
        URLSearchParams,
        JSON,
      });
    },
    landing: () => JSON.parse(storage.get(LANDING_STORAGE_KEY) ?? 'null') as Record<string, string> | null,
  };
}

describe('LANDING_SCRIPT', () => {
  it('notes the first page of a visit: its utm_* and only the host of the referrer', () => {
    const visit = tab();
    visit.load(
      'https://jobs.example/jobs/nurse?utm_source=indeed&utm_medium=organic&gclid=x',
      'https://uk.indeed.com/viewjob?jk=1&q=jordan+rivers',
    );
    expect(visit.landing()).toEqual({
      utmSource: 'indeed',
      utmMedium: 'organic',
      utmCampaign: '',
      referrerHost: 'uk.indeed.com',
    });
  });

  it('keeps it while the visitor browses our own pages, reloads or goes back', () => {
    const visit = tab();
    visit.load('https://jobs.example/blog?utm_source=job-alert&utm_medium=email', '');
    visit.load('https://jobs.example/jobs/nurse', 'https://jobs.example/blog?utm_source=job-alert');
    visit.load('https://jobs.example/jobs/nurse', 'https://www.google.com/', 'reload');
    visit.load('https://jobs.example/jobs/nurse?utm_source=other', '', 'back_forward');
    expect(visit.landing()).toMatchObject({ utmSource: 'job-alert', utmMedium: 'email', referrerHost: '' });
  });

  it('is replaced by a new entry from outside: tags, or another site', () => {
    const visit = tab();
    visit.load('https://jobs.example/', '');
    expect(visit.landing()).toEqual({ utmSource: '', utmMedium: '', utmCampaign: '', referrerHost: '' });
    visit.load('https://jobs.example/jobs/nurse', 'https://www.linkedin.com/feed/');
    expect(visit.landing()).toMatchObject({ referrerHost: 'www.linkedin.com' });
    visit.load('https://jobs.example/jobs/nurse?utm_campaign=spring', '');
    expect(visit.landing()).toMatchObject({ utmCampaign: 'spring', referrerHost: '' });
  });

  it('cuts long values to the contract’s limits, and records nothing where storage fails', () => {
    const visit = tab();
    visit.load(`https://jobs.example/?utm_source=${'s'.repeat(500)}`, `https://${'h'.repeat(300)}.example/`);
    expect(visit.landing()?.utmSource).toHaveLength(UTM_VALUE_MAX);
    expect(visit.landing()?.referrerHost).toHaveLength(REFERRER_HOST_MAX);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(() =>
      runInNewContext(LANDING_SCRIPT, {
        window: { sessionStorage: throwing },
        location: { search: '', hostname: 'jobs.example' },
        document: { referrer: '' },
        performance: {},
        URL,
        URLSearchParams,
        JSON,
      }),
    ).not.toThrow();
  });
});

describe('landingOfJson', () => {
  it('cleans what the tab kept by the contract’s rule; nothing for what is not a landing', () => {
    expect(
      landingOfJson(JSON.stringify({ utmSource: ' indeed ', utmMedium: '', referrerHost: 'https://x.example/a?b' })),
    ).toEqual({ utmSource: 'indeed', referrerHost: 'x.example' });
    for (const json of [null, '', 'not json', '"text"', '42']) expect(landingOfJson(json)).toEqual({});
  });
});

describe('landingOfPage', () => {
  const post = (href: string, referer?: string) =>
    new Request(href, { method: 'POST', headers: referer ? { Referer: referer } : {} });

  it("reads the utm_* of the page's own URL, else of our own page that sent the form", () => {
    const page = 'https://jobs.example/jobs/nurse?utm_source=indeed&utm_medium=organic';
    expect(landingOfPage(post(page), new URL(page))).toEqual({ utmSource: 'indeed', utmMedium: 'organic' });
    const upload = 'https://jobs.example/resources/job-applications';
    expect(landingOfPage(post(upload, page), new URL(upload))).toEqual({ utmSource: 'indeed', utmMedium: 'organic' });
    expect(landingOfPage(post(upload, 'https://evil.example/?utm_source=linkedin'), new URL(upload))).toEqual({});
    expect(landingOfPage(post(upload), new URL(upload))).toEqual({});
  });
});

describe('withLanding', () => {
  it("fills in the landing fields of a form that has none; a form's own fields win", () => {
    const bare = new FormData();
    bare.set('fullName', 'Jordan');
    expect(Object.fromEntries(withLanding(bare, { utmSource: 'indeed' }))).toEqual({
      fullName: 'Jordan',
      utmSource: 'indeed',
    });
    const carried = new FormData();
    carried.set('referrerHost', 'www.linkedin.com');
    expect(Object.fromEntries(withLanding(carried, { utmSource: 'indeed' }))).toEqual({
      referrerHost: 'www.linkedin.com',
    });
  });
});
