import type { EmblaOptionsType } from 'embla-carousel';

export type CarouselOptions = EmblaOptionsType;

/**
 * Embla's `duration` is not in milliseconds: it is the stiffness of a spring that runs at 60 steps a
 * second. At 18 a turn has covered 99% of its way after 24 steps (400 ms) and does not overshoot
 * visibly (less than 0.2%); the default 25 needs about 700 ms for the same.
 */
const DURATION_400_MS = 18;

/**
 * Spec §9: the theme's carousel default is one item, no loop, 400 ms speed, arrows and dots.
 * How many items a view shows is set by CSS (slide widths per breakpoint in home.css), so the slides
 * have their size before the script runs and nothing moves when the carousel starts.
 */
export const CAROUSEL_DEFAULT: CarouselOptions = {
  loop: false,
  duration: DURATION_400_MS,
  align: 'start',
  containScroll: 'trimSnaps',
  // One snap (and one dot) per view: as many slides as fit are turned at once.
  slidesToScroll: 'auto',
};

/**
 * The theme's product presets: 2, 3, 4 and 5 items from 0, 576, 768 and 992 px (the widths are in
 * home.css, `.cat-embla-products`), a whole view turned at a time, turning by themselves every few
 * seconds: paused while the pointer is over the row, stopped for good once the shopper uses it.
 */
export interface ProductCarouselPreset {
  options: CarouselOptions;
  autoplayMs: 3000 | 5000;
}

export function productCarousel(autoplayMs: 3000 | 5000): ProductCarouselPreset {
  return { options: CAROUSEL_DEFAULT, autoplayMs };
}

/** Autoplay is left out for people who asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
