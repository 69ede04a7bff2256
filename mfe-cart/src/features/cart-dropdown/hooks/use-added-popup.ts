import { useCallback, useEffect, useState } from 'react';
import { bus, type CartItem } from 'shared-contracts';

/** The line just added, for the 'Successfully added.' popup (spec §4); null when closed. */
export function useAddedPopup() {
  const [added, setAdded] = useState<{ item: CartItem; addedQty: number } | null>(null);
  useEffect(() => bus.on('cart:item-added', (payload) => setAdded(payload)), []);
  const close = useCallback(() => setAdded(null), []);
  return { added, close };
}
