import { CONTACT_FAILURE_MESSAGE } from '@agency/contract';
import type { FormAnswer } from '~/lib/form-answer';

/** What a page action answers to the contact form, with JavaScript (fetcher) and without alike. */
export type ContactResponse = FormAnswer<'contact'>;

/** The answer shown when the page's action could not be reached at all (docs/000-product.md §8: "non-ok or network"). */
export const NETWORK_FAILURE: ContactResponse = {
  form: 'contact',
  success: false,
  result: { status: 'error', error: { '': [CONTACT_FAILURE_MESSAGE] } },
};

/**
 * The `clientAction` of a page with the contact form: runs the page's server action and turns a request that
 * never got an answer (offline, server down) into the spec's failure message instead of the error screen.
 */
export async function contactClientAction(serverAction: () => Promise<unknown>): Promise<unknown> {
  try {
    return await serverAction();
  } catch (error) {
    console.error('Contact form could not reach the server:', error);
    return NETWORK_FAILURE;
  }
}
