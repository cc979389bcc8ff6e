import { clientContactInputSchema, clientInputSchema, PHONE_FORMAT_MESSAGE, z } from '@agency/contract';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { ApiError, errorMessage, isAuthError } from '~/lib/api-error';
import { formErrorMap } from '~/lib/form-error-map';
import { parsePage } from '~/lib/pagination';
import { failureMessage } from '~/lib/reported-failure.server';
import {
  addClientContact,
  createClient,
  getClient,
  listClients,
  removeClientContact,
  updateClient,
  updateClientContact,
  type ListedClient,
} from './api.server';
import { CLIENT_QUERY_MAX, clientPath } from './rules';

/** The intents of the clients pages' forms. */
export type ClientIntent = 'create' | 'rename' | 'add-contact' | 'update-contact' | 'remove-contact';

/**
 * What a form of the clients pages gets back: whether it worked, the message shown (it takes the focus), the field
 * errors and the values sent (a refused form shows them again, with JavaScript or without), and which form it was
 * (`intent`, and the contact's documentId for a contact's form).
 */
export interface ClientAnswer {
  intent: ClientIntent;
  target?: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/** The forms' words for the contract's rules. */
const clientErrorMap = formErrorMap({
  labels: { name: 'Name', website: 'Website', fullName: 'Name', role: 'Role' },
  missing: {
    name: 'Enter the company’s name.',
    fullName: 'Enter the contact’s name.',
    email: 'Enter an e-mail address.',
  },
  invalid: {
    website: 'Enter the website’s address, starting with https://.',
    email: 'Enter a valid e-mail address.',
    phone: PHONE_FORMAT_MESSAGE,
  },
});

/** The list of /admin/clients: `?q=` (a part of the name) and `?page=`; on a CMS failure an empty list and its message. */
export async function loadClients(token: string, params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, CLIENT_QUERY_MAX);
  const page = parsePage(params.get('page'));
  try {
    const { clients, pagination } = await listClients(token, { q, page });
    return { q, page, clients, pagination, error: null };
  } catch (error) {
    return {
      q,
      page,
      clients: [] as ListedClient[],
      pagination: null,
      error: failureMessage(error, 'Failed to fetch clients'),
    };
  }
}

/** One client's page. @throws a 404 response for none, a 502 response when the CMS fails. */
export async function loadClient(token: string, documentId: string) {
  try {
    return { client: await getClient(token, documentId) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data('This client does not exist (any more).', { status: 404 });
    }
    throw data(failureMessage(error, 'Failed to fetch the client'), { status: 502 });
  }
}

/** The text values of a form (what a refused form shows again). */
function valuesOf(formData: FormData): Record<string, string> {
  return Object.fromEntries(
    [...formData].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}

/** The answer to a form the CMS refused or could not take: its message, and on a field when it names one. */
function refused(intent: ClientIntent, formData: FormData, error: unknown, fallback: string, target?: string) {
  const status = error instanceof ApiError && error.status ? error.status : 502;
  // A refusal of what was typed (400, 404, 409) is the staff member's to read, not a failure to log.
  const message = status < 500 && !isAuthError(error) ? errorMessage(error, fallback) : failureMessage(error, fallback);
  const field = status === 409 ? (intent === 'create' || intent === 'rename' ? 'name' : 'email') : undefined;
  return data<ClientAnswer>(
    {
      intent,
      target,
      ok: false,
      message,
      fieldErrors: field ? { [field]: [message] } : undefined,
      values: valuesOf(formData),
    },
    { status },
  );
}

/** The answer to a form whose fields did not pass the contract's schema (400). */
function invalid(
  intent: ClientIntent,
  formData: FormData,
  fieldErrors: Record<string, string[] | null>,
  target?: string,
) {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([key, value]) => (value ? [[key, value]] : [])),
  );
  return data<ClientAnswer>(
    { intent, target, ok: false, message: 'Check the fields marked.', fieldErrors: errors, values: valuesOf(formData) },
    { status: 400 },
  );
}

/** `intent=create` of /admin/clients: adds a client and opens its page; 400 with the field errors, 409 for a taken name. */
export async function handleClientsAction(token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: clientInputSchema, error: clientErrorMap });
  if (submission.status !== 'success') return invalid('create', formData, submission.error ?? {});
  let documentId: string;
  try {
    documentId = await createClient(token, submission.value);
  } catch (error) {
    return refused('create', formData, error, 'Failed to add the client');
  }
  throw redirect(clientPath(documentId));
}

const contactTarget = z.object({ documentId: z.string().min(1) });

/**
 * The forms of a client's page: `rename` (name and website), `add-contact`, `update-contact` and `remove-contact`
 * (the contact's `documentId`). Answers `ClientAnswer`: 400 with the field errors, the CMS's status and message when
 * it refuses (409: the name or e-mail is another's).
 */
export async function handleClientAction(token: string, clientId: string, formData: FormData) {
  const sent = formData.get('intent');
  const intent = (typeof sent === 'string' ? sent : '') as ClientIntent;
  if (intent === 'rename') {
    const submission = parseWithZod(formData, { schema: clientInputSchema, error: clientErrorMap });
    if (submission.status !== 'success') return invalid(intent, formData, submission.error ?? {});
    try {
      await updateClient(token, clientId, submission.value);
      return { intent, ok: true, message: 'Saved. Its jobs show the new name.' } satisfies ClientAnswer;
    } catch (error) {
      return refused(intent, formData, error, 'Failed to save the client');
    }
  }
  if (intent === 'add-contact' || intent === 'update-contact') {
    const target =
      intent === 'update-contact' ? contactTarget.safeParse({ documentId: formData.get('documentId') }) : null;
    if (target && !target.success) return data({ intent, ok: false, message: 'Invalid request' }, { status: 400 });
    const documentId = target?.data?.documentId;
    const submission = parseWithZod(formData, { schema: clientContactInputSchema, error: clientErrorMap });
    if (submission.status !== 'success') return invalid(intent, formData, submission.error ?? {}, documentId);
    try {
      if (documentId) await updateClientContact(token, documentId, submission.value);
      else await addClientContact(token, clientId, submission.value);
      const message = documentId ? 'Contact saved' : `Contact added: ${submission.value.fullName}`;
      return { intent, target: documentId, ok: true, message } satisfies ClientAnswer;
    } catch (error) {
      return refused(intent, formData, error, 'Failed to save the contact', documentId);
    }
  }
  if (intent === 'remove-contact') {
    const target = contactTarget.safeParse({ documentId: formData.get('documentId') });
    if (!target.success) return data({ intent, ok: false, message: 'Invalid request' }, { status: 400 });
    try {
      await removeClientContact(token, target.data.documentId);
      return { intent, ok: true, message: 'Contact removed' } satisfies ClientAnswer;
    } catch (error) {
      return refused(intent, formData, error, 'Failed to remove the contact');
    }
  }
  return data<ClientAnswer>({ intent: 'rename', ok: false, message: 'Invalid request' }, { status: 400 });
}
