import { CONTACT_FAILURE_MESSAGE } from '@agency/contract';
import { publicFormClientAction, type FormAnswer } from '~/lib/form-answer';

/** What a page action answers to the contact form, with JavaScript (fetcher) and without alike. */
export type ContactResponse = FormAnswer<'contact'>;

/**
 * The `clientAction` of a page with the contact form: a request that never got an answer shows the spec's failure
 * message (`publicFormClientAction`).
 */
export function contactClientAction(serverAction: () => Promise<unknown>): Promise<unknown> {
  return publicFormClientAction('contact', CONTACT_FAILURE_MESSAGE, serverAction);
}
