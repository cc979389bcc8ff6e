import { useEffect, useRef, type RefObject } from 'react';
import { cn } from '~/lib/cn';

/**
 * The message of a staff form's answer (`{ ok, message }`), as a status that takes the focus when a new answer arrives
 * (docs/018-forms-and-focus.md: the button that sent the form may be gone, a status's buttons changing with it), unless
 * `keepFocus`. Kept in the page while empty (visually hidden), so that a screen reader knows the region. `answer` is
 * null while no answer of this form is shown.
 */
export function AnswerMessage({
  answer,
  keepFocus = false,
  className,
}: {
  answer: { ok: boolean; message: string } | null | undefined;
  keepFocus?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer && !keepFocus) ref.current?.focus();
  }, [answer, keepFocus]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={cn(
        'mt-3 rounded-sm text-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600',
        answer ? (answer.ok ? 'text-green-800' : 'text-red-700') : 'sr-only',
        className,
      )}
    >
      {answer?.message ?? ''}
    </p>
  );
}

/**
 * Gives the focus to the first control of `form` marked invalid (`aria-invalid`) when a new refused answer with field
 * errors arrives (with JavaScript; a page rendered by the server marks that control `autoFocus` instead).
 */
export function useFocusInvalid(
  form: RefObject<HTMLFormElement | null>,
  answer: { ok: boolean; fieldErrors?: Record<string, string[]> } | null | undefined,
): void {
  useEffect(() => {
    if (!answer || answer.ok || !answer.fieldErrors || Object.keys(answer.fieldErrors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer, form]);
}
