import { totalsOf, type LocaleCode, type PlaceOrderRequest } from 'shared-contracts';
import type { Database, Queryable } from '../db/database';
import { claimKey, linkKey, orderOfKey, requestHash, type OrderKey } from './order-idempotency';
import { unitPriceCents } from './pricing';
import { loadOrderableProducts, productProblem } from './product-lookup';

export interface PlaceOrderInput {
  order: PlaceOrderRequest;
  userId: number | null;
  confirmedBusiness: boolean;
  locale: LocaleCode;
  /** The request's Idempotency-Key, already checked against idempotencyKeySchema. */
  idempotencyKey?: string | undefined;
}

export interface PlacedOrder {
  orderNumber: string;
  /** True when the key had placed this order before: nothing was done now. */
  replayed: boolean;
}

/** Quantities per product, ascending by id: rows are always locked in the same order, so two orders never deadlock. */
function quantitiesByProduct(lines: PlaceOrderRequest['lines']): Array<[number, number]> {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.qty);
  return [...totals.entries()].sort(([a], [b]) => a - b);
}

/**
 * Takes the stock of every product, all or nothing. Each UPDATE only matches while enough stock
 * is left, and the row lock it takes makes concurrent orders wait and re-check, so stock never
 * goes below zero. Every short product is collected before rolling back, so the 409 names them all.
 */
async function takeStock(tx: Queryable, lines: PlaceOrderRequest['lines']): Promise<void> {
  const short: number[] = [];
  for (const [productId, qty] of quantitiesByProduct(lines)) {
    const { rows } = await tx.query(
      'UPDATE products SET stock = stock - $1, updated_at = now() WHERE id = $2 AND stock >= $1 RETURNING id',
      [qty, productId],
    );
    if (rows.length === 0) short.push(productId);
  }
  if (short.length > 0) throw productProblem(409, 'outOfStock', short);
}

/**
 * Places an order in one transaction: stock taken, prices from the database (never from the
 * client), the order, its lines and its first status. Answers the order number. With an
 * idempotency key, a key that already placed an order answers that order (whatever the stock and
 * products are now) and a key used with another body is a 409; the key is claimed first thing in
 * the transaction, so a parallel request with the same key waits for this one (order-idempotency.ts).
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { order } = input;
  const orderKey: OrderKey | undefined = input.idempotencyKey
    ? { key: input.idempotencyKey, userId: input.userId, requestHash: requestHash(order) }
    : undefined;
  const earlier = orderKey && (await orderOfKey(db, orderKey));
  if (earlier) return { orderNumber: earlier, replayed: true };
  const products = await loadOrderableProducts(
    db,
    order.lines.map((line) => line.productId),
  );
  return db.transaction(async (tx) => {
    const claim = orderKey && (await claimKey(tx, orderKey));
    if (orderKey && claim === undefined) {
      // A request with the same key placed its order while this one waited for the key.
      const placed = await orderOfKey(tx, orderKey);
      if (!placed) throw new Error('an idempotency key was taken but names no order');
      return { orderNumber: placed, replayed: true };
    }
    await takeStock(tx, order.lines);
    // Prices are read again inside the transaction, after the stock rows are locked.
    const current = await loadOrderableProducts(tx, [...products.keys()]);
    const priced = order.lines.map((line) => {
      const product = current.get(line.productId);
      if (!product) throw productProblem(400, 'cannotAddToCart', [line.productId]);
      return { ...line, product, unitCents: unitPriceCents(product, input.confirmedBusiness) };
    });
    const totals = totalsOf(priced);
    const address = order.delivery === 'delivery' ? order.address : undefined;
    const { rows } = await tx.query<{ id: number; order_number: string }>(
      `INSERT INTO orders (order_number, user_id, email, first_name, last_name, phone, delivery,
         street, house_number, postal_code, city, country, total_cents, vat_cents, status, locale)
       VALUES ('RD-' || nextval('order_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'placed', $14)
       RETURNING id, order_number`,
      [
        input.userId,
        order.email,
        order.firstName,
        order.lastName,
        order.phone ?? null,
        order.delivery,
        address?.street ?? null,
        address?.houseNumber ?? null,
        address?.postalCode ?? null,
        address?.city ?? null,
        address?.country ?? null,
        totals.gross,
        totals.vat,
        input.locale,
      ],
    );
    const created = rows[0];
    if (!created) throw new Error('order insert returned nothing');
    for (const line of priced) {
      await tx.query(
        `INSERT INTO order_lines (order_id, product_id, product_name, qty, unit_price_cents, order_type) VALUES ($1, $2, $3, $4, $5, $6)`,
        [created.id, line.productId, line.product.name, line.qty, line.unitCents, line.orderType],
      );
    }
    await tx.query(`INSERT INTO order_status_history (order_id, status) VALUES ($1, 'placed')`, [created.id]);
    if (claim !== undefined) await linkKey(tx, claim, created.id);
    return { orderNumber: created.order_number, replayed: false };
  });
}
