import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '~/components/ui/use-reduced-motion';
import {
  AUTO_ADVANCE_MS,
  EMBLA_DURATION,
  emblaDirection,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
} from './carousel-layout';

/**
 * What moves the home page's article carousel (docs/000-product.md §2 "Carousel", §9), for ./article-carousel.tsx: a
 * callback ref for its viewport and the state and handlers of its controls.
 *
 * Embla is fetched only when the viewport comes within 400 px of the screen (docs/008-public-pages-at-static-speed.md:
 * a visitor who does not scroll that far never downloads it) and then started on the server-rendered elements, which
 * stay in place (./article-carousel.client.ts). Next moves one position and wraps to the start, Previous wraps to the
 * end, dots jump; it advances every 5000 ms when there are more articles than visible slots, with a transition of about
 * 500 ms, and pauses while hovered, while anything in it has keyboard focus, or when paused with its button. With
 * `prefers-reduced-motion: reduce` it neither advances on its own nor animates. It runs in the direction the viewport is
 * laid out in (right to left in an Arabic page, `emblaDirection`), and turns round when the page's `dir` changes.
 */
export function useCarousel(articleCount: number) {
  const reducedMotion = useReducedMotion();
  const duration = reducedMotion ? 0 : EMBLA_DURATION;
  // The duration Embla starts with, once its module is in (kept current by the effect below).
  const startDuration = useRef(duration);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [positions, setPositions] = useState(0);
  const [width, setWidth] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!viewport || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, near]);

  useEffect(() => {
    if (!viewport || !near) return;
    let started: EmblaCarouselType | null = null;
    let cancelled = false;
    void import('./article-carousel.client').then(({ startCarousel }) => {
      if (cancelled) return;
      started = startCarousel(viewport, {
        align: 'start',
        containScroll: 'trimSnaps',
        duration: startDuration.current,
        direction: emblaDirection(getComputedStyle(viewport).direction),
      });
      setApi(started);
    });
    return () => {
      cancelled = true;
      started?.destroy();
      setApi(null);
    };
  }, [viewport, near]);

  // A change of language may change the page's `dir` without a new carousel: Embla then starts again the other way.
  useEffect(() => {
    if (!api || !viewport) return;
    const observer = new MutationObserver(() => {
      const direction = emblaDirection(getComputedStyle(viewport).direction);
      if (api.internalEngine().options.direction !== direction) api.reInit({ direction });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
    return () => observer.disconnect();
  }, [api, viewport]);

  useEffect(() => {
    startDuration.current = duration;
    if (api && api.internalEngine().options.duration !== duration) api.reInit({ duration });
  }, [api, duration]);

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

  const canAutoAdvance = width !== null && shouldAutoAdvance(articleCount, width, reducedMotion);
  const advancing = canAutoAdvance && !paused && !hovered && !focused;
  // Restarted on every change of position, so a manual move gives the visitor a full interval.
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(next, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [advancing, next, selected]);

  return {
    viewportRef: setViewport,
    positions,
    selected,
    advancing,
    canAutoAdvance,
    paused,
    onPrevious: previous,
    onNext: next,
    onGoTo: goTo,
    onTogglePause: () => setPaused((value) => !value),
    onHover: setHovered,
    onFocusWithin: setFocused,
  };
}
