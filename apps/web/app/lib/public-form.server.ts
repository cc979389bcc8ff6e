import type { Submission, SubmissionResult } from '@conform-to/react';
import { allowSubmission, RATE_LIMIT_MESSAGE } from './rate-limit.server';

/** What a public form gets back (the page action and the JSON endpoint alike), with the HTTP status. */
export interface PublicFormOutcome {
  result: SubmissionResult<string[]>;
  success: boolean;
  status: number;
}

/**
 * A form's body as the browser sent it: its bytes and its `Content-Type` (for multipart, with the boundary the
 * bytes are split by), for a handler that forwards the form unchanged.
 */
export interface RawFormBody {
  bytes: ArrayBuffer;
  contentType: string;
}

interface PublicFormOptions<Value> {
  /** The form's check: its schema with its words (the same function the browser runs). */
  parse(formData: FormData): Submission<unknown, string[], Value>;
  /** Shown when the body cannot be read as a form. */
  unreadableMessage: string;
  /** Sends the form to the CMS: the validated values, or the body as it arrived (`body`) when that will do. */
  send(value: Value, body: RawFormBody): Promise<void>;
  /** The message and status to answer when `send` throws. */
  failure(error: unknown): { message: string; status: number };
}

/**
 * The steps every public form POST goes through (DESIGN §6), in order (the body's size is limited before, by
 * server/body-limit.ts): per-client rate limit, the body read once into memory, a copy of it decoded for the form's
 * shared check (`parse`), the honeypot (a filled `website` field is a bot: it is answered as a success and nothing is
 * stored), then `send` with the checked values and the body's bytes. Never throws: every outcome is a Conform
 * submission result with a status (400 unreadable or invalid, 429 rate limited, 200 honeypot, 201 sent, or what
 * `failure` says).
 */
export async function handlePublicForm<Value extends { website?: string }>(
  request: Request,
  clientIp: string,
  options: PublicFormOptions<Value>,
): Promise<PublicFormOutcome> {
  const fail = (status: number, message: string): PublicFormOutcome => ({
    result: { status: 'error', error: { '': [message] } },
    success: false,
    status,
  });

  if (!(await allowSubmission(clientIp))) return fail(429, RATE_LIMIT_MESSAGE);

  let body: RawFormBody;
  let formData: FormData;
  try {
    body = { bytes: await request.arrayBuffer(), contentType: request.headers.get('content-type') ?? '' };
    // A Response over the bytes decodes them as `request.formData()` would, and leaves `body` as it arrived.
    formData = await new Response(body.bytes, { headers: { 'content-type': body.contentType } }).formData();
  } catch {
    return fail(400, options.unreadableMessage);
  }
  const submission = options.parse(formData);
  if (submission.status !== 'success') return { result: submission.reply(), success: false, status: 400 };
  if (submission.value.website) return { result: submission.reply({ resetForm: true }), success: true, status: 200 };

  try {
    await options.send(submission.value, body);
    return { result: submission.reply({ resetForm: true }), success: true, status: 201 };
  } catch (error) {
    const { message, status } = options.failure(error);
    return { result: submission.reply({ formErrors: [message] }), success: false, status };
  }
}
