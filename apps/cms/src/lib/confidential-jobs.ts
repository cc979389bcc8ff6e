import {
  CONFIDENTIAL_NAMES_COMPANY_MESSAGE,
  CONFIDENTIAL_PUBLIC_FIELDS,
  jobInputSchema,
  publicCompany,
} from '@agency/contract';
import { slugNames } from '@agency/contract/slug';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isVisitorRead } from './published-for-visitors';
import { withSlug } from './slug-field';
import { parseOrThrow, type FieldError } from './validation';

/**
 * Confidential jobs (docs/024-employers.md "Confidential jobs"): a job marked `confidential` is shown to visitors as the
 * agency's (the contract's `publicCompany`), and the CMS keeps its company away from every public door:
 * - `hideConfidentialCompanies`: every visitor's read of jobs (lists, the job page's slug lookup, the board's search,
 *   relations) answers `company` = the agency's name (`registerConfidentialForVisitors`);
 * - `checkConfidentialJob`: a confidential job's public text fields may not name the company (400 on the field);
 * - `withConfidentialSlug`: its slug never names the company (replaced by the title's slug; the old address then
 *   finds no job, so a visitor cannot tie it to the new one);
 * - the job board's full-text index leaves its company out (lib/job-keywords.ts), so searching a client's name never
 *   finds it; job alert digests and the applicant's confirmation name the agency (`publicCompany`).
 * Staff reads (roles with `jobs`) and staff e-mails keep the real company.
 */

const UID = 'api::job.job';

/** The stored fields the rules below read of a job besides those the job service reads already. */
export const CONFIDENTIAL_FIELDS = ['confidential', 'slug', 'company', 'title', ...CONFIDENTIAL_PUBLIC_FIELDS] as const;

type Job = Record<string, unknown>;

/**
 * `data`'s `confidential` checked by the contract (a boolean; null or absent: unchanged), so that the rules below read
 * the flag exactly as Strapi will store it.
 * @throws ValidationError (400) on `confidential` for anything but a boolean.
 */
export function checkConfidentialField(data: Job): Job {
  if (!('confidential' in data)) return data;
  const value = data.confidential ?? false;
  const { confidential } = parseOrThrow(jobInputSchema.pick({ confidential: true }), { confidential: value });
  return { ...data, confidential };
}

/**
 * The public text fields (`CONFIDENTIAL_PUBLIC_FIELDS`; the description read as text) of `job` that name its company,
 * when it is confidential; empty otherwise or when it has no company.
 */
export function fieldsNamingCompany(job: Job): FieldError[] {
  const company = typeof job.company === 'string' ? job.company : '';
  if (job.confidential !== true || !company.trim()) return [];
  return CONFIDENTIAL_PUBLIC_FIELDS.filter((field) => {
    const value = job[field];
    return typeof value === 'string' && slugNames(field === 'description' ? htmlText(value) : value, company);
  }).map((field) => ({ path: [field], message: CONFIDENTIAL_NAMES_COMPANY_MESSAGE, name: 'ValidationError' }));
}

/**
 * Refuses a confidential job (`job`: the stored job with the change applied) whose public text names its company.
 * @throws ValidationError (400) with `CONFIDENTIAL_NAMES_COMPANY_MESSAGE` on each such field.
 */
export function checkConfidentialJob(job: Job): void {
  const problems = fieldsNamingCompany(job);
  if (problems.length === 0) return;
  throw new errors.ValidationError(CONFIDENTIAL_NAMES_COMPANY_MESSAGE, { errors: problems });
}

/**
 * `data` (a create's or update's, its slug already made by `withSlug`) with a slug that does not name the company when
 * the job (`job`: the stored job with the change applied) is confidential: a slug that names it (typed by staff, or
 * stored before the job became confidential, like `data-engineer-meridian-bank`) is replaced by the title's slug,
 * made unique as any (`data-engineer`, `data-engineer-2`). The job's old address then finds no job (404): no redirect,
 * which would tie the address that names the client to the confidential job.
 */
export async function withConfidentialSlug(
  strapi: Core.Strapi,
  job: Job,
  data: Job,
  current?: { documentId: string; title?: string | null },
): Promise<Job> {
  const company = typeof job.company === 'string' ? job.company : '';
  const slug = typeof data.slug === 'string' ? data.slug : job.slug;
  if (job.confidential !== true || typeof slug !== 'string' || !slugNames(slug, company)) return data;
  return withSlug(strapi, UID, { ...data, slug: '' }, current);
}

/** Editor HTML as text for `slugNames`: tags and character references stand for spaces. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&#?\w+;/g, ' ');
}

/**
 * `value` (a read's answer: a job, a list, anything holding jobs, at any depth) with the company of every confidential
 * job in it replaced by the agency's name (`publicCompany`), in place. A job is an object with `confidential: true`
 * and a `company` key.
 */
export function hideConfidentialCompanies<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) hideConfidentialCompanies(item);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Job;
    if (record.confidential === true && 'company' in record) {
      record.company = publicCompany({ company: record.company as string | null, confidential: true });
    }
    for (const nested of Object.values(record))
      if (nested && typeof nested === 'object') hideConfidentialCompanies(nested);
  }
  return value;
}

/**
 * Every visitor's read (lib/published-for-visitors.ts `isVisitorRead`) answers with `hideConfidentialCompanies`, so
 * that no public door (`GET /api/jobs`, the job page's slug lookup, `GET /api/jobs/search`, a populated relation)
 * shows a confidential job's company. A job read with chosen `fields` that include `company` is read with
 * `confidential` too, so that the rule can see it.
 */
export function registerConfidentialForVisitors(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!isVisitorRead(strapi, context.action, context.uid)) return next();
    const params = context.params as { fields?: unknown };
    const fields: unknown[] | null = Array.isArray(params.fields) ? params.fields : null;
    if (context.uid === UID && fields?.includes('company') && !fields.includes('confidential')) {
      params.fields = [...fields, 'confidential'];
    }
    return hideConfidentialCompanies(await next());
  });
}
