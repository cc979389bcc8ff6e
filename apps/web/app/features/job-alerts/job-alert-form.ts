import type { FormAnswer } from '~/lib/form-answer';

/** What the /blog action answers to the job alert form, with JavaScript (fetcher) and without alike. */
export type JobAlertResponse = FormAnswer<'job-alert'>;
