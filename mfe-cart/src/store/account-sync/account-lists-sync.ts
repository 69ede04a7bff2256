import {
  ACCOUNT_LIST_MAX_ITEMS,
  ApiRequestError,
  type AccountLists,
  type CartChange,
  type CartItem,
  type WishlistChange,
  type WishlistItem,
} from 'shared-contracts';
import type { AccountListsApi } from '../../api/account-lists';
import type { LocalChangeListener } from '../../lib/persisted-list';
import type { Session } from '../session';
import { adoptServerCart, adoptServerWishlist, cartChanges, wishlistChanges } from './list-changes';
import type { ListsAccountMarker } from './lists-account-marker';

interface SyncedList<T, Note = never> {
  snapshot(): readonly T[];
  replace(next: T[]): void;
  onLocalChange(listener: LocalChangeListener<T, Note>): () => void;
}

export interface AccountListsSyncDeps {
  api: AccountListsApi;
  marker: ListsAccountMarker;
  /** Some lines of the merged cart had to be cut to the stock (the spec's out-of-stock warning). */
  warnReduced(): void;
  newMergeId(): string;
  /** Runs `retry` later, after a failed call (backing off); answers a function that cancels it. */
  later(retry: () => void, attempt: number): () => void;
}

/** A failure a later attempt may not meet (no network, a time-out, a server fault). */
const isPassing = (error: unknown) => !(error instanceof ApiRequestError) || error.status >= 500;

const chunk = <T>(items: T[]) => items.splice(0, ACCOUNT_LIST_MAX_ITEMS);

/**
 * Keeps a signed-in shopper's cart and wishlist in step with the account's copy on the server
 * (docs/architecture.md, "The account's cart and wishlist"):
 * - at sign-in the browser's lists (a visitor's) are merged into the account's, once;
 * - every change made on this page is sent as it happened, line by line, in order;
 * - at page load and when the window gets focus, the account's lists are read back, so what
 *   another device changed shows here.
 * One call at a time; an answer is taken only when no change was made on this page since it was
 * asked for (a newer change is still to be sent, and its answer will be taken). A call that fails
 * for want of a network or server is tried again; the changes wait, in order, meanwhile.
 * Signing out (or any 401) empties the browser's lists; the account's stay on the server.
 */
export class AccountListsSync {
  /** The account synced; null: a visitor; undefined: not known yet (changes wait for it). */
  private userId: number | null | undefined = undefined;
  private cart: SyncedList<CartItem, CartChange> | undefined;
  private wishlist: SyncedList<WishlistItem> | undefined;
  private pendingMerge: { userId: number; mergeId: string } | null = null;
  private readBack = false;
  private readonly cartQueue: CartChange[] = [];
  private readonly wishlistQueue: WishlistChange[] = [];
  private localVersion = 0;
  private busy = false;
  private attempt = 0;
  private cancelRetry: (() => void) | undefined;

  constructor(private readonly deps: AccountListsSyncDeps) {}

  /**
   * The page's lists, each heard from its creation on (before the bus hands it any request held
   * for it), so no change goes unsent. Sessions are for the caller to pass on once both are watched.
   */
  watchCart(cart: SyncedList<CartItem, CartChange>): void {
    this.cart = cart;
    cart.onLocalChange((before, after, note) => this.queue(note ? [note] : cartChanges(before, after), []));
  }

  watchWishlist(wishlist: SyncedList<WishlistItem>): void {
    this.wishlist = wishlist;
    wishlist.onLocalChange((before, after) => this.queue([], wishlistChanges(before, after)));
  }

  get watching(): boolean {
    return this.cart !== undefined && this.wishlist !== undefined;
  }

  /** The shell's session, as announced (replayed at start). */
  sessionChanged(session: Session): void {
    if (session.status === 'loading') return;
    const userId =
      session.status === 'authenticated' && session.accessToken ? (session.userInfo?.id ?? null) : null;
    if (userId === this.userId) return;
    const wasKnown = this.userId !== undefined;
    this.userId = userId;
    // Changes made before the session was known are this account's, unless a merge sends them.
    if (wasKnown || userId === null) this.forgetWork();
    if (userId === null) {
      // The lists of an account that is no longer signed in are not this visitor's.
      if (this.deps.marker.read()) this.empty();
      return;
    }
    this.signedIn(userId);
  }

  /** Log out, any 401, a sign-out in another tab (spec §4): the browser's lists go, the account's stay. */
  sessionEnded(): void {
    this.userId = null;
    this.forgetWork();
    this.empty();
  }

  /** The window got focus or came back online: another device may have changed the lists. */
  refresh(): void {
    if (this.userId === null || this.userId === undefined) return;
    this.readBack = true;
    this.attempt = 0;
    void this.pump();
  }

  private signedIn(userId: number): void {
    const marker = this.deps.marker.read();
    if (marker?.userId === userId && !marker.mergeId) {
      this.readBack = true;
    } else {
      // Another account's copy is never merged into this one.
      if (marker && marker.userId !== userId) this.empty();
      // The merge sends the lists as they are, changes made before it included.
      this.forgetWork();
      const mergeId = marker?.userId === userId && marker.mergeId ? marker.mergeId : this.deps.newMergeId();
      this.deps.marker.write({ userId, mergeId });
      this.pendingMerge = { userId, mergeId };
    }
    void this.pump();
  }

  private queue(cart: CartChange[], wishlist: WishlistChange[]): void {
    if (this.userId === null || (cart.length === 0 && wishlist.length === 0)) return;
    this.localVersion += 1;
    this.cartQueue.push(...cart);
    this.wishlistQueue.push(...wishlist);
    if (this.userId !== undefined) void this.pump();
  }

  private forgetWork(): void {
    this.pendingMerge = null;
    this.readBack = false;
    this.cartQueue.length = 0;
    this.wishlistQueue.length = 0;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    this.attempt = 0;
  }

  private empty(): void {
    this.deps.marker.clear();
    if (this.cart?.snapshot().length) this.cart.replace([]);
    if (this.wishlist?.snapshot().length) this.wishlist.replace([]);
  }

  /** Sends what is due, one call at a time, until nothing is left or a call must wait for a retry. */
  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (typeof this.userId === 'number' && (await this.step(this.userId)));
    } finally {
      this.busy = false;
    }
  }

  /** One call; answers whether to go on. */
  private async step(userId: number): Promise<boolean> {
    const version = this.localVersion;
    const merge = this.pendingMerge;
    const cart = merge ? [] : chunk(this.cartQueue);
    const wishlist = merge ? [] : chunk(this.wishlistQueue);
    const read = !merge && cart.length === 0 && wishlist.length === 0 && this.readBack;
    if (!merge && cart.length === 0 && wishlist.length === 0 && !read) return false;
    if (read) this.readBack = false;
    try {
      const lists = merge
        ? await this.merge(merge)
        : read
          ? await this.deps.api.read(userId)
          : await this.deps.api.change({ publicUserId: userId, cart, wishlist });
      if (this.userId !== userId) return false;
      this.attempt = 0;
      if (merge) this.merged(merge, lists);
      if (version === this.localVersion && this.cartQueue.length === 0 && this.wishlistQueue.length === 0)
        this.adopt(lists);
      return true;
    } catch (error) {
      if (this.userId !== userId) return false;
      if (isPassing(error)) {
        // Put back in front, in order, and try again later (focus and coming online also do).
        this.cartQueue.unshift(...cart);
        this.wishlistQueue.unshift(...wishlist);
        if (read) this.readBack = true;
        this.retryLater();
        return false;
      }
      // Refused (a 401 has ended the session already): what was sent cannot be kept; read the
      // account's lists back, so this page shows what the server holds.
      if (merge) this.merged(merge, null);
      this.readBack = !read;
      return !read;
    }
  }

  private merge(merge: { userId: number; mergeId: string }) {
    const cart = this.cart?.snapshot() ?? [];
    const wishlist = this.wishlist?.snapshot() ?? [];
    return this.deps.api.merge({
      publicUserId: merge.userId,
      mergeId: merge.mergeId,
      cart: cart
        .slice(0, ACCOUNT_LIST_MAX_ITEMS)
        .map((line) => ({ productId: line.id, orderType: line.orderType, qty: line.qty })),
      wishlist: wishlist.slice(0, ACCOUNT_LIST_MAX_ITEMS).map((item) => item.id),
    });
  }

  private merged(merge: { userId: number }, lists: { reducedProductIds: number[] } | AccountLists | null) {
    this.pendingMerge = null;
    this.deps.marker.write({ userId: merge.userId });
    if (lists && 'reducedProductIds' in lists && lists.reducedProductIds.length > 0) this.deps.warnReduced();
  }

  private adopt(lists: AccountLists): void {
    const { cart, wishlist } = this;
    if (cart) {
      const next = adoptServerCart(cart.snapshot(), lists.cart);
      if (next !== cart.snapshot()) cart.replace([...next]);
    }
    if (wishlist) {
      const next = adoptServerWishlist(wishlist.snapshot(), lists.wishlist);
      if (next !== wishlist.snapshot()) wishlist.replace([...next]);
    }
  }

  private retryLater(): void {
    this.cancelRetry?.();
    this.attempt += 1;
    this.cancelRetry = this.deps.later(() => {
      this.cancelRetry = undefined;
      void this.pump();
    }, this.attempt);
  }
}
