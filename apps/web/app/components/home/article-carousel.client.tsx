import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '~/components/ui/use-reduced-motion';
import { CarouselView, type ArticleSlide } from './article-carousel';
import { AUTO_ADVANCE_MS, EMBLA_DURATION, nextIndex, previousIndex, shouldAutoAdvance } from './carousel-layout';

/**
 * The moving part of the home page's article carousel (./article-carousel.tsx loads it when the carousel comes near
 * the viewport), built on Embla: Next moves one position and wraps to the start, Previous wraps to the end, dots
 * jump; it advances every 5000 ms when there are more articles than visible slots, with a transition of about
 * 500 ms, and pauses while hovered, while anything in it has keyboard focus, or when paused with its button. With
 * `prefers-reduced-motion: reduce` it neither advances on its own nor animates.
 */
export function InteractiveCarousel({ articles }: { articles: ArticleSlide[] }) {
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

  return (
    <CarouselView
      articles={articles}
      viewportRef={viewportRef}
      positions={positions}
      selected={selected}
      advancing={advancing}
      canAutoAdvance={canAutoAdvance}
      paused={paused}
      onPrevious={previous}
      onNext={next}
      onGoTo={goTo}
      onTogglePause={() => setPaused((value) => !value)}
      onHover={setHovered}
      onFocusWithin={setFocused}
    />
  );
}
