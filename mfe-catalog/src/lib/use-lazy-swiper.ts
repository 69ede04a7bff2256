import type { Swiper as SwiperType } from 'swiper';
import type { AutoplayOptions } from 'swiper/types';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, type CarouselOptions } from './carousel-presets';
import { inIdleTask } from './idle';
import type * as SwiperModules from './swiper-modules';

let modules: Promise<typeof SwiperModules> | undefined;

/**
 * Swiper, its modules and its CSS, fetched once for every carousel on the page, under one name
 * ("swiper"; webpack puts the library's own code in a file beside it, asked for at the same time),
 * so tests can hold it back to see the rows without it.
 */
function loadSwiper() {
  modules ??= import(/* webpackChunkName: "swiper" */ './swiper-modules');
  return modules;
}

/** How close to the screen a row comes before swiper is fetched for it. */
const NEAR_SCREEN = '200px';

/**
 * How many slides a view shows, as home.css sets it per breakpoint (it sizes the slides with it):
 * read from the carousel whenever swiper measures, so a turn moves one whole view at every width.
 */
const PER_VIEW_PROPERTY = '--cat-slider-per-view';

function slidesPerView(viewport: HTMLElement): number {
  const perView = Number.parseInt(getComputedStyle(viewport).getPropertyValue(PER_VIEW_PROPERTY), 10);
  return perView > 0 ? perView : 1;
}

/** Resolves once `element` comes within NEAR_SCREEN of the screen; `stop` ends the watch. */
function nearScreen(element: HTMLElement, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    stop.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * Resolves at the first sign the shopper reaches for the carousel: the pointer over it or pressing
 * on it, a touch, or the keyboard's focus inside it. Listens on the carousel's root (the viewport's
 * parent, which holds its buttons too).
 */
function firstReach(viewport: HTMLElement, stop: AbortSignal): Promise<void> {
  const root = viewport.parentElement ?? viewport;
  return new Promise((resolve) => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
      root.addEventListener(type, () => resolve(), { once: true, passive: true, signal: stop });
  });
}

/** When a carousel starts swiper: once it comes near the screen, or only once the shopper reaches for it. */
export type SwiperStart = 'near-screen' | 'on-reach';

/**
 * Swiper, fetched and started only once the page's first view is drawn: the slides are laid out
 * by CSS (home.css) and show without it, so neither the server's HTML nor the first paint pays
 * for its script or its measurements. A row that starts by itself (`near-screen`) waits until it
 * comes near the screen (a phone's rows below the fold neither fetch, measure nor turn unseen)
 * and then for an idle moment (which comes only after the browser has drawn), each row in an idle
 * task of its own. A carousel that does nothing by itself (no autoplay) may wait instead until the
 * shopper reaches for it (`on-reach`): the home page's hero, on the screen from the start, then
 * costs its first load nothing. Until then, and for good if the script cannot be fetched, the row
 * stands still with its first view showing.
 *
 * The options and the autoplay delay are read once, when the carousel starts: every carousel of
 * the catalog has fixed presets. Autoplay is left out then for people who asked their system for
 * less motion (a thing only the browser knows, so the server's HTML is the same for all).
 */
export function useLazySwiper(
  options: CarouselOptions,
  autoplayMs: number | undefined,
  start: SwiperStart = 'near-screen',
): [(viewport: HTMLElement | null) => void, SwiperType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperType>();
  const settings = useRef({ options, autoplayMs });

  useEffect(() => {
    if (!viewport) return undefined;
    let api: SwiperType | undefined;
    const unmounted = new AbortController();
    const wanted =
      start === 'on-reach'
        ? firstReach(viewport, unmounted.signal)
        : // A row that starts by itself waits for an idle moment; one the shopper reached for does not.
          nearScreen(viewport, unmounted.signal).then(inIdleTask);
    wanted.then(loadSwiper).then(
      ({ Swiper, A11y, Autoplay }) => {
        if (unmounted.signal.aborted) return;
        const { options: startOptions, autoplayMs: delay } = settings.current;
        const autoplay: AutoplayOptions | false =
          delay && !prefersReducedMotion()
            ? {
                delay,
                // A drag stops it for good; the carousel's own buttons and focus do too (carousel.tsx).
                disableOnInteraction: true,
                pauseOnMouseEnter: true,
              }
            : false;
        api = new Swiper(viewport, {
          ...startOptions,
          modules: autoplay ? [A11y, Autoplay] : [A11y],
          autoplay,
          slidesPerGroup: slidesPerView(viewport),
          on: {
            // Before swiper measures again (a new width may show another number of slides a view).
            beforeResize: (resized) => {
              resized.params.slidesPerGroup = slidesPerView(viewport);
            },
          },
        });
        setSwiper(api);
      },
      () => {
        // The row keeps working as a still row; the next carousel to mount tries again.
        modules = undefined;
      },
    );
    return () => {
      unmounted.abort();
      api?.destroy();
      setSwiper(undefined);
    };
  }, [viewport, start]);

  return [setViewport, swiper];
}
