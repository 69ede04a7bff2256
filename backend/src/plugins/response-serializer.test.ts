import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { productListResponseSchema } from 'shared-contracts';
import * as z from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const route = (schema: z.core.$ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const writerOf = (schema: z.core.$ZodType, checked: boolean) =>
  responseSerializerCompiler({ checked })(route(schema));

type ListingAnswer = z.infer<typeof productListResponseSchema>;

/** Euros with at most two decimals, as the API's prices are. */
const euros = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);

/** A listing answer as the API sends it (shared-contracts' schema), with any values it allows. */
const listingArb: fc.Arbitrary<ListingAnswer> = fc.record({
  responseData: fc.record({
    draw: fc.nat(),
    recordsTotal: fc.nat(),
    recordsFiltered: fc.nat(),
    data: fc.array(
      fc.record({
        id: fc.integer({ min: 1 }),
        name: fc.string({ minLength: 1 }),
        price: fc.option(euros, { nil: null }),
        number: fc.option(fc.nat(), { nil: null }),
        brand: fc.string(),
        condition: fc.string(),
        finalProductStatus: fc.string(),
        prodImageList: fc.array(
          fc.record({ imageURL: fc.string({ minLength: 1 }), imageViewType: fc.string({ minLength: 1 }) }),
          { maxLength: 3 },
        ),
        productB2BDiscountFlag: fc.boolean(),
        categoryId: fc.nat(),
        description: fc.string(),
        color: fc.string(),
        size: fc.string(),
        type: fc.string(),
        isSale: fc.boolean(),
        oldPrice: fc.option(euros, { nil: null }),
        offerEndDate: fc.option(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          {
            nil: null,
          },
        ),
      }),
      { maxLength: 4 },
    ),
  }),
}) as fc.Arbitrary<ListingAnswer>;

describe('the answers’ JSON writer', () => {
  it('writes any valid listing answer as zod does, to the character, also with unknown properties', () => {
    const zodText = (data: unknown) => JSON.stringify(z.encode(productListResponseSchema, data as never));
    const fast = writerOf(productListResponseSchema, false);
    fc.assert(
      fc.property(listingArb, (answer) => {
        // A property the schema does not name is left out, by zod and by the compiled writer.
        const withExtra = { ...answer, debug: 'not for the shopper' };
        expect(fast(withExtra)).toBe(zodText(withExtra));
        expect(JSON.parse(fast(answer))).toEqual(productListResponseSchema.parse(answer));
      }),
    );
    // The compiled writer is the one that wrote: zod would have refused a product without a name.
    const unnamed = { responseData: { draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [{ name: '' }] } };
    expect(() => fast(unnamed)).toThrow(/required/);
    expect(() => writerOf(productListResponseSchema, true)(unnamed)).toThrow(/match the schema/);
  });

  it('checks each answer against its schema outside production, and writes it unchecked in production', () => {
    const schema = z.object({ name: z.string().min(1), count: z.number().int() });
    const broken = { name: '', count: 2 };
    expect(() => writerOf(schema, true)(broken)).toThrow();
    expect(writerOf(schema, false)(broken)).toBe('{"name":"","count":2}');
    expect(writerOf(schema, true)({ name: 'Laken', count: 2 })).toBe('{"name":"Laken","count":2}');
  });

  it('writes a schema JSON Schema cannot express the zod way, in production too', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2025-03-01T10:00:00.000Z');
    expect(writerOf(schema, false)({ at })).toBe('{"at":"2025-03-01T10:00:00.000Z"}');
    // The zod way checks: a value that is no date is refused, where a compiled writer would not.
    expect(() => writerOf(schema, false)({ at: 'yesterday' })).toThrow();
  });
});
