import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RowOutcome } from '../../catalog/import/import-products';
import { CSV_COLUMNS } from '../../catalog/import/product-csv-row';
import { importCsv } from '../../operator/operator-products';
import { CliUsageError, messageOf, parseCommandArgs, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

function describeRow(outcome: RowOutcome): string {
  if (outcome.outcome === 'rejected') return `row ${outcome.row}: rejected: ${outcome.reason ?? ''}`;
  return `row ${outcome.row}: ${outcome.outcome} product ${outcome.productId ?? ''}`;
}

export const importProductsCommand: CliCommand = {
  name: 'import-products',
  summary: `Create or update products from a CSV file (by id, else by name); columns: ${CSV_COLUMNS.join(', ')}`,
  usage: '<file.csv> [--dry-run]',
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { 'dry-run': { type: 'boolean' } }, 1);
    const [file] = positionals;
    if (!file) throw new CliUsageError('which file? give the path of a CSV file');
    let text: string;
    try {
      text = await readFile(path.resolve(context.cwd, file), 'utf8');
    } catch (error) {
      context.io.err(`Cannot read ${file}: ${messageOf(error)}`);
      return 1;
    }
    const dryRun = values['dry-run'] ?? false;
    const result = await onShop<{ rows: RowOutcome[] }>(context, {
      method: 'POST',
      route: '/api/operator/products/import',
      body: { csv: text, dryRun },
      direct: (db) => importCsv(db, { csv: text, dryRun }),
    });
    for (const row of result.rows)
      (row.outcome === 'rejected' ? context.io.err : context.io.out)(describeRow(row));
    const count = (outcome: RowOutcome['outcome']) =>
      result.rows.filter((row) => row.outcome === outcome).length;
    const verb = dryRun ? 'would be ' : '';
    context.io.out(
      `${result.rows.length} rows: ${count('created')} ${verb}created, ${count('updated')} ${verb}updated, ` +
        `${count('rejected')} rejected${dryRun ? ' (dry run: nothing was changed)' : ''}.`,
    );
    return count('rejected') > 0 ? 1 : 0;
  },
};
