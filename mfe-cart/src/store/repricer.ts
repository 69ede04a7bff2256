import type { CartItem } from 'shared-contracts';
import type { ServerLines } from '../api/get-shipping-detail';
import { applyServerLines } from './cart-rules';
import type { Session } from './session';

export interface PricedCart {
  snapshot(): readonly CartItem[];
  /**
   * Takes the server's prices and stock into the lines. Not a change of the shopper's: it is not
   * sent to the account's copy on the server (store/account-sync/), which caps its own lines at
   * the stock; sent, a cut the server skips (a sold-out product) would come back and be cut again.
   */
  replace(items: CartItem[]): void;
}

export type FetchPrices = (items: readonly CartItem[], signal: AbortSignal) => Promise<ServerLines>;

/** What the cart may show: the server's answer per product for this account, and whether the last ask failed. */
export interface ServerPrices {
  readonly lines: ServerLines;
  readonly failed: boolean;
}

const NOTHING_KNOWN: ServerPrices = { lines: new Map(), failed: false };

/** Whose prices these are: a business account's differ from everyone else's, so each token is its own. */
const accountOf = (session: Session) => (session.status === 'authenticated' && session.accessToken) || '';

/** What the server's answer depends on: the account and each line's product and quantity. */
function signatureOf(items: readonly CartItem[], account: string): string {
  return `${account}\n${items.map((line) => `${line.id}:${line.qty}:${line.orderType}`).join(',')}`;
}

/**
 * The re-price (spec §4), for every shopper: the prices the cart shows come from the server, never
 * from storage (where anyone can write a price and a stock), and each line is kept within the stock
 * the server answered. Until the server has answered for a product, its price is not known and the
 * cart shows a placeholder. A confirmed business account gets its business prices this way.
 *
 * A change of products asks at once; a quick series of quantity clicks is one call (debounced).
 * Calls are serialized: a newer call aborts the older one, and an answer is applied only if the cart
 * still is what was asked about, so a stale answer never overwrites a newer cart.
 */
export class Repricer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;
  private settled = '';
  private account: string | undefined;
  private state: ServerPrices = NOTHING_KNOWN;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly cart: PricedCart,
    private readonly fetchPrices: FetchPrices,
    private readonly debounceMs = 250,
  ) {}

  /** The server's prices for the cart's products (a new object on every change, for React). */
  readonly prices = (): ServerPrices => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Asks the server again although the cart has not changed: the server said something has
   * (place-order's out-of-stock), so the stock and prices shown must be read anew.
   */
  recheck(session: Session): void {
    this.settled = '';
    this.refresh(session);
  }

  refresh(session: Session): void {
    if (session.status === 'loading') return;
    const account = accountOf(session);
    if (account !== this.account) {
      // Another account's prices (a business discount) are never shown to this one.
      this.account = account;
      this.cancel();
      this.settled = '';
      this.setState(NOTHING_KNOWN);
    }
    const items = this.cart.snapshot();
    const signature = signatureOf(items, account);
    if (items.length === 0 || signature === this.settled) return;
    this.cancel();
    // Only quantities moved: the prices shown stay right meanwhile, so wait for the clicks to end.
    const allKnown = items.every((line) => this.state.lines.has(line.id));
    const delay = allKnown ? this.debounceMs : 0;
    this.timer = setTimeout(() => void this.reprice(account, signature), delay);
  }

  private async reprice(account: string, signature: string): Promise<void> {
    const controller = new AbortController();
    this.inFlight = controller;
    try {
      const lines = await this.fetchPrices(this.cart.snapshot(), controller.signal);
      const current = this.cart.snapshot();
      if (controller.signal.aborted || signatureOf(current, account) !== signature) return;
      const next = applyServerLines(current, lines);
      // The answer holds for the cart cut to the stock too: that write asks nothing again.
      this.settled = signatureOf(next, account);
      this.setState({ lines, failed: false });
      if (next !== current) this.cart.replace([...next]);
    } catch {
      // Prices not yet answered stay unknown (the server prices the order anyway), and the cart
      // says so; a 401 has already been reported by the api client, which ends the session.
      if (!controller.signal.aborted) this.setState({ ...this.state, failed: true });
    } finally {
      if (this.inFlight === controller) this.inFlight = undefined;
    }
  }

  private setState(next: ServerPrices): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.inFlight?.abort();
    this.inFlight = undefined;
  }
}
