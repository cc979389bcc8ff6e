import { DEFAULT_CONTENT_LOCALE } from '@agency/contract';
import type { Core, UID } from '@strapi/strapi';
import { staffReadsInFull, type UserWithRole } from './roles';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const JOB: UID.ContentType = 'api::job.job';
const ARTICLE: UID.ContentType = 'api::article.article';

type Filters = Record<string, unknown>;

/**
 * The job postings a visitor may see (docs/000-product.md §13): open ones whose closing date, if any, is still ahead at
 * `now` (the contract's `isJobOpen`, asked of the database; docs/011-job-search.md "Expiry": no scheduled task closes a
 * job).
 */
export function openJobsFilter(now: Date = new Date()): Filters {
  return { status: 'open', $or: [{ validThrough: { $null: true } }, { validThrough: { $gt: now.toISOString() } }] };
}

/** What an exact slug lookup by a visitor may find: any job but a draft (drafts are never public). */
const NOT_DRAFT = { status: { $ne: 'draft' } };

/** A `populate` in its object form: attribute name → `true` or `{ fields, filters, sort, populate, on }`. */
type PopulateObject = Record<string, unknown>;

/** Looking a job up by its exact slug (the job page) finds closed jobs too: their page says that the role is closed. */
function isExactSlugLookup(filters: unknown): boolean {
  const slug = (filters as Filters | undefined)?.slug;
  return typeof slug === 'string' || typeof (slug as { $eq?: unknown } | undefined)?.$eq === 'string';
}

function withFilter(filters: unknown, rule: Filters): Filters {
  return filters && typeof filters === 'object' && Object.keys(filters).length > 0 ? { $and: [filters, rule] } : rule;
}

/** `'a.b'` → `{ a: { populate: { b: true } } }`, merged into `into`. */
function addPath(into: PopulateObject, path: string): void {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    into[head] ??= true;
    return;
  }
  const current = into[head];
  const node = (current && typeof current === 'object' ? current : {}) as { populate?: PopulateObject };
  node.populate = node.populate && typeof node.populate === 'object' ? node.populate : {};
  addPath(node.populate, rest.join('.'));
  into[head] = node;
}

/**
 * Any form of Strapi's `populate` (`'*'`, `'a,b'`, `['a.b']`, an object) as an object, or undefined for none.
 * `'*'` lists every relation, media, component and dynamic zone of the model, as Strapi does.
 */
function toPopulateObject(strapi: Core.Strapi, uid: string, populate: unknown): PopulateObject | undefined {
  if (populate === undefined || populate === null || populate === false) return undefined;
  if (populate === '*' || populate === true) {
    const attributes = strapi.getModel(uid as UID.Schema)?.attributes ?? {};
    const populatable = ['relation', 'media', 'component', 'dynamiczone'];
    return Object.fromEntries(
      Object.entries(attributes)
        .filter(([, attribute]) => populatable.includes((attribute as { type: string }).type))
        .map(([name]) => [name, true]),
    );
  }
  if (typeof populate === 'string') populate = populate.split(',');
  if (Array.isArray(populate)) {
    const object: PopulateObject = {};
    for (const path of populate) if (typeof path === 'string') addPath(object, path.trim());
    return object;
  }
  return typeof populate === 'object' ? { ...(populate as PopulateObject) } : undefined;
}

/**
 * `populate` with the visitor's rule on every relation that reaches job postings, at any depth: each populated
 * job relation gets `openJobsFilter()` added to its filters.
 */
export function restrictPopulate(strapi: Core.Strapi, uid: string, populate: unknown): unknown {
  const object = toPopulateObject(strapi, uid, populate);
  if (!object) return populate;
  const attributes = (strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Record<
    string,
    { type: string; target?: string; component?: string }
  >;
  for (const [name, value] of Object.entries(object)) {
    const attribute = attributes[name];
    if (!attribute || !value) continue;
    const options = (typeof value === 'object' ? { ...value } : {}) as {
      filters?: unknown;
      populate?: unknown;
      on?: Record<string, unknown>;
    };
    if (attribute.type === 'relation' && attribute.target === JOB) {
      options.filters = withFilter(options.filters, openJobsFilter());
    }
    const nested = attribute.type === 'relation' || attribute.type === 'media' ? attribute.target : attribute.component;
    if (nested && options.populate !== undefined) options.populate = restrictPopulate(strapi, nested, options.populate);
    if (attribute.type === 'dynamiczone' && options.on) {
      options.on = Object.fromEntries(
        Object.entries(options.on).map(([component, inner]) => [
          component,
          inner && typeof inner === 'object'
            ? {
                ...inner,
                populate: restrictPopulate(strapi, component, (inner as { populate?: unknown }).populate),
              }
            : inner,
        ]),
      );
    }
    object[name] = Object.keys(options).length > 0 || typeof value === 'object' ? options : value;
  }
  return object;
}

/**
 * Whether the document-service call `action` on `uid` is a visitor's read: a read (`findMany`, `findFirst`,
 * `findOne`, `count`) made while serving a content-API request (`/api/…`) by anybody but staff whose role reads that
 * type (lib/roles.ts `staffReadsInFull`: an Editor reading jobs is a visitor). Reads made off a request (tasks, the
 * outbox, job alerts) and staff's are not.
 */
export function isVisitorRead(strapi: Core.Strapi, action: string, uid: string): boolean {
  if (!READS.has(action)) return false;
  const request = strapi.requestContext.get() as { path?: string; state?: { user?: UserWithRole } } | undefined;
  return Boolean(request?.path?.startsWith('/api/')) && !staffReadsInFull(request?.state?.user, uid);
}

/**
 * What visitors may read (docs/000-product.md §13, §14), in one document-service middleware instead of a rule per
 * controller, so that it holds through every relation: any read made while serving a content-API request (`/api/…`) by
 * anybody but staff whose role reads that type (lib/roles.ts `staffReadsInFull`: an Editor reading jobs is a visitor)
 * - uses `status: 'published'`, so a `?status=draft` query cannot reveal drafts, neither directly nor through a
 *   populated relation (`/api/categories?status=draft&populate=articles`);
 * - sees open job postings only (not expired), in job lists and counts and in every populated relation
 *   (`/api/categories?populate[jobs]=…`); only an exact slug lookup (the job page) finds a closed or expired job,
 *   and no read finds a draft job;
 * - reads the English version of jobs and articles (docs/026-languages.md), whatever `locale` it names.
 */
export function registerPublishedForVisitors(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (isVisitorRead(strapi, context.action, context.uid)) {
      const params = context.params as { status?: string; filters?: unknown; populate?: unknown };
      params.status = 'published';
      // The English record, whatever `locale` a request names: an Arabic version's text is laid over it by the
      // controllers (lib/content-locales.ts), which keep the rules below on the English record's shared fields.
      if (context.uid === JOB || context.uid === ARTICLE)
        (params as { locale?: string }).locale = DEFAULT_CONTENT_LOCALE;
      if (context.uid === JOB) {
        params.filters = withFilter(params.filters, isExactSlugLookup(params.filters) ? NOT_DRAFT : openJobsFilter());
      }
      if (params.populate !== undefined) params.populate = restrictPopulate(strapi, context.uid, params.populate);
    }
    return next();
  });
}
