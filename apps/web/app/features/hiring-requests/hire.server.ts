import { HIRE_FAILURE_MESSAGE } from '@agency/contract';
import { data, type RouterContextProvider } from 'react-router';
import type { FormAnswer } from '~/lib/form-answer';
import { handlePublicForm } from '~/lib/public-form.server';
import { requestInfo } from '~/lib/request-info';
import { log } from '~/lib/log.server';
import { submitHiringRequest } from './api.server';
import { hireConstraint, parseHire } from './hire-schema';

/** What the /hire action answers to the form, with JavaScript (fetcher) and without alike. */
export type HireAnswer = FormAnswer<'hire'>;

/**
 * The action of /hire: the steps of every public form (`handlePublicForm`: rate limit, the shared check, the honeypot),
 * then `POST /api/hiring-requests`. Any CMS failure (a refusal or no answer) gives `HIRE_FAILURE_MESSAGE` (502) and the
 * form keeps what was typed; success only when the CMS stored the request.
 */
export async function hireAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const clientIp = context.get(requestInfo).clientIp;
  const { status, ...outcome } = await handlePublicForm(request, clientIp, {
    parse: parseHire,
    unreadableMessage: HIRE_FAILURE_MESSAGE,
    send: async ({ website: _website, ...hiringRequest }) => {
      await submitHiringRequest(hiringRequest, clientIp);
    },
    failure: (error) => {
      log.error({ err: error }, 'Hiring request failed');
      return { message: HIRE_FAILURE_MESSAGE, status: 502 };
    },
  });
  const answer: HireAnswer = { form: 'hire', ...outcome };
  return data(answer, { status });
}

/** The loader of /hire: the form's field constraints. */
export function hireLoader() {
  return { hireConstraint: hireConstraint() };
}
