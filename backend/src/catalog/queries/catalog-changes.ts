import type { Database } from '../../db/database';

/**
 * The channel of migrations 006 and 008's triggers. The payload is the schema of the changed
 * table, followed by ` stock <id>,<id>,…` when only the stock of those products changed.
 */
const CHANNEL = 'riode_catalog';
const RETRY_MS = 1000;

interface Watch {
  /** Goes up with every commit that changed the catalogue, and whenever notifications may have been missed. */
  generation: number;
  /** Notifications arrive: what was remembered in the current generation is still what the database holds. */
  live: boolean;
  /** Goes up with every commit that changed only stock figures. */
  stockEpoch: number;
  /** The stockEpoch at which each product's stock last changed, in this generation. */
  stockChangedAt: Map<number, number>;
  users: number;
  /** Resolved at the next change notified. */
  waiters: Array<() => void>;
  stop: () => Promise<void>;
}

function wake(watch: Watch): void {
  const waiters = watch.waiters.splice(0);
  for (const resolve of waiters) resolve();
}

function bump(watch: Watch): void {
  watch.generation += 1;
  watch.stockChangedAt.clear();
  wake(watch);
}

function stockChanged(watch: Watch, productIds: readonly number[]): void {
  watch.stockEpoch += 1;
  for (const id of productIds) watch.stockChangedAt.set(id, watch.stockEpoch);
  wake(watch);
}

interface Log {
  warn(details: object, message: string): void;
}

const watches = new WeakMap<object, Watch>();

/**
 * The catalogue's generation for a database being watched (watchCatalog), or undefined when it
 * is not (or notifications cannot arrive just now): then nothing may be remembered on its
 * account. A commit elsewhere reaches the watch within the time a notification takes to come
 * back over the listening connection.
 */
export function catalogGeneration(db: object): number | undefined {
  const watch = watches.get(db);
  return watch?.live ? watch.generation : undefined;
}

/** The stock epoch now: take it before reading products, to ask stockChangedSince afterwards. */
export function stockEpoch(db: object): number {
  return watches.get(db)?.stockEpoch ?? 0;
}

/**
 * Whether the stock of one of these products changed (a commit was notified) after `epoch`, in
 * the current generation. True when the database is not watched.
 */
export function stockChangedSince(db: object, productIds: Iterable<number>, epoch: number): boolean {
  const watch = watches.get(db);
  if (!watch?.live) return true;
  for (const id of productIds) if ((watch.stockChangedAt.get(id) ?? -1) > epoch) return true;
  return false;
}

/** Resolves when the next change of the watched catalogue of `db` has been notified. */
export function nextCatalogChange(db: object): Promise<void> {
  const watch = watches.get(db);
  if (!watch) return Promise.reject(new Error('the catalogue of this database is not watched'));
  return new Promise((resolve) => watch.waiters.push(resolve));
}

async function tableSchema(db: Database): Promise<string | undefined> {
  const { rows } = await db.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.oid = 'products'::regclass`,
  );
  return rows[0]?.schema;
}

/**
 * Listens for changes to the catalogue of `db` (one listening connection per database, shared by
 * the apps on it) until the answered function has been called by every app that started it.
 * Notifications from other schemas of the same PostgreSQL database are ignored. When the
 * connection is lost, nothing is remembered until it is back (tried again every second).
 */
export async function watchCatalog(db: Database, log?: Log): Promise<() => Promise<void>> {
  let watch = watches.get(db);
  if (watch) {
    watch.users += 1;
  } else {
    let stopped = false;
    let unlisten: (() => Promise<void>) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const created: Watch = {
      generation: 0,
      live: false,
      stockEpoch: 0,
      stockChangedAt: new Map(),
      users: 1,
      waiters: [],
      stop: async () => {
        stopped = true;
        created.live = false;
        clearTimeout(timer);
        watches.delete(db);
        await unlisten?.().catch(() => undefined);
      },
    };
    watch = created;
    watches.set(db, created);
    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), RETRY_MS);
      timer.unref();
    };
    const schema = await tableSchema(db).catch((error: unknown) => {
      watches.delete(db);
      throw error;
    });
    const stockPrefix = `${schema} stock `;
    const connect = async () => {
      try {
        const stop = await db.listen(
          CHANNEL,
          (payload) => {
            if (payload === schema) bump(created);
            else if (payload.startsWith(stockPrefix))
              stockChanged(created, payload.slice(stockPrefix.length).split(',').map(Number));
          },
          (error) => {
            created.live = false;
            bump(created);
            if (stopped) return;
            log?.warn({ err: error }, 'catalogue change notifications lost; reconnecting');
            retry();
          },
        );
        if (stopped) {
          await stop();
          return;
        }
        unlisten = stop;
        // Whatever changed while nobody listened is forgotten with the old generation.
        created.live = true;
        bump(created);
      } catch (error) {
        log?.warn({ err: error }, 'cannot listen for catalogue changes; answers are not remembered');
        retry();
      }
    };
    await connect();
  }
  const joined = watch;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    joined.users -= 1;
    if (joined.users === 0) await joined.stop();
  };
}
