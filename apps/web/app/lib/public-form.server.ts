import type { Submission, SubmissionResult } from '@conform-to/react';
import { allowSubmission, RATE_LIMIT_MESSAGE } from './rate-limit.server';
import { log } from './log.server';

/** What a public form gets back (the page action and the JSON endpoint alike), with the HTTP status. */
export interface PublicFormOutcome {
  result: SubmissionResult<string[]>;
  success: boolean;
  status: number;
}

/** A public form's body as read for `handlePublicForm`. */
export interface ReadForm {
  formData: FormData;
  /**
   * Set when the form was read only to be answered with this failure (the values typed are sent back; nothing is
   * sent on): the server cannot take it now.
   */
  refusal?: { message: string; status: number };
  /** Frees what reading held (temp files, a place in line); called once, when the answer is known. */
  release?(): Promise<void> | void;
}

interface PublicFormOptions<Value> {
  /** The form's check: its schema with its words (the same function the browser runs). */
  parse(formData: FormData): Submission<unknown, string[], Value>;
  /** Shown when the body cannot be read as a form. */
  unreadableMessage: string;
  /**
   * How the body is read; by default `request.formData()`, for forms of a few text fields (the body limit of
   * server/body-limit.ts keeps them small). A form with a file reads it to disk instead (lib/multipart.server.ts).
   * Throws when the body cannot be read as a form.
   */
  read?(request: Request): Promise<ReadForm>;
  /** Sends the form to the CMS: the checked values, and the form as it was read. */
  send(value: Value, formData: FormData): Promise<void>;
  /**
   * The message and status to answer when `send` throws; with `field`, the message is said on that field (a file the
   * CMS refused by its content) instead of above the form.
   */
  failure(error: unknown): { message: string; status: number; field?: string };
}

/**
 * The steps every public form POST goes through (docs/000-product.md §15), in order (the body's size is limited before,
 * by server/body-limit.ts): per-client rate limit, the body read once (`read`), the form's shared check (`parse`), the
 * honeypot (a filled `website` field is a bot: it is answered as a success and nothing is stored), then `send` with the
 * checked values and the form; what reading held is released at the end. Never throws: every outcome is a Conform
 * submission result with a status (400 unreadable or invalid, 429 rate limited, 200 honeypot, 201 sent, the `refusal`
 * of `read`, or what `failure` says).
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

  let form: ReadForm;
  try {
    form = options.read ? await options.read(request) : { formData: await request.formData() };
  } catch {
    return fail(400, options.unreadableMessage);
  }
  try {
    const submission = options.parse(form.formData);
    if (form.refusal) {
      const { message, status } = form.refusal;
      return { result: { ...submission.reply(), status: 'error', error: { '': [message] } }, success: false, status };
    }
    if (submission.status !== 'success') return { result: submission.reply(), success: false, status: 400 };
    if (submission.value.website) return { result: submission.reply({ resetForm: true }), success: true, status: 200 };

    try {
      await options.send(submission.value, form.formData);
      return { result: submission.reply({ resetForm: true }), success: true, status: 201 };
    } catch (error) {
      const { message, status, field } = options.failure(error);
      const reply = field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] };
      return { result: submission.reply(reply), success: false, status };
    }
  } finally {
    try {
      await form.release?.();
    } catch (error) {
      log.error({ err: error }, 'A form could not release what it held');
    }
  }
}
