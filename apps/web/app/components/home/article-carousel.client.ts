import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';

/**
 * Starts Embla (its framework-free core) on the home carousel's viewport, whose first child is the track and whose
 * track's children are the slides: the very elements the server rendered, so that a slide that has the focus keeps it
 * and a screen reader keeps its place when the script arrives (WCAG 2.4.3). Fetched only when the carousel comes near
 * the viewport (./use-carousel.ts).
 *
 * Before this runs the viewport is a plain `overflow: hidden` box, which the browser scrolls to show a slide focused
 * with Tab; Embla moves the track instead, so that scroll is undone and Embla goes to the position that shows the
 * focused slide.
 */
export function startCarousel(viewport: HTMLElement, options: EmblaOptionsType): EmblaCarouselType {
  const slides = viewport.firstElementChild ? [...viewport.firstElementChild.children] : [];
  const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
  viewport.scrollLeft = 0;
  const api = EmblaCarousel(viewport, options);
  if (focused > 0) {
    const position = api.internalEngine().slideRegistry.findIndex((group) => group.includes(focused));
    if (position >= 0) api.scrollTo(position, true);
  }
  return api;
}
