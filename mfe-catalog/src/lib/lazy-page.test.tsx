import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPage, preloadAtFirstInteraction } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Dag {name}</h1>;
}

/** Stands for the shell's error boundary: a notice, and a "try again" that draws the slot anew. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert">
        mislukt
        <button type="button" onClick={() => this.setState({ failed: false })}>
          opnieuw
        </button>
      </p>
    );
  }
}

const page = (Page: ComponentType<{ name: string }>, key = 0) => (
  <Boundary key={key}>
    <Suspense fallback={<p>laden…</p>}>
      <Page name="Anna" />
    </Suspense>
  </Boundary>
);

/** A page's code that fails to load (as offline) until goOnline(); React's logged errors kept quiet. */
function loadFailingUntilOnline() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let online = false;
  const load = jest.fn(() =>
    online ? Promise.resolve(Greeting) : Promise.reject(new Error('ChunkLoadError')),
  );
  return { load, goOnline: () => (online = true) };
}

describe('a page whose code loads when first drawn', () => {
  it('shows the waiting state, then the page with its props; a second draw loads nothing more', async () => {
    let arrive: (page: ComponentType<{ name: string }>) => void = () => undefined;
    const load = jest.fn(() => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    const view = await act(async () => render(page(Page)));
    expect(screen.getByText('laden…')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(screen.getByRole('heading', { name: 'Dag Anna' })).toBeInTheDocument();
    await act(async () => view.rerender(page(Page, 1)));
    expect(screen.getByRole('heading', { name: 'Dag Anna' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows a failed load to the boundary; after the shopper's next click or key, a new draw loads again", async () => {
    const { load, goOnline } = loadFailingUntilOnline();
    const Page = lazyPage(load);
    const view = await act(async () => render(page(Page)));
    // React's own renders on the way to the boundary meet the same failure: one load only.
    expect(screen.getByRole('alert')).toHaveTextContent('mislukt');
    expect(load).toHaveBeenCalledTimes(1);
    // Drawn again without the shopper doing anything: still the failure, no new load.
    await act(async () => view.rerender(page(Page, 1)));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // The shopper presses "try again" (a key, here): the next draw loads the code again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await act(async () => view.rerender(page(Page, 2)));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    goOnline();
    window.dispatchEvent(new Event('pointerdown'));
    await act(async () => view.rerender(page(Page, 3)));
    expect(screen.getByRole('heading', { name: 'Dag Anna' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads again when "try again" is pressed by a click alone, as a screen reader or voice control presses it', async () => {
    const { load, goOnline } = loadFailingUntilOnline();
    const Page = lazyPage(load);
    await act(async () => render(page(Page)));
    expect(screen.getByRole('button', { name: 'opnieuw' })).toBeInTheDocument();

    goOnline();
    // element.click(): a click event with no pointerdown or keydown before it.
    await act(async () => screen.getByRole('button', { name: 'opnieuw' }).click());
    expect(await screen.findByRole('heading', { name: 'Dag Anna' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads the pages' code at the shopper's first click or key, once, and not before", async () => {
    const loadHome = jest.fn(() => Promise.resolve(Greeting));
    const loadProduct = jest.fn(() => Promise.resolve(Greeting));
    const Home = lazyPage(loadHome);
    const Product = lazyPage(loadProduct);
    preloadAtFirstInteraction([Home, Product]);
    expect([loadHome.mock.calls.length, loadProduct.mock.calls.length]).toEqual([0, 0]);

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect([loadHome.mock.calls.length, loadProduct.mock.calls.length]).toEqual([1, 1]);

    // Drawn later, the page uses the code already loaded.
    await act(async () => render(page(Product)));
    expect(screen.getByRole('heading', { name: 'Dag Anna' })).toBeInTheDocument();
    expect(loadProduct).toHaveBeenCalledTimes(1);
  });
});
