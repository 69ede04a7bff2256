/**
 * Planner settings every connection of the shop starts with, on both databases, so that
 * PostgreSQL and PGlite choose plans from the same costs.
 *
 * random_page_cost: PostgreSQL's default (4) prices a page read out of order at four times one
 * read in order, as on a spinning disk. The shop's catalogue is read from memory (PostgreSQL's
 * buffers or the system's page cache; PGlite's lives in the process), where the two cost about
 * the same. At 4 the planner answered a filtered page of a 24 000-product category by reading
 * the category's facets index whole and sorting it (10 737 buffers, 19 ms at a million products)
 * rather than walking the category's order index and reading the table for the few hundred
 * products it passes (339 buffers, under 5 ms). 1.1 is the value usually given for data held in
 * memory or on SSDs (docs/catalog-queries.md, "Planner costs").
 */
export const PLANNER_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: '1.1' };

/**
 * What the connections that run prepared statements (QueryOptions.prepare) add: one generic plan
 * per statement, made at its first run and kept. Left to itself (plan_cache_mode auto),
 * PostgreSQL keeps a generic plan only when it costs no more than the plans it made with the
 * values, and it costs an `OFFSET $n` as skipping a tenth of the scope: a page of a leaf category
 * at a million products was planned again on every run (0.4-0.6 ms, more than its execution).
 * Only statements whose plan does not depend on their values are prepared (database.ts), so the
 * generic plan is the one the values would have chosen; the statements planned with their values
 * run on the other connections.
 */
export const GENERIC_PLAN_SETTINGS: Readonly<Record<string, string>> = {
  plan_cache_mode: 'force_generic_plan',
};

/** The settings as server options given at connection start: `-c name=value` each. */
export const plannerOptions = (settings: Readonly<Record<string, string>> = PLANNER_SETTINGS): string[] =>
  Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);

/**
 * A DATABASE_URL whose connections start with the planner settings, before the URL's own
 * `options` (a search_path, or the same settings with other values: the later of two wins, so
 * the operator's). The driver takes the URL's `options` in place of any given beside it, so they
 * are joined here. A value that is no URL is left as it is.
 */
export function withPlannerSettings(
  connectionString: string,
  settings: Readonly<Record<string, string>> = PLANNER_SETTINGS,
): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  const own = plannerOptions(settings).join(' ');
  const theirs = url.searchParams.get('options');
  url.searchParams.set('options', theirs ? `${own} ${theirs}` : own);
  return url.toString();
}
