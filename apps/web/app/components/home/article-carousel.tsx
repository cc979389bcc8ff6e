import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Newspaper, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '~/components/ui/image-with-fallback';
import { Spinner } from '~/components/ui/spinner';
import { useReducedMotion } from '~/components/ui/use-reduced-motion';
import { cn } from '~/lib/cn';
import { AUTO_ADVANCE_MS, EMBLA_DURATION, nextIndex, previousIndex, shouldAutoAdvance } from './carousel-layout';

/** One article as a carousel card shows it (spec §2: cover thumbnail, category, title, date; opens /blog/{slug}). */
export interface ArticleSlide {
  slug: string;
  title: string;
  category: string;
  /** Display date, e.g. "Nov 19, 2026"; null for none. */
  date: string | null;
  /** ISO timestamp for <time dateTime>. */
  dateTime: string | null;
  /** Site-relative cover thumbnail (served through /uploads), or null. */
  imageUrl: string | null;
}

export const ARTICLES_ERROR_MESSAGE = 'Failed to fetch articles';

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40';

/**
 * The home page's article carousel (spec §2 "Carousel", §9), built on Embla:
 * 1 slide below 768 px, 2 from 768 px, 3 from 1280 px (slide widths in CSS, so the server-rendered page is laid out
 * right before JavaScript runs); Next moves one position and wraps to the start, Previous wraps to the end, dots
 * jump; it advances every 5000 ms when there are more articles than visible slots, with a transition of about
 * 500 ms, and pauses while hovered, while anything in it has focus, or when paused with its button. With
 * `prefers-reduced-motion: reduce` it neither advances on its own nor animates.
 */
export function ArticleCarousel({ articles }: { articles: ArticleSlide[] }) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 0 : EMBLA_DURATION,
  });
  const [selected, setSelected] = useState(0);
  const [positions, setPositions] = useState(0);
  const [width, setWidth] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setPositions(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
      setWidth(window.innerWidth);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const next = useCallback(() => {
    if (api) api.scrollTo(nextIndex(api.selectedScrollSnap(), api.scrollSnapList().length));
  }, [api]);
  const previous = useCallback(() => {
    if (api) api.scrollTo(previousIndex(api.selectedScrollSnap(), api.scrollSnapList().length));
  }, [api]);

  const canAutoAdvance = width !== null && shouldAutoAdvance(articles.length, width, reducedMotion);
  const advancing = canAutoAdvance && !paused && !hovered && !focused;
  // Restarted on every change of position, so a manual move gives the visitor a full interval.
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(next, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [advancing, next, selected]);

  // Keyboard focus pauses; a mouse click on a control (focus without :focus-visible) does not keep it paused.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Latest articles"
      data-auto-advance={advancing ? 'on' : 'off'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {articles.map((article, index) => (
            <div
              key={article.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${articles.length}`}
              data-carousel-slide=""
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 xl:basis-1/3"
            >
              <ArticleCard article={article} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={previous}
          disabled={positions <= 1}
          aria-label="Previous slide"
          className={cn(controlClass, 'order-2 sm:order-1')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div
          role="group"
          aria-label="Choose slide"
          className="order-1 flex w-full flex-wrap justify-center sm:order-2 sm:w-auto"
        >
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full motion-safe:transition-all',
                  index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={next}
          disabled={positions <= 1}
          aria-label="Next slide"
          className={cn(controlClass, 'order-3')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {canAutoAdvance ? (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            className={cn(controlClass, 'order-4')}
          >
            {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function ArticleCard({ article }: { article: ArticleSlide }) {
  return (
    <Link
      to={`/blog/${article.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-safe:transition-shadow"
    >
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        <ImageWithFallback
          src={article.imageUrl}
          alt=""
          loading="lazy"
          width={640}
          height={360}
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
          fallback={<CoverPlaceholder />}
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{article.category}</p>
        <h3 className="mt-2 text-lg font-semibold leading-snug text-slate-900 group-hover:text-brand-800">
          {article.title}
        </h3>
        {article.date ? (
          <p className="mt-auto pt-4 text-sm text-slate-600">
            <time dateTime={article.dateTime ?? undefined}>{article.date}</time>
          </p>
        ) : null}
      </div>
    </Link>
  );
}

/** What a card shows when its cover is missing or broken (spec §8 "Broken cover image falls back to a placeholder"). */
function CoverPlaceholder() {
  return (
    <div
      data-cover-placeholder=""
      aria-hidden="true"
      className="flex size-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-brand-400"
    >
      <Newspaper className="size-12" />
    </div>
  );
}

/** The carousel while the articles are on their way (spec §4 "Article carousel: loading"). */
export function ArticleCarouselLoading() {
  return (
    <div>
      <Spinner label="Loading articles..." />
      <div aria-hidden="true" className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={cn(
              'h-80 rounded-2xl bg-slate-100 motion-safe:animate-pulse',
              index > 0 && 'hidden md:block',
              index > 1 && 'md:hidden xl:block',
            )}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The error state (spec §8 "Home articles fetch: 'Failed to fetch articles' (or the thrown message), shown in red;
 * carousel hidden"): the spec's message, and the thrown one under it when there is a different one.
 */
export function ArticleCarouselError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-700">
      <p className="font-semibold">{ARTICLES_ERROR_MESSAGE}</p>
      {message && message !== ARTICLES_ERROR_MESSAGE ? <p className="mt-1 text-sm">{message}</p> : null}
    </div>
  );
}
