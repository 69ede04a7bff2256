import { fromCents, type Order, type OrderType } from 'shared-contracts';
import type { Queryable } from '../db/database';
import type { OrderStatus } from './order-status';

export interface OrderRow {
  id: number;
  order_number: string;
  user_id: number | null;
  email: string;
  first_name: string;
  delivery: 'delivery' | 'collection';
  total_cents: number;
  vat_cents: number;
  status: OrderStatus;
  locale: string;
  created_at: Date | string;
}

interface LineRow {
  order_id: number;
  product_id: number;
  product_name: string;
  qty: number;
  unit_price_cents: number;
  order_type: OrderType;
}

export interface HistoryEntry {
  status: OrderStatus;
  at: string;
  note: string | null;
}

const ORDER_COLUMNS =
  'id, order_number, user_id, email, first_name, delivery, total_cents, vat_cents, status, locale, created_at';
const iso = (value: Date | string) => new Date(value).toISOString();

export async function findOrderByNumber(db: Queryable, orderNumber: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = $1`, [
    orderNumber,
  ]);
  return rows[0];
}

/** A user's orders, newest first, at most `limit`. */
export async function findOrdersOfUser(db: Queryable, userId: number, limit = 200): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** The API shape of orders, with their lines, in two queries whatever the number of orders. */
export async function toApiOrders(db: Queryable, orders: OrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const { rows } = await db.query<LineRow>(
    `SELECT order_id, product_id, product_name, qty, unit_price_cents, order_type
     FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [orders.map((order) => order.id)],
  );
  return orders.map((order) => ({
    orderNumber: order.order_number,
    createdAt: iso(order.created_at),
    status: order.status,
    email: order.email,
    delivery: order.delivery,
    lines: rows
      .filter((line) => line.order_id === order.id)
      .map((line) => ({
        productId: line.product_id,
        name: line.product_name,
        qty: line.qty,
        unitPrice: fromCents(line.unit_price_cents),
        lineTotal: fromCents(line.unit_price_cents * line.qty),
        orderType: line.order_type,
      })),
    total: fromCents(order.total_cents),
    vat: fromCents(order.vat_cents),
  }));
}

export async function orderHistory(db: Queryable, orderId: number): Promise<HistoryEntry[]> {
  const { rows } = await db.query<{ status: OrderStatus; at: Date | string; note: string | null }>(
    'SELECT status, at, note FROM order_status_history WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map((row) => ({ status: row.status, at: iso(row.at), note: row.note }));
}
