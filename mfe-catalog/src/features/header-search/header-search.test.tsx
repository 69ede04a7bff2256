import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderInCatalog } from '../../testing/render';
import { HeaderSearch } from './header-search';

const CATEGORIES = {
  responseData: {
    data: [
      { id: 4, name: 'Beddengoed', parentCategoryId: 0 },
      { id: 14, name: 'Dekbedovertrekken', parentCategoryId: 4 },
      { id: 12, name: 'Badtextiel', parentCategoryId: 0 },
    ],
  },
};

const product = (id: number, name: string) => ({
  id,
  name,
  price: 19.95,
  number: 5,
  brand: 'Slaapwel',
  condition: 'new',
  finalProductStatus: 'approved',
  prodImageList: [],
  productB2BDiscountFlag: false,
});

const listing = (names: string[]) => ({
  responseData: {
    draw: 1,
    recordsTotal: 100,
    recordsFiltered: names.length,
    data: names.map((name, index) => product(index + 1, name)),
  },
});

/** jsdom has no Response: the api client only reads ok, status and json(). */
const answerWith = (body: unknown) =>
  ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

interface Pending {
  url: URL;
  answer: (body: unknown) => void;
  /** The server's own error answer. */
  fail: () => void;
}

let searches: Pending[];
let user: UserEvent;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  searches = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('get-public-all-categories')) return answerWith(CATEGORIES);
    // Suggestion answers are held until the test releases them, to play with their order.
    return new Promise<Response>((resolve) => {
      searches.push({
        url,
        answer: (body) => resolve(answerWith(body)),
        fail: () =>
          resolve({
            ok: false,
            status: 500,
            json: async () => ({ message: 'x', data: 'x', code: 'internal' }),
          } as unknown as Response),
      });
    });
  }) as typeof fetch;
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => {
  jest.useRealTimers();
});

const box = () => screen.getByRole('combobox', { name: 'Search the shop…' });
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('header search suggestions (spec §5: 500 ms after typing, more than 4 characters)', () => {
  it('looks nothing up for 4 characters, however long one waits', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'kuss');
    await wait(2000);
    expect(searches).toHaveLength(0);
  });

  it('asks once, 500 ms after the last keystroke, for 5 or more characters', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'kussen');
    await wait(499);
    expect(searches).toHaveLength(0);
    await wait(1);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('searchByName')).toBe('kussen');
    expect(searches[0]?.url.searchParams.get('categoryId')).toBe('0');
    await wait(3000);
    expect(searches).toHaveLength(1);
  });

  it('each keystroke restarts the wait: typing on asks only for the final text', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'kussen');
    await wait(300);
    await user.type(box(), 'sloop');
    await wait(499);
    expect(searches).toHaveLength(0);
    await wait(1);
    expect(searches.map((s) => s.url.searchParams.get('searchByName'))).toEqual(['kussensloop']);
  });

  it('a slow older answer never replaces a newer one', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'laken');
    await wait(500);
    await user.type(box(), 's');
    await wait(500);
    expect(searches).toHaveLength(2);
    await act(async () => searches[1]?.answer(listing(['Lakens Zwolle'])));
    await act(async () => searches[0]?.answer(listing(['Laken Oud'])));
    expect(screen.getByRole('option', { name: /Lakens Zwolle/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Laken Oud/ })).toBeNull();
  });

  it('arrows move through the suggestions, Enter opens the highlighted product, Escape closes', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'kussen');
    await wait(500);
    await act(async () => searches[0]?.answer(listing(['Kussen Alpha', 'Kussen Beta'])));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const beta = screen.getByRole('option', { name: /Kussen Beta/ });
    expect(beta).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', beta.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Kussen Alpha/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/d/p/?t=kussen-beta&slug=2');
  });

  it('says when suggestions cannot be loaded, and Enter still searches', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'handdoek');
    await wait(500);
    await act(async () => searches[0]?.fail());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Suggestions cannot be loaded right now. Searching with Enter still works.',
    );
    await user.type(box(), '{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=handdoek');
  });

  it('submits to /shop with the text and the chosen top-level category', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(await screen.findByRole('option', { name: 'Badtextiel' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Dekbedovertrekken' })).toBeNull();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('all categories');
    await user.selectOptions(select, '12');
    await user.type(box(), 'handdoek{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=handdoek&categoryId=12');
  });

  it('refuses a search without a word of 3 characters, says why under the field and stays', async () => {
    renderInCatalog(<HeaderSearch />, { header: true });
    await user.type(box(), 'xl 42{Enter}');
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Type a word of at least 3 characters to search.');
    expect(box()).toHaveAttribute('aria-describedby', message.id);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // 'xl xl' is five characters, but no suggestion is asked for a search the API refuses.
    await user.clear(box());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box(), 'xl xl');
    await wait(2000);
    expect(searches).toHaveLength(0);
    await user.type(box(), 'l{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=xl+xll');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
