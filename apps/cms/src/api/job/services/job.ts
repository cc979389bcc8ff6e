import {
  cannotOpenMessage,
  JOB_PROBLEM_MESSAGES,
  jobInputSchema,
  jobPostingProblems,
  missingToOpen,
  splitScreening,
  type JobPostingFacts,
  type StructuredSalary,
} from '@agency/contract';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { withClient } from '../../../lib/clients';
import { deleteArabicVersion } from '../../../lib/content-locales';
import {
  checkConfidentialField,
  checkConfidentialJob,
  CONFIDENTIAL_FIELDS,
  withConfidentialSlug,
} from '../../../lib/confidential-jobs';
import { withSlug } from '../../../lib/slug-field';
import { parseOrThrow } from '../../../lib/validation';

const UID = 'api::job.job';

/** The job fields the contract checks here; relations, booleans and HTML are Strapi's to check. */
const CHECKED_FIELDS = [
  'title',
  'company',
  'location',
  'salary',
  'type',
  'experience',
  'status',
  'country',
  'city',
  'workplace',
  'applicantLocations',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'validThrough',
  'screeningQuestions',
] as const;

/** The stored fields `jobPostingProblems` reads. */
const WHOLE_JOB_FIELDS = [
  'title',
  'description',
  'company',
  'status',
  'country',
  'workplace',
  'applicantLocations',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'validThrough',
] as const;

/**
 * `data` with the fields of `CHECKED_FIELDS` it carries checked by the contract's job schema (text limits, job type,
 * status, country and currency codes, workplace, salary period, closing date, screening questions) and cleaned (trimmed,
 * codes upper case); null counts as empty. Screening questions are split into the public `screeningQuestions` and the
 * private `screeningRules` (the contract's `splitScreening`). Fields it does not carry stay absent. Optional choices and codes left empty are
 * stored as null (an enumeration column takes no empty string).
 * @throws ValidationError (400) naming the bad fields.
 */
function checkJobFields(data: Record<string, unknown>): Record<string, unknown> {
  const present = CHECKED_FIELDS.filter((field) => field in data);
  if (present.length === 0) return data;
  const mask = Object.fromEntries(present.map((field) => [field, true] as const)) as {
    [K in (typeof CHECKED_FIELDS)[number]]?: true;
  };
  const values = Object.fromEntries(
    present.map((field) => {
      const value = data[field];
      const nullable = ['salaryMin', 'salaryMax', 'validThrough'].includes(field);
      const list = field === 'applicantLocations' || field === 'screeningQuestions';
      return [field, value ?? (nullable ? null : list ? [] : '')];
    }),
  );
  if (values.status === '') delete values.status;
  const checked = parseOrThrow(jobInputSchema.pick(mask), values) as Record<string, unknown>;
  for (const field of ['country', 'workplace', 'salaryCurrency', 'salaryPeriod'] as const) {
    if (checked[field] === '') checked[field] = null;
  }
  // Screening questions are stored apart from their knockout rules, which only staff read (docs/024-employers.md).
  if (checked.screeningQuestions) {
    Object.assign(checked, splitScreening(checked.screeningQuestions as Parameters<typeof splitScreening>[0]));
  }
  return { ...data, ...checked };
}

/**
 * The rules over the whole job (docs/000-product.md §16): an open job has what Google requires of a JobPosting, a
 * salary range is the right way up and has its currency. `job` is the stored job with the change applied.
 * @throws ValidationError (400) with the problems on their fields; the message says what an open job lacks.
 */
function checkWholeJob(job: JobPostingFacts & StructuredSalary): void {
  const problems = jobPostingProblems(job);
  if (problems.length === 0) return;
  const missing = job.status === 'open' ? missingToOpen(job) : [];
  throw new errors.ValidationError(
    missing.length > 0 ? cannotOpenMessage(missing) : JOB_PROBLEM_MESSAGES[problems[0].code],
    {
      errors: problems.map((problem) => ({
        path: problem.path,
        message: JOB_PROBLEM_MESSAGES[problem.code],
        name: 'ValidationError',
      })),
    },
  );
}

/**
 * Job postings: Strapi's service, plus the contract's job rules (checkJobFields on the fields sent, checkWholeJob
 * on the job they make), the slug rule of lib/slug-field.ts (unique, made from the title when empty), the client of
 * its company (lib/clients.ts `withClient`, in the job's transaction: docs/024-employers.md "Clients"), a confidential
 * job's rules (lib/confidential-jobs.ts: its public text and slug never name the company), and on delete
 * the time its applications lost their job (`jobDeletedAt`, from which the retention period counts for them) and its
 * Arabic version deleted with it (lib/content-locales.ts).
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async create(params: { data: Record<string, unknown> }) {
    const checked = checkConfidentialField(checkJobFields(params.data ?? {}));
    checkWholeJob({ status: 'open', ...checked });
    checkConfidentialJob(checked);
    return strapi.db.transaction(async () => {
      const slugged = await withConfidentialSlug(strapi, checked, await withSlug(strapi, UID, checked));
      const data = await withClient(strapi, slugged);
      return super.create({ ...params, data });
    });
  },
  async update(documentId: string, params: { data: Record<string, unknown> }) {
    const fields = [...new Set([...WHOLE_JOB_FIELDS, ...CONFIDENTIAL_FIELDS])];
    const current = await strapi.documents(UID).findOne({ documentId, fields });
    const checked = checkConfidentialField(checkJobFields(params.data ?? {}));
    if (current) checkWholeJob({ ...current, ...checked } as JobPostingFacts & StructuredSalary);
    if (current) checkConfidentialJob({ ...current, ...checked });
    return strapi.db.transaction(async () => {
      const was = current ? { documentId, title: current.title } : undefined;
      const slugged = was
        ? await withConfidentialSlug(strapi, { ...current, ...checked }, await withSlug(strapi, UID, checked, was), was)
        : checked;
      return super.update(documentId, { ...params, data: await withClient(strapi, slugged) });
    });
  },
  async delete(documentId: string, params: object = {}) {
    return strapi.db.transaction(async () => {
      const job = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
      if (job) {
        const applications = strapi.db.query('api::job-application.job-application');
        const linked: Array<{ id: number }> = await applications.findMany({
          select: ['id'],
          where: { job: { id: job.id } },
        });
        const ids = linked.map((application) => application.id);
        if (ids.length > 0)
          await applications.updateMany({ where: { id: { $in: ids } }, data: { jobDeletedAt: new Date() } });
      }
      // Its Arabic version goes with it (the document service deletes the default locale's version only).
      await deleteArabicVersion(strapi, UID, documentId);
      return super.delete(documentId, params);
    });
  },
}));
