import * as z from 'zod/mini';
import { orderTypeSchema } from '../entities/cart';
import { euroAmountSchema } from '../entities/product';
import { apiErrorSchema, responseEnvelope } from './envelopes';

export const ORDERS_PREFIX = '/orders/api/v1/orders';

export const shippingDetailLineSchema = z.object({
  productId: z.number().check(z.int(), z.positive()),
  qty: z.number().check(z.int(), z.positive()),
  isReserve: z.boolean(),
  isProductOnSale: z.boolean(),
});
export const shippingDetailRequestSchema = z
  .array(shippingDetailLineSchema)
  .check(z.minLength(1), z.maxLength(200));
export const shippingDetailResponseSchema = responseEnvelope(
  z.object({
    productOrderCalculation: z.array(
      z.object({
        productId: z.number().check(z.int(), z.positive()),
        subTotal: euroAmountSchema,
        qty: z.number().check(z.int()),
        /** The unit price everyone pays now (incl. VAT and a running offer), before any business discount. */
        listPrice: euroAmountSchema,
        /** The product's stock now: the most the cart may hold of it. */
        stock: z.number().check(z.int(), z.nonnegative()),
      }),
    ),
  }),
);

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'ready-for-collection',
  'completed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderLineSchema = z.object({
  productId: z.number().check(z.int(), z.positive()),
  name: z.string(),
  qty: z.number().check(z.int(), z.positive()),
  unitPrice: euroAmountSchema,
  lineTotal: euroAmountSchema,
  orderType: orderTypeSchema,
});

export const orderSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  email: z.string(),
  delivery: z.enum(['delivery', 'collection']),
  lines: z.array(orderLineSchema),
  total: euroAmountSchema,
  vat: euroAmountSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const customerOrdersQuerySchema = z.object({
  publicUserId: z.coerce.number().check(z.int(), z.positive()),
});
export const customerOrdersResponseSchema = responseEnvelope(z.array(orderSchema));

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, { message: 'required' }), z.maxLength(max));

export const addressSchema = z.object({
  street: requiredText(200),
  houseNumber: requiredText(20),
  postalCode: requiredText(16),
  city: requiredText(100),
  country: requiredText(2),
});

export const placeOrderRequestSchema = z
  .object({
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { message: 'required' })),
      z.email({ message: 'invalidEmail' }),
    ),
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    delivery: z.enum(['delivery', 'collection']),
    address: z.optional(addressSchema),
    lines: z
      .array(
        z.object({
          productId: z.number().check(z.int(), z.positive()),
          qty: z.number().check(z.int(), z.positive()),
          orderType: orderTypeSchema,
        }),
      )
      .check(z.minLength(1), z.maxLength(200)),
  })
  .check(
    z.refine((order) => order.delivery === 'collection' || order.address !== undefined, {
      path: ['address'],
      message: 'required',
    }),
  );
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export const placeOrderResponseSchema = responseEnvelope(orderSchema);

/**
 * The header that makes placing an order idempotent (lower case, as servers read header names).
 * A retry with the same key and the same body answers the order the first request placed, and
 * takes no stock again; the same key with another body is a 409 (idempotencyKeyReused). A key is
 * remembered for IDEMPOTENCY_KEY_TTL_HOURS, per account (or among guests), and only once an order
 * was placed with it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** 16 to 128 letters, digits, '-' or '_': a UUID (crypto.randomUUID) fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const idempotencyKeySchema = z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN));
/** The headers place-order reads besides Authorization; the key is optional. */
export const placeOrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.optional(idempotencyKeySchema),
});

export const trackOrderQuerySchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  email: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const trackOrderResponseSchema = responseEnvelope(
  z.extend(orderSchema, {
    history: z.array(z.object({ status: orderStatusSchema, at: z.string(), note: z.nullable(z.string()) })),
  }),
);

/**
 * Failures of the orders calls: `code` is the key, `data` the text. A product without price or
 * stock is MESSAGES.cannotAddToCart; a line short of stock is MESSAGES.outOfStock (409). A
 * malformed Idempotency-Key is a 400 invalidIdempotencyKey, a key sent before with another body a
 * 409 idempotencyKeyReused.
 */
export const ORDER_PROBLEMS = {
  orderNotFound: 'Order not found',
  tooManyTrackAttempts: 'Too many attempts to look up this order. Please try again later.',
  forbidden: 'You can only see your own orders',
  invalidIdempotencyKey:
    'The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores (a UUID fits).',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
} as const;
export type OrderProblem = keyof typeof ORDER_PROBLEMS;

/** 400 (cannotAddToCart) and 409 (outOfStock) of place-order and shipping detail name the products concerned. */
export const productProblemSchema = z.extend(apiErrorSchema, {
  productIds: z.array(z.number().check(z.int())),
});
export type ProductProblem = z.infer<typeof productProblemSchema>;
/**
 * A 409 of place-order: outOfStock names the products short of stock (productProblemSchema);
 * idempotencyKeyReused (the key came with another body before) is the plain error envelope.
 */
export const placeOrderConflictSchema = z.union([productProblemSchema, apiErrorSchema]);
/** A 400 of place-order or shipping detail: a validation error, or cannotAddToCart with productIds. */
export const orderBadRequestSchema = z.extend(apiErrorSchema, {
  productIds: z.optional(z.array(z.number().check(z.int()))),
});
