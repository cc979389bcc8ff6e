import { jobInputSchema, jobPostingProblems } from '@agency/contract';
import { slugNames } from '@agency/contract/slug';
import { describe, expect, it } from 'vitest';
import { fieldsNamingCompany } from '../../lib/confidential-jobs';
import { SEED_JOBS, seedJobData } from './jobs';

/** The demo jobs hold to the rules the API checks a job with (issue 22: the seed once stored a salary of 2,400–24). */
describe('the demo jobs', () => {
  it('pass the contract’s job schema and have none of the whole-job problems the API refuses', () => {
    for (const [index, job] of SEED_JOBS.entries()) {
      const data = Object.fromEntries(
        Object.entries(seedJobData(job, index)).filter(([, value]) => value !== undefined),
      );
      const parsed = jobInputSchema.safeParse(data);
      expect(parsed.error?.issues, job.title).toBeUndefined();
      expect(jobPostingProblems(parsed.data ?? {}), job.title).toEqual([]);
    }
  });

  it('hold one open confidential job whose public text and slug never name its company (docs/024-employers.md)', () => {
    const confidential = SEED_JOBS.flatMap((job, index) => (job.confidential ? [seedJobData(job, index)] : []));
    expect(confidential).toHaveLength(1);
    expect(confidential[0]).toMatchObject({ confidential: true, status: 'open' });
    expect(fieldsNamingCompany(confidential[0])).toEqual([]);
    expect(slugNames(confidential[0].slug, confidential[0].company)).toBe(false);
  });

  it('read a salary’s range and period, not a note in brackets', () => {
    const payroll = SEED_JOBS.findIndex((job) => job.salary.includes('('));
    expect(SEED_JOBS[payroll]?.salary).toBe('€2,400 / month (24 hours a week)');
    expect(seedJobData(SEED_JOBS[payroll], payroll)).toMatchObject({
      salaryMin: 2400,
      salaryMax: 2400,
      salaryCurrency: 'EUR',
      salaryPeriod: 'MONTH',
    });
  });
});
