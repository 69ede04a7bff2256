import type { SwiperOptions } from 'swiper/types';

/** Spec §9: the theme's carousel default is one item, no loop, 400 ms speed, arrows and dots. */
export const CAROUSEL_DEFAULT: SwiperOptions = {
  slidesPerView: 1,
  loop: false,
  speed: 400,
  spaceBetween: 0,
};

/** The theme's product presets: up to 5 items on desktops, turning by themselves every few seconds. */
export function productCarousel(autoplayMs: 3000 | 5000): SwiperOptions {
  return {
    ...CAROUSEL_DEFAULT,
    // Turning a whole view at a time keeps the dots few (one per view, not one per product).
    slidesPerView: 2,
    slidesPerGroup: 2,
    spaceBetween: 12,
    breakpoints: {
      576: { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 16 },
      768: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 20 },
      992: { slidesPerView: 5, slidesPerGroup: 5, spaceBetween: 20 },
    },
    autoplay: { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: true },
  };
}

/** Autoplay is left out for people who asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
