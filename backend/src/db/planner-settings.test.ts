import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createTestSchema,
  postgresReachable,
  testDatabases,
  type TestSchema,
} from '../test-support/databases';
import type { Database } from './database';
import { PLANNER_SETTINGS, withPlannerSettings } from './planner-settings';
import { openPostgresDatabase } from './postgres-database';

const databases = await testDatabases();
const reachable = await postgresReachable();

/** random_page_cost as each of `connections` concurrent statements sees it (several of a pool's connections). */
async function pageCosts(db: Database, connections: number): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: connections }, () =>
      db.query<{ cost: string }>(`SELECT current_setting('random_page_cost') AS cost, pg_sleep(0.05)`),
    ),
  );
  return answers.map(({ rows }) => rows[0]!.cost);
}

describe.each(databases)('the planner settings on $name', ({ name, open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('hold on every connection, so both databases plan from the same costs', async () => {
    expect(PLANNER_SETTINGS.random_page_cost).toBe('1.1');
    const connections = name === 'postgres' ? 5 : 1;
    expect(await pageCosts(db, connections)).toEqual(Array(connections).fill('1.1'));
  });
});

(reachable ? describe : describe.skip)("a DATABASE_URL's own options", () => {
  let schema: TestSchema;
  beforeAll(async () => {
    schema = await createTestSchema();
  });
  afterAll(async () => {
    await schema.drop();
  });

  it('are kept beside the planner settings, and win where they name the same setting', async () => {
    // The test schema's URL sets its search_path in `options`.
    const url = new URL(schema.url);
    const schemaName = /search_path=(\S+)/.exec(url.searchParams.get('options') ?? '')?.[1];
    expect(schemaName).toMatch(/^t_/);
    const plain = await openPostgresDatabase(schema.url, { poolSize: 1 });
    try {
      const { rows } = await plain.query<{ path: string }>(`SELECT current_setting('search_path') AS path`);
      expect(rows[0]!.path).toBe(schemaName);
      expect(await pageCosts(plain, 1)).toEqual(['1.1']);
    } finally {
      await plain.close();
    }
    url.searchParams.set('options', `${url.searchParams.get('options')} -c random_page_cost=2`);
    const operators = await openPostgresDatabase(url.toString(), { poolSize: 1 });
    try {
      expect(await pageCosts(operators, 1)).toEqual(['2']);
    } finally {
      await operators.close();
    }
  });

  it('leave a value that is no URL as it is', () => {
    expect(withPlannerSettings('/var/run/postgresql shop')).toBe('/var/run/postgresql shop');
  });
});
