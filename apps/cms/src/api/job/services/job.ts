import { jobInputSchema } from '@agency/contract';
import { factories } from '@strapi/strapi';
import { withSlug } from '../../../lib/slug-field';
import { parseOrThrow } from '../../../lib/validation';

const UID = 'api::job.job';

/** The job fields the contract checks here; relations, dates, booleans and HTML are Strapi's to check. */
const CHECKED_FIELDS = ['title', 'company', 'location', 'salary', 'type', 'experience', 'status'] as const;

/**
 * `data` with the fields of `CHECKED_FIELDS` it carries checked by the contract's job schema (text limits, job type,
 * job status) and cleaned (trimmed); null counts as empty. Fields it does not carry stay absent.
 * @throws ValidationError (400) naming the bad fields.
 */
function checkJobFields(data: Record<string, unknown>): Record<string, unknown> {
  const present = CHECKED_FIELDS.filter((field) => field in data);
  if (present.length === 0) return data;
  const mask = Object.fromEntries(present.map((field) => [field, true] as const)) as {
    [K in (typeof CHECKED_FIELDS)[number]]?: true;
  };
  const values = Object.fromEntries(present.map((field) => [field, data[field] ?? '']));
  if (values.status === '') delete values.status;
  return { ...data, ...parseOrThrow(jobInputSchema.pick(mask), values) };
}

/**
 * Job postings: Strapi's service, plus the contract's job rules (checkJobFields) and the slug rule of
 * lib/slug-field.ts (unique, made from the title when empty).
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async create(params: { data: Record<string, unknown> }) {
    return super.create({ ...params, data: await withSlug(strapi, UID, checkJobFields(params.data ?? {})) });
  },
  async update(documentId: string, params: { data: Record<string, unknown> }) {
    const current = await strapi.documents(UID).findOne({ documentId, fields: ['title'] });
    const checked = checkJobFields(params.data ?? {});
    const data = current ? await withSlug(strapi, UID, checked, { documentId, title: current.title }) : checked;
    return super.update(documentId, { ...params, data });
  },
}));
