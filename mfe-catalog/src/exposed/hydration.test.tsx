import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The server's own build of React's renderer, as the shop's server runs it.
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/react-router';
import { bus, STORAGE_KEYS, type LoadedPage } from 'shared-contracts';
import { createFakeApi, PRODUCTS } from '../testing/fake-api';
import CatalogHeaderSearch from './header-search';
import CatalogRoutes, { loaders, prepare } from './routes';

/**
 * The browser's side of a page drawn on the server: it hydrates the server's HTML with the same
 * props, and React finds the same tree (no warning, no error), whatever this browser holds that
 * the server could not know (the wishlist, the session, the remembered category, the clock).
 */

let logged: unknown[][];
let roots: Root[];

beforeEach(() => {
  logged = [];
  roots = [];
  localStorage.clear();
  globalThis.fetch = createFakeApi().fetch;
  for (const method of ['error', 'warn'] as const)
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  jest.restoreAllMocks();
  bus.publish('shell:session-changed', { status: 'unauthenticated', userInfo: null, accessToken: null });
  bus.publish('cart:wishlist-changed', { items: [] });
});

/** Draws `tree` as the server does, then lets `browserState` happen, then hydrates the HTML. */
async function hydrateServerHtml(tree: ReactElement, browserState: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  browserState();
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }));
  });
  return { container, recoverable };
}

const THE_PRODUCT = PRODUCTS.find((product) => product.id === 3)!;
const ADDRESS = '/product/d/p/?t=badlaken&slug=3';

/** THE_PRODUCT's page as the shell draws it, with its loader's answer as the server wrote it. */
async function productPageTree(): Promise<ReactElement> {
  const result = await loaders.product!({
    url: new URL(ADDRESS, 'http://shop.test'),
    params: {},
    fetch: createFakeApi().fetch,
    signal: new AbortController().signal,
  });
  const loaded = JSON.parse(JSON.stringify({ href: ADDRESS, result })) as LoadedPage;
  // As the shell does on the server and before hydrating: the page's messages and its code.
  await prepare('nl_NL', 'product');
  return (
    <MemoryRouter initialEntries={[ADDRESS]}>
      <Routes>
        <Route
          path="/product/d/p"
          element={<CatalogRoutes page="product" locale="nl_NL" loaded={loaded} />}
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('hydrating the HTML the server drew', () => {
  it('the product page: same tree, then the wishlist, the business discount and the clock of this browser', async () => {
    const tree = await productPageTree();
    const { recoverable } = await hydrateServerHtml(tree, () => {
      bus.publish('cart:wishlist-changed', {
        items: [{ id: 3, name: THE_PRODUCT.name, price: 18.5, prodImageList: [] }],
      });
      bus.publish('shell:session-changed', {
        status: 'authenticated',
        accessToken: 't',
        userInfo: {
          id: 1,
          firstName: 'Anna',
          lastName: 'de Vries',
          email: 'anna@example.com',
          accountType: 1,
          confirmB2BUser: true,
          bdCompanyName: 'Hotel De Linde',
        },
      });
      // The page is hydrated some seconds after the server read the product.
      const later = Date.now() + 7_000;
      jest.spyOn(Date, 'now').mockReturnValue(later);
    });

    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(THE_PRODUCT.name);
    expect(screen.getByRole('button', { name: 'Van verlanglijst halen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('b2b-discount')).toBeVisible();
  });

  it('the product page: a quantity stepped before the scripts ran is the one the page goes on with', async () => {
    const tree = await productPageTree();
    await hydrateServerHtml(tree, () => {
      // The arrow key on the server's field, before React took it over.
      screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal' }).value = '3';
    });
    const quantity = screen.getByRole('spinbutton', { name: 'Aantal' });
    expect(quantity).toHaveValue(3);
    // The state is 3 too: one more is 4, not 2.
    act(() => screen.getByRole('button', { name: 'Eén meer' }).click());
    expect(quantity).toHaveValue(4);
  });

  it('the header search: same tree, then the category this browser remembers', async () => {
    const tree = (
      <MemoryRouter>
        <CatalogHeaderSearch locale="nl_NL" />
      </MemoryRouter>
    );
    const { recoverable } = await hydrateServerHtml(tree, () =>
      localStorage.setItem(STORAGE_KEYS.category, '12'),
    );
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    const select = screen.getByRole('combobox', { name: 'Categorie' });
    expect(select).toHaveValue('12');
    expect(await within(select).findByRole('option', { name: 'Badtextiel' })).toBeInTheDocument();
    expect(select).toHaveValue('12');
  });

  it('the header search: what the shopper typed before the scripts ran is searched', async () => {
    const fetched: URL[] = [];
    const api = createFakeApi().fetch;
    globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
      fetched.push(new URL(String(input)));
      return api(input, init);
    }) as typeof fetch;
    const Listing = () => <p data-testid="listing">{useLocation().search}</p>;
    const tree = (
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<CatalogHeaderSearch locale="nl_NL" />} />
          <Route path="/shop" element={<Listing />} />
        </Routes>
      </MemoryRouter>
    );
    await hydrateServerHtml(tree, () => {
      const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Zoeken in de winkel…' });
      field.focus();
      field.value = 'badlaken';
    });
    const box = screen.getByRole('combobox', { name: 'Zoeken in de winkel…' });
    expect(box).toHaveValue('badlaken');
    // Looked up after the 500 ms debounce, in real time: waitFor's default second was too short
    // once on a loaded CI machine, so it waits longer (it still returns as soon as the call is made).
    await waitFor(
      () => expect(fetched.some((url) => url.searchParams.get('searchByName') === 'badlaken')).toBe(true),
      { timeout: 10_000 },
    );
    // The shopper is still in the field: the suggestions show under it.
    const suggestions = await screen.findByRole('listbox', { name: 'Suggesties' });
    expect(within(suggestions).getAllByRole('option')).not.toHaveLength(0);

    act(() => box.closest('form')!.requestSubmit());
    expect(await screen.findByTestId('listing')).toHaveTextContent('search=badlaken');
  });
});
