import { type ORDER_STATUSES } from 'shared-contracts';
import type { Database } from '../db/database';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const DELIVERY_FLOW: OrderStatus[] = ['placed', 'confirmed', 'packed', 'shipped', 'completed'];
const COLLECTION_FLOW: OrderStatus[] = ['placed', 'confirmed', 'packed', 'ready-for-collection', 'completed'];

/** The next status in the order's flow (delivered or collected); undefined once it is finished. */
export function nextStatus(
  current: OrderStatus,
  delivery: 'delivery' | 'collection',
): OrderStatus | undefined {
  const flow = delivery === 'delivery' ? DELIVERY_FLOW : COLLECTION_FLOW;
  const index = flow.indexOf(current);
  return index >= 0 ? flow[index + 1] : undefined;
}

/** Why an order does not move: 'unknown' (no such order) or 'refused' (its status does not allow it). */
export class OrderStatusError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown' | 'refused' = 'refused',
  ) {
    super(message);
  }
}

/**
 * Moves an order to `target` (default: the next status of its flow) and records it in the history.
 * Cancelling puts the ordered quantities back in stock, in the same transaction. A finished or
 * cancelled order does not move.
 */
export async function advanceOrder(db: Database, orderNumber: string, target?: OrderStatus, note?: string) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; status: OrderStatus; delivery: 'delivery' | 'collection' }>(
      'SELECT id, status, delivery FROM orders WHERE order_number = $1 FOR UPDATE',
      [orderNumber],
    );
    const order = rows[0];
    if (!order) throw new OrderStatusError(`No order ${orderNumber}`, 'unknown');
    if (order.status === 'completed' || order.status === 'cancelled') {
      throw new OrderStatusError(`Order ${orderNumber} is ${order.status} and cannot change`);
    }
    const status = target ?? nextStatus(order.status, order.delivery);
    if (!status || status === order.status)
      throw new OrderStatusError(`Order ${orderNumber} is already ${order.status}`);
    if (status === 'cancelled') {
      await tx.query(
        `UPDATE products p SET stock = p.stock + l.qty
         FROM (SELECT product_id, sum(qty)::int AS qty FROM order_lines WHERE order_id = $1 GROUP BY product_id) l
         WHERE p.id = l.product_id AND p.stock IS NOT NULL`,
        [order.id],
      );
    }
    await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
    await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [
      order.id,
      status,
      note ?? null,
    ]);
    return { orderNumber, from: order.status, to: status };
  });
}
