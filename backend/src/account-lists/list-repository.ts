import {
  ACCOUNT_LIST_MAX_ITEMS,
  fromCents,
  type AccountLists,
  type CartChange,
  type CartItem,
  type MergeAccountListsRequest,
  type WishlistChange,
  type WishlistItem,
} from 'shared-contracts';
import { priceNow } from '../catalog/offer-price';
import type { Queryable } from '../db/database';
import { categoryFamilies } from '../images/image-source';
import { imagesOf, PRODUCT_VIEWS } from '../catalog/queries/product-row';

/**
 * A product may sit in an account's cart while it can be bought: approved, with a price and a
 * stock number (spec §5). Lines of a product that lost one of these stay stored, and come back
 * when it is sold again, but are not shown.
 */
const ORDERABLE = 'p.approved AND p.price_cents IS NOT NULL AND p.stock IS NOT NULL';

/**
 * A new line or item is stored only while the account's list has room (as many lines as an order
 * may hold); an existing one can always change. $1 is the account, $2 the product, $3 the order type.
 */
const CART_HAS_ROOM = `((SELECT count(*) FROM account_cart_lines WHERE user_id = $1) < ${ACCOUNT_LIST_MAX_ITEMS}
    OR EXISTS (SELECT 1 FROM account_cart_lines WHERE user_id = $1 AND product_id = $2 AND order_type = $3))`;
const WISHLIST_HAS_ROOM = `(SELECT count(*) FROM account_wishlist_items WHERE user_id = $1) < ${ACCOUNT_LIST_MAX_ITEMS}`;

interface CartRow {
  product_id: number;
  order_type: CartItem['orderType'];
  qty: number;
  name: string;
  price_cents: number;
  stock: number;
  b2b_discount_flag: boolean;
  category_id: number;
  color: string;
  views: string[];
}

interface WishlistRow {
  product_id: number;
  name: string;
  price_cents: number | null;
  category_id: number;
  color: string;
  views: string[];
}

/** The account's cart and wishlist in the browser's shapes, at the prices that hold now (offer-price.ts) and current stock. */
export async function readAccountLists(db: Queryable, userId: number): Promise<AccountLists> {
  const [cart, wishlist, familyOf] = await Promise.all([
    db.query<CartRow>(
      `SELECT l.product_id, l.order_type, l.qty, p.name, ${priceNow('p')} AS price_cents, p.stock, p.b2b_discount_flag,
         p.category_id, p.color, ${PRODUCT_VIEWS}
       FROM account_cart_lines l JOIN products p ON p.id = l.product_id
       WHERE l.user_id = $1 AND ${ORDERABLE}
       ORDER BY l.seq`,
      [userId],
    ),
    db.query<WishlistRow>(
      `SELECT w.product_id, p.name, ${priceNow('p')} AS price_cents, p.category_id, p.color, ${PRODUCT_VIEWS}
       FROM account_wishlist_items w JOIN products p ON p.id = w.product_id
       WHERE w.user_id = $1 AND p.approved
       ORDER BY w.seq`,
      [userId],
    ),
    categoryFamilies(db),
  ]);
  const picture = (row: CartRow | WishlistRow) =>
    imagesOf({ id: row.product_id, category_id: row.category_id, color: row.color }, row.views, familyOf);
  return {
    cart: cart.rows.map((row): CartItem => ({
      id: row.product_id,
      name: row.name,
      price: fromCents(row.price_cents),
      qty: row.qty,
      orderType: row.order_type,
      prodImageList: picture(row),
      productB2BDiscountFlag: row.b2b_discount_flag,
      number: row.stock,
    })),
    wishlist: wishlist.rows.map((row): WishlistItem => ({
      id: row.product_id,
      name: row.name,
      price: row.price_cents === null ? null : fromCents(row.price_cents),
      prodImageList: picture(row),
    })),
  };
}

/**
 * Adds pieces to a line the way the spec's add merges (sum for the same product and order type,
 * else a new line), never past the product's stock, in one statement: two devices adding at once
 * both count. Answers the quantity asked for and the quantity kept (0: the product cannot be
 * bought, nothing stored).
 */
async function addToLine(
  tx: Queryable,
  userId: number,
  line: { productId: number; orderType: string; qty: number },
): Promise<{ wanted: number; kept: number }> {
  const { rows } = await tx.query<{ wanted: number; kept: number }>(
    `WITH product AS (SELECT p.id, p.stock FROM products p
       WHERE p.id = $2 AND ${ORDERABLE} AND p.stock > 0 AND ${CART_HAS_ROOM}),
     before AS (SELECT qty FROM account_cart_lines WHERE user_id = $1 AND product_id = $2 AND order_type = $3),
     written AS (
       INSERT INTO account_cart_lines (user_id, product_id, order_type, qty)
       SELECT $1, product.id, $3, LEAST($4::int, product.stock) FROM product
       ON CONFLICT (user_id, product_id, order_type)
       DO UPDATE SET qty = LEAST(account_cart_lines.qty + EXCLUDED.qty,
         (SELECT stock FROM product))
       RETURNING qty)
     SELECT COALESCE((SELECT qty FROM before), 0) + $4::int AS wanted,
       COALESCE((SELECT qty FROM written), 0) AS kept`,
    [userId, line.productId, line.orderType, line.qty],
  );
  return rows[0] ?? { wanted: line.qty, kept: 0 };
}

async function applyCartChange(tx: Queryable, userId: number, change: CartChange): Promise<void> {
  switch (change.op) {
    case 'add':
      await addToLine(tx, userId, change);
      return;
    case 'set':
      // A product that can no longer be bought keeps its stored line as it was.
      await tx.query(
        `INSERT INTO account_cart_lines (user_id, product_id, order_type, qty)
         SELECT $1, p.id, $3, LEAST($4::int, p.stock) FROM products p
         WHERE p.id = $2 AND ${ORDERABLE} AND p.stock > 0 AND ${CART_HAS_ROOM}
         ON CONFLICT (user_id, product_id, order_type) DO UPDATE SET qty = EXCLUDED.qty`,
        [userId, change.productId, change.orderType, change.qty],
      );
      return;
    case 'remove':
      await tx.query(
        `DELETE FROM account_cart_lines WHERE user_id = $1 AND product_id = $2 AND order_type = $3`,
        [userId, change.productId, change.orderType],
      );
  }
}

async function applyWishlistChange(tx: Queryable, userId: number, change: WishlistChange): Promise<void> {
  if (change.op === 'add') {
    await tx.query(
      `INSERT INTO account_wishlist_items (user_id, product_id)
       SELECT $1, p.id FROM products p WHERE p.id = $2 AND ${WISHLIST_HAS_ROOM}
       ON CONFLICT DO NOTHING`,
      [userId, change.productId],
    );
  } else {
    await tx.query(`DELETE FROM account_wishlist_items WHERE user_id = $1 AND product_id = $2`, [
      userId,
      change.productId,
    ]);
  }
}

/** Applies one device's changes, each to its own line, in the order they were made. */
export async function changeAccountLists(
  tx: Queryable,
  userId: number,
  changes: { cart: readonly CartChange[]; wishlist: readonly WishlistChange[] },
): Promise<void> {
  for (const change of changes.cart) await applyCartChange(tx, userId, change);
  for (const change of changes.wishlist) await applyWishlistChange(tx, userId, change);
}

/**
 * Merges the browser's lists into the account's at sign-in: cart lines by the add rule, capped
 * at stock (the products cut are answered, for the spec's out-of-stock warning); the wishlist as
 * the union. A merge id seen last time for this account merges nothing again. Runs in the
 * caller's transaction, which the merge row's lock serializes per account.
 */
export async function mergeAccountLists(
  tx: Queryable,
  userId: number,
  merge: Pick<MergeAccountListsRequest, 'mergeId' | 'cart' | 'wishlist'>,
): Promise<{ reducedProductIds: number[] }> {
  const { rows } = await tx.query(
    `INSERT INTO account_list_merges (user_id, merge_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET merge_id = EXCLUDED.merge_id, merged_at = now()
       WHERE account_list_merges.merge_id <> EXCLUDED.merge_id
     RETURNING user_id`,
    [userId, merge.mergeId],
  );
  if (rows.length === 0) return { reducedProductIds: [] };
  const reduced = new Set<number>();
  for (const line of merge.cart) {
    const { wanted, kept } = await addToLine(tx, userId, line);
    if (kept < wanted) reduced.add(line.productId);
  }
  for (const productId of merge.wishlist) await applyWishlistChange(tx, userId, { op: 'add', productId });
  return { reducedProductIds: [...reduced] };
}
