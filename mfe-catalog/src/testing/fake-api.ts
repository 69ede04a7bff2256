import {
  categoriesResponseSchema,
  defaultProductsResponseSchema,
  isSearchAcceptable,
  productByIdQuerySchema,
  productByIdResponseSchema,
  productFiltersQuerySchema,
  productFiltersResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  PRODUCTS_PREFIX,
  type Category,
  type Product,
} from 'shared-contracts';

/**
 * A small in-memory stand-in for the catalogue API, for a loader's `fetch`: the answers of the
 * calls the catalog makes, in the shapes (and through the schemas) of shared-contracts, with the
 * API's 400 for what it refuses and 404 for what it does not have.
 */

export const CATEGORIES: Category[] = [
  { id: 4, name: 'Beddengoed', parentCategoryId: 0 },
  { id: 14, name: 'Dekbedovertrekken', parentCategoryId: 4 },
  { id: 12, name: 'Badtextiel', parentCategoryId: 0 },
];

const picture = (id: number, view: string) => ({
  imageURL: `/images/products/${id}/${view}/a1b2`,
  imageViewType: view,
});

const product = (fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  price: 19.95,
  number: 40,
  brand: 'Slaapwel',
  condition: 'new',
  finalProductStatus: 'approved',
  prodImageList: [picture(fields.id, 'front')],
  productB2BDiscountFlag: false,
  categoryId: 4,
  ...fields,
});

export const PRODUCTS: Product[] = [
  product({
    id: 7,
    name: 'Hoeslaken Zwolle katoen wit 90x200',
    price: 24.95,
    categoryId: 14,
    prodImageList: [picture(7, 'front'), picture(7, 'back')],
    description: 'Stevig katoen, 200 draden.',
    productB2BDiscountFlag: true,
  }),
  product({
    id: 3,
    name: 'Badlaken Ede katoen wit 100x150',
    price: 18.5,
    oldPrice: 25,
    isSale: true,
    offerEndDate: '2030-01-01T00:00:00.000Z',
    categoryId: 12,
    productB2BDiscountFlag: true,
  }),
  product({ id: 9, name: 'Kussensloop Delft satijn', price: 9.95, isSale: true, offerEndDate: null }),
  // Not approved: the API neither lists nor shows it.
  product({ id: 11, name: 'Theedoek Gouda', finalProductStatus: 'pending' }),
];

const shown = PRODUCTS.filter((candidate) => candidate.finalProductStatus === 'approved');

type Answer = { status: number; body: unknown };

const problem = (status: number, code: string): Answer => ({
  status,
  body: { message: code, data: code, code },
});

/** The categories a listing of `categoryId` covers: the whole shop (0), it and its subcategories. */
function scope(categoryId: number): 'all' | 'unknown' | number[] {
  if (categoryId === 0) return 'all';
  if (!CATEGORIES.some((category) => category.id === categoryId)) return 'unknown';
  return [categoryId, ...CATEGORIES.filter((c) => c.parentCategoryId === categoryId).map((c) => c.id)];
}

function listProducts(params: URLSearchParams): Answer {
  const query = productListQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return problem(400, 'validation');
  const { categoryId, draw, length, searchByName, isSale, minPrice, maxPrice } = query.data;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return problem(400, 'range');
  if (!isSearchAcceptable(searchByName ?? '')) return problem(400, 'searchTooShort');
  const ids = scope(categoryId);
  if (ids === 'unknown') return problem(404, 'categoryNotFound');
  const matching = shown.filter(
    (candidate) =>
      (ids === 'all' || ids.includes(candidate.categoryId ?? 0)) &&
      (!isSale || candidate.isSale) &&
      (!searchByName || candidate.name.toLowerCase().includes(searchByName.toLowerCase())),
  );
  const start = query.data.start ?? (draw - 1) * length;
  return {
    status: 200,
    body: productListResponseSchema.parse({
      responseData: {
        draw,
        recordsTotal: shown.length,
        recordsFiltered: matching.length,
        data: matching.slice(start, start + length),
      },
    }),
  };
}

function productFilters(params: URLSearchParams): Answer {
  const query = productFiltersQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return problem(400, 'validation');
  if (scope(query.data.categoryId) === 'unknown') return problem(404, 'categoryNotFound');
  const data = {
    colors: [{ value: 'Wit', count: 2 }],
    sizes: [{ value: '90x200', count: 1 }],
    brands: [{ value: 'Slaapwel', count: 3 }],
    types: [],
    price: { min: 9.95, max: 24.95 },
    saleCount: shown.filter((candidate) => candidate.isSale).length,
  };
  return { status: 200, body: productFiltersResponseSchema.parse({ responseData: { data } }) };
}

function productById(params: URLSearchParams): Answer {
  const query = productByIdQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return problem(400, 'validation');
  const index = shown.findIndex((candidate) => candidate.id === query.data.productId);
  const found = shown[index];
  if (!found) return problem(404, 'productNotFound');
  const neighbour = (other: Product | undefined) =>
    other
      ? {
          slug: String(other.id),
          name: other.name,
          pictures: other.prodImageList.map(({ imageURL: url }) => ({ url })),
        }
      : null;
  const data = { ...found, prev: neighbour(shown[index - 1]), next: neighbour(shown[index + 1]) };
  return { status: 200, body: productByIdResponseSchema.parse({ responseData: { data } }) };
}

const ROUTES: Record<string, (params: URLSearchParams) => Answer> = {
  [`${PRODUCTS_PREFIX}/categories/get-public-all-categories`]: () => ({
    status: 200,
    body: categoriesResponseSchema.parse({ responseData: { data: CATEGORIES } }),
  }),
  [`${PRODUCTS_PREFIX}/public-products/get-default-approved-products`]: () => ({
    status: 200,
    body: defaultProductsResponseSchema.parse({ responseData: { data: shown } }),
  }),
  [`${PRODUCTS_PREFIX}/public-products/get-products-by-category-id`]: listProducts,
  [`${PRODUCTS_PREFIX}/public-products/get-product-filters`]: productFilters,
  [`${PRODUCTS_PREFIX}/public-products/get-product-by-id`]: productById,
};

export interface FakeApi {
  fetch: typeof fetch;
  /** Every address asked for, in order. */
  calls: URL[];
}

/**
 * The fake API. `failing`: the calls (each named by how its path ends) that answer 500, as a
 * server that broke. Its answers are only what the API client reads of a Response (jsdom has
 * no Response).
 */
export function createFakeApi({ failing = [] }: { failing?: readonly string[] } = {}): FakeApi {
  const calls: URL[] = [];
  const fetch = async (input: Parameters<typeof globalThis.fetch>[0]) => {
    const url = new URL(typeof input === 'object' && 'url' in input ? input.url : String(input));
    calls.push(url);
    const route = ROUTES[url.pathname];
    const answer: Answer = failing.some((path) => url.pathname.endsWith(path))
      ? { status: 500, body: { message: 'x', data: 'x', code: 'internal' } }
      : route
        ? route(url.searchParams)
        : problem(404, 'notFound');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as unknown as Response;
  };
  return { fetch, calls };
}
