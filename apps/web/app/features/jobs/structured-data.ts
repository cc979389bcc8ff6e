import { countryName, employmentType, isCurrencyCode } from '@agency/contract';
import { agencyOrganization } from '~/content/organization';
import { SITE } from '~/content/site';
import { localizedHref, type Language } from '~/i18n/languages';
import type { JobPosting } from './jobs';

/**
 * schema.org objects for Google's rich results. JobPosting follows Google's job posting guidelines
 * (developers.google.com/search/docs/appearance/structured-data/job-posting), from the job's structured fields
 * (docs/012-structured-data-and-feeds.md):
 * - required: title, description, datePosted, hiringOrganization, and jobLocation (a PostalAddress with
 *   addressCountry and addressLocality) or, for a remote job, jobLocationType TELECOMMUTE with
 *   applicantLocationRequirements (the countries applicants may live in);
 * - recommended, whenever the data has them: baseSalary (MonetaryAmount: currency, min, max, unit), validThrough
 *   (the closing date), employmentType, identifier, directApply.
 * A confidential job's hiring organisation is the agency, with its home page and logo (docs/024-employers.md
 * "Confidential jobs"): Google requires one, and the client is never named.
 * A hybrid job is on-site for Google (TELECOMMUTE means 100% remote), so it has a jobLocation only. Closed and
 * expired jobs get none (their page is noindex). Checked by Google's rules in tests (apps/web/test/structured-data.ts).
 */

type Json = Record<string, unknown>;

/** "London, UK" → { locality: 'London', country: 'UK' }; "Remote (US)" → remote, region 'US'. */
export function parseLocation(location: string): {
  remote: boolean;
  locality?: string;
  country?: string;
  region?: string;
} {
  const remote = /\bremote\b/i.test(location);
  if (remote) {
    const region = /\(([^)]+)\)/.exec(location)?.[1]?.trim();
    return { remote, region };
  }
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) return { remote, locality: parts.slice(0, -1).join(', '), country: parts[parts.length - 1] };
  return { remote, locality: parts[0] };
}

function place(country: string | undefined, locality: string | undefined): Json {
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(locality ? { addressLocality: locality } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
  };
}

/**
 * Where the job is: its structured fields (country code, city, workplace, applicant countries); for a job saved
 * before those existed (no country, not remote), its display location read as "City, Country" or "Remote (Region)".
 */
function jobLocation(job: JobPosting): Json {
  const { country, city, workplace, applicantLocations } = job.structured;
  const locality = city ?? undefined;
  if (workplace === 'remote') {
    const countries = (applicantLocations ?? []).map((code) => ({ '@type': 'Country', name: countryName(code) }));
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(countries.length > 0 ? { applicantLocationRequirements: countries } : {}),
      // A remote job may also name its office (Google accepts both).
      ...(country ? { jobLocation: place(country, locality) } : {}),
    };
  }
  if (country) return { jobLocation: place(country, locality) };
  const legacy = parseLocation(job.location);
  if (legacy.remote) {
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(legacy.region ? { applicantLocationRequirements: { '@type': 'Country', name: legacy.region } } : {}),
    };
  }
  return { jobLocation: place(legacy.country, legacy.locality) };
}

/**
 * The salary as schema.org's MonetaryAmount (Google's `baseSalary`): a range (`minValue`–`maxValue`), one amount
 * (`value`) when both ends are equal, or only `minValue` ("from") or `maxValue` ("up to"), per `unitText` (HOUR,
 * DAY, WEEK, MONTH, YEAR). Undefined without an amount or a valid ISO 4217 currency.
 */
export function baseSalary(job: Pick<JobPosting, 'structured'>): Json | undefined {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job.structured;
  if ((min == null && max == null) || !currency || !isCurrencyCode(currency)) return undefined;
  const amount =
    min != null && max != null
      ? min === max
        ? { value: min }
        : { minValue: Math.min(min, max), maxValue: Math.max(min, max) }
      : min != null
        ? { minValue: min }
        : { maxValue: max };
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...amount, ...(period ? { unitText: period } : {}) },
  };
}

/**
 * JobPosting for an open job; `descriptionHtml` must already be sanitized. `language` is the page's: its `url` is the
 * page in that language (/ar/jobs/{slug} for Arabic), and its title and description are the text the page shows (the
 * job's Arabic version, when an Arabic page read one; docs/026-languages.md "Arabic content on the site").
 */
export function jobPostingJsonLd(
  job: JobPosting,
  origin: string,
  descriptionHtml: string,
  language: Language = 'en',
): Json {
  const salary = baseSalary(job);
  const closes = job.structured.validThrough ? new Date(job.structured.validThrough) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: job.posted ? new Date(job.posted).toISOString().slice(0, 10) : undefined,
    ...(closes && Number.isFinite(closes.getTime()) ? { validThrough: closes.toISOString() } : {}),
    employmentType: employmentType(job.type),
    hiringOrganization: job.confidential ? agencyOrganization(origin) : { '@type': 'Organization', name: job.company },
    ...jobLocation(job),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.documentId },
    directApply: true,
    url: new URL(localizedHref(`/jobs/${job.slug}`, language), origin).href,
    ...(job.coverUrl ? { image: new URL(job.coverUrl, origin).href } : {}),
  };
}
