import { findJobType, WORKPLACES } from './job.js';
import { countryName } from './countries.js';
import { parseJobSearch, type JobSearch, type JobSearchFilter, type QueryInput } from './job-search.js';

/**
 * Job alerts for job seekers (docs/014-job-alerts.md): "Email me jobs like these" on a /blog search. A
 * subscription keeps an e-mail address and the board's search without its order and page; it is confirmed by a link
 * in an email (double opt-in), gets a daily digest of the new open jobs matching the search, and ends with the
 * one-click unsubscribe link every alert email carries. The limits and words below are the same for both apps.
 */

/** A subscription never confirmed is deleted this many days after it was made (and its link stops working). */
export const JOB_ALERT_UNCONFIRMED_DAYS = 7;

/**
 * Most subscriptions one address may hold, confirmed or not. Past it a new one is not stored and no email is sent
 * (the answer is the same): someone typing a stranger's address can cause at most this many confirmation emails in
 * `JOB_ALERT_UNCONFIRMED_DAYS` days.
 */
export const JOB_ALERTS_PER_EMAIL_MAX = 10;

/** Jobs a digest lists; more are summed up as "and N more" with a link to the search on the site. */
export const JOB_ALERT_DIGEST_JOBS_MAX = 10;

/** A subscription's token: 32 random bytes as base64url (43 characters), used to confirm and to unsubscribe. */
export const JOB_ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape of a subscription's token (an unknown token still has to be looked up). */
export function isJobAlertToken(value: unknown): value is string {
  return typeof value === 'string' && JOB_ALERT_TOKEN_PATTERN.test(value);
}

/** The search a job alert keeps: the board's filters (`JOB_SEARCH_FILTERS`), without the order and the page. */
export type JobAlertSearch = Pick<JobSearch, JobSearchFilter>;

/**
 * The search of an alert from a URL's query or an object of the board's parameters, by the board's own rule
 * (`parseJobSearch`: unknown values ignored), with the order and page dropped.
 */
export function jobAlertSearch(query: QueryInput): JobAlertSearch {
  const { q, category, type, country, city, workplace } = parseJobSearch(query);
  return { q, category, type, country, city, workplace };
}

/**
 * What an alert's search finds, in words: 'New jobs matching "nurse" · Healthcare · Full-time · United Arab Emirates
 * · Remote', or 'All new jobs' for the plain board. `categoryName` is the category's name when the caller knows it
 * (the CMS does); otherwise its slug is shown.
 */
export function describeJobAlertSearch(search: Partial<JobAlertSearch>, categoryName?: string | null): string {
  const parts = [
    search.category ? (categoryName ?? search.category) : null,
    search.type ? (findJobType(search.type)?.value ?? search.type) : null,
    search.country ? countryName(search.country) : null,
    search.city
      ? search.city.replace(/(^|[\s-])(\p{L})/gu, (_, start: string, letter: string) => start + letter.toUpperCase())
      : null,
    search.workplace ? (WORKPLACES.find((place) => place.value === search.workplace)?.label ?? null) : null,
  ].filter((part): part is string => Boolean(part));
  const head = search.q ? `New jobs matching "${search.q}"` : parts.length > 0 ? 'New jobs' : 'All new jobs';
  return [head, ...parts].join(' · ');
}

/** The board's answer to "Email me jobs like these" (whatever the address: the form never tells who subscribed). */
export const JOB_ALERT_SUBSCRIBED_MESSAGE = 'Check your inbox to confirm your job alert.';
/** When the web app could not reach the CMS or the CMS refused. */
export const JOB_ALERT_FAILURE_MESSAGE = 'We could not set up your job alert. Please try again.';
/** The confirmation page's heading. */
export const JOB_ALERT_CONFIRMED_MESSAGE = 'Your job alert is on.';
/** A confirmation link that names no subscription (never made, unsubscribed, or not confirmed in time). */
export const JOB_ALERT_UNKNOWN_LINK_MESSAGE = `This link is unknown or has expired. Confirmation links work for ${JOB_ALERT_UNCONFIRMED_DAYS} days; you can set up the alert again from the job board.`;
/** After unsubscribing (also when the subscription was already gone). */
export const JOB_ALERT_UNSUBSCRIBED_MESSAGE = 'You are unsubscribed. You will get no more emails about this job alert.';
