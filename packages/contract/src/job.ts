/** A job posting is open (on the public board, taking applications) or closed (spec §4 "Job status"). */
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job types staff choose from (spec §3 `type`, shown as written), with the value of the board's `?type=` filter
 * and Google's JobPosting `employmentType` (developers.google.com/search/docs/appearance/structured-data/job-posting).
 */
export const JOB_TYPES = [
  { value: 'Full-time', param: 'full-time', employmentType: 'FULL_TIME' },
  { value: 'Part-time', param: 'part-time', employmentType: 'PART_TIME' },
  { value: 'Contract', param: 'contract', employmentType: 'CONTRACTOR' },
  { value: 'Temporary', param: 'temporary', employmentType: 'TEMPORARY' },
  { value: 'Internship', param: 'internship', employmentType: 'INTERN' },
  { value: 'Volunteer', param: 'volunteer', employmentType: 'VOLUNTEER' },
  { value: 'Per diem', param: 'per-diem', employmentType: 'PER_DIEM' },
  { value: 'Other', param: 'other', employmentType: 'OTHER' },
] as const;

export type JobType = (typeof JOB_TYPES)[number]['value'];
export const JOB_TYPE_VALUES = JOB_TYPES.map((type) => type.value) as [JobType, ...JobType[]];

/** The job type whose value or `?type=` parameter is `text` (any case), or undefined. */
export function findJobType(text: string | null | undefined): (typeof JOB_TYPES)[number] | undefined {
  const wanted = (text ?? '').trim().toLowerCase();
  return JOB_TYPES.find((type) => type.value.toLowerCase() === wanted || type.param === wanted);
}

/** Google's employmentType for a job type; OTHER for anything else. */
export function employmentType(type: string): string {
  return findJobType(type)?.employmentType ?? 'OTHER';
}
