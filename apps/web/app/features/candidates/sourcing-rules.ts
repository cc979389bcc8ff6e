/** The path of a job's suggested candidates (routes/admin/job-candidates.tsx, docs/023-talent-pool.md "Sourcing"). */
export const suggestionsPath = (job: string) => `/admin/jobs/${encodeURIComponent(job)}/candidates`;
