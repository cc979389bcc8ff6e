import { employmentType } from '@agency/contract';
import { SITE } from '~/content/site';
import type { JobPosting } from './jobs';

/**
 * schema.org objects for Google's rich results. JobPosting follows Google's job posting guidelines
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): required title, description,
 * datePosted, hiringOrganization and jobLocation (or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements for remote work); recommended employmentType, directApply and identifier where our
 * data has them. Closed jobs get none (the page is noindex).
 */

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

/** JobPosting for an open job; `descriptionHtml` must already be sanitized. */
export function jobPostingJsonLd(job: JobPosting, origin: string, descriptionHtml: string): Record<string, unknown> {
  const place = parseLocation(job.location);
  const location = place.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(place.region ? { applicantLocationRequirements: { '@type': 'Country', name: place.region } } : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: place.locality,
            ...(place.country ? { addressCountry: place.country } : {}),
          },
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: job.posted ? new Date(job.posted).toISOString().slice(0, 10) : undefined,
    employmentType: employmentType(job.type),
    hiringOrganization: { '@type': 'Organization', name: job.company },
    ...location,
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.documentId },
    directApply: true,
    url: new URL(`/jobs/${job.slug}`, origin).href,
    ...(job.coverUrl ? { image: new URL(job.coverUrl, origin).href } : {}),
  };
}
