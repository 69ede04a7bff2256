import * as z from 'zod/mini';
import { cartItemSchema, orderTypeSchema } from '../entities/cart';
import { localeSchema } from '../entities/language';
import { euroAmountSchema, productImageSchema } from '../entities/product';
import { userInfoSchema } from '../entities/user';
import { wishlistItemSchema } from '../entities/wishlist';

/**
 * The event catalogue (docs/architecture.md has who emits and who listens to each). Names are
 * `team:fact`, in the past tense, owned by the team whose prefix they carry. `version` is the
 * payload's contract version: bump it when the payload changes shape. `replay` marks state-like
 * events whose last value a late subscriber receives. `hold` marks requests to a team whose part of
 * the page may not have loaded yet (the shell loads the cart after the page's main content,
 * docs/performance.md): published before anyone handles them, they wait on the bus for their first
 * handler instead of being lost.
 */
const toastSchema = z.object({
  kind: z.enum(['success', 'info', 'warning', 'error']),
  /** A message id of messages.ts (the shell translates it), or a text the sender already translated. */
  message: z.string().check(z.minLength(1), z.maxLength(500)),
  durationMs: z.optional(z.number().check(z.int(), z.positive(), z.lte(60_000))),
});

const modalRequestSchema = z.object({
  modal: z.enum(['login', 'register', 'quickview', 'video', 'none']),
  productId: z.optional(z.number().check(z.int(), z.positive())),
});

const unauthorizedSchema = z.object({ path: z.string().check(z.maxLength(500)) });

const sessionSchema = z.object({
  status: z.enum(['loading', 'authenticated', 'unauthenticated']),
  userInfo: z.nullable(userInfoSchema),
  /** The API token of the session, so no team reads another team's storage to call the API. */
  accessToken: z.nullable(z.string()),
});

/**
 * Requests any remote may make of the shell carry the requesting team's prefix, so every event
 * still has exactly one owner: `catalog:toast-requested`, `cart:toast-requested`, ...
 */
const REMOTE_TEAMS = ['catalog', 'cart', 'account'] as const;
type RemoteTeam = (typeof REMOTE_TEAMS)[number];

function perTeam<F extends string, D>(fact: F, definition: D) {
  return Object.fromEntries(REMOTE_TEAMS.map((team) => [`${team}:${fact}`, definition])) as Record<
    `${RemoteTeam}:${F}`,
    D
  >;
}

export const EVENTS = {
  'catalog:add-to-cart-requested': {
    version: 1,
    replay: false,
    hold: true,
    schema: z.object({
      id: z.number().check(z.int(), z.positive()),
      name: z.string().check(z.minLength(1)),
      price: euroAmountSchema,
      qty: z.number().check(z.int(), z.positive()),
      orderType: orderTypeSchema,
      prodImageList: z.array(productImageSchema),
      productB2BDiscountFlag: z.boolean(),
      /**
       * The stock the catalog showed with the product. Carts from contracts 1.4 on ignore it and
       * ask the server (the cart alone decides whether an add fits); a cart built before bounds
       * the add by it, so it stays until the next major.
       */
      number: z.number().check(z.int(), z.nonnegative()),
      /** Since 1.4: the sender's id for this request, which the cart's answer carries back. */
      requestId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    }),
  },
  /**
   * The cart's answer to an add request that carried a requestId: added, or refused because the
   * stock does not allow it or could not be checked (the cart has shown its warning already).
   */
  'cart:add-answered': {
    version: 1,
    replay: false,
    schema: z.object({
      requestId: z.string().check(z.minLength(1), z.maxLength(100)),
      outcome: z.enum(['added', 'out-of-stock']),
    }),
  },
  'catalog:wishlist-toggle-requested': {
    version: 1,
    replay: false,
    hold: true,
    schema: wishlistItemSchema,
  },
  'cart:changed': {
    version: 1,
    replay: true,
    schema: z.object({ items: z.array(cartItemSchema), count: z.number().check(z.int(), z.nonnegative()) }),
  },
  'cart:item-added': {
    version: 1,
    replay: false,
    schema: z.object({ item: cartItemSchema, addedQty: z.number().check(z.int(), z.positive()) }),
  },
  'cart:wishlist-changed': {
    version: 1,
    replay: true,
    schema: z.object({ items: z.array(wishlistItemSchema) }),
  },
  /** The account team signed a user in (token and user data stored); the shell refreshes the session. */
  'account:signed-in': { version: 1, replay: false, schema: z.object({ userInfo: userInfoSchema }) },
  /** The user logged out through the account team's Log out; the shell ends the session everywhere. */
  'account:signed-out': { version: 1, replay: false, schema: z.object({ reason: z.literal('logout') }) },
  /** The session as the shell knows it (spec §4 auth session); the one source every team reads. */
  'shell:session-changed': { version: 1, replay: true, schema: sessionSchema },
  /** The shell ended the session: user state reset; the cart empties itself. */
  'shell:session-ended': {
    version: 1,
    replay: false,
    schema: z.object({ reason: z.enum(['logout', 'unauthorized', 'other-tab', 'expired']) }),
  },
  /**
   * Since 1.4: the shell ended the session and asks the account team, which owns the stored
   * sign-in (token, account type, user), to clear it. Held until the account's module has loaded,
   * so a session that ends before then (a 401 on a page that has not drawn the account menu yet)
   * still leaves no sign-in behind.
   */
  'shell:stored-sign-in-clear-requested': {
    version: 1,
    replay: false,
    hold: true,
    schema: z.object({ reason: z.enum(['logout', 'unauthorized', 'other-tab', 'expired']) }),
  },
  'shell:locale-changed': { version: 1, replay: true, schema: z.object({ locale: localeSchema }) },
  /** A toast (react-toastify in the shell; spec §9: closes after 3 s unless durationMs says otherwise). */
  ...perTeam('toast-requested', { version: 1, replay: false, schema: toastSchema }),
  /** Open (or close, with 'none') one of the shell's modal frames. */
  ...perTeam('modal-requested', { version: 1, replay: false, schema: modalRequestSchema }),
  /** A call of this team's answered 401 (spec §4: any 401 signs the user out). */
  ...perTeam('request-unauthorized', { version: 1, replay: false, schema: unauthorizedSchema }),
} as const;

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENTS)[N]['schema']>;

/** What travels on the bus: the fact, the payload and the contract version it was written in. */
export const envelopeSchema = z.object({
  type: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.positive()),
  payload: z.unknown(),
  source: z.optional(z.string()),
  at: z.optional(z.number()),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export function isEventName(value: string): value is EventName {
  return Object.hasOwn(EVENTS, value);
}

/** Whether an event waits for its first handler when published before there is one. */
export function isHeldUntilHandled(type: EventName): boolean {
  const definition = EVENTS[type];
  return 'hold' in definition && definition.hold;
}
