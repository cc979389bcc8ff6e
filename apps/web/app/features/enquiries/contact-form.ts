import type { FormAnswer } from '~/lib/form-answer';

/** What a page action answers to the contact form, with JavaScript (fetcher) and without alike. */
export type ContactResponse = FormAnswer<'contact'>;
