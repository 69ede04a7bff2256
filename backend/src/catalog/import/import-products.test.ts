import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-support/databases';
import { seedCatalog } from '../seed/seed-catalog';
import { importProducts, type ImportResult, type RowOutcome } from './import-products';

jest.setTimeout(60_000);
const databases = await testDatabases();

const rowsOf = (result: ImportResult): RowOutcome[] => {
  if ('error' in result) throw new Error(result.error);
  return result.rows;
};

describe.each(databases)('import-products on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedCatalog(db, 20);
  });
  afterAll(async () => {
    await db.close();
  });

  const product = async (where: string, params: unknown[]) =>
    (
      await db.query<{
        id: number;
        name: string;
        price_cents: number | null;
        stock: number | null;
        brand: string | null;
      }>(
        `SELECT p.id, p.name, p.price_cents, p.stock, b.name AS brand FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE ${where}`,
        params,
      )
    ).rows;

  it('creates a product with its brand and images, then updates it by name and by id', async () => {
    const created = rowsOf(
      await importProducts(
        db,
        'name;categoryId;brand;price;stock;color;images\nBadlaken Proef;22;Proefmerk;24,95;12;Wit;front|detail\n',
      ),
    );
    expect(created).toEqual([{ row: 2, outcome: 'created', productId: 21 }]);
    expect(await product('p.id = $1', [21])).toEqual([
      { id: 21, name: 'Badlaken Proef', price_cents: 2495, stock: 12, brand: 'Proefmerk' },
    ]);
    const images = await db.query<{ view_type: string }>(
      'SELECT view_type FROM product_images WHERE product_id = 21 ORDER BY position',
    );
    expect(images.rows.map((row) => row.view_type)).toEqual(['front', 'detail']);

    const byName = rowsOf(await importProducts(db, 'name,stock\nbadlaken proef,3\n'));
    expect(byName).toEqual([{ row: 2, outcome: 'updated', productId: 21 }]);
    const byId = rowsOf(await importProducts(db, 'id,price,name\n21,30.00,Badlaken Proef XL\n'));
    expect(byId).toEqual([{ row: 2, outcome: 'updated', productId: 21 }]);
    expect(await product('p.id = $1', [21])).toEqual([
      { id: 21, name: 'Badlaken Proef XL', price_cents: 3000, stock: 3, brand: 'Proefmerk' },
    ]);
  });

  it('reports each rejected row with its spreadsheet row number and reason, and goes on with the next', async () => {
    const csv = [
      'id,name,categoryId,price,stock,isSale,oldPrice,images,condition',
      ',Zonder categorie,,1,,,,,',
      ',Onbekende categorie,999,1,,,,,',
      ',Prijs fout,27,12.999,,,,,',
      '1,,,,-4,,,,',
      '2,,,10,,true,9,,',
      ',Slecht beeld,27,,,,,Front,',
      '424242,,,1,,,,,',
      ',Staat fout,27,,,,,,broken',
      ',Goed,27,2.50,1,,,,',
    ].join('\n');
    const rows = rowsOf(await importProducts(db, csv));
    expect(rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'rejected'],
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'rejected'],
      [6, 'rejected'],
      [7, 'rejected'],
      [8, 'rejected'],
      [9, 'rejected'],
      [10, 'created'],
    ]);
    const reasons = rows.map((row) => row.reason ?? '');
    expect(reasons[0]).toMatch(/needs a name and a categoryId/);
    expect(reasons[1]).toMatch(/categoryId 999 does not exist/);
    expect(reasons[2]).toMatch(/^price: must be an amount in euros/);
    expect(reasons[3]).toMatch(/^stock: must be a whole number/);
    expect(reasons[4]).toMatch(/oldPrice above its price/);
    expect(reasons[5]).toMatch(/^images/);
    expect(reasons[6]).toMatch(/no product with id 424242/);
    expect(reasons[7]).toMatch(/^condition: must be one of/);
  });

  it('applies nothing of a rejected row: a brand it would have created is not left behind', async () => {
    const rows = rowsOf(await importProducts(db, 'name,categoryId,brand\nHalf werk,999,Spookmerk\n'));
    expect(rows[0]?.outcome).toBe('rejected');
    const brands = await db.query('SELECT 1 FROM brands WHERE name = $1', ['Spookmerk']);
    expect(brands.rows).toEqual([]);
  });

  it('refuses a row whose name matches several products, asking for the id', async () => {
    await importProducts(db, 'name,categoryId\nDubbel,27\n');
    await db.query(`INSERT INTO products (name, category_id) VALUES ('dubbel', 27)`);
    const rows = rowsOf(await importProducts(db, 'name,stock\nDubbel,4\n'));
    expect(rows[0]).toMatchObject({ outcome: 'rejected', reason: 'name matches 2 products; give the id' });
  });

  it('checks every row against the database but changes nothing in a dry run', async () => {
    const before = await product('p.id = $1', [3]);
    const rows = rowsOf(await importProducts(db, 'id,price\n3,1.00\n', { dryRun: true }));
    expect(rows).toEqual([{ row: 2, outcome: 'updated', productId: 3 }]);
    expect(await product('p.id = $1', [3])).toEqual(before);
  });

  it('refuses a file with an unknown column, without an id or name column, or with a broken quote', async () => {
    expect(await importProducts(db, 'name,prijs\nA,1\n')).toEqual({
      error: expect.stringMatching(/unknown column 'prijs'/),
    });
    expect(await importProducts(db, 'price\n1\n')).toEqual({
      error: expect.stringMatching(/'id' or a 'name'/),
    });
    expect(await importProducts(db, 'name\n"open\n')).toEqual({
      error: expect.stringMatching(/never closed/),
    });
    expect(await importProducts(db, '')).toEqual({ error: 'the file is empty' });
  });
});
