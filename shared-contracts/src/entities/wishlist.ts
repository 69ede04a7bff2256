import * as z from 'zod/mini';
import { euroAmountSchema, productImageSchema } from './product';

/** Wishlist items are keyed by name (spec §3). */
export const wishlistItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  price: z.nullable(euroAmountSchema),
  prodImageList: z.array(productImageSchema),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
