import { bus, STORAGE_KEYS, type CartItem, type EventPayload } from 'shared-contracts';
import { getShippingDetail } from '../api/get-shipping-detail';
import { validateProductStock } from '../api/validate-product-stock';
import { syncCartWithAccount } from './account-sync/start-account-sync';
import { addedNotice } from './added-notice';
import { quantityInCart, sameLine } from './cart-rules';
import { CartStore } from './cart-store';
import { Repricer } from './repricer';
import { wishlistStore } from './wishlist-service';
import { currentSession } from './session';

let store: CartStore | undefined;
let repricer: Repricer | undefined;

type AddRequest = EventPayload<'catalog:add-to-cart-requested'>;
export type AddOutcome = EventPayload<'cart:add-answered'>['outcome'];

export interface AddDeps {
  /** The server's availability check (spec §7): whether `stock` pieces are there, and the stock now. */
  validateStock: (productId: number, stock: number) => Promise<{ available: boolean; number: number }>;
}

const defaultAddDeps: AddDeps = { validateStock: validateProductStock };

/** Adds run one after another, so each one's check counts what the adds before it put in. */
let addsDone: Promise<unknown> = Promise.resolve();

/**
 * The cart alone decides whether an add fits the stock (spec §5): it asks the server whether the
 * cart's quantity of the product plus the request is available, and adds only then, with the
 * server's stock as the line's bound. Otherwise, or when the check fails, it warns (spec §8:
 * 'Product can't be added into the card due to out of stock'). The stock number on the request is
 * what the catalog showed, perhaps minutes old: not used. A request with an id gets an answer.
 */
export function addToCart(request: AddRequest, deps: AddDeps = defaultAddDeps): Promise<AddOutcome> {
  const outcome = addsDone.then(() => checkAndAdd(request, deps));
  addsDone = outcome.catch(() => undefined);
  const { requestId } = request;
  if (requestId)
    void outcome.then((answer) => bus.publish('cart:add-answered', { requestId, outcome: answer }));
  return outcome;
}

async function checkAndAdd(request: AddRequest, deps: AddDeps): Promise<AddOutcome> {
  const { requestId: _id, number: _shown, ...line } = request;
  const cart = cartStore();
  const wanted = quantityInCart(cart.snapshot(), line.id) + line.qty;
  const check = await deps.validateStock(line.id, wanted).catch(() => undefined);
  const item: CartItem = { ...line, number: check?.number };
  if (!check?.available || !cart.add(item)) {
    bus.publish('cart:toast-requested', { kind: 'warning', message: 'outOfStock' });
    return 'out-of-stock';
  }
  const added = cart.snapshot().find((candidate) => sameLine(candidate, item));
  if (added) {
    const notice = { item: added, addedQty: line.qty };
    addedNotice.announce(notice);
    bus.publish('cart:item-added', notice);
  }
  return 'added';
}

/**
 * The cart's one store per page, wired to the bus on first use: whichever of the cart's exposed
 * modules loads first starts it, and the others find it running.
 */
export function cartStore(): CartStore {
  if (store) return store;
  // The wishlist first: the account sync starts once it has both (store/account-sync/).
  wishlistStore();
  const created = new CartStore();
  store = created;
  syncCartWithAccount(created);

  bus.on('catalog:add-to-cart-requested', (request) => void addToCart(request));
  const prices = new Repricer(created, getShippingDetail);
  repricer = prices;
  created.subscribe(() => prices.refresh(currentSession()));
  bus.on('shell:session-changed', (session) => prices.refresh(session));
  // Prices the server could not give yet are asked for again when the shopper is back.
  const retry = () => prices.refresh(currentSession());
  window.addEventListener('online', retry);
  window.addEventListener('focus', retry);
  // Log out, any 401 and a sign-out in another tab empty the cart and the wishlist (spec §4):
  // the account sync does it (store/account-sync/), which keeps the account's copy on the server.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) created.syncFromStorage();
  });
  created.notify();
  return created;
}

/** The re-price of the page's cart: the server's prices and stock it may show (store/repricer.ts). */
export function cartRepricer(): Repricer {
  cartStore();
  return repricer!;
}
