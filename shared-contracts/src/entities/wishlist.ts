import { z } from 'zod';
import { euroAmountSchema, productImageSchema } from './product';

/** Wishlist items are keyed by name (spec §3). */
export const wishlistItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  price: euroAmountSchema.nullable(),
  prodImageList: z.array(productImageSchema),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
