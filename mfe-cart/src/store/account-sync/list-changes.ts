import type { CartChange, CartItem, WishlistChange, WishlistItem } from 'shared-contracts';

/** The server knows a line by its product and order type (the browser by name and order type: the same thing). */
const lineKey = (line: Pick<CartItem, 'id' | 'orderType'>) => `${line.id}|${line.orderType}`;

/**
 * What a change of the cart was, line by line: a new line is an add, a line whose quantity moved
 * is set to it, a line gone is removed. Price-only changes (the business re-price) are nothing.
 * Sent this way, a clear on one device removes the lines it saw, not the one another device
 * added meanwhile.
 */
export function cartChanges(before: readonly CartItem[], after: readonly CartItem[]): CartChange[] {
  const old = new Map(before.map((line) => [lineKey(line), line]));
  const now = new Set(after.map(lineKey));
  const changes: CartChange[] = [];
  for (const line of after) {
    const previous = old.get(lineKey(line));
    const target = { productId: line.id, orderType: line.orderType };
    if (!previous) changes.push({ op: 'add', ...target, qty: line.qty });
    else if (previous.qty !== line.qty) changes.push({ op: 'set', ...target, qty: line.qty });
  }
  for (const line of before)
    if (!now.has(lineKey(line)))
      changes.push({ op: 'remove', productId: line.id, orderType: line.orderType });
  return changes;
}

export function wishlistChanges(
  before: readonly WishlistItem[],
  after: readonly WishlistItem[],
): WishlistChange[] {
  const old = new Set(before.map((item) => item.id));
  const now = new Set(after.map((item) => item.id));
  return [
    ...after
      .filter((item) => !old.has(item.id))
      .map((item): WishlistChange => ({ op: 'add', productId: item.id })),
    ...before
      .filter((item) => !now.has(item.id))
      .map((item): WishlistChange => ({ op: 'remove', productId: item.id })),
  ];
}

/**
 * The account's cart as the server answered it, keeping the business prices this page already
 * shows for lines that did not change (the re-price then has nothing to redo for them). Answers
 * the local list itself when nothing differs, so nothing is written.
 */
export function adoptServerCart(
  local: readonly CartItem[],
  server: readonly CartItem[],
): readonly CartItem[] {
  const old = new Map(local.map((line) => [lineKey(line), line]));
  const adopted = server.map((line) => {
    const mine = old.get(lineKey(line));
    if (mine?.listPrice === undefined || mine.qty !== line.qty || mine.listPrice !== line.price) return line;
    return { ...line, price: mine.price, listPrice: mine.listPrice };
  });
  return JSON.stringify(adopted) === JSON.stringify(local) ? local : adopted;
}

export function adoptServerWishlist(
  local: readonly WishlistItem[],
  server: readonly WishlistItem[],
): readonly WishlistItem[] {
  return JSON.stringify(server) === JSON.stringify(local) ? local : server;
}
