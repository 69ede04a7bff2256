import { useSyncExternalStore } from 'react';
import type { CartItem } from 'shared-contracts';
import { cartStore } from './cart-service';

export function useCart(): readonly CartItem[] {
  const store = cartStore();
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
