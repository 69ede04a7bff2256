import { MAX_DB_INTEGER } from 'shared-contracts';
import type { z } from 'zod';
import { listProducts, type productListSchema } from '../../operator/operator-products';
import { CliUsageError, integerOption, parseCommandArgs, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

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
    const category = integerOption(values.category, 'category', 1, MAX_DB_INTEGER);
    const limit = integerOption(values.limit, 'limit', 1, 10_000) ?? 20;
    if (values.search !== undefined && values.search.length > 200)
      throw new CliUsageError('--search is at most 200 characters');
    const query = { category, search: values.search, limit };
    const search = new URLSearchParams({ limit: String(limit) });
    if (category !== undefined) search.set('category', String(category));
    if (values.search !== undefined) search.set('search', values.search);
    const { products } = await onShop<z.output<typeof productListSchema>>(context, {
      method: 'GET',
      route: `/api/operator/products?${search.toString()}`,
      direct: (db) => listProducts(db, query),
    });
    context.io.out(
      `${'id'.padStart(7)}  ${cell('name', 60)}  ${'cat'.padStart(4)}  ${'price'.padStart(9)}  ${'stock'.padStart(6)}`,
    );
    for (const product of products) {
      const price = product.price === null ? '-' : product.price.toFixed(2);
      const stock = product.stock === null ? '-' : String(product.stock);
      const name = product.approved ? product.name : `${product.name} (not approved)`;
      context.io.out(
        `${String(product.id).padStart(7)}  ${cell(name, 60)}  ${String(product.categoryId).padStart(4)}  ${price.padStart(9)}  ${stock.padStart(6)}`,
      );
    }
    context.io.out(`${products.length} products shown.`);
    return 0;
  },
};
