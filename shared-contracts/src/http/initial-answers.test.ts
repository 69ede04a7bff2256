import { describe, expect, it, jest } from '@jest/globals';
import * as z from 'zod/mini';
import { createApiClient } from './api-client';
import {
  answerKey,
  createInitialAnswers,
  INITIAL_ANSWERS_TTL_MS,
  type InitialAnswersPage,
} from './initial-answers';

const LISTING = '/products/api/v1/public-products/get-products-by-category-id';

function pageAt(
  address: string,
  element: unknown,
  {
    now = 500,
    origin = 'http://shop.test',
    cameBy = 'navigate',
  }: { now?: number; origin?: string; cameBy?: string | null } = {},
): InitialAnswersPage & { reads: number } {
  const page = {
    reads: 0,
    readElement: () => {
      page.reads += 1;
      return typeof element === 'string' ? element : JSON.stringify(element);
    },
    origin: () => origin,
    address: () => address,
    now: () => now,
    // null: a browser that does not say how it came to the page.
    navigationType: () => cameBy ?? undefined,
  };
  return page;
}

const url = (path: string) => new URL(path, 'http://shop.test');

describe('the answers the server inlined into the page', () => {
  it('keys a call by its path and its sorted, non-empty query', () => {
    expect(answerKey(`${LISTING}?start=0&categoryId=3&draw=1&search=`)).toBe(
      `${LISTING}?categoryId=3&draw=1&start=0`,
    );
    expect(answerKey('/shop')).toBe('/shop');
    expect(answerKey('/a?b=2&a=1&a=0')).toBe('/a?a=0&a=1&b=2');
  });

  it('gives the answer of a call the page makes as it opens, whatever the order of its query', () => {
    const answers = createInitialAnswers(
      pageAt('/shop', { page: '/shop', answers: { [`${LISTING}?categoryId=0&draw=1`]: { n: 1 } } }),
    );
    expect(answers.answerFor(url(`${LISTING}?draw=1&categoryId=0`))).toEqual({ n: 1 });
    expect(answers.answerFor(url(`${LISTING}?draw=2&categoryId=0`))).toBeUndefined();
  });

  it('gives nothing once the visitor is on another address, after the first seconds, or for another origin', () => {
    const document = { page: '/shop', answers: { '/x': 1 } };
    expect(createInitialAnswers(pageAt('/cat/bad-1', document)).answerFor(url('/x'))).toBeUndefined();
    expect(
      createInitialAnswers(pageAt('/shop', document, { now: INITIAL_ANSWERS_TTL_MS + 1 })).answerFor(
        url('/x'),
      ),
    ).toBeUndefined();
    expect(
      createInitialAnswers(pageAt('/shop', document)).answerFor(new URL('/x', 'http://elsewhere.test')),
    ).toBeUndefined();
    expect(createInitialAnswers(pageAt('/shop', document)).answerFor(url('/x'))).toBe(1);
  });

  it('gives them on a page just sent or reloaded, not on one the browser kept (back or forward)', () => {
    const document = { page: '/shop', answers: { '/x': 1 } };
    const answer = (cameBy: string | null) =>
      createInitialAnswers(pageAt('/shop', document, { cameBy })).answerFor(url('/x'));
    expect([answer('navigate'), answer('reload')]).toEqual([1, 1]);
    for (const cameBy of ['back_forward', 'prerender', null]) expect(answer(cameBy)).toBeUndefined();
  });

  it('reads the element once, and takes a missing, damaged or strange element for no answers', () => {
    const page = pageAt('/', { page: '/', answers: { '/x': 1 } });
    const answers = createInitialAnswers(page);
    answers.answerFor(url('/x'));
    answers.answerFor(url('/y'));
    expect(page.reads).toBe(1);
    for (const element of ['', '{not json', 'null', '[]', { page: 3, answers: {} }, { page: '/' }]) {
      expect(createInitialAnswers(pageAt('/', element)).answerFor(url('/x'))).toBeUndefined();
    }
    // An inherited property is no answer.
    expect(
      createInitialAnswers(pageAt('/', { page: '/', answers: {} })).answerFor(url('/toString')),
    ).toBeUndefined();
  });
});

describe('the API client with inlined answers', () => {
  const schema = z.object({ n: z.number() });
  const fetchOk = () =>
    jest.fn(async () => new Response(JSON.stringify({ n: 2 }), { status: 200 })) as unknown as typeof fetch;

  it('answers a GET from the page without a request, and goes to the server for the rest', async () => {
    const fetch = fetchOk();
    const api = createApiClient({
      baseUrl: 'http://shop.test',
      fetch,
      initialAnswers: createInitialAnswers(pageAt('/', { page: '/', answers: { '/x?a=1': { n: 1 } } })),
    });
    await expect(api.get('/x', schema, { query: { a: 1 } })).resolves.toEqual({ n: 1 });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api.get('/x', schema, { query: { a: 2 } })).resolves.toEqual({ n: 2 });
    await expect(api.post('/x', schema, { query: { a: 1 }, body: {} })).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks the server when the inlined answer does not fit the schema', async () => {
    const fetch = fetchOk();
    const api = createApiClient({
      baseUrl: 'http://shop.test',
      fetch,
      initialAnswers: createInitialAnswers(pageAt('/', { page: '/', answers: { '/x': { n: 'one' } } })),
    });
    await expect(api.get('/x', schema)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
