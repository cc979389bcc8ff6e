import { Quote } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Testimonial } from '~/content/testimonials';
import { Button, TEXT_TARGET } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { AuthorAvatar } from './author-avatar';
import { FiveStars } from './stars';
import { isTruncated, SHOW_MORE_THRESHOLD, TESTIMONIALS_INITIAL_COUNT, truncateTestimonial } from './testimonial-text';
import { TitleAndText } from '~/components/ui/title-and-text';
import { cn } from '~/lib/cn';

/**
 * The testimonials grid of /testimonials (docs/000-product.md §2, §4, §9): 6 shown, all after 'Show More Reviews'
 * ('Show Less Reviews' goes back; the toggle exists only with more than 8); each card shows at most 100 characters, and
 * a truncated card opens the whole review in a modal (author, designation, content, five stars, Close). The whole card
 * is the click target (the button's overlay covers it); keyboard users reach the button itself.
 */
export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<Testimonial | null>(null);
  // The button that opened the modal gets focus back when it closes (Radix only does this for its own Trigger).
  const opener = useRef<HTMLButtonElement | null>(null);
  const hasToggle = testimonials.length > SHOW_MORE_THRESHOLD;
  // Without the toggle (8 or fewer), all are shown: a review nobody can reach would be lost.
  const visible = expanded || !hasToggle ? testimonials : testimonials.slice(0, TESTIMONIALS_INITIAL_COUNT);

  return (
    <>
      <ul id="testimonial-list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((testimonial) => {
          const truncated = isTruncated(testimonial.content);
          return (
            <li key={testimonial.author} data-testimonial="">
              <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm motion-safe:transition-shadow has-[button:hover]:shadow-md">
                <div className="flex items-center justify-between">
                  <FiveStars />
                  <Quote aria-hidden="true" className="size-8 text-brand-100" />
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>{truncated ? truncateTestimonial(testimonial.content) : testimonial.content}</p>
                </blockquote>
                {truncated ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen(testimonial);
                    }}
                    className={cn(
                      TEXT_TARGET,
                      "mt-3 self-start rounded text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600",
                    )}
                  >
                    Read full review<span className="sr-only"> by {testimonial.author}</span>
                  </button>
                ) : null}
                <footer className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-4">
                  <AuthorAvatar author={testimonial.author} image={testimonial.image} />
                  <TitleAndText title={testimonial.author} text={testimonial.designation} />
                </footer>
              </article>
            </li>
          );
        })}
      </ul>

      {hasToggle ? (
        <div className="mt-10 text-center">
          <Button
            variant="outline"
            size="lg"
            aria-expanded={expanded}
            aria-controls="testimonial-list"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show Less Reviews' : 'Show More Reviews'}
          </Button>
        </div>
      ) : null}

      <Dialog open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}>
        {open ? (
          <DialogContent
            closeLabel="Close review"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <div className="flex items-center gap-4 pr-8">
              <AuthorAvatar author={open.author} image={open.image} size="lg" />
              <div>
                <DialogTitle className="text-xl font-semibold text-slate-900">{open.author}</DialogTitle>
                <DialogDescription className="text-sm text-slate-600">{open.designation}</DialogDescription>
              </div>
            </div>
            <FiveStars className="mt-5" />
            <blockquote className="mt-3 leading-7 text-slate-700">
              <p>{open.content}</p>
            </blockquote>
            <DialogClose asChild>
              <Button className="mt-6 w-full sm:w-auto">Close</Button>
            </DialogClose>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
