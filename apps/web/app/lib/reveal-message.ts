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
