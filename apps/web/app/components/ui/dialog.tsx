import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { FocusFallback, useReturnFocus, type FocusTarget } from './return-focus';

/**
 * A modal dialog on Radix Dialog (the shadcn/ui pattern): focus moves in and is trapped, Escape and a
 * click on the backdrop close it, and focus returns to the element that had it when the dialog opened, with or
 * without a Trigger (`useReturnFocus`).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

/** The elements of an open dialog, Radix's and ours. */
const DIALOG_ROLES = '[role="dialog"], [role="alertdialog"]';

/**
 * The backdrop and the centred panel with a close button (×, labelled `closeLabel`) in its corner.
 * With `title` (and optionally `description`) the panel gets a standard heading; without, the children bring
 * their own `DialogTitle`. The focus goes in to the first control, or with `initialFocus="title"` to the heading (a
 * dialog whose first control acts at once, such as a status move, must not take a stray Enter); it comes back as
 * `useReturnFocus` says, to `returnFocus()` when the opener is gone. Dialogs opened inside fall back to the title.
 */
export function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  initialFocus = 'first',
  returnFocus,
  returnTo,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  title?: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  initialFocus?: 'first' | 'title';
  returnFocus?: FocusTarget;
  /** Where the focus goes on close before the opener (`useReturnFocus`'s `prefer`): the row the dialog belongs to. */
  returnTo?: FocusTarget;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusTitle = () => titleRef.current;
  const focus = useReturnFocus({
    initial: initialFocus === 'title' ? focusTitle : undefined,
    fallback: returnFocus,
    prefer: returnTo,
  });
  // Radix links aria-describedby to a Description; a titled dialog without one says so explicitly.
  const describedBy = title !== undefined && !description ? { 'aria-describedby': undefined } : {};
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-dialog-overlay="" className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        {...describedBy}
        {...props}
        // A caller's own handler runs first; preventing the default there replaces this one.
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (!event.defaultPrevented) focus.onOpenAutoFocus(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) focus.onCloseAutoFocus(event);
        }}
        ref={contentRef}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // A confirmation opened from this dialog (a status move's) closes alone: Radix listens for Escape only in the
          // top dialog, but a lower one whose render missed the change kept listening and, registered first, closed
          // too (seen under load in the focus tests). Marking the key handled keeps this one open; the confirmation,
          // which gets the same event, closes itself (ConfirmDialog).
          const pressedIn = event.target instanceof Element ? event.target.closest(DIALOG_ROLES) : null;
          if (pressedIn && pressedIn !== contentRef.current) event.preventDefault();
        }}
        className={cn(
          'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        {title !== undefined ? (
          <div className="pe-10">
            <DialogPrimitive.Title
              ref={titleRef}
              tabIndex={-1}
              className="rounded-sm text-lg font-semibold text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
        ) : null}
        {title !== undefined ? (
          <FocusFallback.Provider value={focusTitle}>
            <div className="mt-4">{children}</div>
          </FocusFallback.Provider>
        ) : (
          <div>{children}</div>
        )}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
