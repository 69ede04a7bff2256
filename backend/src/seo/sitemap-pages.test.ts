import { describe, expect, it } from '@jest/globals';
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import { productPageStream } from './sitemap-pages';
import { readSitemap } from './test-support/read-sitemap';

/**
 * A products table of every id up to `total`, all approved, answering productBatch's query
 * (afterId, lastId, limit) and recording each call: the SQL itself runs on both databases in
 * sitemap.test.ts; here it is how often it runs, and when.
 */
function fakeCatalogue(total: number) {
  const calls: number[][] = [];
  const db: Queryable = {
    async query<Row extends object>(_sql: string, params: unknown[] = []) {
      const [afterId, lastId, limit] = params.map(Number) as [number, number, number];
      calls.push([afterId, lastId, limit]);
      const last = Math.min(lastId, total, afterId + limit);
      const rows = Array.from({ length: Math.max(0, last - afterId) }, (_, i) => ({
        id: afterId + i + 1,
        name: `Laken ${afterId + i + 1}`,
        lastmod: '2026-01-01T00:00:00Z',
      }));
      return { rows: rows as unknown as Row[] };
    },
  };
  return { db, calls };
}

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('a products page of the sitemap', () => {
  it('reads its range a batch at a time, each after the last id of the one before', async () => {
    const { db, calls } = fakeCatalogue(1_000);
    const stream = await productPageStream(db, 'https://s.example', { afterId: 200, lastId: 450 }, 100);
    if (!stream) throw new Error('no page');
    const { entries } = readSitemap(await readAll(stream));
    expect(entries.map((entry) => entry.loc.split('slug=')[1])).toEqual(
      Array.from({ length: 250 }, (_, i) => String(201 + i)),
    );
    expect(calls).toEqual([
      [200, 450, 100],
      [300, 450, 100],
      [400, 450, 100],
    ]);
  });

  it('reads no further than the client takes: a client that goes away stops the queries', async () => {
    const { db, calls } = fakeCatalogue(1_000_000);
    const stream = await productPageStream(db, 'https://s.example', { afterId: 0, lastId: 1_000_000 }, 100);
    if (!stream) throw new Error('no page');
    expect(calls).toHaveLength(1);
    for await (const chunk of stream) {
      if (String(chunk).includes('<url>')) break; // leaving the loop destroys the stream
    }
    await new Promise((resolve) => setImmediate(resolve));
    // The stream's buffer may hold a few batches ahead; the page has 10 000.
    expect(calls.length).toBeLessThan(20);
  });

  it('is no page at all when its range holds no approved product', async () => {
    const { db } = fakeCatalogue(100);
    expect(await productPageStream(db, 'https://s.example', { afterId: 100, lastId: 200 })).toBeUndefined();
  });
});
