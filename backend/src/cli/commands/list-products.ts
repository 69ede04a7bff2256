import { fromCents } from 'shared-contracts';
import { priceNow } from '../../catalog/offer-price';
import { categoryScope } from '../../catalog/queries/category-scope';
import { escapeLike } from '../../catalog/queries/sql-params';
import { integerOption, parseCommandArgs, type CliCommand } from '../cli-command';

interface Row {
  id: number;
  name: string;
  category_id: number;
  price_cents: number | null;
  stock: number | null;
  approved: boolean;
}

const cell = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

export const listProductsCommand: CliCommand = {
  name: 'list-products',
  summary:
    'List products by id, approved or not, optionally of a category (with its subcategories) or matching a name',
  usage: '[--category <id>] [--search <text>] [--limit <n>]',
  async run(args, context) {
    const { values } = parseCommandArgs(args, {
      category: { type: 'string' },
      search: { type: 'string' },
      limit: { type: 'string' },
    });
    const category = integerOption(values.category, 'category', 1, 2_147_483_647);
    const limit = integerOption(values.limit, 'limit', 1, 10_000) ?? 20;
    const db = await context.database();
    const scope = category === undefined ? null : ((await categoryScope(db, category)) ?? []);
    const { rows } = await db.query<Row>(
      `SELECT id, name, category_id, ${priceNow('p')} AS price_cents, stock, approved FROM products p
       WHERE ($1::int[] IS NULL OR category_id = ANY($1::int[])) AND ($2::text IS NULL OR lower(name) LIKE '%' || lower($2) || '%')
       ORDER BY id LIMIT $3`,
      [scope, values.search === undefined ? null : escapeLike(values.search), limit],
    );
    context.io.out(
      `${'id'.padStart(7)}  ${cell('name', 60)}  ${'cat'.padStart(4)}  ${'price'.padStart(9)}  ${'stock'.padStart(6)}`,
    );
    for (const row of rows) {
      const price = row.price_cents === null ? '-' : fromCents(row.price_cents).toFixed(2);
      const stock = row.stock === null ? '-' : String(row.stock);
      const name = row.approved ? row.name : `${row.name} (not approved)`;
      context.io.out(
        `${String(row.id).padStart(7)}  ${cell(name, 60)}  ${String(row.category_id).padStart(4)}  ${price.padStart(9)}  ${stock.padStart(6)}`,
      );
    }
    context.io.out(`${rows.length} products shown.`);
    return 0;
  },
};
