import { bus, STORAGE_KEYS, wishlistItemSchema, type WishlistItem } from 'shared-contracts';
import { PersistedList } from '../lib/persisted-list';

/**
 * A stored wishlist that does not parse (corrupt, or another shape) reads as an empty one. Each
 * item is checked with the contract's schema (zod/mini schemas have no .array(), and this remote
 * does not import zod itself: zod travels inside the shared shared-contracts, once).
 */
export function parseStoredWishlist(raw: string | null): WishlistItem[] {
  if (!raw) return [];
  try {
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    const items: WishlistItem[] = [];
    for (const entry of stored) {
      const parsed = wishlistItemSchema.safeParse(entry);
      if (!parsed.success) return [];
      items.push(parsed.data);
    }
    return items;
  } catch {
    return [];
  }
}

/** The wishlist of this page, stored under its riode- key and announced as `cart:wishlist-changed`. */
export class WishlistStore extends PersistedList<WishlistItem> {
  constructor(storage?: Storage) {
    super({
      key: STORAGE_KEYS.wishlist,
      parse: parseStoredWishlist,
      serialize: (items) => JSON.stringify(items),
      announce: (items) => bus.publish('cart:wishlist-changed', { items: [...items] }),
      storage,
    });
  }
}
