import { z } from 'zod';

/** Euros with at most two decimals, as the API carries them. */
export const euroAmountSchema = z
  .number()
  .nonnegative()
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'At most two decimals',
    },
  );

export const imageViewTypeSchema = z.string().min(1);

export const productImageSchema = z.object({
  imageURL: z.string().min(1),
  imageViewType: imageViewTypeSchema,
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** The neighbour in prev/next navigation; slug is the product id as the theme's links use it. */
export const productNeighbourSchema = z.object({
  slug: z.string().min(1),
  name: z.string(),
  pictures: z.array(z.object({ url: z.string() })),
});
export type ProductNeighbour = z.infer<typeof productNeighbourSchema>;

export const productConditionSchema = z.string();

/** A product as the listing and the detail block read it (spec §3). */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Price incl. VAT in euros; null when the product has no price (it cannot be added to cart). */
  price: euroAmountSchema.nullable(),
  /** Stock quantity; null when unknown (it cannot be added to cart). */
  number: z.number().int().nonnegative().nullable(),
  brand: z.string(),
  condition: productConditionSchema,
  finalProductStatus: z.string(),
  prodImageList: z.array(productImageSchema),
  productB2BDiscountFlag: z.boolean(),
  categoryId: z.number().int().nonnegative().optional(),
  description: z.string().optional(),
  color: z.string().optional(),
  size: z.string().optional(),
  type: z.string().optional(),
  isSale: z.boolean().optional(),
  /** Price before the sale, incl. VAT, when the product is on sale. */
  oldPrice: euroAmountSchema.nullable().optional(),
  /** ISO date-time when the offer ends, for the countdown. */
  offerEndDate: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** The detail block's product, with its neighbours in the listing order. */
export const productDetailSchema = productSchema.extend({
  prev: productNeighbourSchema.nullable(),
  next: productNeighbourSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
