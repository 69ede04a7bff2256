import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { openSync, closeSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

const ACCOUNT_LISTS = '/orders/api/v1/orders/account-lists';

/**
 * A signed-in account's cart and wishlist live on the server (backend/src/account-lists/), so two
 * journeys signed in as the same demo account at once would see each other's lines. A journey
 * therefore holds the account while its browser context is open: the other worker's journeys of
 * the same account wait. Held per worker process, so one journey may sign in several contexts (two
 * devices) as the same account.
 */
const LOCKS = path.join(tmpdir(), `riode-e2e-accounts-${process.env.E2E_PORT ?? 3311}`);
const held = new Map<string, number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the lock file, or answers false while a live process holds it (a dead one's is taken over). */
function tryLock(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx'));
    writeFileSync(file, String(process.pid));
    return true;
  } catch {
    const owner = Number.parseInt(readFileSync(file, 'utf8') || '0', 10);
    if (owner > 0 && alive(owner)) return false;
    rmSync(file, { force: true });
    return false;
  }
}

/** How long a journey waits for another worker's journey of the same account (a journey's time limit). */
const HOLD_WAIT_MS = 60_000;

export async function holdAccount(context: BrowserContext, email: string): Promise<void> {
  const count = held.get(email) ?? 0;
  if (count === 0) {
    mkdirSync(LOCKS, { recursive: true });
    const file = path.join(LOCKS, encodeURIComponent(email));
    const until = Date.now() + HOLD_WAIT_MS;
    while (!tryLock(file)) {
      if (Date.now() > until) throw new Error(`${email} stayed held by another journey`);
      await wait(100);
    }
  }
  held.set(email, count + 1);
  context.on('close', () => {
    const left = (held.get(email) ?? 1) - 1;
    if (left > 0) return void held.set(email, left);
    held.delete(email);
    rmSync(path.join(LOCKS, encodeURIComponent(email)), { force: true });
  });
}

export interface AccountListsOnServer {
  cart: Array<{ id: number; name: string; qty: number; orderType: string }>;
  wishlist: Array<{ id: number; name: string }>;
}

export async function accountListsOf(
  request: APIRequestContext,
  session: { accessToken: string; userInfo: { id: number } },
): Promise<AccountListsOnServer> {
  const answer = await request.get(`${ACCOUNT_LISTS}?publicUserId=${session.userInfo.id}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!answer.ok()) throw new Error(`reading the account's lists answered ${answer.status()}`);
  return ((await answer.json()) as { responseData: { data: AccountListsOnServer } }).responseData.data;
}

/** Empties the account's cart and wishlist on the server, so a journey starts from none of another's lines. */
export async function emptyAccountLists(
  request: APIRequestContext,
  session: { accessToken: string; userInfo: { id: number } },
): Promise<void> {
  const lists = await accountListsOf(request, session);
  if (lists.cart.length === 0 && lists.wishlist.length === 0) return;
  const answer = await request.post(`${ACCOUNT_LISTS}/changes`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      publicUserId: session.userInfo.id,
      cart: lists.cart.map((line) => ({ op: 'remove', productId: line.id, orderType: line.orderType })),
      wishlist: lists.wishlist.map((item) => ({ op: 'remove', productId: item.id })),
    },
  });
  if (!answer.ok()) throw new Error(`emptying the account's lists answered ${answer.status()}`);
}
