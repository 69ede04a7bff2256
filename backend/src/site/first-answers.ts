import type { FastifyInstance } from 'fastify';
import { answerKey, PRODUCT_PAGE_SIZE, PRODUCTS_PREFIX } from 'shared-contracts';
import { categoryIdFromPath, pageForPath, productIdFromPath } from 'shared-contracts/page-paths';
import { AUTH_JS_BASE_PATH } from '../auth-js/auth-js-config';

/** The public catalogue calls' common path (also read by picture-preload.ts). */
export const PUBLIC = `${PRODUCTS_PREFIX}/public-products`;
const CATEGORIES = `${PRODUCTS_PREFIX}/categories/get-public-all-categories`;
/** The home page's row of offers (mfe-catalog home-page.tsx). */
const HOME_SALE_ROW = 10;

/** A listing's first request and its facets, as the catalog's listing asks for them unfiltered. */
function listing(categoryId: number, page: number, sale: boolean): string[] {
  const query = new URLSearchParams({
    categoryId: String(categoryId),
    draw: String(page),
    length: String(PRODUCT_PAGE_SIZE),
    start: String((page - 1) * PRODUCT_PAGE_SIZE),
  });
  if (sale) query.set('isSale', 'true');
  return [
    `${PUBLIC}/get-products-by-category-id?${query}`,
    `${PUBLIC}/get-product-filters?categoryId=${categoryId}`,
  ];
}

const positiveInt = (text: string | null | undefined): number | undefined => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 && String(value) === text ? value : undefined;
};

/** Only a page number, and what the route itself carries, is read here: a filtered listing asks itself. */
function onlyParams(params: URLSearchParams, allowed: readonly string[]): boolean {
  return [...params.keys()].every((key) => allowed.includes(key));
}

/**
 * The public catalogue calls a page makes as it opens, so the server can answer them in the page.
 * It mirrors the catalog's pages (mfe-catalog/src/features) and the shell's header, which lists
 * the categories on every page. A wrong guess costs only the bytes of an answer nobody takes (the
 * client asks the server for anything not in the page); the end-to-end tests check the guesses.
 */
export function firstCallsForPage(pathname: string, search: string): string[] {
  const params = new URLSearchParams(search);
  const calls = [CATEGORIES];
  const target = pageForPath(pathname);
  const page = params.has('page') ? positiveInt(params.get('page')) : 1;
  switch (target?.remote === 'catalog' ? target.page : undefined) {
    case 'home': {
      const sale = new URLSearchParams({
        isSale: 'true',
        draw: '1',
        start: '0',
        length: String(HOME_SALE_ROW),
        sort: 'newest',
      });
      calls.push(`${PUBLIC}/get-default-approved-products`, `${PUBLIC}/get-products-by-category-id?${sale}`);
      break;
    }
    case 'product': {
      // /product/default/{id} names it in the path (read as the router reads it), /product/d/p in ?slug.
      const id = productIdFromPath(pathname) ?? positiveInt(params.get('slug'));
      if (id) calls.push(`${PUBLIC}/get-product-by-id?productId=${id}`);
      break;
    }
    // A listing's page number it would not read as one (page undefined) is left to the listing.
    case 'shop':
    case 'category-page':
      if (page !== undefined && onlyParams(params, ['categoryId', 'page'])) {
        const categoryId = params.has('categoryId') ? positiveInt(params.get('categoryId')) : 0;
        if (categoryId !== undefined) calls.push(...listing(categoryId, page, false));
      }
      break;
    case 'sale':
      if (page !== undefined && onlyParams(params, ['isSale', 'page'])) calls.push(...listing(0, page, true));
      break;
    case 'category': {
      const categoryId = categoryIdFromPath(pathname);
      if (categoryId && page !== undefined && onlyParams(params, ['page']))
        calls.push(...listing(categoryId, page, false));
      break;
    }
  }
  return calls;
}

/** How long the page waits for its first answers; what is not ready by then the client asks itself. */
const ANSWER_WAIT_MS = 300;

/**
 * A page's first answers, to be written into it as an InitialAnswersDocument: each call's JSON
 * text as the API sent it, by answerKey. Kept as text, the server never parses and serialises
 * again what it will only write out (issue 9: that was a tenth of its work per page).
 */
export interface FirstAnswers {
  page: string;
  answers: ReadonlyMap<string, string>;
}

/** The InitialAnswersDocument (shared-contracts) of the answers, as JSON text. */
export function firstAnswersJson({ page, answers }: FirstAnswers): string {
  const entries = [...answers].map(([key, json]) => `${JSON.stringify(key)}:${json}`);
  return `{"page":${JSON.stringify(page)},"answers":{${entries.join(',')}}}`;
}

/** The shell's session read (Auth.js), made as every page opens. */
export const SESSION_CALL = `${AUTH_JS_BASE_PATH}/session`;

/**
 * Answers the page's first calls through the app itself (the same routes, validation and answer
 * cache as a browser's request). Only successful answers go into the page; a slow or failing call
 * is left out, so the client makes it and shows its own error, as without inlining.
 *
 * A visitor who came without a session cookie (`signedOut`) is told so in the page too: Auth.js
 * answers such a read with null, always, so the page's header need not wait a round trip after
 * its scripts to learn it (a visitor with one, even a stale one, is left to ask).
 */
export async function answerFirstCalls(
  app: FastifyInstance,
  pathname: string,
  search: string,
  { signedOut = false }: { signedOut?: boolean } = {},
): Promise<FirstAnswers> {
  const answers = new Map<string, string>();
  if (signedOut) answers.set(SESSION_CALL, 'null');
  const calls = firstCallsForPage(pathname, search).map(async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode === 200) answers.set(answerKey(url), response.body);
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(calls),
    new Promise((resolve) => (timer = setTimeout(resolve, ANSWER_WAIT_MS))),
  ]);
  clearTimeout(timer);
  // A copy: calls still running after the wait must not add to the page being written.
  return { page: `${pathname}${search}`, answers: new Map(answers) };
}
