import { useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { AnswerMessage, useFocusInvalid } from '~/components/admin/answer-message';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import type { PlacementAnswer } from '../placements.server';

/**
 * One form of the offers and placements (docs/018-forms-and-focus.md): posted through its own fetcher to `action`
 * (the page's own by default), with `intent` and the `hidden` values; `children` get the field errors of a refused
 * answer (the first invalid field takes the focus), and the answer's message takes the focus otherwise (shown by the
 * caller, through the fetcher `fetcherKey`, when a success removes the form).
 */
export function AnswerForm({
  intent,
  action,
  hidden = {},
  submit,
  variant = 'primary',
  className = 'mt-3 grid gap-4 sm:grid-cols-2',
  fetcherKey,
  showAnswer = true,
  children,
}: {
  intent: string;
  action?: string;
  hidden?: Record<string, string>;
  submit: string;
  variant?: 'primary' | 'outline';
  className?: string;
  /** The fetcher's key, for a part that shows the answer itself (`showAnswer: false`) after the form is gone. */
  fetcherKey?: string;
  showAnswer?: boolean;
  children?: (errors: Record<string, string | undefined>) => ReactNode;
}) {
  const fetcher = useFetcher<PlacementAnswer>(fetcherKey ? { key: fetcherKey } : undefined);
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.state === 'idle' && fetcher.data?.intent === intent ? fetcher.data : null;
  useFocusInvalid(form, answer);
  const errors = Object.fromEntries(
    Object.entries(answer && !answer.ok ? (answer.fieldErrors ?? {}) : {}).map(([name, list]) => [name, list[0]]),
  );
  return (
    <div>
      <fetcher.Form ref={form} method="post" action={action} className={className}>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children?.(errors)}
        <div className="sm:col-span-2">
          <button
            type="submit"
            {...busyButtonProps(fetcher.state !== 'idle')}
            className={buttonClasses({ variant, size: 'sm' })}
          >
            {submit}
          </button>
        </div>
      </fetcher.Form>
      {showAnswer ? <AnswerMessage answer={answer && (answer.ok || !answer.fieldErrors) ? answer : null} /> : null}
    </div>
  );
}
