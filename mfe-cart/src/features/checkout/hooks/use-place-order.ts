import { useState } from 'react';
import type { CartItem, Order, PlaceOrderRequest } from 'shared-contracts';
import { removeLines } from '../../../store/cart-rules';
import { cartRepricer, cartStore } from '../../../store/cart-service';
import { currentSession } from '../../../store/session';
import { placeOrder } from '../api/place-order';
import { newIdempotencyKey } from '../lib/idempotency-key';

export type OrderProblem =
  { kind: 'out-of-stock' | 'not-orderable'; names: string[] } | { kind: 'failed' } | { kind: 'no-answer' };

/**
 * Places the order. After success the ordered lines leave the cart; when stock ran out meanwhile
 * the lines stay, the message names them, and the cart asks the server again for its stock and
 * prices (store/repricer.ts), which bounds their quantities. Each press
 * of the button is one attempt with a key of its own; placeOrder sends it again with that key
 * after a network failure, so the server places the order at most once for it.
 */
export function usePlaceOrder() {
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);

  const submit = async (request: PlaceOrderRequest, lines: readonly CartItem[]) => {
    setPlacing(true);
    setProblem(null);
    const result = await placeOrder(request, newIdempotencyKey());
    setPlacing(false);
    if (result.kind === 'placed') {
      cartStore().update((items) => removeLines(items, lines));
      setPlaced(result.order);
      return;
    }
    if (result.kind === 'failed' || result.kind === 'no-answer') {
      setProblem({ kind: result.kind });
      return;
    }
    const names = lines.filter((line) => result.productIds.includes(line.id)).map((line) => line.name);
    setProblem({ kind: result.kind, names: [...new Set(names)] });
    if (result.kind === 'out-of-stock') cartRepricer().recheck(currentSession());
  };

  return { placing, problem, placed, submit };
}
