import { stripControlCharacters } from './control-characters.js';

/**
 * Where an application came from (docs/023-talent-pool.md "Sources"): the landing of the visit that led to it — the
 * `utm_source`, `utm_medium` and `utm_campaign` of the first page's URL and the host of the site that linked to it —
 * and the source the CMS classifies from them (`classifyLanding`), again on the server whatever a client sent. No zod
 * here: the public pages read the names and limits without it; the schema's fields are in ./application-source-schema.ts.
 */

/**
 * The sources, in the order staff read them. `sourced` is an application a recruiter added from the talent pool: never
 * the result of a landing, so no visitor can claim it.
 */
export const APPLICATION_SOURCES = [
  'google-jobs',
  'indeed',
  'linkedin',
  'job-alert',
  'other',
  'direct',
  'sourced',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
/** What a landing can be classified as (`classifyLanding`): every source but `sourced`. */
export type LandingSource = Exclude<ApplicationSource, 'sourced'>;

/** The sources' names as staff read them (the application view, the CSV export, the dashboard). */
export const APPLICATION_SOURCE_LABELS: Readonly<Record<ApplicationSource, string>> = {
  'google-jobs': 'Google for Jobs',
  indeed: 'Indeed',
  linkedin: 'LinkedIn',
  'job-alert': 'Job alert e-mail',
  other: 'Other website or campaign',
  direct: 'Direct',
  sourced: 'Sourced by a recruiter',
};

/** What staff read for an application stored before sources were recorded (its `source` is empty). */
export const UNKNOWN_SOURCE_LABEL = 'Not recorded';

export function isApplicationSource(value: unknown): value is ApplicationSource {
  return typeof value === 'string' && (APPLICATION_SOURCES as readonly string[]).includes(value);
}

/** The label of a stored `source` (`UNKNOWN_SOURCE_LABEL` for none or a value that is not one). */
export function applicationSourceLabel(source: string | null | undefined): string {
  return isApplicationSource(source) ? APPLICATION_SOURCE_LABELS[source] : UNKNOWN_SOURCE_LABEL;
}

/**
 * Longest `utm_*` value kept, in characters: campaign names are short words; a longer value is cut, never refused (the
 * applicant cannot see or correct it, and an application never fails for it).
 */
export const UTM_VALUE_MAX = 100;
/** Longest referrer host kept: a DNS name's limit (RFC 1035, 253 characters written out). */
export const REFERRER_HOST_MAX = 253;

/**
 * The landing of a visit, as the apply form sends it and the CMS stores it: each value cleaned and cut to its limit
 * (`cleanUtmValue`, `referrerHostOf`), absent when unknown.
 */
export interface Landing {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The host name of the page that linked to the landing page, never its URL (its path and query may name a person). */
  referrerHost?: string;
}

/** The landing's fields: the names of the apply form's hidden fields and of the application's attributes. */
export const LANDING_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrerHost',
] as const satisfies ReadonlyArray<keyof Landing>;

/** The URL query parameter of each `utm_*` field of a landing. */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const satisfies Partial<Record<keyof Landing, string>>;

/** A `utm_*` value as kept: control characters removed, trimmed, cut to `UTM_VALUE_MAX`; undefined for none. */
export function cleanUtmValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = stripControlCharacters(value, false).trim().slice(0, UTM_VALUE_MAX).trim();
  return cleaned === '' ? undefined : cleaned;
}

/** A host name as the URL parser writes it: letters, digits, hyphens and dots (an IDN in its `xn--` form). */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The host of a referrer, whether given as a URL (`https://www.google.com/search?q=…` → `www.google.com`: the path,
 * query, fragment, port and any user name are dropped) or as a host alone (`LinkedIn.com` → `linkedin.com`);
 * undefined for anything else (an empty value, an IP literal in brackets, text that is no host name) or a host longer
 * than `REFERRER_HOST_MAX`. WHATWG URL parsing (Node's and the browsers' `URL`) does the cutting, lowercasing and
 * punycode; the result is checked against `HOST_NAME`.
 */
export function referrerHostOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 2048) return undefined;
  let host: string;
  try {
    // A scheme (`https:`, also `android-app:` of an app's referrer) is parsed as given; a bare host as an http URL's.
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return undefined;
  }
  host = host.toLowerCase().replace(/\.$/, '');
  return host.length <= REFERRER_HOST_MAX && HOST_NAME.test(host) ? host : undefined;
}

/**
 * A landing from raw values (a form's fields, a stored row): each one cleaned (`cleanUtmValue`, `referrerHostOf`),
 * the empty ones left out.
 */
export function cleanLanding(raw: Partial<Record<keyof Landing, unknown>>): Landing {
  const landing: Landing = {};
  for (const field of ['utmSource', 'utmMedium', 'utmCampaign'] as const) {
    const value = cleanUtmValue(raw[field]);
    if (value !== undefined) landing[field] = value;
  }
  const host = referrerHostOf(raw.referrerHost);
  if (host !== undefined) landing.referrerHost = host;
  return landing;
}

/** The `utm_*` fields of a landing page's query (`?utm_source=indeed&utm_medium=organic`), cleaned. */
export function landingOfQuery(query: URLSearchParams): Landing {
  return cleanLanding({
    utmSource: query.get(UTM_PARAMETERS.utmSource),
    utmMedium: query.get(UTM_PARAMETERS.utmMedium),
    utmCampaign: query.get(UTM_PARAMETERS.utmCampaign),
  });
}

/** Whether a landing says anything: a `utm_*` value or a referrer. */
export function hasLanding(landing: Landing): boolean {
  return LANDING_FIELDS.some((field) => landing[field] !== undefined);
}

/**
 * The `utm_source` Google for Jobs puts on the links of its apply buttons, with `utm_campaign` the same and
 * `utm_medium=organic` (`?utm_campaign=google_jobs_apply&utm_source=google_jobs_apply&utm_medium=organic`).
 */
export const GOOGLE_JOBS_UTM_SOURCE = 'google_jobs_apply';

/** The tags of the job links of the Indeed feed (/jobs.xml): Indeed's own organic tags are `utm_source=Indeed&utm_medium=organic`. */
export const INDEED_FEED_UTM = { utm_source: 'indeed', utm_medium: 'organic', utm_campaign: 'jobs-feed' } as const;

/** The tags of the links of the job alert e-mails (docs/014-job-alerts.md): the digest's jobs and its search. */
export const JOB_ALERT_UTM = {
  utm_source: 'job-alert',
  utm_medium: 'email',
  utm_campaign: 'job-alert-digest',
} as const;

/** `utm_*` tags as links carry them. */
export type UtmTags = Readonly<Record<'utm_source' | 'utm_medium' | 'utm_campaign', string>>;

/** `url` (absolute) with `tags` added to its query, replacing any of the same name; its fragment stays last. */
export function withUtm(url: string, tags: UtmTags): string {
  const tagged = new URL(url);
  for (const [name, value] of Object.entries(tags)) tagged.searchParams.set(name, value);
  return tagged.href;
}

/** Google's search hosts (`www.google.com`, `google.co.uk`, `www.google.com.sa`) and its search app. */
const GOOGLE_HOST = /^(?:www\.)?google\.(?:com?\.)?[a-z]{2,3}$|^com\.google\.android\.googlequicksearchbox$/;
/** Indeed's hosts: `indeed.com` and its country sites (`uk.indeed.com`, `ae.indeed.com`, `indeed.co.uk`, `indeed.de`). */
const INDEED_HOST = /(?:^|\.)indeed\.(?:com?\.)?[a-z]{2,3}$/;
/** LinkedIn's hosts, its link shortener and its Android app. */
const LINKEDIN_HOST = /(?:^|\.)linkedin\.com$|^lnkd\.in$|^com\.linkedin\.android$/;
/** Mediums of paid advertising: a Google ad is not Google for Jobs. */
const PAID_MEDIUM = /^(?:cpc|ppc|cpm|paid.*|display|ads?)$/;

/**
 * The source of a landing, in this order (docs/023-talent-pool.md "Sources"):
 * 1. a `utm_source` we know: `google_jobs_apply` (or that campaign) → `google-jobs`; `indeed…` (Indeed writes
 *    `Indeed`, `Indeed-DE`; our feed `indeed`) → `indeed`; `linkedin…` → `linkedin`; our alerts' `job-alert` →
 *    `job-alert`;
 * 2. the referrer's host: Google with `utm_*` tags that are not paid advertising → `google-jobs` (Google for Jobs tags
 *    its apply links; a plain Google search carries none); Indeed → `indeed`; LinkedIn, `lnkd.in` → `linkedin`;
 * 3. any other tag or referrer → `other`; nothing at all (a typed address, a bookmark, a mail app) → `direct`.
 * Values are compared without case. Never `sourced`.
 */
export function classifyLanding(raw: Partial<Record<keyof Landing, unknown>>): LandingSource {
  const landing = cleanLanding(raw);
  const source = landing.utmSource?.toLowerCase() ?? '';
  const medium = landing.utmMedium?.toLowerCase() ?? '';
  const campaign = landing.utmCampaign?.toLowerCase() ?? '';
  if (source === GOOGLE_JOBS_UTM_SOURCE || campaign === GOOGLE_JOBS_UTM_SOURCE) return 'google-jobs';
  if (source.startsWith('indeed')) return 'indeed';
  if (source.startsWith('linkedin')) return 'linkedin';
  if (source === JOB_ALERT_UTM.utm_source) return 'job-alert';
  const host = landing.referrerHost ?? '';
  const tagged = source !== '' || medium !== '' || campaign !== '';
  if (GOOGLE_HOST.test(host) && tagged && !PAID_MEDIUM.test(medium)) return 'google-jobs';
  if (INDEED_HOST.test(host)) return 'indeed';
  if (LINKEDIN_HOST.test(host)) return 'linkedin';
  return tagged || host !== '' ? 'other' : 'direct';
}

/** The dashboard's window of "Applications by source", in days (docs/023-talent-pool.md "Sources"). */
export const SOURCE_FIGURE_DAYS = 30;
