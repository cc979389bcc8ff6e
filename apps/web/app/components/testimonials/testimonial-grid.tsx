import { Quote } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '~/content/testimonials';
import { Button, TEXT_TARGET } from '~/components/ui/button';
import { AuthorAvatar } from './author-avatar';
import { FiveStars } from './stars';
import { isTruncated, SHOW_MORE_THRESHOLD, TESTIMONIALS_INITIAL_COUNT, truncateTestimonial } from './testimonial-text';
import { TitleAndText } from '~/components/ui/title-and-text';
import { cn } from '~/lib/cn';

/** The review dialog's module (Radix's Dialog, 10 kB): fetched when a visitor points at or focuses a review's button. */
const loadReviewDialog = () => import('./review-dialog');
const ReviewDialog = lazy(async () => ({ default: (await loadReviewDialog()).ReviewDialog }));

/**
 * The testimonials grid of /testimonials (docs/000-product.md §2, §4, §9): 6 shown, all after 'Show More Reviews'
 * ('Show Less Reviews' goes back; the toggle exists only with more than 8); each card shows at most 100 characters, and
 * a truncated card opens the whole review in a modal (author, designation, content, five stars, Close). The whole card
 * is the click target (the button's overlay covers it); keyboard users reach the button itself. The modal's code
 * comes when it is first about to be needed (docs/020-node-24.md "Lighter public pages").
 */
export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation();
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
                <blockquote lang="en" dir="ltr" className="mt-4 flex-1 text-slate-700">
                  <p>{truncated ? truncateTestimonial(testimonial.content) : testimonial.content}</p>
                </blockquote>
                {truncated ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onPointerEnter={() => void loadReviewDialog()}
                    onFocus={() => void loadReviewDialog()}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen(testimonial);
                    }}
                    className={cn(
                      TEXT_TARGET,
                      "mt-3 self-start rounded text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600",
                    )}
                  >
                    {t('testimonials.readFull')}
                    <span className="sr-only">{t('testimonials.readFullBy', { author: testimonial.author })}</span>
                  </button>
                ) : null}
                <footer className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-4">
                  <AuthorAvatar author={testimonial.author} image={testimonial.image} />
                  <TitleAndText
                    title={testimonial.author}
                    text={
                      <span lang="en" dir="ltr">
                        {testimonial.designation}
                      </span>
                    }
                  />
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
            {expanded ? t('testimonials.showLess') : t('testimonials.showMore')}
          </Button>
        </div>
      ) : null}

      {open ? (
        <Suspense fallback={null}>
          <ReviewDialog testimonial={open} onClose={() => setOpen(null)} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
