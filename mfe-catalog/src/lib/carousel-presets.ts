import type { SwiperOptions } from 'swiper/types';

/** What every carousel of the catalog tells swiper (src/lib/use-lazy-swiper.ts adds the rest). */
export type CarouselOptions = Pick<
  SwiperOptions,
  'slidesPerView' | 'loop' | 'speed' | 'watchSlidesProgress' | 'a11y'
>;

/**
 * Spec §9: the theme's carousel default is one item, no loop, 400 ms speed, arrows and dots.
 * How many items a view shows is set by CSS (slide widths per breakpoint in home.css: one by
 * default), so the slides have their size before the script runs and nothing moves when swiper
 * starts: swiper measures them ('auto') and turns one whole view at a time.
 */
export const CAROUSEL_DEFAULT: CarouselOptions = {
  slidesPerView: 'auto',
  loop: false,
  speed: 400,
  // Swiper's keyboard and screen-reader module turns to a slide that the keyboard's focus enters
  // unless it is already in view; it knows which are only while it tracks their progress.
  watchSlidesProgress: true,
  // The slides' names ('3 / 12') are in the server's HTML already (carousel.tsx); swiper keeps
  // them. Its live region stays quiet while the row turns by itself.
  a11y: { enabled: true },
};

/**
 * The theme's product presets: 2, 3, 4 and 5 items from 0, 576, 768 and 992 px (the widths are in
 * home.css, `.cat-slider-products`), a whole view turned at a time, turning by themselves every few
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
