import { createContext, useContext, useRef } from 'react';

/**
 * Where the focus goes when a dialog closes (WCAG 2.4.3 Focus Order; docs/018-forms-and-focus.md). Radix gives the
 * focus back to a dialog's `Trigger`, but the staff dialogs are opened from state (a row's View, Edit or Delete
 * button sets which record is open), so Radix had nothing to give it back to and the focus fell to <body>. Every
 * dialog of components/ui therefore remembers the element that had the focus as it opened and gives the focus back
 * to it as it closes; when that element is gone (its row was deleted), disabled or hidden, to a fallback: the one
 * the dialog is given, else the nearest `FocusFallback` around it (a staff list's heading, an enclosing dialog's
 * title).
 */

/** Gives the element a closing dialog sends the focus to when its opener cannot take it, or null. */
export type FocusTarget = () => HTMLElement | null;

/** The fallback of the dialogs inside: a staff list provides its heading, a dialog its own title. */
export const FocusFallback = createContext<FocusTarget | null>(null);

/** What `firstFocusable` needs to know of a candidate (an HTMLElement in the browser). */
export interface FocusCandidate {
  isConnected: boolean;
  disabled?: boolean;
  closest(selector: string): unknown;
  getClientRects(): { length: number };
}

/**
 * The first candidate that can take the focus now: still in the document, not disabled, not inside an inert or
 * hidden part, and rendered (a box on the page); null when none can.
 */
export function firstFocusable<T extends FocusCandidate>(candidates: ReadonlyArray<T | null | undefined>): T | null {
  for (const candidate of candidates) {
    if (!candidate?.isConnected || candidate.disabled) continue;
    if (candidate.closest('[inert], [hidden]')) continue;
    if (candidate.getClientRects().length === 0) continue;
    return candidate;
  }
  return null;
}

/**
 * The `onOpenAutoFocus` and `onCloseAutoFocus` handlers of a Radix dialog's content. On open: remembers the focused
 * element, and focuses `initial()` instead of Radix's first focusable control when it gives one. On close: focuses
 * `prefer()` when it gives an element that can take the focus (a dialog that knows its opener's place, such as a list
 * row, found again after the list re-rendered or when the dialog opened from a link), else the remembered element, else
 * `fallback()`, else the context's `FocusFallback`; nothing when none can take it.
 */
export function useReturnFocus({
  initial,
  fallback,
  prefer,
}: { initial?: FocusTarget; fallback?: FocusTarget; prefer?: FocusTarget } = {}) {
  const opener = useRef<HTMLElement | null>(null);
  const outerFallback = useContext(FocusFallback);
  return {
    onOpenAutoFocus: (event: Event) => {
      // The page's <body> is no opener (a dialog open as the page loads, from a link): the fallback is the better place.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const first = initial?.();
      if (first) {
        event.preventDefault();
        first.focus();
      }
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // Radix calls this after the dialog has left the page (a timer after unmounting): the list behind is current.
      const target = firstFocusable<HTMLElement>([prefer?.(), opener.current, fallback?.(), outerFallback?.()]);
      target?.focus();
      opener.current = null;
    },
  };
}
