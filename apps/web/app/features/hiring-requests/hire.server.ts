import { HIRE_FAILURE_MESSAGE, RESUME_MAX_BYTES } from '@agency/contract';
import { data, type RouterContextProvider } from 'react-router';
import { ApiError, bodyFieldErrors, bodyMessage } from '~/lib/api-error';
import type { FormAnswer } from '~/lib/form-answer';
import { readStreamedForm, type FormLimits } from '~/lib/multipart.server';
import { submissionLanguage } from '~/i18n/submission-language.server';
import { handlePublicForm, type ReadForm } from '~/lib/public-form.server';
import { requestInfo } from '~/lib/request-info';
import { log } from '~/lib/log.server';
import { submitHiringRequest } from './api.server';
import { hireConstraint, parseHire } from './hire-schema';

/** What the /hire action answers to the form, with JavaScript (fetcher) and without alike. */
export type HireAnswer = FormAnswer<'hire'>;

/**
 * What the form may carry: the job description file, one byte past the resume's limit at most (the form's check then
 * refuses it with its size message), and the text fields (the countries the hire may live in are one field each, up to
 * the contract's 50), whose longest (the requirements, 5,000 characters) fits many times.
 */
const HIRE_LIMITS: FormLimits = { files: { jobDescription: RESUME_MAX_BYTES + 1 }, fields: 100, textBytes: 64 * 1024 };

/**
 * Reads the form as the apply form is read (lib/multipart.server.ts): the file into a temp file, deleted when the answer
 * is known, whatever it is. Hiring requests are few: no line of slots as the apply form's.
 * @throws when the body cannot be read as a form (after deleting the temp file).
 */
async function readHire(request: Request): Promise<ReadForm> {
  const form = await readStreamedForm(request, HIRE_LIMITS);
  return { formData: form.formData, release: () => form.dispose() };
}

/**
 * The file's refusal by the CMS (its content, which only the CMS reads, or its size: 413), said on the file's field;
 * null for any other failure.
 */
function fileRefusal(error: unknown): { message: string; status: number; field: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 413)) return null;
  if (error.status === 400 && !('jobDescription' in bodyFieldErrors(error.body))) return null;
  return { message: bodyMessage(error.body) ?? HIRE_FAILURE_MESSAGE, status: error.status, field: 'jobDescription' };
}

/**
 * The action of /hire: the steps of every public form (`handlePublicForm`: rate limit, the body read to disk, the shared
 * check, the honeypot), then `POST /api/hiring-requests` (with the job description file when one was chosen). A file
 * the CMS refuses (its content, its size) is said on the file's field, with its 400 or 413; any other CMS failure (a
 * refusal or no answer) gives `HIRE_FAILURE_MESSAGE` (502). The form keeps what was typed; success only when the CMS
 * stored the request. A file never goes back to the browser in the answer.
 */
export async function hireAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const clientIp = context.get(requestInfo).clientIp;
  const { status, ...outcome } = await handlePublicForm(request, clientIp, {
    parse: parseHire,
    unreadableMessage: HIRE_FAILURE_MESSAGE,
    read: readHire,
    send: async ({ website: _website, jobDescription, ...hiringRequest }) => {
      await submitHiringRequest(hiringRequest, jobDescription, clientIp, submissionLanguage(request));
    },
    failure: (error) => {
      const refused = fileRefusal(error);
      if (refused) return refused;
      log.error({ err: error }, 'Hiring request failed');
      return { message: HIRE_FAILURE_MESSAGE, status: 502 };
    },
  });
  const answer: HireAnswer = { form: 'hire', ...outcome, result: withoutFile(outcome.result) };
  return data(answer, { status });
}

/** Conform's reply without the file among its values (a file cannot be sent back; the field shows none). */
function withoutFile(result: HireAnswer['result']): HireAnswer['result'] {
  const values = result.initialValue;
  if (!values || !('jobDescription' in values)) return result;
  const { jobDescription: _file, ...rest } = values;
  return { ...result, initialValue: rest };
}

/** The loader of /hire: the form's field constraints. */
export function hireLoader() {
  return { hireConstraint: hireConstraint() };
}
