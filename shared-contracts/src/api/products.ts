import * as z from 'zod/mini';
import {
  IMAGE_DEFAULT_QUALITY,
  MAX_DB_INTEGER,
  MIN_SEARCH_WORD_LENGTH,
  PRODUCT_PAGE_SIZE,
} from '../constants';
import { categorySchema } from '../entities/category';
import { productDetailSchema, productSchema } from '../entities/product';
import { dataTablesEnvelope, responseEnvelope } from './envelopes';

export const PRODUCTS_PREFIX = '/products/api/v1';

const intFromQuery = z.coerce.number().check(z.int());
const idFromQuery = intFromQuery.check(z.positive(), z.lte(MAX_DB_INTEGER));
const boolFromQuery = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1'),
);
/** Free text from a query string; a NUL character cannot be stored or searched, so it is refused. */
const queryText = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((value) => !value.includes('\u0000'), { message: 'Invalid character' }),
  );

export const PRODUCT_SORTS = ['default', 'price-asc', 'price-desc', 'name-asc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * GET /public-products/get-products-by-category-id (spec §7), plus a sort. `start` may be left
 * out: the server then takes (draw - 1) × length, the theme's paging rule. color, size, brand and
 * type accept several values separated by commas; an empty value means no filter.
 */
export const productListQuerySchema = z.object({
  categoryId: z._default(intFromQuery.check(z.nonnegative(), z.lte(MAX_DB_INTEGER)), 0),
  draw: z._default(intFromQuery.check(z.positive(), z.lte(MAX_DB_INTEGER)), 1),
  start: z.optional(intFromQuery.check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER))),
  length: z._default(intFromQuery.check(z.positive(), z.lte(100)), PRODUCT_PAGE_SIZE),
  searchByName: z.optional(queryText(200)),
  input: z.optional(queryText(200)),
  color: z.optional(queryText(100)),
  size: z.optional(queryText(100)),
  brand: z.optional(queryText(100)),
  type: z.optional(queryText(100)),
  minPrice: z.optional(z.coerce.number().check(z.nonnegative(), z.lte(10_000_000))),
  maxPrice: z.optional(z.coerce.number().check(z.nonnegative(), z.lte(10_000_000))),
  isSale: z.optional(boolFromQuery),
  sort: z._default(z.enum(PRODUCT_SORTS), 'default'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
/**
 * Failures of the listing call that name their own code: `code` is the key, `data` the text. A
 * search without a word of MIN_SEARCH_WORD_LENGTH characters (isSearchAcceptable, search.ts) is a
 * 400 searchTooShort; the shop's pages show their own translation of it without asking.
 */
export const PRODUCT_PROBLEMS = {
  searchTooShort: `Type a word of at least ${MIN_SEARCH_WORD_LENGTH} characters to search.`,
} as const;
export const productListResponseSchema = dataTablesEnvelope(productSchema);

export const categoriesResponseSchema = responseEnvelope(z.array(categorySchema));
export const defaultProductsResponseSchema = responseEnvelope(z.array(productSchema));

export const validateStockQuerySchema = z.object({
  productId: idFromQuery,
  stock: intFromQuery.check(z.positive(), z.lte(MAX_DB_INTEGER)),
});
export const validateStockResponseSchema = responseEnvelope(
  z.object({ available: z.boolean(), number: z.number().check(z.int(), z.nonnegative()) }),
);

export const productSizesQuerySchema = z.object({ keyword: z._default(queryText(100), '') });
export const productSizesResponseSchema = responseEnvelope(z.array(z.string()));

const facet = z.object({ value: z.string(), count: z.number().check(z.int(), z.nonnegative()) });
export const productFiltersQuerySchema = z.object({
  categoryId: z._default(intFromQuery.check(z.nonnegative(), z.lte(MAX_DB_INTEGER)), 0),
});
export const productFiltersResponseSchema = responseEnvelope(
  z.object({
    colors: z.array(facet),
    sizes: z.array(facet),
    brands: z.array(facet),
    types: z.array(facet),
    /** Euros incl. VAT; both 0 when no product in the category has a price. */
    price: z.object({ min: z.number(), max: z.number() }),
    saleCount: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type ProductFilters = z.infer<typeof productFiltersResponseSchema>['responseData']['data'];

export const brandsResponseSchema = responseEnvelope(
  z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
);

export const productByIdQuerySchema = z.object({ productId: idFromQuery });
export const productByIdResponseSchema = responseEnvelope(productDetailSchema);

/**
 * Product images: GET /images/products/{productId}/{viewType}/{version}?w={width}&q={quality}.
 * A product's prodImageList[].imageURL is the path with its version: a hash of what the drawing
 * depends on (colour, category, the server's drawing code) that changes whenever the picture's
 * bytes would, so a versioned address is cached for good and a changed picture gets a new one.
 * The path without a version (as older carts and orders keep it) is served too, cached a month.
 * The client adds w (one of IMAGE_WIDTHS; another width is served at the next allowed one up)
 * and optionally q.
 */
export const PRODUCT_IMAGES_PREFIX = '/images/products';
export const productImagePath = (productId: number, viewType: string, version?: string) =>
  `${PRODUCT_IMAGES_PREFIX}/${productId}/${encodeURIComponent(viewType)}${version ? `/${version}` : ''}`;
export const productImageParamsSchema = z.object({
  productId: idFromQuery,
  viewType: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Unknown view type')),
});
export const productImageVersionedParamsSchema = z.extend(productImageParamsSchema, {
  version: z.string().check(z.regex(/^[0-9a-f]{1,32}$/, 'Unknown image version')),
});
export const productImageQuerySchema = z.object({
  w: z.optional(intFromQuery.check(z.positive(), z.lte(100_000))),
  q: z._default(intFromQuery.check(z.gte(1), z.lte(100)), IMAGE_DEFAULT_QUALITY),
});
