import { ChevronLeft, ChevronRight, Newspaper, Pause, Play } from 'lucide-react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageWithFallback } from '~/components/ui/image-with-fallback';
import { ContentText, useTextLang } from '~/i18n/content-language';
import { cn } from '~/lib/cn';
import type { ArticleSlide } from './article-carousel-states';
import { useCarousel } from './use-carousel';

/** A round button under the slides (Previous, Next, pause), named by `label` (its icon is hidden). */
function ControlButton({
  label,
  onClick,
  disabled,
  className,
  children,
}: {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** What the carousel shows at a given moment, and what its controls do (./use-carousel.ts drives it). */
export interface CarouselViewProps {
  articles: ArticleSlide[];
  viewportRef?: Ref<HTMLDivElement>;
  /** Scroll positions (0 until Embla has measured them: no dots, Previous and Next disabled). */
  positions: number;
  selected: number;
  advancing: boolean;
  /** Whether the slide show may run at all (the pause button shows only then). */
  canAutoAdvance: boolean;
  paused: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
  onGoTo?: (index: number) => void;
  onTogglePause?: () => void;
  onHover?: (hovered: boolean) => void;
  onFocusWithin?: (focused: boolean) => void;
}

/**
 * The carousel's markup (docs/000-product.md §2 "Carousel"): slides laid out by CSS (1 below 768 px, 2 from 768 px, 3
 * from 1280 px), so that the server-rendered page is right before any script runs, then Previous, the dots, Next and
 * the pause button.
 */
export function CarouselView({
  articles,
  viewportRef,
  positions,
  selected,
  advancing,
  canAutoAdvance,
  paused,
  onPrevious,
  onNext,
  onGoTo,
  onTogglePause,
  onHover,
  onFocusWithin,
}: CarouselViewProps) {
  const { t } = useTranslation();
  // Keyboard focus pauses; a mouse click on a control (focus without :focus-visible) does not keep it paused.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.matches(':focus-visible')) onFocusWithin?.(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocusWithin?.(false);
  };
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      data-auto-advance={advancing ? 'on' : 'off'}
      onMouseEnter={() => onHover?.(true)}
      onMouseLeave={() => onHover?.(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* The padding, given back by the negative margin, leaves room for a slide's focus ring (2 px, 2 px off the
          card), which the clipping would otherwise cut to its corners; Embla measures the track, not this box. */}
      <div ref={viewportRef} className="-m-2 overflow-hidden p-2">
        <div className="-ms-6 flex touch-pan-y">
          {articles.map((article, index) => (
            <div
              key={article.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.position', { position: index + 1, count: articles.length })}
              data-carousel-slide=""
              className="min-w-0 shrink-0 grow-0 basis-full ps-6 md:basis-1/2 xl:basis-1/3"
            >
              <ArticleCard article={article} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ControlButton
          label={t('home.carousel.previous')}
          onClick={onPrevious}
          disabled={positions <= 1}
          className="order-2 sm:order-1"
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ControlButton>
        <div
          role="group"
          aria-label={t('home.carousel.choose')}
          className="order-1 flex w-full flex-wrap justify-center sm:order-2 sm:w-auto"
        >
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => onGoTo?.(index)}
              aria-label={t('home.carousel.goTo', { position: index + 1 })}
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
        <ControlButton label={t('home.carousel.next')} onClick={onNext} disabled={positions <= 1} className="order-3">
          <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ControlButton>
        {canAutoAdvance ? (
          <ControlButton
            label={paused ? t('home.carousel.start') : t('home.carousel.stop')}
            onClick={onTogglePause}
            className="order-4"
          >
            {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </ControlButton>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The home page's article carousel (docs/000-product.md §2 "Carousel", §9). The server and the first render in the
 * browser show its markup; what moves it (./use-carousel.ts) starts on those same elements once the carousel comes near
 * the viewport, so a slide that has the focus when the script arrives keeps it.
 */
export function ArticleCarousel({ articles }: { articles: ArticleSlide[] }) {
  const carousel = useCarousel(articles.length);
  return <CarouselView articles={articles} {...carousel} />;
}

function ArticleCard({ article }: { article: ArticleSlide }) {
  const textLang = useTextLang(article.language);
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
        <h3 {...textLang} className="mt-2 text-lg font-semibold leading-snug text-slate-900 group-hover:text-brand-800">
          <ContentText language={article.language}>{article.title}</ContentText>
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

/** What a card shows when its cover is missing or broken (docs/000-product.md §8 "Broken cover image falls back to a placeholder"). */
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
