import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  STORAGE_KEYS,
  type AccountLists,
  type CartItem,
  type ChangeAccountListsRequest,
  type MergeAccountListsRequest,
  type WishlistItem,
} from 'shared-contracts';
import type { AccountListsApi } from '../../api/account-lists';
import { line } from '../../test/render';
import { CartStore } from '../cart-store';
import type { Session } from '../session';
import { WishlistStore } from '../wishlist-store';
import { AccountListsSync } from './account-lists-sync';
import { storedListsAccount } from './lists-account-marker';

const USER = 7;
const signedIn = (id = USER): Session => ({
  status: 'authenticated',
  accessToken: `token-${id}`,
  userInfo: {
    id,
    firstName: 'An',
    lastName: 'Jansen',
    email: 'an@example.com',
    accountType: 0,
    confirmB2BUser: false,
    bdCompanyName: null,
  },
});
const signedOut: Session = { status: 'unauthenticated', userInfo: null, accessToken: null };
const heart = (id: number): WishlistItem => ({ id, name: `Product ${id}`, price: 5, prodImageList: [] });

/**
 * The account's lists as the server keeps them (backend/src/account-lists/ is tested against
 * real databases; this stands in for it in a test of the browser side alone). Each call can be
 * held, to see what the page does meanwhile, or fail as a lost network does.
 */
class FakeServer implements AccountListsApi {
  cart: CartItem[] = [];
  wishlist: WishlistItem[] = [];
  calls: string[] = [];
  offline = false;
  loseAnswers = false;
  private held: Array<() => void> = [];
  hold = false;
  lastMergeId = '';

  private async answer<T>(label: string, work: () => T): Promise<T> {
    this.calls.push(label);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    if (this.offline) throw new TypeError('Failed to fetch');
    const answer = work();
    if (this.loseAnswers) throw new TypeError('Failed to fetch');
    return answer;
  }

  /** Lets the oldest held call answer; later calls stay held. */
  releaseOne(): void {
    this.held.shift()?.();
  }

  private lists(): AccountLists {
    return { cart: this.cart.map((item) => ({ ...item })), wishlist: [...this.wishlist] };
  }

  read = (userId: number) => this.answer(`read ${userId}`, () => this.lists());

  change = (request: ChangeAccountListsRequest) =>
    this.answer(`change ${JSON.stringify(request.cart)} ${JSON.stringify(request.wishlist)}`, () => {
      for (const change of request.cart) {
        const at = this.cart.findIndex((l) => l.id === change.productId && l.orderType === change.orderType);
        if (change.op === 'remove') {
          if (at >= 0) this.cart.splice(at, 1);
        } else if (at >= 0) {
          const existing = this.cart[at]!;
          existing.qty = change.op === 'add' ? existing.qty + change.qty : change.qty;
        } else {
          this.cart.push(
            line({
              id: change.productId,
              name: `Product ${change.productId}`,
              orderType: change.orderType,
              qty: change.qty,
            }),
          );
        }
      }
      for (const change of request.wishlist) {
        this.wishlist = this.wishlist.filter((item) => item.id !== change.productId);
        if (change.op === 'add') this.wishlist.push(heart(change.productId));
      }
      return this.lists();
    });

  merge = (request: MergeAccountListsRequest) =>
    this.answer(`merge ${request.mergeId}`, () => {
      const reducedProductIds: number[] = [];
      if (request.mergeId !== this.lastMergeId) {
        this.lastMergeId = request.mergeId;
        for (const wanted of request.cart) {
          const existing = this.cart.find(
            (l) => l.id === wanted.productId && l.orderType === wanted.orderType,
          );
          const stock = existing?.number ?? 5;
          const sum = (existing?.qty ?? 0) + wanted.qty;
          if (sum > stock) reducedProductIds.push(wanted.productId);
          if (existing) existing.qty = Math.min(sum, stock);
          else
            this.cart.push(
              line({
                id: wanted.productId,
                name: `Product ${wanted.productId}`,
                orderType: wanted.orderType,
                qty: Math.min(sum, stock),
              }),
            );
        }
        for (const id of request.wishlist)
          if (!this.wishlist.some((item) => item.id === id)) this.wishlist.push(heart(id));
      }
      return { ...this.lists(), reducedProductIds };
    });
}

let server: FakeServer;
let cart: CartStore;
let wishlist: WishlistStore;
let sync: AccountListsSync;
let warnings: number;
let retries: Array<() => void>;
let mergeIds: number;

/** Lets every answer the fake server has released reach the page. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const lines = (items: readonly CartItem[]) => items.map(({ id, orderType, qty }) => ({ id, orderType, qty }));

beforeEach(() => {
  localStorage.clear();
  server = new FakeServer();
  warnings = 0;
  retries = [];
  mergeIds = 0;
  cart = new CartStore();
  wishlist = new WishlistStore();
  sync = new AccountListsSync({
    api: server,
    marker: storedListsAccount(),
    warnReduced: () => (warnings += 1),
    newMergeId: () => `merge-id-${(mergeIds += 1)}`,
    later: (retry) => {
      retries.push(retry);
      return () => (retries = retries.filter((r) => r !== retry));
    },
  });
  sync.watchCart(cart);
  sync.watchWishlist(wishlist);
});

describe("keeping the browser's lists in step with the account's", () => {
  it('merges a visitor’s lists into the account at sign-in, shows the result, and warns when stock cut a line', async () => {
    server.cart = [line({ id: 1, qty: 4, number: 5 })];
    server.wishlist = [heart(3)];
    sync.sessionChanged(signedOut);
    cart.add(line({ id: 1, qty: 2, number: 5 }));
    cart.add(line({ id: 2, name: 'Product 2', qty: 1 }));
    wishlist.set([heart(4)]);
    expect(server.calls).toEqual([]); // a visitor's lists stay in the browser

    sync.sessionChanged(signedIn());
    await settle();
    expect(server.calls).toEqual(['merge merge-id-1']);
    expect(lines(cart.snapshot())).toEqual([
      { id: 1, orderType: 'normal', qty: 5 },
      { id: 2, orderType: 'normal', qty: 1 },
    ]);
    expect(wishlist.snapshot().map((item) => item.id)).toEqual([3, 4]);
    expect(warnings).toBe(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.listsAccount)!)).toEqual({ userId: USER });
  });

  it("reads the account's lists at page load and sends each change as it happened", async () => {
    storedListsAccount().write({ userId: USER });
    server.cart = [line({ id: 1, qty: 2 }), line({ id: 9, name: 'Product 9', qty: 1 })];
    sync.sessionChanged({ status: 'loading', userInfo: null, accessToken: null });
    sync.sessionChanged(signedIn());
    await settle();
    expect(server.calls).toEqual([`read ${USER}`]);
    expect(lines(cart.snapshot()).map((l) => l.id)).toEqual([1, 9]);

    server.calls = [];
    cart.add(line({ id: 1, qty: 1 }));
    await settle();
    cart.update((items) => items.map((l) => (l.id === 9 ? { ...l, qty: 3 } : l)));
    await settle();
    cart.update((items) => items.filter((l) => l.id !== 1));
    await settle();
    cart.update((items) => items.map((l) => ({ ...l, price: 1, listPrice: l.price }))); // a re-price
    await settle();
    expect(server.calls).toEqual([
      'change [{"op":"add","productId":1,"orderType":"normal","qty":1}] []',
      'change [{"op":"set","productId":9,"orderType":"normal","qty":3}] []',
      'change [{"op":"remove","productId":1,"orderType":"normal"}] []',
    ]);
    expect(lines(server.cart)).toEqual([{ id: 9, orderType: 'normal', qty: 3 }]);
  });

  it('never lets an answer asked for before a change overwrite it', async () => {
    storedListsAccount().write({ userId: USER });
    server.cart = [line({ id: 1, qty: 2 })];
    server.hold = true;
    sync.sessionChanged(signedIn());
    cart.add(line({ id: 2, name: 'Product 2', qty: 1 })); // while the read is under way
    server.releaseOne(); // the read's answer, without line 2
    await settle();
    expect(lines(cart.snapshot())).toEqual([{ id: 2, orderType: 'normal', qty: 1 }]);
    server.releaseOne(); // the change's answer
    await settle();
    expect(lines(cart.snapshot())).toEqual([
      { id: 1, orderType: 'normal', qty: 2 },
      { id: 2, orderType: 'normal', qty: 1 },
    ]);
    expect(lines(server.cart)).toEqual(lines(cart.snapshot()));
  });

  it('keeps changes made without a network, in order, and sends them when it is back', async () => {
    storedListsAccount().write({ userId: USER });
    sync.sessionChanged(signedIn());
    await settle();
    server.offline = true;
    cart.add(line({ id: 1, qty: 1 }));
    cart.add(line({ id: 1, qty: 2 }));
    wishlist.set([heart(5)]);
    await settle();
    expect(retries).toHaveLength(1);
    server.offline = false;
    retries[0]!();
    await settle();
    expect(lines(server.cart)).toEqual([{ id: 1, orderType: 'normal', qty: 3 }]);
    expect(server.wishlist.map((item) => item.id)).toEqual([5]);
    expect(lines(cart.snapshot())).toEqual([{ id: 1, orderType: 'normal', qty: 3 }]);
  });

  it("shows another device's changes when the window gets focus", async () => {
    storedListsAccount().write({ userId: USER });
    sync.sessionChanged(signedIn());
    await settle();
    server.cart = [line({ id: 4, name: 'Product 4', qty: 2 })];
    sync.refresh();
    await settle();
    expect(lines(cart.snapshot())).toEqual([{ id: 4, orderType: 'normal', qty: 2 }]);
  });

  it("empties the browser's lists at sign-out but leaves the account's alone", async () => {
    storedListsAccount().write({ userId: USER });
    server.cart = [line({ id: 1, qty: 2 })];
    server.wishlist = [heart(3)];
    sync.sessionChanged(signedIn());
    await settle();
    server.calls = [];
    sync.sessionChanged(signedOut);
    sync.sessionEnded();
    await settle();
    expect(cart.snapshot()).toEqual([]);
    expect(wishlist.snapshot()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.listsAccount)).toBeNull();
    expect(server.calls).toEqual([]);
    expect(lines(server.cart)).toEqual([{ id: 1, orderType: 'normal', qty: 2 }]);

    // Signing in again brings them back.
    sync.sessionChanged(signedIn());
    await settle();
    expect(lines(cart.snapshot())).toEqual([{ id: 1, orderType: 'normal', qty: 2 }]);
    expect(wishlist.snapshot().map((item) => item.id)).toEqual([3]);
  });

  it("never merges another account's copy, nor keeps one when the page finds nobody signed in", async () => {
    storedListsAccount().write({ userId: 99 });
    cart.add(line({ id: 1, qty: 2 }));
    sync.sessionChanged(signedIn(USER));
    await settle();
    expect(server.cart).toEqual([]);
    expect(cart.snapshot()).toEqual([]);

    const other = new AccountListsSync({
      api: server,
      marker: storedListsAccount(),
      warnReduced: () => undefined,
      newMergeId: () => 'unused-merge',
      later: () => () => undefined,
    });
    cart.replace([line({ id: 1, qty: 2 })]);
    other.watchCart(cart);
    other.watchWishlist(wishlist);
    other.sessionChanged(signedOut);
    expect(cart.snapshot()).toEqual([]);
  });

  it('sends a merge whose answer was lost again under the same id, so nothing is counted twice', async () => {
    cart.add(line({ id: 1, qty: 2 }));
    server.loseAnswers = true; // the server merges, the answer never arrives
    sync.sessionChanged(signedIn());
    await settle();
    expect(lines(server.cart)).toEqual([{ id: 1, orderType: 'normal', qty: 2 }]);
    // Marked as sent, so the next page (or another tab) also sends this id, not a new one.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.listsAccount)!)).toEqual({
      userId: USER,
      mergeId: 'merge-id-1',
    });
    server.loseAnswers = false;
    retries[0]!();
    await settle();
    expect(server.calls).toEqual(['merge merge-id-1', 'merge merge-id-1']);
    expect(lines(server.cart)).toEqual([{ id: 1, orderType: 'normal', qty: 2 }]);
    expect(lines(cart.snapshot())).toEqual([{ id: 1, orderType: 'normal', qty: 2 }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.listsAccount)!)).toEqual({ userId: USER });
  });
});
