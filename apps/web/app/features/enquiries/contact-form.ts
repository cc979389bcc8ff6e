import type { SubmissionResult } from '@conform-to/react';

/** What a page action answers to the contact form, with JavaScript (fetcher) and without alike. */
export interface ContactResponse {
  /** Marks the answer as the contact form's, so a page with other forms can tell them apart. */
  form: 'contact';
  result: SubmissionResult<string[]>;
  success: boolean;
}
