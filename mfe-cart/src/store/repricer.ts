import type { CartItem } from 'shared-contracts';
import type { UnitPrices } from '../api/get-shipping-detail';
import { applyUnitPrices, restoreListPrices, samePrices } from './cart-rules';
import { isBusinessSession, type Session } from './session';

export interface PricedCart {
  snapshot(): readonly CartItem[];
  set(items: CartItem[]): void;
}

export type FetchPrices = (items: readonly CartItem[], signal: AbortSignal) => Promise<UnitPrices>;

/** What the server's price depends on: the account (its token) and each line's product and quantity. */
function signatureOf(items: readonly CartItem[], token: string): string {
  return `${token}\n${items.map((line) => `${line.id}:${line.qty}:${line.orderType}`).join(',')}`;
}

/**
 * B2B re-price (spec §4): while a business account is signed in, every change of the cart asks
 * the server for its prices. Calls are debounced (a quick series of quantity clicks is one call)
 * and serialized: a newer call aborts the older one, and an answer is applied only if the cart
 * still is what was asked about, so a stale answer never overwrites a newer cart.
 */
export class Repricer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;
  private settled = '';
  private failedNow = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly cart: PricedCart,
    private readonly fetchPrices: FetchPrices,
    private readonly debounceMs = 250,
  ) {}

  /**
   * The server did not give this account's prices for the cart as it is (an error, or no answer
   * in time): the cart shows list prices, and says so.
   */
  readonly failed = (): boolean => this.failedNow;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  refresh(session: Session): void {
    if (session.status === 'loading') return;
    if (!isBusinessSession(session)) {
      this.cancel();
      this.settled = '';
      this.setFailed(false);
      const items = this.cart.snapshot();
      const listed = restoreListPrices(items);
      if (!samePrices(items, listed)) this.cart.set(listed);
      return;
    }
    const items = this.cart.snapshot();
    const signature = signatureOf(items, session.accessToken);
    if (items.length === 0 || signature === this.settled) return;
    this.cancel();
    this.timer = setTimeout(() => void this.reprice(session.accessToken, signature), this.debounceMs);
  }

  private async reprice(token: string, signature: string): Promise<void> {
    const controller = new AbortController();
    this.inFlight = controller;
    try {
      const prices = await this.fetchPrices(this.cart.snapshot(), controller.signal);
      const current = this.cart.snapshot();
      if (controller.signal.aborted || signatureOf(current, token) !== signature) return;
      this.settled = signature;
      this.setFailed(false);
      const next = applyUnitPrices(current, prices);
      if (!samePrices(current, next)) this.cart.set(next);
    } catch {
      // Prices stay as shown (the server re-checks prices at checkout anyway), and the cart says
      // so; a 401 has already been reported by the api client, which ends the session.
      if (!controller.signal.aborted) this.setFailed(true);
    } finally {
      if (this.inFlight === controller) this.inFlight = undefined;
    }
  }

  private setFailed(failed: boolean): void {
    if (failed === this.failedNow) return;
    this.failedNow = failed;
    for (const listener of this.listeners) listener();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.inFlight?.abort();
    this.inFlight = undefined;
  }
}
