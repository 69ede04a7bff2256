import { MAX_DB_INTEGER, productImageParamsSchema } from 'shared-contracts';
import { z } from 'zod';
import { PRODUCT_CONDITIONS } from '../seed/generate-product';

/** The columns an import file may have, by the names of the API's product fields (any case). */
export const CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'categoryId',
  'brand',
  'price',
  'oldPrice',
  'stock',
  'color',
  'size',
  'type',
  'condition',
  'approved',
  'isSale',
  'offerEndDate',
  'b2bDiscountFlag',
  'b2bDiscountPercent',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));
const id = wholeNumber(MAX_DB_INTEGER).pipe(z.number().min(1, 'must be 1 or more'));
const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character');
/** Euros as a shop writes them, 12.95 or 12,95, to whole cents. */
const euros = z
  .string()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, 'must be an amount in euros, like 12.95')
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100));
const flag = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'ja', 'nee'], { message: 'must be true or false' }))
  .transform((value) => ['true', '1', 'yes', 'ja'].includes(value));
const date = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
    'must be a date like 2026-12-31 or 2026-12-31T18:00:00Z',
  )
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), 'must be a real date');
const viewTypes = z
  .string()
  .transform((value) => value.split(/[|\s]+/).filter((view) => view !== ''))
  .pipe(
    z
      .array(productImageParamsSchema.shape.viewType)
      .min(1)
      .max(8, 'at most 8 images')
      .refine((views) => new Set(views).size === views.length, 'each view type once'),
  );

/** One row's cells, each checked and converted; a blank cell is absent (on update: left as it is). */
export const productCsvRowSchema = z.object({
  id: id.optional(),
  name: text(200).pipe(z.string().min(1)).optional(),
  description: text(5000).optional(),
  categoryId: id.optional(),
  brand: text(100).optional(),
  price: euros.optional(),
  oldPrice: euros.optional(),
  stock: wholeNumber(MAX_DB_INTEGER).optional(),
  color: text(100).optional(),
  size: text(100).optional(),
  type: text(100).optional(),
  condition: z
    .enum(PRODUCT_CONDITIONS, { message: `must be one of ${PRODUCT_CONDITIONS.join(', ')}` })
    .optional(),
  approved: flag.optional(),
  isSale: flag.optional(),
  offerEndDate: date.optional(),
  b2bDiscountFlag: flag.optional(),
  b2bDiscountPercent: wholeNumber(90).optional(),
  images: viewTypes.optional(),
});
export type ProductCsvRow = z.infer<typeof productCsvRowSchema>;

/** Header cells to columns; an unknown header is an error, so a typo never silently drops data. */
export function mapHeader(header: string[]): { columns: CsvColumn[] } | { error: string } {
  const byKey = new Map(CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns: CsvColumn[] = [];
  for (const cell of header) {
    const column = byKey.get(
      cell
        .trim()
        .toLowerCase()
        .replace(/[\s_-]/g, ''),
    );
    if (!column) return { error: `unknown column '${cell}'; the columns are: ${CSV_COLUMNS.join(', ')}` };
    if (columns.includes(column)) return { error: `column '${column}' appears twice` };
    columns.push(column);
  }
  if (!columns.includes('id') && !columns.includes('name'))
    return { error: "the file needs an 'id' or a 'name' column" };
  return { columns };
}

/** A data row to checked fields, or the reasons it is refused ('price: must be an amount in euros'). */
export function readRow(
  columns: CsvColumn[],
  cells: string[],
): { row: ProductCsvRow } | { reasons: string[] } {
  if (cells.length > columns.length)
    return { reasons: [`has ${cells.length} cells, the header ${columns.length}`] };
  const record: Partial<Record<CsvColumn, string>> = {};
  columns.forEach((column, index) => {
    const cell = cells[index]?.trim() ?? '';
    if (cell !== '') record[column] = cell;
  });
  const parsed = productCsvRowSchema.safeParse(record);
  if (parsed.success) return { row: parsed.data };
  return {
    reasons: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`),
  };
}
