/**
 * The OpenAPI document's tags: one per area of the API, in the order Swagger UI lists them. A
 * route names its tags with apiTags(), so a tag that is not declared here does not type-check.
 */
export const API_TAGS = {
  catalog:
    'The category tree and the products: listing, search, filters, detail and stock. Public; ' +
    'answers are `{ responseData: { data } }`.',
  images: 'Product pictures drawn by the server at the width and in the format the browser asks for. Public.',
  orders:
    "The cart priced by the server, placing an order, and the buyer's orders. A guest may price and " +
    'order; a signed-in buyer sends the access token (Bearer). Answers are `{ responseData: { data } }`.',
  accounts:
    "The shop's account calls under /orders/api/v1/auth: registration, sign-in for an access token, " +
    'the links sent by email, the profile and the captcha. Answers are `{ data }`.',
  auth:
    'Auth.js under /api/auth: the session cookie the shell reads, its CSRF token, sign-in with the ' +
    'credentials provider and sign-out. These calls work with cookies, not with the Bearer token.',
  site:
    "The shop's pages, rendered on the server (docs/page-rendering.md), and the registry document that " +
    'names the release of each remote a visitor loads.',
  seo: 'What crawlers read: robots.txt and the sitemap.',
  releases:
    'The remote registry: release, roll back, promote and canary a remote (operator token only), and ' +
    'the public status of the releases for monitoring.',
  operator:
    "The shop's data as the operator CLI changes it while the server runs (docs/operating.md): " +
    'accounts, business confirmations, order statuses, and the order and product lists. Operator token only.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** A route's tags, checked against API_TAGS. */
export function apiTags(...names: [ApiTag, ...ApiTag[]]): ApiTag[] {
  return names;
}

/** The top-level `tags` of the document: every tag with its description. */
export const declaredTags = Object.entries(API_TAGS).map(([name, description]) => ({ name, description }));
