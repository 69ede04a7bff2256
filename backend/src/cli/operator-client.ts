import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATOR_TOKEN_FILE } from '../releases/operator-token';
import type { CliContext } from './cli-command';

/** Nothing answers at the server's address (refused, or no such host). */
export class ServerUnreachableError extends Error {}

/**
 * Registry commands go through the running server, not the database: the embedded database
 * belongs to the one server process, and the server's cache must learn of the change at once.
 * SHOP_URL names the server (default: this machine, the configured port); the token is
 * OPERATOR_TOKEN or the one the server wrote into DATA_DIR. The data commands name the server
 * they found (cli/shop-server.ts) as `base`.
 */
export async function operatorRequest(
  context: CliContext,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  base = process.env.SHOP_URL ?? `http://127.0.0.1:${context.config().PORT}`,
) {
  const config = context.config();
  const token =
    config.OPERATOR_TOKEN ??
    (await readFile(path.join(config.DATA_DIR, OPERATOR_TOKEN_FILE), 'utf8').catch(() => '')).trim();
  if (!token)
    throw new Error(
      `No operator token: start the server once, or set OPERATOR_TOKEN (looked in ${config.DATA_DIR}).`,
    );
  let response: Response;
  try {
    response = await fetch(new URL(route, base), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ServerUnreachableError(
      `The shop server does not answer at ${base} (start it, or set SHOP_URL).`,
    );
  }
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const text =
      typeof payload === 'object' && payload && 'data' in payload
        ? String(payload.data)
        : response.statusText;
    throw new Error(text);
  }
  return payload;
}
