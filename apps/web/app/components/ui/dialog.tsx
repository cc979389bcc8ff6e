import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A modal dialog on Radix Dialog (the shadcn/ui pattern, STYLE 6): focus moves in and is trapped, Escape and a
 * click on the backdrop close it, and focus returns to where it was when it closes.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

/**
 * The backdrop and the centred panel with a close button (×, labelled `closeLabel`) in its corner.
 * With `title` (and optionally `description`) the panel gets a standard heading; without, the children bring
 * their own `DialogTitle`.
 */
export function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  title?: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}) {
  // Radix links aria-describedby to a Description; a titled dialog without one says so explicitly.
  const describedBy = title !== undefined && !description ? { 'aria-describedby': undefined } : {};
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-dialog-overlay="" className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        {...describedBy}
        {...props}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        {title !== undefined ? (
          <div className="pr-10">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
        ) : null}
        <div className={title !== undefined ? 'mt-4' : undefined}>{children}</div>
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
