import { bus, STORAGE_KEYS, wishlistItemSchema, type WishlistItem } from 'shared-contracts';
import { PersistedList } from '../lib/persisted-list';

const storedWishlistSchema = wishlistItemSchema.array();

/** A stored wishlist that does not parse (corrupt, or another shape) reads as an empty one. */
export function parseStoredWishlist(raw: string | null): WishlistItem[] {
  if (!raw) return [];
  try {
    const parsed = storedWishlistSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
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
