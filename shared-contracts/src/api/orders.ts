import { z } from 'zod';
import { orderTypeSchema } from '../entities/cart';
import { euroAmountSchema } from '../entities/product';
import { apiErrorSchema, responseEnvelope } from './envelopes';

export const ORDERS_PREFIX = '/orders/api/v1/orders';

export const shippingDetailLineSchema = z.object({
  productId: z.number().int().positive(),
  qty: z.number().int().positive(),
  isReserve: z.boolean(),
  isProductOnSale: z.boolean(),
});
export const shippingDetailRequestSchema = z.array(shippingDetailLineSchema).min(1).max(200);
export const shippingDetailResponseSchema = responseEnvelope(
  z.object({
    productOrderCalculation: z.array(
      z.object({ productId: z.number().int().positive(), subTotal: euroAmountSchema, qty: z.number().int() }),
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
  productId: z.number().int().positive(),
  name: z.string(),
  qty: z.number().int().positive(),
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

export const customerOrdersQuerySchema = z.object({ publicUserId: z.coerce.number().int().positive() });
export const customerOrdersResponseSchema = responseEnvelope(z.array(orderSchema));

const requiredText = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);

export const addressSchema = z.object({
  street: requiredText(200),
  houseNumber: requiredText(20),
  postalCode: requiredText(16),
  city: requiredText(100),
  country: requiredText(2),
});

export const placeOrderRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, { message: 'required' })
      .pipe(z.email({ message: 'invalidEmail' })),
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: z.string().trim().max(32).optional(),
    delivery: z.enum(['delivery', 'collection']),
    address: addressSchema.optional(),
    lines: z
      .array(
        z.object({
          productId: z.number().int().positive(),
          qty: z.number().int().positive(),
          orderType: orderTypeSchema,
        }),
      )
      .min(1)
      .max(200),
  })
  .refine((order) => order.delivery === 'collection' || order.address !== undefined, {
    path: ['address'],
    message: 'required',
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export const placeOrderResponseSchema = responseEnvelope(orderSchema);

export const trackOrderQuerySchema = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  email: z.string().trim().max(200).optional(),
});
export const trackOrderResponseSchema = responseEnvelope(
  orderSchema.extend({
    history: z.array(z.object({ status: orderStatusSchema, at: z.string(), note: z.string().nullable() })),
  }),
);

/**
 * Failures of the orders calls: `code` is the key, `data` the text. A product without price or
 * stock is MESSAGES.cannotAddToCart; a line short of stock is MESSAGES.outOfStock (409).
 */
export const ORDER_PROBLEMS = {
  orderNotFound: 'Order not found',
  forbidden: 'You can only see your own orders',
} as const;
export type OrderProblem = keyof typeof ORDER_PROBLEMS;

/** 400 (cannotAddToCart) and 409 (outOfStock) of place-order and shipping detail name the products concerned. */
export const productProblemSchema = apiErrorSchema.extend({ productIds: z.array(z.number().int()) });
export type ProductProblem = z.infer<typeof productProblemSchema>;
/** A 400 of place-order or shipping detail: a validation error, or cannotAddToCart with productIds. */
export const orderBadRequestSchema = apiErrorSchema.extend({
  productIds: z.array(z.number().int()).optional(),
});
