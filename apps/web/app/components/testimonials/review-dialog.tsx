import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '~/content/testimonials';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { AuthorAvatar } from './author-avatar';
import { FiveStars } from './stars';

/**
 * A whole review in a modal (docs/000-product.md §4 "Testimonials"): author, designation, content, five stars, Close.
 * Open while it is rendered; Escape, the backdrop and Close call `onClose`; once closed, the focus goes back to
 * `opener`, the button that opened it (Radix does that only for its own Trigger). A module of its own:
 * testimonial-grid.tsx loads it lazily.
 */
export function ReviewDialog({
  testimonial,
  onClose,
  opener,
}: {
  testimonial: Testimonial;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('testimonials.closeReview')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className="flex items-center gap-4 pe-8">
          <AuthorAvatar author={testimonial.author} image={testimonial.image} size="lg" />
          <div>
            <DialogTitle className="text-xl font-semibold text-slate-900">{testimonial.author}</DialogTitle>
            <DialogDescription className="text-sm text-slate-600">
              <span lang="en" dir="ltr">
                {testimonial.designation}
              </span>
            </DialogDescription>
          </div>
        </div>
        <FiveStars className="mt-5" />
        <blockquote lang="en" dir="ltr" className="mt-3 leading-7 text-slate-700">
          <p>{testimonial.content}</p>
        </blockquote>
        <DialogClose asChild>
          <Button className="mt-6 w-full sm:w-auto">{t('testimonials.close')}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
