import type { ContentLocale } from '@agency/contract';
import type { PageRequest } from '~/lib/request-info';
import { data } from 'react-router';
import { errorMessage } from '~/lib/api-error';
import { truncate } from '~/lib/format';
import { htmlToText, sanitizeStoredHtml } from '~/lib/html.server';
import { expiresAtHeader } from '~/lib/page-expiry';
import { requestOrigin } from '~/lib/seo';
import { findJobBySlug, listOpenJobs } from './api.server';
import { toJobCard } from './job-board.server';
import type { JobCardData } from './components/job-card';
import { JOB_DEFAULTS, type JobPosting } from './jobs';
import { jobPostingJsonLd } from './structured-data';
import { log } from '~/lib/log.server';

/** How many open jobs a missing or closed job's page offers. */
const SUGGESTED_JOBS = 3;

/** Open jobs offered instead of a job that cannot take applications: of its category, or the latest of all. */
export interface JobSuggestions {
  /** The category the jobs are of; null when they are the latest open jobs of any category. */
  category: string | null;
  jobs: JobCardData[];
}

/**
 * Up to three open jobs of `category` (the closed job `except` left out), else, when the category is unknown or has
 * none, the latest open jobs. Null when there are none or the CMS fails (logged): the page still says what it must.
 */
async function suggestJobs(
  category: string | null,
  except: string | null,
  language: ContentLocale,
): Promise<JobSuggestions | null> {
  try {
    const known = category && category !== JOB_DEFAULTS.category ? category : null;
    const limit = SUGGESTED_JOBS;
    const sameCategory = known ? await listOpenJobs({ category: known, except, limit, language }) : [];
    const jobs =
      sameCategory.length > 0 ? sameCategory : await listOpenJobs({ category: null, except, limit, language });
    if (jobs.length === 0) return null;
    return {
      category: sameCategory.length > 0 ? known : null,
      jobs: jobs.map(toJobCard),
    };
  } catch (error) {
    log.error({ err: error }, 'Job suggestions failed');
    return null;
  }
}

/**
 * What the page of a job adds from another feature (the route module says which: the apply form's): `fields` go into
 * the page's `job`, `headers` (if any) into its answer.
 */
export type JobPageForm<Fields> = (
  page: PageRequest,
  job: JobPosting,
) => Promise<{ fields: Fields; headers: Headers | null }>;

/**
 * What /jobs/{slug} shows: the job (description sanitized, a 155-character summary for search results, and what
 * `form` adds, such as the apply form's submission key and field constraints) and its JobPosting data while it is
 * open; an open job's page says that it is out of date at the job's closing date (`expiresAtHeader`). Unknown slug
 * (never was, or deleted): 404 with no job and the latest open jobs, since nothing tells its category; closed job:
 * open jobs of its category. CMS failure: 503 with the error message (logged). `language` is the page's: on an
 * Arabic page the job's Arabic text where it has one, and the JobPosting data in it with the Arabic page's URL.
 */
export async function loadJobPage<Fields extends object>(
  slug: string,
  page: PageRequest,
  form: JobPageForm<Fields>,
  language: ContentLocale = 'en',
) {
  try {
    const job = await findJobBySlug(slug, language);
    if (!job) {
      const suggestions = await suggestJobs(null, null, language);
      return data({ job: null, error: null, jsonLd: null, suggestions }, { status: 404 });
    }
    const descriptionHtml = sanitizeStoredHtml(job.descriptionHtml);
    const [suggestions, added] = await Promise.all([
      job.open ? null : suggestJobs(job.category, job.documentId, language),
      form(page, job),
    ]);
    const body = {
      job: {
        ...job,
        descriptionHtml,
        summary: truncate(htmlToText(descriptionHtml) || JOB_DEFAULTS.description, 155),
        ...added.fields,
      },
      error: null,
      jsonLd: job.open
        ? jobPostingJsonLd(
            job,
            requestOrigin(page.request),
            descriptionHtml ?? `<p>${JOB_DEFAULTS.description}</p>`,
            language,
          )
        : null,
      suggestions,
    };
    // An open job's page is out of date when the job closes (docs/012-structured-data-and-feeds.md).
    const headers = new Headers(job.open ? expiresAtHeader([job.structured.validThrough]) : {});
    added.headers?.forEach((value, name) => headers.append(name, value));
    return data(body, { headers });
  } catch (error) {
    log.error({ err: error }, `Job ${slug} failed`);
    return data(
      { job: null, error: errorMessage(error, 'Failed to fetch job'), jsonLd: null, suggestions: null },
      { status: 503 },
    );
  }
}
