import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { allowSubmission, RATE_LIMIT_MESSAGE } from './rate-limit.server';

/** What a public form gets back (the page action and the JSON endpoint alike), with the HTTP status. */
export interface PublicFormOutcome {
  result: SubmissionResult<string[]>;
  success: boolean;
  status: number;
}

interface PublicFormOptions<Schema extends z.ZodType> {
  schema: Schema;
  /** Shown when the body cannot be read as a form. */
  unreadableMessage: string;
  /** Sends the validated values to the CMS. */
  send(value: z.output<Schema>): Promise<void>;
  /** The message and status to answer when `send` throws. */
  failure(error: unknown): { message: string; status: number };
}

/**
 * The steps every public form POST goes through (DESIGN §6), in order (the body's size is limited before, by
 * server/body-limit.ts): per-client rate limit, the form's
 * shared zod schema, the honeypot (a filled `website` field is a bot: it is answered as a success and nothing is
 * stored), then `send`. Never throws: every outcome is a Conform submission result with a status
 * (400 invalid, 429 rate limited, 200 honeypot, 201 sent, or what `failure` says).
 */
export async function handlePublicForm<Schema extends z.ZodType<{ website?: string }>>(
  request: Request,
  clientIp: string,
  options: PublicFormOptions<Schema>,
): Promise<PublicFormOutcome> {
  const fail = (status: number, message: string): PublicFormOutcome => ({
    result: { status: 'error', error: { '': [message] } },
    success: false,
    status,
  });

  if (!(await allowSubmission(clientIp))) return fail(429, RATE_LIMIT_MESSAGE);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return fail(400, options.unreadableMessage);
  }
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== 'success') return { result: submission.reply(), success: false, status: 400 };
  if (submission.value.website) return { result: submission.reply({ resetForm: true }), success: true, status: 200 };

  try {
    await options.send(submission.value);
    return { result: submission.reply({ resetForm: true }), success: true, status: 201 };
  } catch (error) {
    const { message, status } = options.failure(error);
    return { result: submission.reply({ formErrors: [message] }), success: false, status };
  }
}
