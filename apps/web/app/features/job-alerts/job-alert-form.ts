import type { SubmissionResult } from '@conform-to/react';

/** What the /blog action answers to the job alert form, with JavaScript (fetcher) and without alike. */
export interface JobAlertResponse {
  /** Marks the answer as the job alert form's. */
  form: 'job-alert';
  result: SubmissionResult<string[]>;
  success: boolean;
}

/** True for the job alert form's answer (the page may carry other action data). */
export function isJobAlertResponse(value: unknown): value is JobAlertResponse {
  return Boolean(value && typeof value === 'object' && (value as { form?: unknown }).form === 'job-alert');
}
