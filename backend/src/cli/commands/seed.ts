import { seedCatalog } from '../../catalog/seed/seed-catalog';
import { integerOption, parseCommandArgs, type CliCommand } from '../cli-command';

export const seedCommand: CliCommand = {
  name: 'seed',
  summary: 'Bring the catalogue up to N generated products (default SEED_PRODUCTS); never deletes',
  usage: '[--products <n>]',
  async run(args, context) {
    const { values } = parseCommandArgs(args, { products: { type: 'string' } });
    const target = integerOption(values.products, 'products', 1, 1_000_000) ?? context.config().SEED_PRODUCTS;
    const db = await context.database();
    const started = performance.now();
    const report = await seedCatalog(db, target);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    context.io.out(`Catalogue: ${report.total} products (${report.added} added) in ${seconds} s.`);
    return 0;
  },
};
