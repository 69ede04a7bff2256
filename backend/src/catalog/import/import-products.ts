import type { Database } from '../../db/database';
import { CsvError, parseCsv } from './csv';
import { mapHeader, readRow } from './product-csv-row';
import { RowRejected, writeProduct } from './write-product';

export interface RowOutcome {
  /** The spreadsheet row: the header is row 1. */
  row: number;
  outcome: 'created' | 'updated' | 'rejected';
  productId?: number;
  reason?: string;
}

export type ImportResult = { error: string } | { rows: RowOutcome[] };

/** Thrown at the end of a row in a dry run, so its transaction rolls back after all checks ran. */
class DryRun extends Error {
  constructor(readonly result: { id: number; created: boolean }) {
    super('dry run');
  }
}

async function importRow(
  db: Database,
  cells: string[],
  columns: Parameters<typeof readRow>[0],
  dryRun: boolean,
) {
  const read = readRow(columns, cells);
  if ('reasons' in read) return { outcome: 'rejected' as const, reason: read.reasons.join('; ') };
  try {
    const result = await db.transaction(async (tx) => {
      const written = await writeProduct(tx, read.row);
      if (dryRun) throw new DryRun(written);
      return written;
    });
    return { outcome: result.created ? ('created' as const) : ('updated' as const), productId: result.id };
  } catch (error) {
    if (error instanceof DryRun) {
      return {
        outcome: error.result.created ? ('created' as const) : ('updated' as const),
        productId: error.result.id,
      };
    }
    if (error instanceof RowRejected) return { outcome: 'rejected' as const, reason: error.message };
    // A refusal the checks above did not foresee (a constraint, say) still only costs this row.
    const message = error instanceof Error ? error.message : String(error);
    return { outcome: 'rejected' as const, reason: `the database refused it: ${message}` };
  }
}

/**
 * Creates or updates products from CSV text, each row in its own transaction: a row is applied
 * whole or not at all, and a bad row does not stop the rows after it. With `dryRun` every row is
 * checked against the database and rolled back.
 */
export async function importProducts(
  db: Database,
  text: string,
  options: { dryRun?: boolean } = {},
): Promise<ImportResult> {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { error: error.message };
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { error: 'the file is empty' };
  const mapped = mapHeader(header);
  if ('error' in mapped) return { error: mapped.error };
  const rows: RowOutcome[] = [];
  for (const [index, cells] of data.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    rows.push({ row: index + 2, ...(await importRow(db, cells, mapped.columns, options.dryRun ?? false)) });
  }
  return { rows };
}
