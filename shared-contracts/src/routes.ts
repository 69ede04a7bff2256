import { slugify } from './slug';

/**
 * Builders for every route of spec §2, so no package writes a path by hand. Query strings are
 * built with URLSearchParams, which escapes what a shopper types.
 */
function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const INFO_PAGES = [
  'contact-us',
  'return',
  'privacy',
  'cookies',
  'termsandcondition',
  'startselling',
  'unikooplogistics',
  'productlistingpolicy',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export const ACCOUNT_TABS = { profile: 1, orders: 3 } as const;

export const routes = {
  home: () => '/',
  shop: (query: { search?: string; categoryId?: number } = {}) => withQuery('/shop', query),
  category: (category: { id: number; name: string }) => `/cat/${slugify(category.name)}-${category.id}`,
  sale: () => '/cat/sale/?isSale=true',
  product: (product: { id: number; name: string }) =>
    withQuery('/product/d/p/', { t: slugify(product.name), slug: product.id }),
  productDefault: (id: number) => `/product/default/${id}`,
  cart: () => '/pages/cart',
  checkout: () => '/pages/checkout',
  /** The cart team's wishlist view (page 'wishlist'), linked from the header and the account. */
  wishlist: () => '/pages/wishlist',
  login: (query: { regmsg?: 'Success' } = {}) => withQuery('/pages/login', query),
  resetPassword: (query: { token?: string } = {}) => withQuery('/pages/resetpassword', query),
  account: (query: { tabId?: number; track?: string; b2bunf?: string } = {}) =>
    withQuery('/pages/account', query),
  /**
   * Tracking an order without an account: the page asks for the order's email address, so the
   * number alone (in a link, on a screen) shows nothing.
   */
  trackOrder: (query: { order?: string } = {}) => withQuery('/pages/track-order', query),
  info: (page: InfoPage) => `/pages/${page}`,
  categoryPage: (categoryId: number) => withQuery('/categories/categorypage/', { categoryId }),
  notFound: () => '/pages/404',
  signIn: (query: { error?: string; callbackUrl?: string } = {}) => withQuery('/api/auth/signin', query),
} as const;

/** The category id at the end of a /cat/{slug}-{id} segment, or undefined when there is none. */
export function categoryIdFromSlug(segment: string): number | undefined {
  const match = /-(\d+)$/.exec(segment) ?? /^(\d+)$/.exec(segment);
  if (!match?.[1]) return undefined;
  const id = Number.parseInt(match[1], 10);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** Only same-site paths may be used as a return address (no open redirects through callbackUrl). */
export function safeCallbackPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return fallback;
  }
  return candidate;
}
