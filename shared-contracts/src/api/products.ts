import { z } from 'zod';
import { PRODUCT_PAGE_SIZE } from '../constants';
import { categorySchema } from '../entities/category';
import { productDetailSchema, productSchema } from '../entities/product';
import { dataTablesEnvelope, responseEnvelope } from './envelopes';

export const PRODUCTS_PREFIX = '/products/api/v1';

const intFromQuery = z.coerce.number().int();
const boolFromQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const PRODUCT_SORTS = ['default', 'price-asc', 'price-desc', 'name-asc', 'newest'] as const;

/** GET /public-products/get-products-by-category-id (spec §7), plus a sort. */
export const productListQuerySchema = z.object({
  categoryId: intFromQuery.nonnegative().default(0),
  draw: intFromQuery.positive().default(1),
  start: intFromQuery.nonnegative().default(0),
  length: intFromQuery.positive().max(100).default(PRODUCT_PAGE_SIZE),
  searchByName: z.string().max(200).optional(),
  input: z.string().max(200).optional(),
  color: z.string().max(100).optional(),
  size: z.string().max(100).optional(),
  brand: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  minPrice: z.coerce.number().nonnegative().optional(),
  maxPrice: z.coerce.number().nonnegative().optional(),
  isSale: boolFromQuery.optional(),
  sort: z.enum(PRODUCT_SORTS).default('default'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export const productListResponseSchema = dataTablesEnvelope(productSchema);

export const categoriesResponseSchema = responseEnvelope(z.array(categorySchema));
export const defaultProductsResponseSchema = responseEnvelope(z.array(productSchema));

export const validateStockQuerySchema = z.object({
  productId: intFromQuery.positive(),
  stock: intFromQuery.positive(),
});
export const validateStockResponseSchema = responseEnvelope(
  z.object({ available: z.boolean(), number: z.number().int().nonnegative() }),
);

export const productSizesQuerySchema = z.object({ keyword: z.string().max(100).default('') });
export const productSizesResponseSchema = responseEnvelope(z.array(z.string()));

const facet = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export const productFiltersQuerySchema = z.object({ categoryId: intFromQuery.nonnegative().default(0) });
export const productFiltersResponseSchema = responseEnvelope(
  z.object({
    colors: z.array(facet),
    sizes: z.array(facet),
    brands: z.array(facet),
    types: z.array(facet),
    price: z.object({ min: z.number(), max: z.number() }),
    saleCount: z.number().int().nonnegative(),
  }),
);

export const brandsResponseSchema = responseEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() })));

export const productByIdQuerySchema = z.object({ productId: intFromQuery.positive() });
export const productByIdResponseSchema = responseEnvelope(productDetailSchema);
