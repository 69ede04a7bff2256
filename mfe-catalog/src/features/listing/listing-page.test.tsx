import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { LISTING_COUNT_CAP, PRODUCTS_PREFIX } from 'shared-contracts';
import { useLocation, useNavigate } from 'shared-contracts/react-router';
import { createFakeApi } from '../../testing/fake-api';
import { renderInCatalog } from '../../testing/render';
import { listingLoader, type ListingData } from './listing-loader';
import { ListingPage } from './listing-page';

/**
 * Each address's data from the listing's own loader (against the fake API), held back until the
 * test lets it through: a load in flight, as a shopper on a slow line has it. `count`: as many
 * products as the listing says it has (the fake catalogue's are a single page).
 */
function createLoads({ count }: { count?: number } = {}) {
  const api = createFakeApi();
  const load = listingLoader('shop');
  const held = new Map<string, { answer: Promise<ListingData>; release: () => void }>();
  let releaseAll = false;
  const entry = (href: string) => {
    let found = held.get(href);
    if (!found) {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const answer = released
        .then(() =>
          load({
            url: new URL(href, 'http://shop.test'),
            params: {},
            fetch: api.fetch,
            signal: new AbortController().signal,
          }),
        )
        .then((result) => {
          if (!result.found) throw new Error(`${href} not found`);
          const data = result.data as ListingData;
          if (count === undefined || !data.products) return data;
          return { ...data, products: { ...data.products, recordsFiltered: count } };
        });
      found = { answer, release };
      held.set(href, found);
      if (releaseAll) release();
    }
    return found;
  };
  return {
    answerFor: (href: string) => entry(href).answer,
    release: (href: string) => entry(href).release(),
    /** Every load, asked for already or later, answers. */
    releaseAll: () => {
      releaseAll = true;
      for (const { release } of held.values()) release();
    },
  };
}

type Loads = ReturnType<typeof createLoads>;

/**
 * The listing as the shell draws it in the browser (shell/src/app/remote-page.tsx): for the
 * current address, once its loader has answered. The router moves inside a transition, so while
 * a load is in flight the page drawn for the address before stays; back and forward as buttons.
 */
function ShellListing({ loads }: { loads: Loads }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <ListingPage kind="shop" data={use(loads.answerFor(`${pathname}${search}`))} />
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        forward
      </button>
    </>
  );
}

async function drawShop(loads: Loads) {
  loads.release('/shop');
  // Awaited: the first draw waits for its data (React's act would not wait for it otherwise).
  await act(async () => {
    renderInCatalog(
      <Suspense fallback={<p>loading</p>}>
        <ShellListing loads={loads} />
      </Suspense>,
      { path: '/shop' },
    );
  });
  await screen.findByTestId('product-grid');
}

const address = () => screen.getByTestId('location').textContent;
const sort = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
const white = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Wit (2)' });

describe('the listing in the address', () => {
  it('a filter chosen while a new sort still loads keeps that sort, and back and forward walk both', async () => {
    const loads = createLoads();
    await drawShop(loads);

    await act(async () => fireEvent.change(sort(), { target: { value: 'price-asc' } }));
    // Still loading: the page drawn is the one for /shop, but it shows the shopper's choice.
    expect(address()).toBe('/shop');
    expect(sort().value).toBe('price-asc');
    await act(async () => fireEvent.click(white()));
    expect(white().checked).toBe(true);

    await act(async () => loads.releaseAll());
    await waitFor(() => expect(address()).toBe('/shop?color=Wit&sort=price-asc'));
    expect(sort().value).toBe('price-asc');
    expect(white().checked).toBe(true);

    const move = async (name: 'back' | 'forward', to: string) => {
      await act(async () => fireEvent.click(screen.getByRole('button', { name })));
      await waitFor(() => expect(address()).toBe(to));
    };
    await move('back', '/shop?sort=price-asc');
    expect(white().checked).toBe(false);
    expect(sort().value).toBe('price-asc');
    await move('back', '/shop');
    expect(sort().value).toBe('default');
    await move('forward', '/shop?sort=price-asc');
    await move('forward', '/shop?color=Wit&sort=price-asc');
    expect(white().checked).toBe(true);
  });

  it('writes the address only when the shopper changes something', async () => {
    const loads = createLoads();
    loads.releaseAll();
    await drawShop(loads);
    await act(async () => fireEvent.click(white()));
    await waitFor(() => expect(address()).toBe('/shop?color=Wit'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    await waitFor(() => expect(address()).toBe('/shop'));
    // Drawn again for /shop, with its data: nothing was written, so forward is still there.
    expect(white().checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'forward' })));
    await waitFor(() => expect(address()).toBe('/shop?color=Wit'));
  });

  it('page links keep the filters and sort the shopper chose, also while those load', async () => {
    const loads = createLoads({ count: 60 });
    await drawShop(loads);
    const pageTwo = () => screen.getByRole('link', { name: 'Page 2' });
    expect(pageTwo()).toHaveAttribute('href', '/shop?page=2');
    await act(async () => fireEvent.change(sort(), { target: { value: 'name-asc' } }));
    expect(address()).toBe('/shop');
    expect(pageTwo()).toHaveAttribute('href', '/shop?sort=name-asc&page=2');
  });
});

describe('the listing count', () => {
  it('says "1,000+ products" when the API counted past its cap, and links the pages up to there', async () => {
    const loads = createLoads({ count: LISTING_COUNT_CAP + 1 });
    await drawShop(loads);
    expect(screen.getByTestId('result-count')).toHaveTextContent('1,000+ products');
    expect(
      screen.getByRole('link', { name: `Page ${Math.ceil((LISTING_COUNT_CAP + 1) / 25)}` }),
    ).toBeInTheDocument();
  });

  it('says the exact number up to the cap', async () => {
    const loads = createLoads({ count: LISTING_COUNT_CAP });
    await drawShop(loads);
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^1,000 products$/);
  });
});

describe('a search without a word of 3 characters (/shop?search=xl, sent without scripts or typed)', () => {
  it('says what to type in place of the results, without asking the API for products', async () => {
    const api = createFakeApi();
    const result = await listingLoader('shop')({
      url: new URL('/shop?search=xl%2042', 'http://shop.test'),
      params: {},
      fetch: api.fetch,
      signal: new AbortController().signal,
    });
    if (!result.found) throw new Error('/shop?search=xl%2042 not found');
    expect(api.calls.map((url) => url.pathname)).not.toContain(
      `${PRODUCTS_PREFIX}/public-products/get-products-by-category-id`,
    );
    renderInCatalog(<ListingPage kind="shop" data={result.data as ListingData} />, {
      path: '/shop?search=xl%2042',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Type a word of at least 3 characters to search\.$/);
    expect(screen.queryByTestId('product-grid')).toBeNull();
    // The filters are drawn all the same, for a listing without the search.
    expect(white()).toBeInTheDocument();
  });
});
