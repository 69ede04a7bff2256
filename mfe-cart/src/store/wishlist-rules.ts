import type { WishlistItem } from 'shared-contracts';

/** Toggle adds if absent, otherwise removes; the wishlist is keyed by name (spec §3, §4). */
export function toggleWishlist(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return items.some((entry) => entry.name === item.name)
    ? items.filter((entry) => entry.name !== item.name)
    : [...items, item];
}

export function removeFromWishlist(items: readonly WishlistItem[], name: string): WishlistItem[] {
  return items.filter((entry) => entry.name !== name);
}
