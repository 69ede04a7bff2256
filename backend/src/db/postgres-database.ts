import { createHash } from 'node:crypto';
import pg from 'pg';
import { ConfigError } from '../config';
import { shownUrl } from '../security/shown-url';
import type { Database, Queryable, QueryOptions } from './database';
import { GENERIC_PLAN_SETTINGS, PLANNER_SETTINGS, withPlannerSettings } from './planner-settings';

/** How long a connection may take to open: an address that drops packets would wait for ever. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * How long a pooled connection may sit idle before the pool closes it. A new connection is a new
 * PostgreSQL process that knows nothing yet: its first listing page parsed in 7 ms, planned in
 * 11 ms and ran in 7 ms at a million products (its catalogue caches empty, its prepared
 * statements gone, every shared buffer it touches mapped for the first time), where a connection
 * that has served a while takes 0.3, 0.2 and 1-2 ms. The driver's default of 10 s closed them
 * whenever a quiet shop paused, so its next shopper paid that again; kept ten minutes, they
 * outlast a pause between shoppers.
 */
const IDLE_TIMEOUT_MS = 600_000;

export interface PostgresOptions {
  /** Pooled connections per pool (two pools: prepared statements run on their own). */
  poolSize?: number;
  /**
   * Told when an idle pooled connection fails (the server restarted, failed over, or an
   * operator ended it): the pool drops it and opens another for the next query.
   */
  onIdleConnectionLost?: (error: Error) => void;
}

// COUNT(*) and SUM() of integers answer int8; cents and counts here always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * The driver's query config. A prepared statement is named by its text's hash: the driver
 * prepares a name once per connection and must never see one name with two texts.
 */
function statement(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  const name = options?.prepare ? `riode_${createHash('sha1').update(sql).digest('base64url')}` : undefined;
  return { text: sql, values: params, name };
}

/**
 * The most statements a connection keeps prepared. Each holds its parsed text and generic plan
 * in the connection's PostgreSQL process: 113 KB for a filtered listing's walk (measured with
 * pg_backend_memory_contexts), so at most about 23 MB a connection. The listing's filters write
 * one statement per combination of facets, orders and numbers of values (a walk, list-products.ts),
 * more than any connection needs at once: past the bound the one used longest ago is deallocated.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

/** The driver's own record of the statements it prepared on a connection (pg's Connection, not in its types). */
interface DriverClient {
  connection: { parsedStatements: Record<string, string> };
}

/** The names each connection keeps prepared, the one used longest ago first. */
const preparedOn = new WeakMap<pg.ClientBase, Map<string, true>>();

/**
 * Runs `query` on `client`, and when it is a prepared statement, counts it as used there and
 * deallocates the statement used longest ago past MAX_PREPARED_PER_CONNECTION. The driver keeps
 * its own list of what it prepared on a connection (it parses a name only once), so the name
 * leaves that list too, and a later run prepares it again.
 */
async function runOn<Row extends pg.QueryResultRow>(
  client: pg.ClientBase,
  query: ReturnType<typeof statement>,
): Promise<pg.QueryResult<Row>> {
  const result = await client.query<Row>(query);
  const { name } = query;
  if (name === undefined) return result;
  const kept = preparedOn.get(client) ?? new Map<string, true>();
  preparedOn.set(client, kept);
  kept.delete(name);
  kept.set(name, true);
  if (kept.size > MAX_PREPARED_PER_CONNECTION) {
    const oldest = kept.keys().next().value as string;
    kept.delete(oldest);
    await client.query(`DEALLOCATE ${client.escapeIdentifier(oldest)}`);
    delete (client as unknown as DriverClient).connection.parsedStatements[oldest];
  }
  return result;
}

/** A query on a connection of `pool`, given back after it (dropped when the query failed, as pool.query does). */
async function queryOn<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  query: ReturnType<typeof statement>,
): Promise<pg.QueryResult<Row>> {
  const client = await pool.connect();
  try {
    const result = await runOn<Row>(client, query);
    client.release();
    return result;
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

export async function openPostgresDatabase(
  connectionString: string,
  { poolSize = 10, onIdleConnectionLost }: PostgresOptions = {},
): Promise<Database> {
  // The planner settings are given at connection start, so no statement is spent on them.
  const poolWith = (settings: Readonly<Record<string, string>>) => {
    const opened = new pg.Pool({
      connectionString: withPlannerSettings(connectionString, settings),
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
    });
    // Without a listener, the error of a connection that fails while idle ended the process.
    opened.on('error', (error) => onIdleConnectionLost?.(error));
    return opened;
  };
  const pool = poolWith(PLANNER_SETTINGS);
  // Prepared statements run on connections of their own, which keep one generic plan for each
  // (planner-settings.ts GENERIC_PLAN_SETTINGS); every other statement is planned with its values.
  const preparedPool = poolWith({ ...PLANNER_SETTINGS, ...GENERIC_PLAN_SETTINGS });
  // Fail at start, in one line that names the setting and the address, rather than on the first
  // request or with the driver's stack trace.
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await Promise.all([pool.end(), preparedPool.end()]).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `The database at DATABASE_URL=${shownUrl(connectionString)} cannot be reached: ${reason.replace(/\s+/g, ' ')}`,
    );
  }
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params?: unknown[], options?: QueryOptions) {
      const query = statement(sql, params, options);
      // Only prepared statements need their connection in hand (runOn); the others go as the pool sends them.
      const result = options?.prepare
        ? await queryOn<Row & pg.QueryResultRow>(preparedPool, query)
        : await pool.query<Row & pg.QueryResultRow>(query);
      return { rows: result.rows };
    },
    async transaction(work) {
      const connection = await pool.connect();
      const tx: Queryable = {
        async query<Row extends object>(sql: string, params?: unknown[], options?: QueryOptions) {
          const result = await runOn<Row & pg.QueryResultRow>(connection, statement(sql, params, options));
          return { rows: result.rows };
        },
      };
      try {
        await connection.query('BEGIN');
        const result = await work(tx);
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    async listen(channel, onNotify, onLost) {
      // A connection of its own, outside the pool: LISTEN belongs to a session.
      const client = new pg.Client({ connectionString, keepAlive: true });
      let ended = false;
      const lost = (error?: Error) => {
        if (ended) return;
        ended = true;
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', lost);
      client.on('end', () => lost());
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        if (ended) return;
        ended = true;
        await client.end();
      };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}
