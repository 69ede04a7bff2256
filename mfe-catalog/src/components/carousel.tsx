import { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Swiper } from 'swiper';
import type { CarouselOptions } from '../lib/carousel-presets';
import { useLazySwiper, type SwiperStart } from '../lib/use-lazy-swiper';

interface Props {
  options: CarouselOptions;
  /** Turns by itself every so many milliseconds; never for people who asked for less motion. */
  autoplayMs?: number;
  /** Sets the slides a view shows per breakpoint (home.css), e.g. `cat-slider-hero`, `cat-slider-products`. */
  className: string;
  /** One child per slide, each with a key. */
  children: ReactNode;
  /** When swiper starts (src/lib/use-lazy-swiper.ts); a carousel with autoplay needs it near the screen. */
  start?: SwiperStart;
  /**
   * Each view shows one whole slide (the CSS of `className` says so): the dots are known without
   * measuring, so they are in the server's HTML and work before swiper has started.
   */
  oneSlidePerView?: boolean;
}

interface View {
  /** Snap points: one per view, so one dot each. Unknown (0) until the carousel has measured. */
  snaps: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

const sameView = (a: View, b: View) =>
  a.snaps === b.snaps && a.selected === b.selected && a.canPrev === b.canPrev && a.canNext === b.canNext;

/** Swiper's events after which the view (its dots and the arrows' states) may have changed. */
const VIEW_EVENTS = 'slideChange snapIndexChange snapGridLengthChange progress resize update';

function Chevron({ points }: { points: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * The theme's carousel on swiper: previous/next buttons and one dot per view, all real buttons with
 * translated names, drawn by React (so the server's HTML has them); swiper moves the slides, and
 * its A11y module names them and brings a slide the keyboard's focus enters into view. The slides
 * are sized by CSS, so they stand in place before the script runs. An autoplaying carousel pauses
 * while the pointer is over it and stops for good once it is used (a drag, a button, the
 * keyboard's focus).
 */
export function Carousel({ options, autoplayMs, className, children, start, oneSlidePerView }: Props) {
  const intl = useIntl();
  const slides = Children.toArray(children);
  const [viewportRef, api] = useLazySwiper(options, autoplayMs, start);
  const [view, setView] = useState<View>({
    snaps: oneSlidePerView ? slides.length : 0,
    selected: 0,
    canPrev: false,
    canNext: slides.length > 1,
  });
  const used = useRef(false);
  // A button pressed before swiper started: done once it has (a carousel that starts on reach
  // starts with that press).
  const waiting = useRef<((api: Swiper) => void) | undefined>(undefined);

  const stopForGood = useCallback(() => {
    used.current = true;
    if (api?.autoplay?.running) api.autoplay.stop();
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const read = () => {
      const next = {
        snaps: api.snapGrid.length,
        selected: api.snapIndex,
        canPrev: !api.isBeginning,
        canNext: !api.isEnd,
      };
      setView((current) => (sameView(current, next) ? current : next));
    };
    read();
    // Used (a press or the focus) before swiper started: it does not start turning by itself.
    if (used.current && api.autoplay?.running) api.autoplay.stop();
    api.on(VIEW_EVENTS, read);
    waiting.current?.(api);
    waiting.current = undefined;
    return () => {
      api.off(VIEW_EVENTS, read);
    };
  }, [api]);

  // Slides drawn after swiper started (a row filled in later) are measured too.
  useEffect(() => {
    api?.update();
  }, [api, slides.length]);

  const go = (move: (api: Swiper) => void, allowed: boolean) => {
    stopForGood();
    if (!allowed) return;
    if (api) move(api);
    else waiting.current = move;
  };
  const single = view.snaps === 1;

  return (
    <div
      className={`cat-slider ${className}`}
      // Keyboard focus on a button or a slide is use: the row stops turning by itself.
      onFocus={stopForGood}
    >
      <button
        type="button"
        className="cat-slider-arrow cat-slider-prev"
        aria-label={intl.formatMessage({ id: 'carousel.previous' })}
        aria-disabled={!view.canPrev}
        hidden={single}
        onClick={() => go((started) => started.slidePrev(), view.canPrev)}
      >
        <Chevron points="15 5 8 12 15 19" />
      </button>
      <button
        type="button"
        className="cat-slider-arrow cat-slider-next"
        aria-label={intl.formatMessage({ id: 'carousel.next' })}
        aria-disabled={!view.canNext}
        hidden={single}
        onClick={() => go((started) => started.slideNext(), view.canNext)}
      >
        <Chevron points="9 5 16 12 9 19" />
      </button>
      <div className="swiper cat-slider-viewport" ref={viewportRef}>
        <div className="swiper-wrapper cat-slider-track">
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) ? slide.key : index}
              className="swiper-slide cat-slider-slide"
              role="group"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="cat-slider-dots">
        {!single &&
          Array.from({ length: view.snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className="cat-slider-dot"
              aria-label={intl.formatMessage(
                { id: 'carousel.goTo' },
                { index: index + 1, count: view.snaps },
              )}
              aria-current={index === view.selected ? 'true' : undefined}
              // A dot stands for a view: its first slide is the view's index times the slides a turn moves.
              onClick={() => go((started) => started.slideTo(index * started.params.slidesPerGroup!), true)}
            />
          ))}
      </div>
    </div>
  );
}
