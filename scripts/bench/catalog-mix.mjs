// The catalogue-scale bench's traffic: what shoppers send to the listing and search call
// (GET /products/api/v1/public-products/get-products-by-category-id, spec §"API"), every request a
// URL not sent before, so no answer the server keeps can serve it. Deterministic from a seed: the
// same shop facts and seed give the same URLs in the same order, so two runs (before and after a
// change) send the same traffic.
//
//   browsing: a category (leaf 60 %, top 35 %, the whole shop 5 %), a sort, 0-3 filters out of the
//     category's own filter panel (colour, size, type, brand, a price range, on sale), and a page:
//     the first (60 %), 2-5 (30 %), up to 20 (8 %), any page of an unfiltered category (2 %).
//   search: one to three words taken from product names, whole or as typed so far (a prefix of
//     three letters or more), in the whole shop or in a category as the header's category select
//     sends it; most on page 1 in the default order. 30 % are the header's look-ups while typing
//     (6 rows; more than 4 characters typed). Every search has a word of three characters or
//     more, as the shop asks (shared-contracts' isSearchAcceptable): the API refuses the others.
//   pages (a reference, not shopping): a category as browsing picks it, any order, one of its
//     first 40 pages (the first 1 000 products: deeper pages start from kept stretches,
//     backend/src/catalog/queries/deep-pages.ts), no filter or search, and any DataTables draw
//     counter, which the answer echoes (so a page asked again is a new URL, answered again). Each
//     is one statement the server keeps prepared with its one plan
//     (backend/src/db/planner-settings.ts), reading the 25 rows shown: about the least a request
//     answered from the database costs, which the other mixes' CPU per request is read against.
import { isSearchAcceptable, MIN_SEARCH_WORD_LENGTH } from 'shared-contracts';
import { prng } from '../load/workload.mjs';

export const LISTING_PATH = '/products/api/v1/public-products/get-products-by-category-id';
export const PAGE_LENGTH = 25;
/**
 * What Chromium asks of every answer, the shop's own fetches of the listing included: the mixes
 * ask the same, so the server compresses each answer as it does for a shopper.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const SUGGESTION_LENGTH = 6; // what the header search asks for (spec §"Header search")
const SUGGESTION_MIN = 5; // the header's look-up fires once the text exceeds 4 characters
const SORTS = ['price-asc', 'price-desc', 'name-asc', 'newest'];
const FILTER_KINDS = ['color', 'size', 'type', 'brand', 'price', 'isSale'];
const MAX_ATTEMPTS = 1000;

/** Picks by weight: `choices` is [[weight, value], …]. */
function weighted(random, choices) {
  let roll = random() * choices.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, value] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices.at(-1)[1];
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));

/** `count` distinct items of `list`, in random order. */
function sample(random, list, count) {
  const pool = [...list];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/**
 * The shop as the mix sees it, from what its public API answers (catalog-scale.mjs reads it):
 * `categories`: [{ id, parentCategoryId, products, filters }] where `filters` is the category's
 * filter panel (get-product-filters: colors, sizes, types, brands as [{ value, count }], price
 * { min, max } in euros, saleCount); `words`: the distinct lower-case words of product names.
 */
export function describeShop({ categories, words }) {
  const tops = categories.filter((category) => category.parentCategoryId === 0);
  const parents = new Set(categories.map((category) => category.parentCategoryId));
  const leaves = categories.filter((category) => !parents.has(category.id));
  const total = tops.reduce((sum, category) => sum + category.products, 0);
  return { categories, tops, leaves, total, words: [...new Set(words)].sort() };
}

function valuesOf(filters, kind) {
  const key = { color: 'colors', size: 'sizes', type: 'types', brand: 'brands' }[kind];
  return (filters[key] ?? []).filter((item) => item.count > 0).map((item) => item.value);
}

/** One filter of `kind` from the category's panel, or undefined when the panel offers none. */
function filterOf(random, kind, filters) {
  if (kind === 'price') {
    const min = Math.floor(filters.price.min);
    const max = Math.ceil(filters.price.max);
    if (max <= min) return undefined;
    // A slider moved at both ends: whole euros, at least a tenth of the range apart.
    const low = between(random, min, min + Math.floor((max - min) * 0.6));
    const high = between(random, low + Math.max(1, Math.floor((max - min) / 10)), max);
    return [
      ['minPrice', String(low)],
      ['maxPrice', String(high)],
    ];
  }
  if (kind === 'isSale') return filters.saleCount > 0 ? [['isSale', 'true']] : undefined;
  const values = valuesOf(filters, kind);
  if (values.length === 0) return undefined;
  // Now and then two values of one filter (the panel's checkboxes), comma-separated.
  const chosen = sample(random, values, values.length > 1 && random() < 0.15 ? 2 : 1);
  return [[kind, chosen.join(',')]];
}

function pageParams(draw, length) {
  return [
    ['draw', String(draw)],
    ['start', String((draw - 1) * length)],
    ['length', String(length)],
  ];
}

/** A category as shoppers browse them: a leaf, a top-level category or the whole shop (id 0). */
const browsedCategory = (random, shop) =>
  weighted(random, [
    [60, () => pick(random, shop.leaves)],
    [35, () => pick(random, shop.tops)],
    [5, () => ({ id: 0, products: shop.total })],
  ])();

function browseUrl(random, shop) {
  const category = browsedCategory(random, shop);
  const filterCount = weighted(random, [
    [40, 0],
    [30, 1],
    [20, 2],
    [10, 3],
  ]);
  const params = [['categoryId', String(category.id)]];
  const filters = category.id === 0 ? undefined : category.filters;
  if (filters) {
    for (const kind of sample(random, FILTER_KINDS, filterCount))
      params.push(...(filterOf(random, kind, filters) ?? []));
  }
  const filtered = params.length > 1;
  const lastPage = Math.max(1, Math.ceil(category.products / PAGE_LENGTH));
  // Most shoppers stay on the first pages; a few page on, and now and then one (or a crawler)
  // jumps far into an unfiltered category.
  const draw = weighted(random, [
    [60, 1],
    [30, between(random, 2, Math.min(5, lastPage))],
    [8, between(random, 1, Math.min(filtered ? 5 : 20, lastPage))],
    [2, between(random, 1, filtered ? Math.min(5, lastPage) : lastPage)],
  ]);
  const sort = weighted(random, [
    [40, 'default'],
    [60, pick(random, SORTS)],
  ]);
  return new URLSearchParams([...params, ['sort', sort], ...pageParams(draw, PAGE_LENGTH)]);
}

/** The pages mix's pages: those of the first 1 000 products, before the deep pages' kept stretches. */
const REFERENCE_PAGES = 40;
/** The pages mix's draw counters: a page asked again is another URL (pages mix, above). */
const REFERENCE_DRAWS = 1_000_000;

/** An unfiltered page: browsing's category, any order, one of its first pages, any draw (pages mix, above). */
function pageUrl(random, shop) {
  const category = browsedCategory(random, shop);
  const page = between(random, 1, Math.min(REFERENCE_PAGES, Math.ceil(category.products / PAGE_LENGTH)));
  return new URLSearchParams([
    ['categoryId', String(category.id)],
    ['sort', pick(random, ['default', ...SORTS])],
    ['draw', String(between(random, 1, REFERENCE_DRAWS))],
    ['start', String((page - 1) * PAGE_LENGTH)],
    ['length', String(PAGE_LENGTH)],
  ]);
}

/** A word as typed so far: whole, or its first three letters or more. */
function typed(random, word, min) {
  if (word.length <= min || random() < 0.7) return word;
  return word.slice(0, between(random, min, word.length - 1));
}

/**
 * Words as a shopper sends them: when none is long enough for the shop to search ('xl 42'), the
 * shop says so and the shopper types a longer first word (a whole word or its first letters).
 */
function searchable(random, shop, words) {
  if (isSearchAcceptable(words.join(' '))) return words;
  const long = shop.words.filter((word) => word.length >= MIN_SEARCH_WORD_LENGTH);
  return [typed(random, pick(random, long), MIN_SEARCH_WORD_LENGTH), ...words.slice(1)];
}

/** The header's look-up while typing: a word of five letters or more, or a word and the next one as far as typed. */
function lookUpText(random, shop) {
  const long = shop.words.filter((word) => word.length >= SUGGESTION_MIN);
  if (random() < 0.6) return typed(random, pick(random, long), SUGGESTION_MIN);
  const words = [pick(random, shop.words), typed(random, pick(random, shop.words), 3)];
  return searchable(random, shop, words).join(' ');
}

function searchUrl(random, shop) {
  if (random() < 0.3) {
    // The header's look-up: the first 6 matches, in the category of the header's select.
    const category = weighted(random, [
      [80, 0],
      [20, pick(random, shop.tops).id],
    ]);
    return new URLSearchParams([
      ['categoryId', String(category)],
      ['searchByName', lookUpText(random, shop)],
      ...pageParams(1, SUGGESTION_LENGTH),
    ]);
  }
  const wordCount = weighted(random, [
    [65, 1],
    [30, 2],
    [5, 3],
  ]);
  const words = sample(random, shop.words, wordCount).map((word) => typed(random, word, 3));
  const text = searchable(random, shop, words).join(' ');
  const category = weighted(random, [
    [70, 0],
    [20, pick(random, shop.tops).id],
    [10, pick(random, shop.leaves).id],
  ]);
  const sort = weighted(random, [
    [70, 'default'],
    [30, pick(random, SORTS)],
  ]);
  const draw = weighted(random, [
    [80, 1],
    [20, between(random, 2, 3)],
  ]);
  return new URLSearchParams([
    ['categoryId', String(category)],
    ['searchByName', text],
    ['sort', sort],
    ...pageParams(draw, PAGE_LENGTH),
  ]);
}

const MIXES = { browse: browseUrl, search: searchUrl, pages: pageUrl };

/** The mixes, in the order the bench runs them: browsing and search, then the pages they are read against. */
export const MIX_KINDS = Object.keys(MIXES);

/**
 * A stream of distinct request paths of mix `kind` ('browse', 'search' or 'pages') over `shop`
 * (describeShop's answer): next() answers a path never answered before by this stream.
 */
export function createMix(kind, shop, seed) {
  const build = MIXES[kind];
  if (!build) throw new Error(`unknown mix '${kind}'`);
  const random = prng(seed);
  const sent = new Set();
  return {
    kind,
    get count() {
      return sent.size;
    },
    next() {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const path = `${LISTING_PATH}?${build(random, shop)}`;
        if (!sent.has(path)) {
          sent.add(path);
          return path;
        }
      }
      throw new Error(
        `the ${kind} mix found no new URL in ${MAX_ATTEMPTS} tries: too few categories or words`,
      );
    },
  };
}
