import type { SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { useFetcher } from 'react-router';

/**
 * What a page action answers to one of the public forms posted through a fetcher (the contact form, the job alert
 * form), with JavaScript and without alike. `form` names the form, so that a page with several tells them apart.
 */
export interface FormAnswer<Form extends string> {
  form: Form;
  result: SubmissionResult<string[]>;
  success: boolean;
}

/** True for `form`'s answer (a page's action data may be another form's). */
export function isFormAnswer<Form extends string>(value: unknown, form: Form): value is FormAnswer<Form> {
  return Boolean(value && typeof value === 'object' && (value as { form?: unknown }).form === form);
}

/**
 * The answer a public form shows: its fetcher's (with JavaScript) or the page's `actionResult` (without). None while
 * it sends, and the previous one is gone from the moment a new submit starts, also one the browser-side check stops
 * (docs/000-product.md §4: the status resets on each new submit): call `dismiss` when the form is submitted.
 */
export function useFormAnswer<Form extends string>(form: Form, actionResult: unknown) {
  const fetcher = useFetcher<FormAnswer<Form>>();
  const sending = fetcher.state !== 'idle';
  const answer = isFormAnswer(fetcher.data, form)
    ? fetcher.data
    : isFormAnswer(actionResult, form)
      ? actionResult
      : undefined;
  const [dismissed, setDismissed] = useState<FormAnswer<Form> | undefined>(undefined);
  const shown = sending || answer === dismissed ? undefined : answer;
  return { fetcher, sending, answer, shown, dismiss: () => setDismissed(answer) };
}

/**
 * The `clientAction` of a page with a public form named `form`: runs the page's server action and turns a request that
 * never got an answer (offline, server down) into `message` on the form (docs/000-product.md §8: "non-ok or network")
 * instead of the error screen.
 */
export async function publicFormClientAction<Form extends string>(
  form: Form,
  message: string,
  serverAction: () => Promise<unknown>,
): Promise<unknown> {
  try {
    return await serverAction();
  } catch (error) {
    console.error('A form could not reach the server:', error);
    const answer: FormAnswer<Form> = { form, success: false, result: { status: 'error', error: { '': [message] } } };
    return answer;
  }
}
