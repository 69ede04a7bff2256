import { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CarouselOptions } from '../lib/carousel-presets';
import type { EmblaCarouselType } from 'embla-carousel';
import { useLazyEmbla, type EmblaStart } from '../lib/use-lazy-embla';

interface Props {
  options: CarouselOptions;
  /** Turns by itself every so many milliseconds; never for people who asked for less motion. */
  autoplayMs?: number;
  /** Sets the slide widths per breakpoint (home.css), e.g. `cat-embla-hero`, `cat-embla-products`. */
  className: string;
  /** One child per slide, each with a key. */
  children: ReactNode;
  /** When embla starts (src/lib/use-lazy-embla.ts); a carousel with autoplay needs it near the screen. */
  start?: EmblaStart;
  /**
   * Each view shows one whole slide (the CSS of `className` says so): the dots are known without
   * measuring, so they are in the server's HTML and work before embla has started.
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

function Chevron({ points }: { points: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * The theme's carousel on embla: previous/next buttons and one dot per view, all real buttons with
 * translated names. The slides are sized by CSS, so they stand in place before the script runs. An
 * autoplaying carousel pauses while the pointer is over it and stops for good once it is used (a drag,
 * a button, the keyboard's focus).
 */
export function Carousel({ options, autoplayMs, className, children, start, oneSlidePerView }: Props) {
  const intl = useIntl();
  const slides = Children.toArray(children);
  const autoplayOptions = autoplayMs
    ? { delay: autoplayMs, stopOnInteraction: true, stopOnFocusIn: true, stopOnMouseEnter: false }
    : undefined;
  const [viewportRef, embla] = useLazyEmbla(options, autoplayOptions, start);
  const api = embla?.api;
  const autoplay = embla?.autoplay;
  const [view, setView] = useState<View>({
    snaps: oneSlidePerView ? slides.length : 0,
    selected: 0,
    canPrev: false,
    canNext: slides.length > 1,
  });
  const used = useRef(false);
  const hovered = useRef(false);
  // A button pressed before embla started: done once it has (a carousel that starts on reach
  // starts with that press).
  const waiting = useRef<((api: EmblaCarouselType) => void) | undefined>(undefined);

  const stopForGood = useCallback(() => {
    used.current = true;
    if (api) autoplay?.stop();
  }, [api, autoplay]);

  useEffect(() => {
    if (!api) return;
    const read = () =>
      setView({
        snaps: api.scrollSnapList().length,
        selected: api.selectedScrollSnap(),
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    read();
    if (hovered.current) autoplay?.stop();
    api
      .on('select', read)
      .on('reInit', read)
      .on('pointerDown', stopForGood)
      .on('slideFocusStart', stopForGood);
    waiting.current?.(api);
    waiting.current = undefined;
    return () => {
      api
        .off('select', read)
        .off('reInit', read)
        .off('pointerDown', stopForGood)
        .off('slideFocusStart', stopForGood);
    };
  }, [api, autoplay, stopForGood]);

  const pause = () => {
    hovered.current = true;
    if (api) autoplay?.stop();
  };
  const resume = () => {
    hovered.current = false;
    if (api && autoplay && !used.current && api.scrollSnapList().length > 1) autoplay.play();
  };
  const go = (move: (api: EmblaCarouselType) => void, allowed: boolean) => {
    stopForGood();
    if (!allowed) return;
    if (api) move(api);
    else waiting.current = move;
  };
  const single = view.snaps === 1;

  return (
    <div
      className={`cat-embla ${className}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      // Keyboard focus on a button or a slide is use: the row stops turning by itself.
      onFocus={stopForGood}
    >
      <button
        type="button"
        className="cat-embla-arrow cat-embla-prev"
        aria-label={intl.formatMessage({ id: 'carousel.previous' })}
        aria-disabled={!view.canPrev}
        hidden={single}
        onClick={() => go((started) => started.scrollPrev(), view.canPrev)}
      >
        <Chevron points="15 5 8 12 15 19" />
      </button>
      <button
        type="button"
        className="cat-embla-arrow cat-embla-next"
        aria-label={intl.formatMessage({ id: 'carousel.next' })}
        aria-disabled={!view.canNext}
        hidden={single}
        onClick={() => go((started) => started.scrollNext(), view.canNext)}
      >
        <Chevron points="9 5 16 12 9 19" />
      </button>
      <div className="cat-embla-viewport" ref={viewportRef}>
        <div className="cat-embla-container">
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) ? slide.key : index}
              className="cat-embla-slide"
              role="group"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="cat-embla-dots">
        {!single &&
          Array.from({ length: view.snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className="cat-embla-dot"
              aria-label={intl.formatMessage(
                { id: 'carousel.goTo' },
                { index: index + 1, count: view.snaps },
              )}
              aria-current={index === view.selected ? 'true' : undefined}
              onClick={() => go((started) => started.scrollTo(index), true)}
            />
          ))}
      </div>
    </div>
  );
}
