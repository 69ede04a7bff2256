import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInCatalog } from '../testing/render';
import { CAROUSEL_DEFAULT } from '../lib/carousel-presets';
import { Carousel } from './carousel';

// jsdom has no layout: the carousel row is given 1000 px, and each slide 200 px (5 in a view, the
// desktop product preset), or the whole row in the hero, the way the browser lays them out from
// home.css (which jsdom does not load: the rules swiper reads are set below).
const VIEW = 1000;
const SLIDE = 200;
const slideWidth = (slide: HTMLElement) => (slide.closest('.cat-slider-hero') ? VIEW : SLIDE);
const LAYOUT_CSS = `
  .swiper { --cat-slider-per-view: 5; padding: 0px; }
  .cat-slider-hero .swiper { --cat-slider-per-view: 1; }
  .swiper-slide { box-sizing: border-box; width: ${SLIDE}px; margin: 0px; }
  .cat-slider-hero .swiper-slide { width: ${VIEW}px; }
`;
const layout = {
  clientWidth(this: HTMLElement) {
    return this.classList.contains('swiper') ? VIEW : 0;
  },
  offsetLeft(this: HTMLElement) {
    if (!this.classList.contains('swiper-slide')) return 0;
    return Array.prototype.indexOf.call(this.parentElement!.children, this) * slideWidth(this);
  },
};
const saved = {
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!,
  offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!,
};

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom lays nothing out: every row counts as on the screen unless it is drawn below it. */
let offScreen = new Set<Element>();
const watched = new Map<Element, IntersectionObserverCallback>();
class ScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.set(element, this.callback);
    if (element.closest('[data-below-screen]')) offScreen.add(element);
    if (!offScreen.has(element)) this.report(element);
  }
  report(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {
    for (const [element, callback] of watched) if (callback === this.callback) watched.delete(element);
  }
}

/** Scrolls a row that was off the screen into view. */
function scrollIntoView(element: Element) {
  offScreen.delete(element);
  const callback = watched.get(element);
  callback?.(
    [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

/** jsdom runs no CSS transitions: a browser reports each turn's end once its 400 ms are over. */
function turnsEnd(row: HTMLElement) {
  act(() => {
    jest.advanceTimersByTime(400);
    fireEvent.transitionEnd(row.querySelector('.swiper-wrapper')!);
  });
}

/** The mouse over or off the row (jsdom has no PointerEvent; swiper reads the pointer's type). */
function mouse(type: 'pointerenter' | 'pointerleave', row: HTMLElement) {
  const event = new MouseEvent(type);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  act(() => {
    row.querySelector('.swiper')!.dispatchEvent(event);
  });
}

let reducedMotion = false;

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: layout.clientWidth });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', { configurable: true, get: layout.offsetLeft });
  Object.assign(window, { ResizeObserver: NoObserver, IntersectionObserver: ScreenObserver });
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  const style = document.createElement('style');
  style.textContent = LAYOUT_CSS;
  document.head.append(style);
});
afterAll(() => {
  Object.defineProperty(Element.prototype, 'clientWidth', saved.clientWidth);
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', saved.offsetLeft);
});
beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  offScreen = new Set();
  watched.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Renders a row and waits for swiper, which the carousel fetches once the slides are drawn. */
async function renderRow(count: number, autoplayMs?: number) {
  renderInCatalog(
    <section aria-label="New in">
      <Carousel options={CAROUSEL_DEFAULT} autoplayMs={autoplayMs} className="cat-slider-products">
        {Array.from({ length: count }, (_, index) => (
          <p key={index}>Product {index + 1}</p>
        ))}
      </Carousel>
    </section>,
  );
  const row = screen.getByRole('region', { name: 'New in' });
  // Before swiper has measured, the row shows its slides and no dots; once it has, one dot per
  // view, or no arrows at all when everything fits in one view.
  await waitFor(() =>
    expect(
      within(row).queryAllByRole('button', { name: /^Go to slide/ }).length > 0 ||
        within(row).queryByRole('button', { name: 'Next' }) === null,
    ).toBe(true),
  );
  return row;
}

const currentDot = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

it('draws every slide at once (the HTML a server sends holds them all), before swiper starts', () => {
  renderInCatalog(
    <section aria-label="New in">
      <Carousel options={CAROUSEL_DEFAULT} className="cat-slider-products">
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>Product {index + 1}</p>
        ))}
      </Carousel>
    </section>,
  );
  const row = screen.getByRole('region', { name: 'New in' });
  // Each slide says where it stands.
  expect(within(row).getAllByRole('group')).toHaveLength(12);
  expect(within(row).getAllByRole('group')[11]).toHaveAccessibleName('12 / 12');
  expect(within(row).getByText('Product 1')).toBeVisible();
  // Nothing to choose from yet: the dots come with swiper's measurements.
  expect(within(row).queryAllByRole('button', { name: /^Go to slide/ })).toHaveLength(0);
});

it('starts a row below the screen only once it comes near it', async () => {
  const { container } = renderInCatalog(
    <section aria-label="Further down" data-below-screen>
      <Carousel options={CAROUSEL_DEFAULT} className="cat-slider-products">
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>Product {index + 1}</p>
        ))}
      </Carousel>
    </section>,
  );
  const viewport = container.querySelector('.swiper')!;
  const row = screen.getByRole('region', { name: 'Further down' });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2000);
  });
  expect(within(row).getAllByRole('group')).toHaveLength(12);
  expect(within(row).queryAllByRole('button', { name: /^Go to slide/ })).toHaveLength(0);

  act(() => scrollIntoView(viewport));
  await waitFor(() => expect(within(row).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3));
});

describe('a carousel that starts when the shopper reaches for it (the home page hero)', () => {
  function renderHero() {
    const { container } = renderInCatalog(
      <section aria-label="Featured">
        <Carousel options={CAROUSEL_DEFAULT} className="cat-slider-hero" start="on-reach" oneSlidePerView>
          {['Wholesale', 'Deals', 'Hospitality'].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>
      </section>,
    );
    const row = screen.getByRole('region', { name: 'Featured' });
    const track = container.querySelector<HTMLElement>('.swiper-wrapper')!;
    return { row, track };
  }

  it('has its arrows and one dot per slide from the start, and stays still until reached', async () => {
    const { row, track } = renderHero();
    expect(within(row).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(currentDot(row)).toBe('Go to slide 1 of 3');
    expect(within(row).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    // Swiper marks the carousel it has started; it has not, so the track is as drawn.
    const viewport = row.querySelector('.swiper')!;
    expect(viewport).not.toHaveClass('swiper-initialized');
    expect(track.style.transform).toBe('');
    // The pointer over it starts swiper, which leaves the track at its start.
    fireEvent.pointerOver(viewport);
    await waitFor(() => expect(viewport).toHaveClass('swiper-initialized'));
    expect(parseFloat(track.style.transform.replace('translate3d(', ''))).toBe(0);
    expect(currentDot(row)).toBe('Go to slide 1 of 3');
  });

  it('does a press made as swiper starts once it has started', async () => {
    const { row, track } = renderHero();
    const next = within(row).getByRole('button', { name: 'Next' });
    fireEvent.pointerOver(next);
    fireEvent.click(next);
    await waitFor(() => expect(currentDot(row)).toBe('Go to slide 2 of 3'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    // The track has moved by one slide.
    expect(parseFloat(track.style.transform.replace('translate3d(', ''))).toBeCloseTo(-VIEW, 1);
  });

  it("starts on the keyboard's focus, and a dot chosen with it shows its slide", async () => {
    const { row } = renderHero();
    const last = within(row).getByRole('button', { name: 'Go to slide 3 of 3' });
    act(() => last.focus());
    fireEvent.click(last);
    await waitFor(() => expect(currentDot(row)).toBe('Go to slide 3 of 3'));
    expect(within(row).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('carousel (spec §9: no loop, arrows and dots; the product preset turns a whole view)', () => {
  it('has named previous/next buttons and one dot per view of five, and turns a view at a time', async () => {
    const row = await renderRow(12);
    const previous = within(row).getByRole('button', { name: 'Previous' });
    const next = within(row).getByRole('button', { name: 'Next' });
    // 12 products, 5 in a view: products 1–5, 6–10, and the last view ends on product 12.
    expect(within(row).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(currentDot(row)).toBe('Go to slide 1 of 3');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(within(row).getAllByRole('group')).toHaveLength(12);
    expect(within(row).getAllByRole('group')[0]).toHaveAccessibleName('1 / 12');

    fireEvent.click(next);
    expect(currentDot(row)).toBe('Go to slide 2 of 3');
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(next);
    expect(currentDot(row)).toBe('Go to slide 3 of 3');
    // No loop: at the end, next does nothing.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(currentDot(row)).toBe('Go to slide 3 of 3');

    fireEvent.click(within(row).getByRole('button', { name: 'Go to slide 1 of 3' }));
    expect(currentDot(row)).toBe('Go to slide 1 of 3');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows no arrows or dots when everything fits in one view', async () => {
    const row = await renderRow(4);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText('Product 4')).toBeInTheDocument();
  });

  it('turns by itself, pauses while the pointer is over it, and stops for good once used', async () => {
    const row = await renderRow(12, 3000);
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot(row)).toBe('Go to slide 2 of 3');
    turnsEnd(row);

    mouse('pointerenter', row);
    act(() => jest.advanceTimersByTime(4000));
    expect(currentDot(row)).toBe('Go to slide 2 of 3');
    mouse('pointerleave', row);
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot(row)).toBe('Go to slide 3 of 3');
    turnsEnd(row);

    fireEvent.click(within(row).getByRole('button', { name: 'Previous' }));
    expect(currentDot(row)).toBe('Go to slide 2 of 3');
    turnsEnd(row);
    mouse('pointerleave', row);
    act(() => jest.advanceTimersByTime(4000));
    expect(currentDot(row)).toBe('Go to slide 2 of 3');
  });

  it('stops turning when the keyboard focus enters it', async () => {
    const row = await renderRow(12, 5000);
    act(() => within(row).getByRole('button', { name: 'Go to slide 1 of 3' }).focus());
    act(() => jest.advanceTimersByTime(4000));
    expect(currentDot(row)).toBe('Go to slide 1 of 3');
  });

  it('does not turn by itself for people who asked for less motion', async () => {
    reducedMotion = true;
    const row = await renderRow(12, 3000);
    act(() => jest.advanceTimersByTime(4000));
    expect(currentDot(row)).toBe('Go to slide 1 of 3');
  });
});
