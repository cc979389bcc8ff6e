import { submitContact } from './api.server';
import { CONTACT_FAILURE_MESSAGE } from '@agency/contract';
import type { ContactResponse } from './contact-form';
import { contactConstraint, parseContact } from './contact-schema';
import { data, type RouterContextProvider } from 'react-router';
import { submissionLanguage } from '~/i18n/submission-language.server';
import { handlePublicForm } from '~/lib/public-form.server';
import { requestInfo } from '~/lib/request-info';
import { log } from '~/lib/log.server';

/**
 * Handles a contact-form POST for every page that shows the form (home, /services, /contact) with the common steps
 * of `handlePublicForm`, then `POST /api/contacts`. Any CMS failure (a refusal or no answer) gives the spec's message
 * 'Failed to send message. Please try again.' (docs/000-product.md §8).
 */
export async function handleContact(
  request: Request,
  clientIp: string,
): Promise<{ response: ContactResponse; status: number }> {
  const { status, ...outcome } = await handlePublicForm(request, clientIp, {
    parse: parseContact,
    unreadableMessage: CONTACT_FAILURE_MESSAGE,
    send: async ({ website: _website, ...enquiry }) => {
      await submitContact(enquiry, clientIp, submissionLanguage(request));
    },
    failure: (error) => {
      log.error({ err: error }, 'Contact enquiry failed');
      return { message: CONTACT_FAILURE_MESSAGE, status: 502 };
    },
  });
  return { response: { form: 'contact', ...outcome }, status };
}

/** The `action` of every page with the contact form: `handleContact` for the visitor's address, with its status. */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { response, status } = await handleContact(request, context.get(requestInfo).clientIp);
  return data(response, { status });
}

/** The `loader` of /contact and /services: the form's field constraints (the form loads its schema only when used). */
export function contactFormLoader() {
  return { contactConstraint: contactConstraint() };
}
