import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './carousel-presets';
import { inIdleTask } from './idle';

export interface LazyEmbla {
  api: EmblaCarouselType;
  autoplay: AutoplayType | undefined;
}

interface EmblaModules {
  Embla: (viewport: HTMLElement, options: EmblaOptionsType, plugins: AutoplayType[]) => EmblaCarouselType;
  Autoplay: (options: AutoplayOptionsType) => AutoplayType;
}

let modules: Promise<EmblaModules> | undefined;

/**
 * Embla and its autoplay plugin, fetched once for every carousel on the page, as one named file
 * (one request; and tests can hold it back to see the rows without it).
 */
function loadEmbla() {
  modules ??= Promise.all([
    import(/* webpackChunkName: "embla" */ 'embla-carousel'),
    import(/* webpackChunkName: "embla" */ 'embla-carousel-autoplay'),
  ]).then(([core, autoplay]) => ({ Embla: core.default, Autoplay: autoplay.default }));
  return modules;
}

/** How close to the screen a row comes before embla starts on it. */
const NEAR_SCREEN = '200px';

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

/** When a carousel starts embla: once it comes near the screen, or only once the shopper reaches for it. */
export type EmblaStart = 'near-screen' | 'on-reach';

/**
 * Embla, started once the slides are on the screen: the slides are laid out by CSS and
 * show without it, so its script (8 KB gzip) and its first measurements wait until the page's
 * largest picture has been drawn instead of delaying it. Until then, and for good if the script
 * cannot be fetched, the row stands still with its first view showing. A row starts only when it
 * comes near the screen (a phone's rows below the fold neither measure nor turn unseen), and each
 * row in an idle task of its own. A carousel that does nothing by itself (no autoplay) may wait
 * instead until the shopper reaches for it (`on-reach`): the home page's hero, on the screen from
 * the start, then costs its first load neither the script nor embla's measurements.
 *
 * The options and the autoplay settings are read once, when the carousel starts: every carousel
 * of the catalog has fixed presets. Autoplay is left out then for people who asked their system
 * for less motion (a thing only the browser knows, so the server's HTML is the same for all).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType | undefined,
  start: EmblaStart = 'near-screen',
): [(viewport: HTMLElement | null) => void, LazyEmbla | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<LazyEmbla>();
  const settings = useRef({ options, autoplay });

  useEffect(() => {
    if (!viewport) return undefined;
    let api: EmblaCarouselType | undefined;
    const unmounted = new AbortController();
    const wanted =
      start === 'on-reach' ? firstReach(viewport, unmounted.signal) : nearScreen(viewport, unmounted.signal);
    const started = wanted.then(loadEmbla);
    started.then(
      async ({ Embla, Autoplay }) => {
        // A row that starts by itself waits for an idle moment; one the shopper reached for does not.
        if (start === 'near-screen') await inIdleTask();
        if (unmounted.signal.aborted) return;
        const { options: startOptions, autoplay: autoplayOptions } = settings.current;
        const plugin = autoplayOptions && !prefersReducedMotion() ? Autoplay(autoplayOptions) : undefined;
        api = Embla(viewport, startOptions, plugin ? [plugin] : []);
        setEmbla({ api, autoplay: plugin });
      },
      () => {
        // The row keeps working as a still row; the next carousel to mount tries again.
        modules = undefined;
      },
    );
    return () => {
      unmounted.abort();
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, start]);

  return [setViewport, embla];
}
