import { fromCents, orderStatusSchema } from 'shared-contracts';
import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { advanceOrder, OrderStatusError } from '../orders/order-status';
import { ApiProblem } from '../plugins/api-errors';

export const advanceOrderSchema = z.object({
  status: z.optional(orderStatusSchema).describe("Default: the next status of the order's flow"),
  note: z.string().trim().max(500).optional(),
});

export const advancedOrderSchema = z.object({
  orderNumber: z.string(),
  from: orderStatusSchema,
  to: orderStatusSchema,
});

/** advanceOrder (orders/order-status.ts) with its refusals as 404 unknownOrder and 409 orderStatus. */
export async function moveOrder(
  db: Database,
  orderNumber: string,
  { status, note }: z.output<typeof advanceOrderSchema>,
): Promise<z.output<typeof advancedOrderSchema>> {
  try {
    return await advanceOrder(db, orderNumber.trim().toUpperCase(), status, note || undefined);
  } catch (error) {
    if (!(error instanceof OrderStatusError)) throw error;
    throw error.reason === 'unknown'
      ? new ApiProblem(404, 'unknownOrder', error.message)
      : new ApiProblem(409, 'orderStatus', error.message);
  }
}

export const orderListQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  email: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
});

export const orderListSchema = z.object({
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string().describe('ISO 8601, UTC'),
      status: orderStatusSchema,
      delivery: z.enum(['delivery', 'collection']),
      total: z.number().describe('In euros'),
      lines: z.number().int(),
      email: z.string(),
    }),
  ),
});

/** Orders, newest first, optionally of one status or one customer's email. */
export async function listOrders(
  db: Queryable,
  { status, email, limit }: z.output<typeof orderListQuerySchema>,
): Promise<z.output<typeof orderListSchema>> {
  const { rows } = await db.query<{
    order_number: string;
    created_at: Date | string;
    status: z.output<typeof orderStatusSchema>;
    email: string;
    delivery: 'delivery' | 'collection';
    total_cents: number;
    lines: number;
  }>(
    `SELECT o.order_number, o.created_at, o.status, o.email, o.delivery, o.total_cents,
       (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
     FROM orders o
     WHERE ($1::text IS NULL OR o.status = $1) AND ($2::text IS NULL OR lower(o.email) = lower($2))
     ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
    [status ?? null, email ?? null, limit],
  );
  return {
    orders: rows.map((row) => ({
      orderNumber: row.order_number,
      placedAt: new Date(row.created_at).toISOString(),
      status: row.status,
      delivery: row.delivery,
      total: fromCents(row.total_cents),
      lines: row.lines,
      email: row.email,
    })),
  };
}
