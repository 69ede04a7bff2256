/**
 * The one database interface the backend codes against. Two implementations: PGlite (embedded
 * PostgreSQL in WASM, the default) and a pg Pool (real PostgreSQL when DATABASE_URL is set).
 * One SQL dialect, so every query and migration runs unchanged on both.
 */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL): it is parsed and planned once,
   * and every run uses that one generic plan (planner-settings.ts GENERIC_PLAN_SETTINGS) instead
   * of a plan made with its values. Only for statements whose best plan does not depend on the
   * values (a scope and an order, a lookup by key); a filter's plan does
   * (docs/catalog-queries.md). PGlite ignores it.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each notification on `channel` (LISTEN), from commits of
   * any session; `onLost` when notifications can no longer arrive (the connection ended). Answers
   * the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error?: Error) => void,
  ): Promise<() => Promise<void>>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
