import { useState } from 'react';
import { bus, type WishlistItem } from 'shared-contracts';
import { getProductById } from '../../../api/get-product-by-id';
import { addToCart } from '../../../store/cart-service';
import { removeFromWishlist } from '../../../store/wishlist-rules';
import { wishlistStore } from '../../../store/wishlist-service';

/**
 * Moves a wishlist item to the cart, through the same add as the catalog's (its availability check
 * included), and off the wishlist once added. The product is read first: the price may have
 * changed since it was wished for, and one without a price or stock number is not for sale.
 */
export function useMoveToCart() {
  const [busy, setBusy] = useState<string | null>(null);

  const move = async (item: WishlistItem) => {
    setBusy(item.name);
    try {
      const product = await getProductById(item.id);
      if (product.price === null || product.number === null) {
        bus.publish('cart:toast-requested', { kind: 'error', message: 'cannotAddToCart' });
        return;
      }
      const outcome = await addToCart({
        id: product.id,
        name: product.name,
        price: product.price,
        qty: 1,
        orderType: 'normal',
        prodImageList: product.prodImageList,
        productB2BDiscountFlag: product.productB2BDiscountFlag,
        number: product.number,
      });
      if (outcome === 'added') wishlistStore().update((items) => removeFromWishlist(items, item.name));
    } catch {
      bus.publish('cart:toast-requested', { kind: 'error', message: 'cannotAddToCart' });
    } finally {
      setBusy(null);
    }
  };

  return { busy, move };
}
