import * as z from 'zod/mini';

/** Auth calls answer `{ data: ... }` (docs/architecture.md, "The API"). */
export const authEnvelope = <T extends z.core.$ZodType>(data: T) => z.object({ data });

/** Products and orders calls answer `{ responseData: { data: ... } }`. */
export const responseEnvelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ responseData: z.object({ data }) });

/** The product listing follows the DataTables convention its query uses. */
export const dataTablesEnvelope = <T extends z.core.$ZodType>(row: T) =>
  z.object({
    responseData: z.object({
      draw: z.number().check(z.int()),
      recordsTotal: z.number().check(z.int(), z.nonnegative()),
      recordsFiltered: z.number().check(z.int(), z.nonnegative()),
      data: z.array(row),
    }),
  });

/**
 * Every 4xx answer: `data` is the human message the UI shows (spec §8 reads `data` first),
 * `code` a stable message id, `issues` the field problems of a validation error.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  data: z.string(),
  code: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
