import type { Queryable } from '../db/database';
import { callJson } from './http-client';

export interface StockedProduct {
  id: number;
  stock: number;
}

/** Approved, priced products with stock, as the listing shows them (stock = `number`). */
export async function productsInStock(base: string, limit = 100): Promise<StockedProduct[]> {
  const answer = await callJson(
    base,
    'GET',
    `/products/api/v1/public-products/get-products-by-category-id?categoryId=0&draw=1&start=0&length=${limit}`,
  );
  const rows = (
    answer.body as {
      responseData: { data: Array<{ id: number; number: number | null; price: number | null }> };
    }
  ).responseData.data;
  return rows
    .filter((row) => row.price !== null && row.number !== null && row.number > 0)
    .map((row) => ({ id: row.id, stock: row.number ?? 0 }));
}

export interface OrderAttempt {
  email: string;
  productId: number;
  qty: number;
}

export function guestOrder(attempt: OrderAttempt) {
  return {
    email: attempt.email,
    firstName: 'Stream',
    lastName: 'Test',
    delivery: 'collection' as const,
    lines: [{ productId: attempt.productId, qty: attempt.qty, orderType: 'normal' as const }],
  };
}

/**
 * The invariant of the stock: for every product, what it had before minus the quantities of every
 * order the database holds equals what it has now, and nothing is below zero.
 */
export async function stockMismatches(
  db: Queryable,
  initial: ReadonlyMap<number, number>,
): Promise<Array<{ productId: number; initial: number; ordered: number; now: number }>> {
  const { rows } = await db.query<{ id: number; stock: number; ordered: number }>(
    `SELECT p.id, p.stock, COALESCE(SUM(l.qty), 0)::int AS ordered
       FROM products p LEFT JOIN order_lines l ON l.product_id = p.id
      WHERE p.id = ANY($1::int[])
      GROUP BY p.id, p.stock`,
    [[...initial.keys()]],
  );
  return rows
    .map((row) => ({
      productId: row.id,
      initial: initial.get(row.id) ?? 0,
      ordered: row.ordered,
      now: row.stock,
    }))
    .filter((row) => row.now < 0 || row.initial - row.ordered !== row.now);
}
