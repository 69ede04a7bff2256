import { DataFolderBusyError, lockHolder } from '../db/data-folder-lock';
import type { Database } from '../db/database';
import { ApiProblem } from '../plugins/api-errors';
import { CliRefusal, messageOf, type CliContext } from './cli-command';
import { operatorRequest, ServerUnreachableError } from './operator-client';

/** A server listening on every interface is reached on this machine's loopback. */
function reachable(url: string): string {
  return url.replace('//0.0.0.0', '//127.0.0.1').replace('//[::]', '//[::1]');
}

export interface ShopCall<T> {
  method: 'GET' | 'POST';
  /** The operator route that does it in the running server (releases/operator-routes.ts' siblings in operator/). */
  route: string;
  body?: unknown;
  /** The same work on the database itself, for when no server runs. */
  direct(db: Database): Promise<T>;
}

/**
 * A data command, done where it is safe: through the running server's operator API when there is
 * one, so the server sees the change at once and stays the only process on the embedded database;
 * directly on the database when none runs. The server is the one holding DATA_DIR's lock (its
 * address is in it), else SHOP_URL. A lock whose server does not answer yet, or held by another
 * command, refuses (exit 1). A refusal of the server (no such order…) is its message, exit 1.
 */
export async function onShop<T>(context: CliContext, call: ShopCall<T>): Promise<T> {
  const dataDir = context.config().DATA_DIR;
  const holder = await lockHolder(dataDir);
  if (holder && (holder.by !== 'server' || !holder.url)) throw new DataFolderBusyError(holder, dataDir);
  const servers = [holder?.url && reachable(holder.url), process.env.SHOP_URL].filter((url): url is string =>
    Boolean(url),
  );
  for (const base of servers) {
    try {
      return (await operatorRequest(context, call.method, call.route, call.body, base)) as T;
    } catch (error) {
      if (error instanceof ServerUnreachableError) continue;
      throw new CliRefusal(messageOf(error));
    }
  }
  // A live server that does not answer still holds the folder: never work behind its back.
  if (holder) throw new DataFolderBusyError(holder, dataDir);
  try {
    return await call.direct(await context.database());
  } catch (error) {
    if (error instanceof ApiProblem) throw new CliRefusal(error.message);
    throw error;
  }
}
