import {
  accountListsSchema,
  apiErrorSchema,
  cartItemSchema,
  authJsCsrfSchema,
  authJsRedirectSchema,
  categorySchema,
  getUserResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  messageResponseSchema,
  orderBadRequestSchema,
  orderLineSchema,
  orderSchema,
  orderStatusSchema,
  placeOrderHeadersSchema,
  productDetailSchema,
  productImageSchema,
  productListQuerySchema,
  productListResponseSchema,
  productProblemSchema,
  productSchema,
  registryDocumentSchema,
  sessionSchema,
  userInfoSchema,
  userSessionDataSchema,
  wishlistItemSchema,
} from 'shared-contracts';
import { z } from 'zod';
import {
  canarySchema,
  registryStatusSchema,
  releaseSchema,
  remoteFallbackSchema,
} from '../releases/releases-openapi';

type Schema = z.core.$ZodType;

/**
 * Names a schema the way fastify-type-provider-zod makes components: an `id` in zod's global
 * registry. Every use of the schema in a route's schema then becomes a $ref to
 * #/components/schemas/<id>, and the component carries the description. Metadata only: the
 * schema's shape and what it accepts are untouched.
 */
export function nameComponent(schema: Schema, id: string, description: string): void {
  const meta = z.globalRegistry.get(schema);
  if (meta?.id === id) return;
  z.globalRegistry.add(schema, { ...meta, id, description });
}

/** Describes a schema that stays inline (a query parameter, a field), for the document only. */
function describe(schema: Schema, description: string): void {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), description });
}

/** A $ref to the component a schema was named as (an output schema: a response body). */
export function componentRef(schema: Schema): { $ref: string } {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('componentRef: the schema was not named with nameComponent');
  return { $ref: `#/components/schemas/${id}` };
}

// Schemas answered by several calls, or the main entities of the shop. Request bodies and query
// strings stay inline: they belong to one call each, and a query string must stay an object of
// parameters. A schema used as null-or-itself stays inline too (product neighbours): OpenAPI 3.0
// cannot say "null" beside a $ref.
const COMPONENTS: [Schema, string, string][] = [
  [
    apiErrorSchema,
    'ApiError',
    'Every failure: `data` is the text the UI shows, `code` a stable id, `issues` the field problems of a validation error.',
  ],
  [
    productProblemSchema,
    'ProductProblem',
    'A failure about products of an order or a cart: the error envelope plus the products concerned.',
  ],
  [
    orderBadRequestSchema,
    'OrderBadRequest',
    'A 400 of an orders call: a validation error, or cannotAddToCart with the products concerned.',
  ],
  [categorySchema, 'Category', 'A category; parentCategoryId 0 is the top level.'],
  [
    productImageSchema,
    'ProductImage',
    "One picture of a product: imageURL is the image route's versioned address.",
  ],
  [
    productSchema,
    'Product',
    'A product as listings show it. Prices are euros incl. VAT, as they hold now: while an offer runs, price is the offer ' +
      'price and oldPrice the regular one; once offerEndDate has passed, isSale is false, price the regular price and ' +
      'offerEndDate stays so the page can say the offer has finished. A product without a price or a stock number cannot be ordered.',
  ],
  [
    productDetailSchema,
    'ProductDetail',
    'A product with its neighbours (prev, next) in its category, for the detail page.',
  ],
  [
    productListResponseSchema,
    'ProductPage',
    'A page of products in the DataTables convention: draw echoes the request, recordsTotal counts the category, recordsFiltered the matches.',
  ],
  [
    orderStatusSchema,
    'OrderStatus',
    'Where an order is: placed, confirmed, packed, then shipped (delivery) or ready-for-collection (collection), then completed; or cancelled.',
  ],
  [
    cartItemSchema,
    'CartItem',
    'A cart line as the browser keeps it: the product, its list price, quantity and order type, and the stock (number) that bounds the quantity.',
  ],
  [
    wishlistItemSchema,
    'WishlistItem',
    'A product on the wishlist, with its list price (null: not for sale).',
  ],
  [
    accountListsSchema,
    'AccountLists',
    "A signed-in user's cart and wishlist as kept on the server, at list prices (a business account's prices come from get-order-shipping-detail).",
  ],
  [orderLineSchema, 'OrderLine', 'One product of an order with the prices it was ordered at.'],
  [orderSchema, 'Order', 'An order as placed: its lines, total and VAT in euros, delivered or collected.'],
  [
    userInfoSchema,
    'UserInfo',
    'The signed-in user; a business account has business prices once the shop confirms it (confirmB2BUser).',
  ],
  [
    userSessionDataSchema,
    'UserSessionData',
    'An access token (Bearer, for the orders and account calls) and the user it belongs to.',
  ],
  [
    getUserResponseSchema,
    'UserProfileResponse',
    "The user's profile, with the newsletter choice and phone number.",
  ],
  [messageResponseSchema, 'MessageResponse', 'A message to show the user.'],
  [
    sessionSchema,
    'Session',
    'The Auth.js session of a signed-in user: its access token and user, renewed as it is read.',
  ],
  [
    authJsCsrfSchema,
    'CsrfToken',
    "Auth.js's CSRF token, to send with every form posted to /api/auth (double submit: it matches a cookie).",
  ],
  [
    authJsRedirectSchema,
    'AuthRedirect',
    'Where Auth.js sends the browser next, answered as JSON when the request carries X-Auth-Return-Redirect.',
  ],
  [
    registryDocumentSchema,
    'RegistryDocument',
    'The release of each remote a visitor loads: its remoteEntry.js, and the release to fall back to.',
  ],
  [
    releaseSchema,
    'Release',
    'A recorded release of a remote: its folder under remotes/<remote>/<version>, who released it and when.',
  ],
  [
    canarySchema,
    'Canary',
    "A remote's canary: the version a share of visitors (percent) gets instead of the active release.",
  ],
  [
    remoteFallbackSchema,
    'RemoteFallback',
    "A browser's report that it loaded a remote's previous release because the active one failed.",
  ],
  [
    registryStatusSchema,
    'RegistryStatus',
    'The active release of each remote, the canaries and the recent fall-backs.',
  ],
];

/**
 * Names the shared schemas, and describes the listing's parameters (the API's most involved
 * query). Before the document is made; again is harmless.
 */
export function nameSharedSchemas(): void {
  for (const [schema, id, description] of COMPONENTS) nameComponent(schema, id, description);
  const listing = productListQuerySchema.shape;
  describe(listing.categoryId, 'The category, its subcategories included; 0 is the whole shop.');
  describe(
    listing.draw,
    'The page number, echoed in the answer; with length it gives start when start is left out.',
  );
  describe(listing.start, 'The offset of the first product; default (draw - 1) × length.');
  describe(listing.length, 'Products per page, 1 to 100.');
  describe(listing.searchByName, 'Words the name must all contain, in any case.');
  describe(
    listing.input,
    'Another name for searchByName (the theme uses both); searchByName wins when both are given.',
  );
  describe(listing.color, 'Colours to keep, separated by commas; empty means no filter.');
  describe(listing.size, 'Sizes to keep, separated by commas; empty means no filter.');
  describe(listing.brand, 'Brands to keep, separated by commas; empty means no filter.');
  describe(listing.type, 'Types to keep, separated by commas; empty means no filter.');
  describe(
    listing.minPrice,
    'The lowest price in euros incl. VAT; a product without a price is then left out.',
  );
  describe(listing.maxPrice, 'The highest price in euros incl. VAT; not below minPrice.');
  describe(
    listing.isSale,
    'Only products whose offer runs now (true, 1) or only the others (false, 0); an ended offer is no longer on sale.',
  );
  describe(listing.sort, 'default (by id), price-asc or price-desc (unpriced last), name-asc, newest.');
  describe(
    placeOrderHeadersSchema.shape[IDEMPOTENCY_KEY_HEADER],
    `One key per order attempt (a UUID): a retry with the same key and body answers the same order. Kept ${IDEMPOTENCY_KEY_TTL_HOURS} h per account, or among guests.`,
  );
}
