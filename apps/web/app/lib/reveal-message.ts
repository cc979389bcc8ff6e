import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings a form's answer to where the visitor is looking: focus moves to the message (a screen reader reads it, the
 * next Tab continues from it) and the page scrolls it into view only if it is not in view already. The sticky header
 * is kept clear by the message's own `scroll-margin-top` (`scroll-mt-24`). The element needs `tabIndex={-1}`.
 * Smooth unless the visitor asked for reduced motion.
 */
export function revealMessage(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * Reveals (`revealMessage`) the message of a public form's answer each time a new answer is shown: `answer` is the
 * answer on screen (a new object for each reply of the server, undefined while sending or once dismissed) and
 * `message` the element showing it, when it has one. Typing never produces an answer, so it never moves the focus
 * (docs/018-forms-and-focus.md). An answer the page came with (a submit without JavaScript) is not revealed here:
 * its message takes the focus with `autoFocus`.
 */
export function useRevealAnswer(answer: unknown, message: RefObject<HTMLElement | null>): void {
  const revealed = useRef(answer);
  useEffect(() => {
    if (answer === revealed.current) return;
    revealed.current = answer;
    if (answer !== undefined && message.current) revealMessage(message.current);
  }, [answer, message]);
}
