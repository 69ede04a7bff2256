import type { z } from 'zod';
import { seedCatalog } from '../../catalog/seed/seed-catalog';
import type { seedAnswerSchema } from '../../operator/operator-products';
import { integerOption, parseCommandArgs, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

export const seedCommand: CliCommand = {
  name: 'seed',
  summary: 'Bring the catalogue up to N generated products (default SEED_PRODUCTS); never deletes',
  usage: '[--products <n>]',
  async run(args, context) {
    const { values } = parseCommandArgs(args, { products: { type: 'string' } });
    const products =
      integerOption(values.products, 'products', 1, 1_000_000) ?? context.config().SEED_PRODUCTS;
    const started = performance.now();
    const report = await onShop<z.output<typeof seedAnswerSchema>>(context, {
      method: 'POST',
      route: '/api/operator/products/seed',
      body: { products },
      direct: (db) => seedCatalog(db, products),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    context.io.out(`Catalogue: ${report.total} products (${report.added} added) in ${seconds} s.`);
    return 0;
  },
};
