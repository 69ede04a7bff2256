import * as z from 'zod/mini';

/** Euros with at most two decimals, as the API carries them. */
export const euroAmountSchema = z.number().check(
  z.nonnegative(),
  z.refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'At most two decimals',
    },
  ),
);

export const imageViewTypeSchema = z.string().check(z.minLength(1));

export const productImageSchema = z.object({
  imageURL: z.string().check(z.minLength(1)),
  imageViewType: imageViewTypeSchema,
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** The neighbour in prev/next navigation; slug is the product id as the theme's links use it. */
export const productNeighbourSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  pictures: z.array(z.object({ url: z.string() })),
});
export type ProductNeighbour = z.infer<typeof productNeighbourSchema>;

export const productConditionSchema = z.string();

/** A product as the listing and the detail block read it (spec §3). */
export const productSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  /** Price incl. VAT in euros; null when the product has no price (it cannot be added to cart). */
  price: z.nullable(euroAmountSchema),
  /** Stock quantity; null when unknown (it cannot be added to cart). */
  number: z.nullable(z.number().check(z.int(), z.nonnegative())),
  brand: z.string(),
  condition: productConditionSchema,
  finalProductStatus: z.string(),
  prodImageList: z.array(productImageSchema),
  productB2BDiscountFlag: z.boolean(),
  categoryId: z.optional(z.number().check(z.int(), z.nonnegative())),
  description: z.optional(z.string()),
  color: z.optional(z.string()),
  size: z.optional(z.string()),
  type: z.optional(z.string()),
  isSale: z.optional(z.boolean()),
  /** Price before the sale, incl. VAT, when the product is on sale. */
  oldPrice: z.optional(z.nullable(euroAmountSchema)),
  /** ISO date-time when the offer ends, for the countdown. */
  offerEndDate: z.optional(z.nullable(z.string())),
});
export type Product = z.infer<typeof productSchema>;

/** The detail block's product, with its neighbours in the listing order. */
export const productDetailSchema = z.extend(productSchema, {
  prev: z.nullable(productNeighbourSchema),
  next: z.nullable(productNeighbourSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
