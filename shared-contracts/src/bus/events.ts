import { z } from 'zod';
import { cartItemSchema, orderTypeSchema } from '../entities/cart';
import { localeSchema } from '../entities/language';
import { euroAmountSchema, productImageSchema } from '../entities/product';
import { userInfoSchema } from '../entities/user';
import { wishlistItemSchema } from '../entities/wishlist';

/**
 * The event catalogue (DESIGN §3). Names are `team:fact`, in the past tense, owned by the team
 * whose prefix they carry. `version` is the payload's contract version: bump it when the payload
 * changes shape. `replay` marks state-like events whose last value a late subscriber receives.
 */
export const EVENTS = {
  'catalog:add-to-cart-requested': {
    version: 1,
    replay: false,
    schema: z.object({
      id: z.number().int().positive(),
      name: z.string().min(1),
      price: euroAmountSchema,
      qty: z.number().int().positive(),
      orderType: orderTypeSchema,
      prodImageList: z.array(productImageSchema),
      productB2BDiscountFlag: z.boolean(),
      number: z.number().int().nonnegative(),
    }),
  },
  'catalog:wishlist-toggle-requested': { version: 1, replay: false, schema: wishlistItemSchema },
  'cart:changed': {
    version: 1,
    replay: true,
    schema: z.object({ items: z.array(cartItemSchema), count: z.number().int().nonnegative() }),
  },
  'cart:item-added': {
    version: 1,
    replay: false,
    schema: z.object({ item: cartItemSchema, addedQty: z.number().int().positive() }),
  },
  'cart:wishlist-changed': {
    version: 1,
    replay: true,
    schema: z.object({ items: z.array(wishlistItemSchema) }),
  },
  'account:session-changed': {
    version: 1,
    replay: true,
    schema: z.object({
      status: z.enum(['loading', 'authenticated', 'unauthenticated']),
      userInfo: userInfoSchema.nullable(),
    }),
  },
  'account:signed-in': { version: 1, replay: false, schema: z.object({ userInfo: userInfoSchema }) },
  'account:signed-out': {
    version: 1,
    replay: false,
    schema: z.object({ reason: z.enum(['logout', 'unauthorized', 'other-tab', 'expired']) }),
  },
  'shell:locale-changed': { version: 1, replay: true, schema: z.object({ locale: localeSchema }) },
  'shell:toast-requested': {
    version: 1,
    replay: false,
    schema: z.object({
      kind: z.enum(['success', 'info', 'warning', 'error']),
      /** A message id of messages.ts, or a literal text from the server. */
      message: z.string().min(1),
      durationMs: z.number().int().positive().optional(),
    }),
  },
  'shell:modal-requested': {
    version: 1,
    replay: false,
    schema: z.object({
      modal: z.enum(['login', 'register', 'quickview', 'video', 'none']),
      productId: z.number().int().positive().optional(),
    }),
  },
} as const;

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENTS)[N]['schema']>;

/** What travels on the bus: the fact, the payload and the contract version it was written in. */
export const envelopeSchema = z.object({
  type: z.string().min(1),
  version: z.number().int().positive(),
  payload: z.unknown(),
  source: z.string().optional(),
  at: z.number().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export function isEventName(value: string): value is EventName {
  return Object.hasOwn(EVENTS, value);
}
