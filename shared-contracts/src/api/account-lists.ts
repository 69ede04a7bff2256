import * as z from 'zod/mini';
import { cartItemSchema, orderTypeSchema } from '../entities/cart';
import { wishlistItemSchema } from '../entities/wishlist';
import { responseEnvelope } from './envelopes';
import { ORDERS_PREFIX } from './orders';

/**
 * Since 1.5: a signed-in shopper's cart and wishlist kept on the server too, so they follow the
 * account across devices. The browser's copies stay the spec's (riode- keys); the cart team keeps
 * them in step with these calls (docs/architecture.md, "The account's cart and wishlist").
 */
export const ACCOUNT_LISTS_PATH = `${ORDERS_PREFIX}/account-lists`;

/** As many lines as one order may hold; a list never grows past it. */
export const ACCOUNT_LIST_MAX_ITEMS = 200;
/** The most pieces one line may ask for; the stock caps it lower. */
export const ACCOUNT_LIST_MAX_QTY = 100_000;

const productId = z.number().check(z.int(), z.positive());
const qty = z.number().check(z.int(), z.positive(), z.lte(ACCOUNT_LIST_MAX_QTY));
const publicUserId = z.number().check(z.int(), z.positive());

/**
 * One change of a line, sent as it happened rather than as the whole cart, so two devices
 * changing the cart at once never undo each other's lines: `add` sums (the spec's add rule,
 * capped at stock), `set` replaces one line's quantity, `remove` deletes one line.
 */
export const cartChangeSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), productId, orderType: orderTypeSchema, qty }),
  z.object({ op: z.literal('set'), productId, orderType: orderTypeSchema, qty }),
  z.object({ op: z.literal('remove'), productId, orderType: orderTypeSchema }),
]);
export type CartChange = z.infer<typeof cartChangeSchema>;

export const wishlistChangeSchema = z.object({ op: z.enum(['add', 'remove']), productId });
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;

export const accountListsQuerySchema = z.object({
  publicUserId: z.coerce.number().check(z.int(), z.positive()),
});

export const changeAccountListsRequestSchema = z.object({
  publicUserId,
  cart: z.array(cartChangeSchema).check(z.maxLength(ACCOUNT_LIST_MAX_ITEMS)),
  wishlist: z.array(wishlistChangeSchema).check(z.maxLength(ACCOUNT_LIST_MAX_ITEMS)),
});
export type ChangeAccountListsRequest = z.infer<typeof changeAccountListsRequestSchema>;

/**
 * The browser's lists at sign-in. `mergeId` names this merge: the same id sent again (a retry
 * after a lost answer, or a second tab) merges nothing twice.
 */
export const mergeAccountListsRequestSchema = z.object({
  publicUserId,
  mergeId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  cart: z
    .array(z.object({ productId, orderType: orderTypeSchema, qty }))
    .check(z.maxLength(ACCOUNT_LIST_MAX_ITEMS)),
  wishlist: z.array(productId).check(z.maxLength(ACCOUNT_LIST_MAX_ITEMS)),
});
export type MergeAccountListsRequest = z.infer<typeof mergeAccountListsRequestSchema>;

/** The account's lists in the browser's shapes, at the server's list prices and current stock. */
export const accountListsSchema = z.object({
  cart: z.array(cartItemSchema),
  wishlist: z.array(wishlistItemSchema),
});
export type AccountLists = z.infer<typeof accountListsSchema>;

export const accountListsResponseSchema = responseEnvelope(accountListsSchema);

/** After a merge, also the products whose summed quantity had to be cut to the stock. */
export const mergeAccountListsResponseSchema = responseEnvelope(
  z.extend(accountListsSchema, { reducedProductIds: z.array(productId) }),
);

export const ACCOUNT_LIST_PROBLEMS = {
  forbidden: 'You can only see your own cart and wishlist',
} as const;
