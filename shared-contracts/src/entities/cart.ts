import * as z from 'zod/mini';
import { euroAmountSchema, productImageSchema } from './product';

export const ORDER_TYPES = ['normal', 'reservation'] as const;
/** normal = delivered; reservation = reserved for collection at the collection point. */
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

export const cartItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  /**
   * Unit price incl. VAT in euros: the server's subTotal / qty once re-priced. Storage is the
   * shopper's to edit, so the cart shows a price only as the server answered it.
   */
  price: euroAmountSchema,
  qty: z.number().check(z.int(), z.positive()),
  orderType: orderTypeSchema,
  prodImageList: z.array(productImageSchema),
  productB2BDiscountFlag: z.boolean(),
  /** Stock as the server last answered it (the add's check, the re-price), so quantity changes are bounded without a request. */
  number: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** The server's price before any business discount (the re-price's listPrice). */
  listPrice: z.optional(euroAmountSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The most a header badge writes out: above it a badge shows '999+', so no count stretches the header. */
export const BADGE_MAX = 999;

/**
 * A count as the header's badges write it (the cart's and wishlist's, and the shell's bottom bar).
 * A count above BADGE_MAX is a cart not yet cut to the server's stock (storage edited by hand).
 */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** What the `data` JSON string of the stored cart holds. */
export const storedCartItemsSchema = z.array(cartItemSchema);

/** The cart in browser storage (spec §3): an object whose field `data` is a JSON string. */
export const storedCartSchema = z.object({ data: z.string() });
export type StoredCart = z.infer<typeof storedCartSchema>;

/** Reads a stored cart; anything corrupt or of an old shape yields an empty cart, never a throw. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const outer = storedCartSchema.safeParse(JSON.parse(raw));
    if (!outer.success) return [];
    const items = storedCartItemsSchema.safeParse(JSON.parse(outer.data.data));
    return items.success ? items.data : [];
  } catch {
    return [];
  }
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ data: JSON.stringify(items) } satisfies StoredCart);
}
